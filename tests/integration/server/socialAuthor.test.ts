// Pins a member's own items (我的动态 / TA的动态) and the user centre's 动态 count through the real
// server and database: the feed's `authorId` lists exactly the member's live items, newest first,
// across every circle, with no pinned section and no interpretations, to anyone; `mySnsCount` of
// GET /api/uc/index equals those rows (replays and deleted items left out); a deleted post leaves
// both; the viewer's blacklist hides the member's list; no member and bad ids are refused.
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoSchema } from '../../../contracts/account/session';
import { SNS_REPLAY_KIND } from '../../../contracts/expertReplays';
import {
  FEED_KINDS,
  feedPageSchema,
  snsCircles as circlesCall,
  type FeedItem,
} from '../../../contracts/social';
import { snsItems, users } from '../../../server/db/schema';
import { openSession } from '../../../server/platform/auth/sessions';
import { startTestApp, type TestApp } from '../../kit/testApp';
import { expectOk, uploadFixtures, type Fan } from '../../kit/uploadFixtures';

const SEED = 2026;
const NOW = Date.parse('2026-11-29T20:00:00+08:00');
const FEED_KIND_ITEMS = [FEED_KINDS.post, FEED_KINDS.article, FEED_KINDS.topic, FEED_KINDS.news];

let test: TestApp;
const { fan, get, post } = uploadFixtures(() => test);
let circleIds: number[];
let serial = 0;
const rid = () => `req-author-${++serial}-${process.pid}`;

beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: SEED, now: NOW, parts: ['world'] } });
  const circles = circlesCall.output.parse(expectOk(await get('/api/sns/circles')));
  circleIds = circles.list.map((c) => c.id);
  expect(circleIds.length).toBeGreaterThanOrEqual(2);
});
afterAll(() => test.close());

async function publish(who: Fan, circleId: number, content: string): Promise<number> {
  const body = { circleId, content, requestId: rid() };
  return (expectOk(await post('/api/user/sns/publish', body, who)) as { msgId: number }).msgId;
}

/** Every page of a member's list, as `viewer` reads it. */
async function authorList(authorId: number, viewer?: Fan, circleId = 0): Promise<FeedItem[]> {
  const items: FeedItem[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = feedPageSchema.parse(
      expectOk(await get(`/api/sns/feed/${circleId}/${pageNo}?authorId=${authorId}`, viewer)),
    );
    expect(page.pinned).toEqual([]);
    items.push(...page.list);
    if (!page.hasMore) return items;
  }
}

async function demoFanId(): Promise<number> {
  const [row] = await test.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.account, 'demo_fan'));
  return row!.id;
}

async function mySnsCount(who: Fan): Promise<number> {
  return userInfoSchema.parse(expectOk(await get('/api/uc/index', who))).mySnsCount;
}

/** The member's live feed items straight from the table, newest first (the feed's own order). */
async function liveRows(authorId: number) {
  const rows = await test.database.db
    .select({ id: snsItems.id, createdAt: snsItems.createdAt })
    .from(snsItems)
    .where(
      and(
        eq(snsItems.authorId, authorId),
        isNull(snsItems.deletedAt),
        inArray(snsItems.kind, FEED_KIND_ITEMS),
        lte(snsItems.createdAt, new Date(test.clock.now())),
      ),
    );
  return rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map((r) => r.id);
}

