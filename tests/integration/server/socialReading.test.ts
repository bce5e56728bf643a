// Pins the circles' reading calls (issue 37 §1; contracts/social.ts, docs/decisions/social.md)
// through the real server and database, every figure recomputed in the test from the rows it reads:
// a circle's header (queryThemeInfo: counts, moderators, hot topics), the hot topics and their 热议
// counts, a topic with its posts, the feed's `hot` order (likes + live replies); then the writing
// limits (5 posts an hour, 3 replies a minute) driven by the server's clock. Bad input is a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEED_KINDS,
  SNS_FEED_PAGE_SIZE,
  SNS_HOT_TOPICS,
  SNS_POSTS_PER_HOUR,
  SNS_REPLIES_PER_MINUTE,
  feedPageSchema,
  snsCircles as circlesCall,
  queryThemeInfo,
  snsHotTopics,
  snsTopicDetail,
} from '../../../contracts/social';
import {
  circleModerators,
  snsCircles,
  snsItems,
  snsLikes,
  snsReplies,
} from '../../../server/db/schema';
import { startTestApp, type TestApp } from '../../kit/testApp';
import { expectOk, uploadFixtures, type Fan } from '../../kit/uploadFixtures';

const SEED = 2026;
const NOW = Date.parse('2026-11-29T20:00:00+08:00');
const HOUR = 3_600_000;
const MINUTE = 60_000;

let test: TestApp;
const { fan, get, post } = uploadFixtures(() => test);
let serial = 0;
const rid = () => `req-reading-${++serial}-${process.pid}`;
const db = () => test.database.db;

beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: SEED, now: NOW, parts: ['world'] } });
});
afterAll(() => test.close());

/** Every circle row, item, reply and like as the database holds them now. */
async function rows() {
  const [circles, items, replies, likes, moderators] = await Promise.all([
    db().select().from(snsCircles),
    db().select().from(snsItems),
    db().select().from(snsReplies),
    db().select().from(snsLikes),
    db().select().from(circleModerators),
  ]);
  const liveItems = items.filter((i) => i.deletedAt === null);
  const liveIds = new Set(liveItems.map((i) => i.id));
  const liveReplies = replies.filter((r) => r.deletedAt === null);
  const repliesTo = (id: number) => liveReplies.filter((r) => r.itemId === id).length;
  const likesOf = (id: number) => likes.filter((l) => l.itemId === id).length;
  /** A topic's 热议: its live posts, and the live replies to it and to those posts. */
  const hotDiscuss = (topicId: number) => {
    const posts = liveItems.filter((p) => p.topicId === topicId).map((p) => p.id);
    return posts.length + [topicId, ...posts].reduce((n, id) => n + repliesTo(id), 0);
  };
  /** The topics (of a circle), hottest first, as the server orders them. */
  const topics = (circleId?: number) =>
    liveItems
      .filter(
        (i) => i.kind === FEED_KINDS.topic && (circleId === undefined || i.circleId === circleId),
      )
      .map((t) => ({ msgId: t.id, hotDiscuss: hotDiscuss(t.id), at: t.createdAt.getTime() }))
      .sort((a, b) => b.hotDiscuss - a.hotDiscuss || b.at - a.at || b.msgId - a.msgId)
      .slice(0, SNS_HOT_TOPICS);
  /** A circle's counts: its visible feed items, and the members whose writing in it is visible. */
  const counts = (circleId: number) => {
    const inCircle = liveItems.filter((i) => i.circleId === circleId);
    const writers = new Set<number>();
    for (const i of inCircle) if (i.authorId !== null) writers.add(i.authorId);
    for (const r of liveReplies)
      if (liveIds.has(r.itemId) && inCircle.some((i) => i.id === r.itemId)) writers.add(r.authorId);
    return {
      postCount: inCircle.filter((i) =>
        [FEED_KINDS.post, FEED_KINDS.article, FEED_KINDS.topic, FEED_KINDS.news].includes(
          i.kind as 1,
        ),
      ).length,
      memberCount: writers.size,
    };
  };
  return {
    circles,
    liveItems,
    moderators,
    topics,
    counts,
    hotDiscuss,
    heat: (id: number) => likesOf(id) + repliesTo(id),
  };
}

