// Pins the circles (issue 37 §1; calls-errors-spec §7.5, docs/decisions/social.md) through the real
// server and database: the seeded circles and feed, posting with pictures and a poll, replies telling
// the author, likes/reports/votes counting once, the blacklist hiding, and the moderators' rights —
// another fan cannot delete, pin or gag; a gagged fan is told until when; a banned one cannot like;
// every report and moderation action is audited; bad input is a 400, never a 5xx.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  feedPageSchema,
  snsDetailSchema,
  replyPageSchema,
  snsCircles as circlesCall,
} from '../../../contracts/social';
import { snsMemberStatusSchema } from '../../../contracts/socialActions';
import { replayDetailSchema, SNS_REPLAY_KIND } from '../../../contracts/expertReplays';
import { beijingStamp } from '../../../domain/time';
import { circleModerators, snsAudit, snsItems, userMessages } from '../../../server/db/schema';
import { startTestApp, type TestApp } from '../../kit/testApp';
import { expectOk, uploadFixtures, type Fan } from '../../kit/uploadFixtures';

const SEED = 2026;
const NOW = Date.parse('2026-11-29T20:00:00+08:00');
const DAY = 24 * 3_600_000;

let test: TestApp;
const { fan, uploaded, get, post } = uploadFixtures(() => test);
let circleId: number;
let serial = 0;
const rid = () => `req-social-${++serial}-${process.pid}`;
const q = (o: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString();

beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: SEED, now: NOW, parts: ['world'] } });
  const circles = circlesCall.output.parse(expectOk(await get('/api/sns/circles')));
  expect(circles.list.length).toBeGreaterThanOrEqual(3);
  circleId = circles.list[0]!.id;
});
afterAll(() => test.close());

async function publish(who: Fan, body: object = {}) {
  return post(
    '/api/user/sns/publish',
    { circleId, content: '今晚主队必胜', requestId: rid(), ...body },
    who,
  );
}
async function postOf(who: Fan, body: object = {}): Promise<number> {
  return (expectOk(await publish(who, body)) as { msgId: number }).msgId;
}
async function moderator(): Promise<Fan> {
  const mod = await fan();
  await test.database.db
    .insert(circleModerators)
    .values({ circleId, userId: mod.id, createdAt: new Date(NOW) });
  return mod;
}