describe('a member’s list (feed authorId)', () => {
  it('lists a seeded fan’s live items, newest first, as anyone reads them', async () => {
    const authorId = await demoFanId();
    const expected = await liveRows(authorId);
    expect(expected.length).toBeGreaterThan(0);
    const list = await authorList(authorId);
    expect(list.map((i) => i.id)).toEqual(expected);
    expect(list.every((i) => i.author.userId === authorId && !i.own)).toBe(true);
  });

  it('leaves out the member’s replays (kind 11) and never adds interpretations', async () => {
    const writer = await fan();
    const postId = await publish(writer, circleIds[0]!, '不是复盘的帖子');
    await test.database.db.insert(snsItems).values({
      kind: SNS_REPLAY_KIND,
      circleId: circleIds[0]!,
      authorId: writer.id,
      title: '复盘：一场比赛',
      content: '复盘的内容',
      createdAt: new Date(test.clock.now()),
    });
    expect((await authorList(writer.id)).map((i) => i.id)).toEqual([postId]);
    expect(await mySnsCount(writer)).toBe(1);
    const sevens = feedPageSchema.parse(
      expectOk(await get(`/api/sns/feed/0/1?authorId=${writer.id}&kind=7`)),
    );
    expect(sevens.list).toEqual([]);
  });

  it('lists a fan’s posts from every circle (circleId 0), or one circle’s', async () => {
    const writer = await fan();
    const first = await publish(writer, circleIds[0]!, '第一个圈子的帖子');
    test.clock.advance(60_000);
    const second = await publish(writer, circleIds[1]!, '第二个圈子的帖子');
    const someone = await fan();
    await publish(someone, circleIds[0]!, '别人的帖子');

    const all = await authorList(writer.id);
    expect(all.map((i) => i.id)).toEqual([second, first]);
    const own = feedPageSchema.parse(
      expectOk(await get(`/api/sns/feed/0/1?authorId=${writer.id}`, writer)),
    );
    expect(own.list.every((i) => i.own)).toBe(true);
    const one = await authorList(writer.id, undefined, circleIds[1]);
    expect(one.map((i) => i.id)).toEqual([second]);
    // A visitor and another fan read the same public list.
    expect((await authorList(writer.id, someone)).map((i) => i.id)).toEqual([second, first]);
  });

  it('keeps a pinned post in its place, not lifted above the newer ones', async () => {
    const writer = await fan();
    const older = await publish(writer, circleIds[0]!, '旧帖');
    test.clock.advance(60_000);
    const newer = await publish(writer, circleIds[0]!, '新帖');
    await test.database.db
      .update(snsItems)
      .set({ pinnedAt: new Date(test.clock.now()) })
      .where(eq(snsItems.id, older));
    expect((await authorList(writer.id)).map((i) => i.id)).toEqual([newer, older]);
  });

  it('hides the member from a viewer who blacklisted them', async () => {
    const writer = await fan();
    await publish(writer, circleIds[0]!, '会被拉黑的人');
    const blocker = await fan();
    expect(await authorList(writer.id, blocker)).toHaveLength(1);
    expectOk(
      await get(`/api/user/sns/pullBlack?pullBlackId=${writer.id}&operationType=1`, blocker),
    );
    expect(await authorList(writer.id, blocker)).toEqual([]);
    expect(await authorList(writer.id)).toHaveLength(1);
  });

  it('refuses no such member with 404, and a bad id with a 400', async () => {
    const none = await get('/api/sns/feed/0/1?authorId=2147483000');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'sns_member_not_found' });
    for (const bad of ['0', '-1', 'abc', '2147483648']) {
      const res = await get(`/api/sns/feed/0/1?authorId=${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });
});

describe('the user centre’s 动态 count (mySnsCount)', () => {
  it('equals the fan’s live rows, and a deleted post leaves the count and the list', async () => {
    const writer = await fan();
    expect(await mySnsCount(writer)).toBe(0);
    const kept = await publish(writer, circleIds[0]!, '留下的帖子');
    test.clock.advance(60_000);
    const cut = await publish(writer, circleIds[1]!, '要删的帖子');
    expect(await mySnsCount(writer)).toBe(2);
    expect(await mySnsCount(writer)).toBe((await liveRows(writer.id)).length);
    expect((await authorList(writer.id)).map((i) => i.id)).toEqual([cut, kept]);

    expectOk(await get(`/api/user/sns/cutPosts?msgId=${cut}`, writer));
    expect(await mySnsCount(writer)).toBe(1);
    expect((await authorList(writer.id)).map((i) => i.id)).toEqual([kept]);
  });

  it('counts a seeded fan’s items as their list shows them', async () => {
    const authorId = await demoFanId();
    const demo: Fan = {
      id: authorId,
      token: await openSession(test.database.db, authorId),
      phone: '',
    };
    const count = await mySnsCount(demo);
    expect(count).toBeGreaterThan(0);
    expect(count).toBe((await liveRows(authorId)).length);
    expect(count).toBe((await authorList(authorId)).length);
  });
});
