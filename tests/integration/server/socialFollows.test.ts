// Pins following members and the message centre's social lists (issue 37 §1; calls-errors-spec §7.4,
// §7.5; contracts/socialActions.ts, docs/decisions/social.md) through the real server and database,
// every figure read back from the rows: isFollow, uc/attention (follow and unfollow, the followed
// told once, never oneself, a repeat counts once), attentionMe (who followed the caller, newest first,
// isNew and follow-back), msgReply (replies to the caller's items and replies, or the caller's own,
// within dateIndex days, without blacklisted members). Visitors 401; bad input 400, never a 5xx.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  msgReply,
  snsAttentionMe,
  snsIsFollow,
  ucAttention,
} from '../../../contracts/socialActions';
import {
  memberFollows,
  snsCircles,
  snsItems,
  snsReplies,
  userMessages,
} from '../../../server/db/schema';
import { startTestApp, type TestApp } from '../../kit/testApp';
import { expectOk, uploadFixtures, type Fan } from '../../kit/uploadFixtures';

const SEED = 2026;
const NOW = Date.parse('2026-11-29T20:00:00+08:00');
const DAY = 24 * 3_600_000;

let test: TestApp;
const { fan, get, post } = uploadFixtures(() => test);
let serial = 0;
const rid = () => `req-follows-${++serial}-${process.pid}`;
const db = () => test.database.db;
let circleId: number;

beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: SEED, now: NOW, parts: ['world'] } });
  const [circle] = await db().select({ id: snsCircles.id }).from(snsCircles).limit(1);
  circleId = circle!.id;
});
afterAll(() => test.close());

const follow = (who: Fan | undefined, memberId: number, type = 1) =>
  post('/api/uc/attention', { memberId, type }, who);
const isFollow = async (memberId: number, who?: Fan) =>
  snsIsFollow.output.parse(expectOk(await get(`/api/sns/isFollow?memberId=${memberId}`, who)));

/** The follow rows of one member (or of one follower and member). */
async function followRows(memberId: number, userId?: number) {
  return db()
    .select()
    .from(memberFollows)
    .where(
      and(
        eq(memberFollows.memberId, memberId),
        userId === undefined ? undefined : eq(memberFollows.userId, userId),
      ),
    );
}
async function followMessages(userId: number) {
  const rows = await db().select().from(userMessages).where(eq(userMessages.userId, userId));
  return rows.filter((m) => (JSON.parse(m.content) as { kind?: string }).kind === 'follow');
}
/** Moves the server's clock on, so that each follow or reply gets its own instant. */
const tick = () => test.clock.advance(1_000);

describe('following a member', () => {
  it('follows once however often asked, tells the member once, and unfollows', async () => {
    const me = await fan();
    const member = await fan();
    expect(await isFollow(member.id, me)).toEqual({ isFollow: false, followers: 0 });
    for (let i = 0; i < 2; i++) {
      const answer = ucAttention.output.parse(expectOk(await follow(me, member.id)));
      expect(answer).toEqual({ following: true, followers: (await followRows(member.id)).length });
    }
    expect(await followRows(member.id, me.id)).toHaveLength(1);
    expect(await followRows(member.id)).toHaveLength(1);
    expect(await isFollow(member.id, me)).toEqual({ isFollow: true, followers: 1 });
    // A visitor sees the count, never a follow.
    expect(await isFollow(member.id)).toEqual({ isFollow: false, followers: 1 });
    const told = await followMessages(member.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ subType: 7, title: '有人关注了你' });

    // A second follower adds one; the first unfollows and the count drops back, read from the rows.
    const second = await fan();
    expect(ucAttention.output.parse(expectOk(await follow(second, member.id))).followers).toBe(2);
    const off = ucAttention.output.parse(expectOk(await follow(me, member.id, 2)));
    expect(off).toEqual({ following: false, followers: (await followRows(member.id)).length });
    expect(off.followers).toBe(1);
    expect(await followRows(member.id, me.id)).toHaveLength(0);
    expect(await isFollow(member.id, me)).toEqual({ isFollow: false, followers: 1 });
    // Unfollowing again changes nothing; following again tells nobody twice.
    expect(ucAttention.output.parse(expectOk(await follow(me, member.id, 2))).followers).toBe(1);
    expectOk(await follow(me, member.id));
    expect(await followMessages(member.id)).toHaveLength(2);
  });

  it('never oneself, never a member who does not exist; visitors 401; bad input 400', async () => {
    const me = await fan();
    const self = await follow(me, me.id);
    expect(self.statusCode).toBe(403);
    expect(self.json<{ code: string }>().code).toBe('sns_self');
    expect(await followRows(me.id)).toHaveLength(0);
    const ghost = await follow(me, 2_147_483_000);
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json<{ code: string }>().code).toBe('sns_member_not_found');
    const member = await fan();
    expect((await follow(undefined, member.id)).statusCode).toBe(401);
    // A state change needs the header token: the cookie alone is refused.
    const cookieOnly = await test.app.inject({
      method: 'POST',
      url: '/api/uc/attention',
      payload: { memberId: member.id, type: 1 },
      headers: { cookie: `jcob_token=${me.token}` },
    });
    expect(cookieOnly.statusCode).toBe(401);
    expect(await followRows(member.id)).toHaveLength(0);
    for (const body of [
      { memberId: member.id, type: 3 },
      { memberId: member.id, type: 0 },
      { memberId: 0, type: 1 },
      { memberId: 2_147_483_648, type: 1 },
      { memberId: 'x', type: 1 },
      {},
    ])
      expect((await post('/api/uc/attention', body, me)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    for (const q of ['', 'memberId=0', 'memberId=abc', 'memberId=99999999999'])
      expect((await get(`/api/sns/isFollow?${q}`)).statusCode, q).toBe(400);
  });
});