async function publish(who: Fan, circleId: number, body: object = {}) {
  return post(
    '/api/user/sns/publish',
    { circleId, content: '这场比赛值得一看', requestId: rid(), ...body },
    who,
  );
}
async function postOf(who: Fan, circleId: number, body: object = {}): Promise<number> {
  return (expectOk(await publish(who, circleId, body)) as { msgId: number }).msgId;
}
async function reply(who: Fan, msgId: number, content = '我也这么看') {
  return post('/api/user/sns/reply', { msgId, content, requestId: rid() }, who);
}
async function like(who: Fan, msgId: number) {
  expectOk(await get(`/api/user/sns/likeMsg?msgId=${msgId}&likeFlag=1`, who));
}

describe('a circle’s header (queryThemeInfo)', () => {
  it('answers every circle with counts, moderators and hot topics recomputed from the rows', async () => {
    const world = await rows();
    expect(world.circles.length).toBeGreaterThan(0);
    for (const circle of world.circles) {
      const info = queryThemeInfo.output.parse(
        expectOk(await get(`/api/sns/queryThemeInfo?circleId=${circle.id}`)),
      );
      expect(info.circle).toMatchObject({
        id: circle.id,
        name: circle.name,
        ...world.counts(circle.id),
      });
      expect(info.moderators.map((m) => m.userId)).toEqual(
        world.moderators
          .filter((m) => m.circleId === circle.id)
          .map((m) => m.userId)
          .sort((a, b) => a - b),
      );
      expect(info.hotTopics.map((t) => [t.msgId, t.hotDiscuss])).toEqual(
        world.topics(circle.id).map((t) => [t.msgId, t.hotDiscuss]),
      );
    }
    // The circles' list answers the same counts.
    const list = circlesCall.output.parse(expectOk(await get('/api/sns/circles'))).list;
    for (const c of list) expect(c).toMatchObject(world.counts(c.id));
  });

  it('counts a member only while their writing is visible: a deleted post takes its replies along', async () => {
    const [circle] = (await rows()).circles;
    const author = await fan();
    const replier = await fan();
    const msgId = await postOf(author, circle!.id);
    expectOk(await reply(replier, msgId));
    const before = (await rows()).counts(circle!.id);
    const info = async () =>
      queryThemeInfo.output.parse(
        expectOk(await get(`/api/sns/queryThemeInfo?circleId=${circle!.id}`)),
      ).circle;
    expect(await info()).toMatchObject(before);
    expectOk(await get(`/api/user/sns/cutPosts?msgId=${msgId}`, author));
    const after = (await rows()).counts(circle!.id);
    expect(after.memberCount).toBe(before.memberCount - 2);
    expect(await info()).toMatchObject(after);
  });

  it('refuses a bad circle id with a 400 and an unknown circle with a 404', async () => {
    for (const url of [
      '/api/sns/queryThemeInfo',
      '/api/sns/queryThemeInfo?circleId=abc',
      '/api/sns/queryThemeInfo?circleId=0',
      '/api/sns/queryThemeInfo?circleId=2147483648',
      '/api/sns/queryThemeInfo?circleId=1.5',
    ])
      expect((await get(url)).statusCode, url).toBe(400);
    const ids = (await rows()).circles.map((c) => c.id);
    const res = await get(`/api/sns/queryThemeInfo?circleId=${Math.max(...ids) + 1000}`);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ code: string }>().code).toBe('sns_circle_not_found');
  });
});