describe('reading', () => {
  it('answers the seeded circles, a feed with interpretations and an item with its replies', async () => {
    const all = feedPageSchema.parse(expectOk(await get('/api/sns/feed/0/1')));
    expect(all.list.length).toBeGreaterThan(0);
    expect(all.list.some((i) => i.kind === 7)).toBe(true);
    const posts = feedPageSchema.parse(expectOk(await get('/api/sns/feed/0/1?kind=1')));
    const post = posts.list.find((i) => i.kind === 1 && i.replyCount > 0)!;
    const replies = replyPageSchema.parse(expectOk(await get(`/api/sns/replies/${post.id}/1`)));
    expect(replies.total).toBe(post.replyCount);
    const [replay] = await test.database.db
      .select()
      .from(snsItems)
      .where(eq(snsItems.kind, SNS_REPLAY_KIND))
      .limit(1);
    expect(replay).toBeDefined();
    const detail = replayDetailSchema.parse(
      expectOk(await get(`/api/expert/replay/detail/${replay!.id}`)),
    );
    expect([1, 2, 3]).toContain(detail.plan.result);
  });

  it('refuses bad input with a 400, never a 5xx', async () => {
    for (const url of [
      '/api/sns/feed/abc/1',
      '/api/sns/feed/0/0',
      '/api/querySnsNoteDetail/99999999999',
      `/api/sns/feed/0/1?kind=3`,
    ])
      expect((await get(url)).statusCode, url).toBe(400);
    const who = await fan();
    expect(
      (await get(`/api/user/sns/likeMsg?${q({ msgId: 1, likeFlag: 5 })}`, who)).statusCode,
    ).toBe(400);
    expect((await publish(who, { content: '<b>hi</b>' })).statusCode).toBe(400);
    expect((await publish(who, { content: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect(
      (await get(`/api/user/sns/report?${q({ msgId: 1, foulType: 9 })}`, who)).statusCode,
    ).toBe(400);
  });
});

describe('writing', () => {
  it('posts with pictures and a poll; a retry posts once; seven pictures are refused', async () => {
    const who = await fan();
    const pics = [await uploaded(who), await uploaded(who)];
    const body = {
      picturePath: pics.join(','),
      poll: { options: ['主胜', '平', '客胜'] },
      requestId: rid(),
    };
    const first = expectOk(await publish(who, body)) as { msgId: number; repeated: boolean };
    const again = expectOk(await publish(who, body)) as { msgId: number; repeated: boolean };
    expect(again).toMatchObject({ msgId: first.msgId, repeated: true });
    const detail = snsDetailSchema.parse(
      expectOk(await get(`/api/querySnsNoteDetail/${first.msgId}`)),
    );
    expect(detail.item.pictures).toHaveLength(2);
    expect(detail.item.poll?.options).toHaveLength(3);
    const image = await get(detail.item.pictures[0]!);
    expect(image.statusCode).toBe(200);
    const seven = Array.from({ length: 7 }, () => pics[0]).join(',');
    const res = await publish(who, { picturePath: seven });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ msg: string }>().msg).toBe('只能上传6张图片');
    expect((await publish(who, { picturePath: `${pics[0]},` })).json<{ msg: string }>().msg).toBe(
      '图片url为空',
    );
  });

  it('a reply tells the author (letters), a like tells them once, a vote and a report count once', async () => {
    const author = await fan();
    const other = await fan();
    const msgId = await postOf(author, { poll: { options: ['是', '否'] } });
    expectOk(
      await post('/api/user/sns/reply', { msgId, content: '说得对', requestId: rid() }, other),
    );
    for (let i = 0; i < 2; i++)
      expect(
        expectOk(await get(`/api/user/sns/likeMsg?${q({ msgId, likeFlag: 1 })}`, other)),
      ).toEqual({ liked: true, likeCount: 1 });
    const messages = await test.database.db
      .select()
      .from(userMessages)
      .where(eq(userMessages.userId, author.id));
    expect(messages.filter((m) => m.subType === 8)).toHaveLength(1);
    expect(
      messages.filter((m) => m.subType === 7 && m.content.includes('"kind":"like"')),
    ).toHaveLength(1);
    const detail = snsDetailSchema.parse(expectOk(await get(`/api/querySnsNoteDetail/${msgId}`)));
    const option = detail.item.poll!.options[0]!.id;
    expectOk(await get(`/api/user/sns/vote?${q({ msgId, optionId: option })}`, other));
    expect(
      (await get(`/api/user/sns/vote?${q({ msgId, optionId: option })}`, other)).statusCode,
    ).toBe(409);
    const after = snsDetailSchema.parse(expectOk(await get(`/api/querySnsNoteDetail/${msgId}`)));
    expect(after.item.poll!.totalVotes).toBe(1);
    expect(expectOk(await get(`/api/user/sns/report?${q({ msgId, foulType: 1 })}`, other))).toEqual(
      { reported: true, repeated: false },
    );
    expect(expectOk(await get(`/api/user/sns/report?${q({ msgId, foulType: 1 })}`, other))).toEqual(
      { reported: true, repeated: true },
    );
    const audit = await test.database.db
      .select()
      .from(snsAudit)
      .where(and(eq(snsAudit.itemId, msgId), eq(snsAudit.action, 'report')));
    expect(audit).toHaveLength(1);
    // A state-changing GET needs the header token: the cookie alone is refused.
    expect(
      (await get(`/api/user/sns/likeMsg?${q({ msgId, likeFlag: 0 })}`, other, true)).statusCode,
    ).toBe(401);
  });

  it('the blacklist hides the blocked member’s items and replies', async () => {
    const blocker = await fan();
    const blocked = await fan();
    const msgId = await postOf(blocked);
    expectOk(await get(`/api/user/sns/pullBlack?${q({ pullBlackId: blocked.id })}`, blocker));
    const feed = feedPageSchema.parse(expectOk(await get(`/api/sns/feed/${circleId}/1`, blocker)));
    expect(feed.list.some((i) => i.id === msgId)).toBe(false);
    expect((await get(`/api/querySnsNoteDetail/${msgId}`, blocker)).statusCode).toBe(404);
    const seen = feedPageSchema.parse(expectOk(await get(`/api/sns/feed/${circleId}/1`)));
    expect(seen.list.some((i) => i.id === msgId)).toBe(true);
  });
});

describe('moderation', () => {
  it('another fan cannot delete, pin or gag; the author may delete their own', async () => {
    const author = await fan();
    const other = await fan();
    const msgId = await postOf(author);
    expect((await get(`/api/user/sns/cutPosts?${q({ msgId })}`, other)).statusCode).toBe(403);
    expect(
      (await get(`/api/user/sns/topFlag?${q({ msgId, operationType: 1 })}`, other)).statusCode,
    ).toBe(403);
    expect(
      (
        await get(
          `/api/user/sns/gagUser?${q({ forbidId: author.id, forbidType: 1, circleId })}`,
          other,
        )
      ).statusCode,
    ).toBe(403);
    expectOk(await get(`/api/user/sns/cutPosts?${q({ msgId })}`, author));
    expect((await get(`/api/querySnsNoteDetail/${msgId}`)).statusCode).toBe(404);
  });

  it('a moderator pins first, gags for 7 days by default (told until when), bans (no likes); nobody moderates themselves', async () => {
    const mod = await moderator();
    const member = await fan();
    const msgId = await postOf(member);
    expectOk(await get(`/api/user/sns/topFlag?${q({ msgId, operationType: 1 })}`, mod));
    const feed = feedPageSchema.parse(expectOk(await get(`/api/sns/feed/${circleId}/1`)));
    expect(feed.pinned.map((i) => i.id)).toContain(msgId);
    expect(
      (await get(`/api/user/sns/gagUser?${q({ forbidId: mod.id, forbidType: 1, circleId })}`, mod))
        .statusCode,
    ).toBe(403);
    const gag = expectOk(
      await get(
        `/api/user/sns/gagUser?${q({ forbidId: member.id, forbidType: 1, circleId })}`,
        mod,
      ),
    ) as { until: number };
    expect(gag.until).toBe(NOW + 7 * DAY);
    const refused = await publish(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ msg: string }>().msg).toContain(beijingStamp(NOW + 7 * DAY));
    const status = snsMemberStatusSchema.parse(
      expectOk(await get(`/api/user/sns/checkSnsMemberStatus?circleId=${circleId}`, member)),
    );
    expect(status).toMatchObject({ status: 1, until: NOW + 7 * DAY });
    expectOk(
      await get(
        `/api/user/sns/gagUser?${q({ forbidId: member.id, forbidType: 2, forbidDays: 3, circleId })}`,
        mod,
      ),
    );
    const like = await get(`/api/user/sns/likeMsg?${q({ msgId, likeFlag: 1 })}`, member);
    expect(like.statusCode).toBe(403);
    expect(like.json<{ code: string }>().code).toBe('sns_banned');
    const actions = await test.database.db
      .select({ action: snsAudit.action })
      .from(snsAudit)
      .where(eq(snsAudit.actorId, mod.id));
    expect(actions.map((a) => a.action)).toEqual(['pin', 'gag', 'ban']);
  });
});