describe('who followed me (attentionMe)', () => {
  it('lists the followers newest first, new after startTime, with the follow-back', async () => {
    const me = await fan();
    const followers = [await fan(), await fan(), await fan()];
    for (const f of followers) {
      expectOk(await follow(f, me.id));
      tick();
    }
    expectOk(await follow(me, followers[1]!.id));
    const rows = (await followRows(me.id)).sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.userId - a.userId,
    );
    expect(rows).toHaveLength(followers.length);
    // New: those after the first follow.
    const startTime = rows.at(-1)!.createdAt.getTime();
    const answer = snsAttentionMe.output.parse(
      expectOk(await post('/api/sns-new/message/attentionMe', { startTime }, me)),
    );
    expect(answer.hasMore).toBe(false);
    expect(answer.list.map((m) => [m.member.userId, m.followedAt, m.isNew, m.following])).toEqual(
      rows.map((r) => [
        r.userId,
        r.createdAt.getTime(),
        r.createdAt.getTime() > startTime,
        r.userId === followers[1]!.id,
      ]),
    );
    expect(answer.list.map((m) => m.isNew)).toEqual([true, true, false]);
    // Another member's id answers the caller's own followers, never that member's.
    const other = followers[0]!;
    const asked = snsAttentionMe.output.parse(
      expectOk(await post('/api/sns-new/message/attentionMe', { expertId: other.id }, me)),
    );
    expect(asked.list.map((m) => m.member.userId)).toEqual(rows.map((r) => r.userId));
    // A page past the end is empty.
    expect(
      snsAttentionMe.output.parse(
        expectOk(await post('/api/sns-new/message/attentionMe', { pageNo: 2 }, me)),
      ).list,
    ).toEqual([]);
  });

  it('visitors 401; bad input 400', async () => {
    expect((await post('/api/sns-new/message/attentionMe', {})).statusCode).toBe(401);
    const me = await fan();
    for (const body of [
      { pageNo: 0 },
      { startTime: -1 },
      { expertId: -1 },
      { startTime: 'soon' },
      { pageNo: 2_147_483_648 },
    ])
      expect(
        (await post('/api/sns-new/message/attentionMe', body, me)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
  });
});

describe('replies about me (msgReply)', () => {
  async function postOf(who: Fan, title = ''): Promise<number> {
    const body = { circleId, content: '周末这场强强对话怎么看', title, requestId: rid() };
    return (expectOk(await post('/api/user/sns/publish', body, who)) as { msgId: number }).msgId;
  }
  async function replyOf(who: Fan, msgId: number, replyId?: number): Promise<number> {
    const body = { msgId, content: `回复${serial}`, replyId, requestId: rid() };
    const id = (expectOk(await post('/api/user/sns/reply', body, who)) as { id: number }).id;
    tick();
    return id;
  }
  const listOf = async (who: Fan, body: object = {}, pageNo = 1) =>
    msgReply.output.parse(expectOk(await post(`/api/uc/msgReply/${pageNo}`, body, who)));

  /**
   * What msgReply should answer, from the rows: type 1 the live replies by others to the caller's
   * items or to the caller's replies, type 2 the caller's own; within `days` (0: all), newest first.
   */
  async function expected(userId: number, type: number, days = 0, hidden: number[] = []) {
    const [items, replies] = await Promise.all([
      db().select().from(snsItems),
      db().select().from(snsReplies),
    ]);
    const since = days === 0 ? -Infinity : test.clock.now() - days * DAY;
    return replies
      .filter((r) => {
        const item = items.find((i) => i.id === r.itemId);
        if (!item || item.deletedAt !== null || r.deletedAt !== null) return false;
        if (r.createdAt.getTime() <= since) return false;
        if (type === 2) return r.authorId === userId;
        const answered = replies.find((a) => a.id === r.replyToId);
        return (
          r.authorId !== userId &&
          !hidden.includes(r.authorId) &&
          (item.authorId === userId || answered?.authorId === userId)
        );
      })
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((r) => {
        const item = items.find((i) => i.id === r.itemId)!;
        return {
          replyId: r.id,
          msgId: r.itemId,
          itemTitle: item.title || [...item.content].slice(0, 30).join(''),
          content: r.content,
          createdAt: r.createdAt.getTime(),
        };
      });
  }
  const shape = (
    list: {
      replyId: number;
      msgId: number;
      itemTitle: string;
      content: string;
      createdAt: number;
    }[],
  ) =>
    list.map(({ replyId, msgId, itemTitle, content, createdAt }) => ({
      replyId,
      msgId,
      itemTitle,
      content,
      createdAt,
    }));

  it('answers replies to my posts and to my replies (type 1), my own (type 2), within dateIndex days', async () => {
    const me = await fan();
    const [b, c, d, e] = [await fan(), await fan(), await fan(), await fan()];
    const mine = await postOf(me, '我的帖子');
    const theirs = await postOf(c);
    const toMyPost = await replyOf(b, mine);
    const myOwn = await replyOf(me, mine);
    const myReplyElsewhere = await replyOf(me, theirs);
    const toMyReply = await replyOf(d, theirs, myReplyElsewhere);
    const notForMe = await replyOf(e, theirs);

    const first = await listOf(me);
    expect(shape(first.list)).toEqual(await expected(me.id, 1));
    expect(first.list.map((r) => r.replyId)).toEqual([toMyReply, toMyPost]);
    expect(first.list.map((r) => r.replyId)).not.toContain(notForMe);
    expect(first.list.find((r) => r.replyId === toMyPost)?.author.userId).toBe(b.id);
    const own = await listOf(me, { type: 2 });
    expect(shape(own.list)).toEqual(await expected(me.id, 2));
    expect(own.list.map((r) => r.replyId)).toEqual([myReplyElsewhere, myOwn]);

    // Two days on, only the newer reply is within one day; dateIndex 0 keeps them all.
    test.clock.advance(2 * DAY);
    const fresh = await replyOf(b, mine);
    const recent = await listOf(me, { dateIndex: 1 });
    expect(shape(recent.list)).toEqual(await expected(me.id, 1, 1));
    expect(recent.list.map((r) => r.replyId)).toEqual([fresh]);
    expect((await listOf(me, { dateIndex: 0 })).list).toHaveLength(3);

    // A deleted reply leaves the list.
    expectOk(await get(`/api/user/sns/cutPosts?msgId=${mine}&replyId=${fresh}`, b));
    expect(shape((await listOf(me)).list)).toEqual(await expected(me.id, 1));
    expect((await listOf(me)).list.map((r) => r.replyId)).not.toContain(fresh);
  });

  it('leaves out the replies of members I blacklisted', async () => {
    const me = await fan();
    const pest = await fan();
    const friend = await fan();
    const mine = await postOf(me);
    await replyOf(pest, mine);
    const kept = await replyOf(friend, mine);
    expectOk(await get(`/api/user/sns/pullBlack?pullBlackId=${pest.id}`, me));
    const list = await listOf(me);
    expect(shape(list.list)).toEqual(await expected(me.id, 1, 0, [pest.id]));
    expect(list.list.map((r) => r.replyId)).toEqual([kept]);
  });

  it('visitors 401; bad input 400', async () => {
    expect((await post('/api/uc/msgReply/1', {})).statusCode).toBe(401);
    const me = await fan();
    for (const [url, body] of [
      ['/api/uc/msgReply/0', {}],
      ['/api/uc/msgReply/abc', {}],
      ['/api/uc/msgReply/1', { type: 3 }],
      ['/api/uc/msgReply/1', { dateIndex: 366 }],
      ['/api/uc/msgReply/1', { dateIndex: -1 }],
      ['/api/uc/msgReply/1', { type: 'mine' }],
    ] as const)
      expect((await post(url, body, me)).statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
  });
});