describe('hot topics and a topic', () => {
  it('orders the topics by 热议 and a new post and reply in a topic raise its count', async () => {
    const before = await rows();
    const all = snsHotTopics.output.parse(expectOk(await get('/api/sns/hotTopics')));
    expect(all.list.length).toBeGreaterThan(0);
    expect(all.list.map((t) => [t.msgId, t.hotDiscuss])).toEqual(
      before.topics().map((t) => [t.msgId, t.hotDiscuss]),
    );
    // The coldest topic gets a post and a reply to it: two more 热议, and it moves up.
    const coldest = all.list.at(-1)!;
    const who = await fan();
    const other = await fan();
    const postId = await postOf(who, coldest.circleId, { topicId: coldest.msgId });
    expectOk(await reply(other, postId));
    const after = await rows();
    const hot = snsHotTopics.output.parse(
      expectOk(await get(`/api/sns/hotTopics?circleId=${coldest.circleId}`)),
    );
    expect(hot.list.every((t) => t.circleId === coldest.circleId)).toBe(true);
    expect(hot.list.map((t) => [t.msgId, t.hotDiscuss])).toEqual(
      after.topics(coldest.circleId).map((t) => [t.msgId, t.hotDiscuss]),
    );
    expect(hot.list.find((t) => t.msgId === coldest.msgId)?.hotDiscuss).toBe(
      coldest.hotDiscuss + 2,
    );
    for (const url of ['/api/sns/hotTopics?circleId=0', '/api/sns/hotTopics?circleId=x'])
      expect((await get(url)).statusCode, url).toBe(400);
  });

  it('answers a topic with its live posts newest first; a post is no topic (404)', async () => {
    const world = await rows();
    const topic = world.liveItems.find((i) => i.kind === FEED_KINDS.topic)!;
    const author = await fan();
    const kept = await postOf(author, topic.circleId, { topicId: topic.id });
    const gone = await postOf(author, topic.circleId, { topicId: topic.id });
    expectOk(await get(`/api/user/sns/cutPosts?msgId=${gone}`, author));
    const now = await rows();
    const expected = now.liveItems
      .filter((i) => i.topicId === topic.id)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((i) => i.id);
    expect(expected).toContain(kept);
    expect(expected).not.toContain(gone);
    const detail = snsTopicDetail.output.parse(expectOk(await get(`/api/sns/topic/${topic.id}/1`)));
    expect(detail.topic).toMatchObject({
      msgId: topic.id,
      circleId: topic.circleId,
      title: topic.title,
      hotDiscuss: now.hotDiscuss(topic.id),
    });
    expect(detail.item).toMatchObject({
      id: topic.id,
      kind: FEED_KINDS.topic,
      content: topic.content,
    });
    expect(detail.posts.pinned).toEqual([]);
    expect(detail.posts.list.map((p) => p.id)).toEqual(expected.slice(0, SNS_FEED_PAGE_SIZE));
    expect(detail.posts.hasMore).toBe(expected.length > SNS_FEED_PAGE_SIZE);

    expect((await get(`/api/sns/topic/${kept}/1`)).statusCode).toBe(404);
    const maxId = Math.max(...now.liveItems.map((i) => i.id));
    expect((await get(`/api/sns/topic/${maxId + 1000}/1`)).json<{ code: string }>().code).toBe(
      'sns_topic_not_found',
    );
    for (const url of [
      `/api/sns/topic/${topic.id}/0`,
      `/api/sns/topic/abc/1`,
      `/api/sns/topic/2147483648/1`,
    ])
      expect((await get(url)).statusCode, url).toBe(400);
  });
});

describe('the feed’s hot sort', () => {
  it('orders a circle by likes plus live replies, then newest; a liked new post goes first', async () => {
    const circleId = (await rows()).circles[0]!.id;
    const author = await fan();
    const fans = [await fan(), await fan(), await fan()];
    const hotId = await postOf(author, circleId);
    // A newer post with nothing on it: first by time, last by heat.
    test.clock.advance(1_000);
    const newer = await postOf(await fan(), circleId);
    const world0 = await rows();
    const top = Math.max(
      0,
      ...world0.liveItems.filter((i) => i.circleId === circleId).map((i) => world0.heat(i.id)),
    );
    // Enough likes and replies to pass every item of the circle, counted from the rows.
    for (let i = 0; i <= top; i++) {
      const liker = fans[i % fans.length]!;
      if (i < fans.length) await like(liker, hotId);
      else expectOk(await reply(await fan(), hotId));
    }
    // A deleted reply stops counting.
    const replier = await fan();
    const deleted = expectOk(await reply(replier, hotId)) as { id: number };
    expectOk(await get(`/api/user/sns/cutPosts?msgId=${hotId}&replyId=${deleted.id}`, replier));

    const world = await rows();
    expect(world.heat(hotId)).toBe(top + 1);
    const expected = world.liveItems
      .filter(
        (i) =>
          i.circleId === circleId &&
          i.pinnedAt === null &&
          i.createdAt.getTime() <= test.clock.now() &&
          [FEED_KINDS.post, FEED_KINDS.article, FEED_KINDS.topic, FEED_KINDS.news].includes(
            i.kind as 1,
          ),
      )
      .map((i) => ({ id: i.id, heat: world.heat(i.id), at: i.createdAt.getTime() }))
      .sort((a, b) => b.heat - a.heat || b.at - a.at || b.id - a.id)
      .map((i) => i.id);
    const page = feedPageSchema.parse(expectOk(await get(`/api/sns/feed/${circleId}/1?sort=hot`)));
    expect(page.list[0]?.id).toBe(hotId);
    expect(page.list.map((i) => i.id)).toEqual(expected.slice(0, SNS_FEED_PAGE_SIZE));
    expect(page.list.map((i) => i.likeCount + i.replyCount)).toEqual(
      expected.slice(0, SNS_FEED_PAGE_SIZE).map((id) => world.heat(id)),
    );
    // The newest order still puts it by time, not by heat.
    const newest = feedPageSchema.parse(
      expectOk(await get(`/api/sns/feed/${circleId}/1?sort=new`)),
    );
    expect(newest.list[0]?.id).toBe(newer);
    expect(page.list.findIndex((i) => i.id === newer)).not.toBe(0);
    expect(newest.list.map((i) => i.createdAt)).toEqual(
      [...newest.list.map((i) => i.createdAt)].sort((a, b) => b - a),
    );
    expect((await get(`/api/sns/feed/${circleId}/1?sort=top`)).statusCode).toBe(400);
  });
});

describe('the writing limits, on the server’s clock', () => {
  it(`refuses a ${SNS_POSTS_PER_HOUR + 1}th post within an hour (429) and takes it an hour later`, async () => {
    const circleId = (await rows()).circles[0]!.id;
    const who = await fan();
    const written = async () =>
      (await rows()).liveItems.filter((i) => i.authorId === who.id).length;
    for (let i = 0; i < SNS_POSTS_PER_HOUR; i++) {
      await postOf(who, circleId);
      test.clock.advance(MINUTE);
    }
    expect(await written()).toBe(SNS_POSTS_PER_HOUR);
    const refused = await publish(who, circleId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ code: string; msg: string }>()).toMatchObject({
      code: 'sns_post_limit',
      msg: `每小时最多发${SNS_POSTS_PER_HOUR}条帖子，请稍后再试`,
    });
    expect(await written()).toBe(SNS_POSTS_PER_HOUR);
    // Another fan is not held by this one's limit.
    await postOf(await fan(), circleId);
    // An hour after the first post, one more may go.
    test.clock.advance(HOUR - SNS_POSTS_PER_HOUR * MINUTE);
    await postOf(who, circleId);
    expect((await publish(who, circleId)).statusCode).toBe(429);
    expect(await written()).toBe(SNS_POSTS_PER_HOUR + 1);
  });

  it(`refuses a ${SNS_REPLIES_PER_MINUTE + 1}th reply within a minute (429) and takes it a minute later`, async () => {
    const world = await rows();
    const msgId = world.liveItems.find((i) => i.kind === FEED_KINDS.post)!.id;
    const who = await fan();
    const written = async () =>
      (await db().select().from(snsReplies)).filter((r) => r.authorId === who.id).length;
    for (let i = 0; i < SNS_REPLIES_PER_MINUTE; i++) {
      expectOk(await reply(who, msgId, `第${i + 1}条回复`));
      test.clock.advance(1_000);
    }
    const refused = await reply(who, msgId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ code: string }>().code).toBe('sns_reply_limit');
    expect(await written()).toBe(SNS_REPLIES_PER_MINUTE);
    test.clock.advance(MINUTE - SNS_REPLIES_PER_MINUTE * 1_000);
    expectOk(await reply(who, msgId, '一分钟后再说一句'));
    expect(await written()).toBe(SNS_REPLIES_PER_MINUTE + 1);
  });
});
