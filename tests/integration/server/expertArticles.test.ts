// Pins the calls behind the expert article and replay pages and the news share page (issue 37 §3,
// calls-errors-spec §7.11; docs/decisions/expert-articles-and-replays.md) on the seeded world: an
// expert's articles are exactly their live kind-6 items, newest first; forShare answers articles and
// news but nothing else; a replay comment's page lists the replies answering it, and a deleted
// comment or one under a post is not found; bad input is a 400.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleForShare,
  expertArticles,
  replayComment,
  SNS_REPLAY_KIND,
} from '../../../contracts/expertReplays';
import { FEED_KINDS, snsReplySchema } from '../../../contracts/social';
import { snsItems } from '../../../server/db/schema';
import { startTestApp, type TestApp } from '../../kit/testApp';
import { expectOk, uploadFixtures, type Fan } from '../../kit/uploadFixtures';

const SEED = 2026;
const NOW = Date.parse('2026-11-29T20:00:00+08:00');

let test: TestApp;
const { fan, get, post } = uploadFixtures(() => test);
let serial = 0;
const rid = () => `req-articles-${++serial}-${process.pid}`;

beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: SEED, now: NOW, parts: ['world'] } });
});
afterAll(() => test.close());

const firstOfKind = async (kind: number) => {
  const [row] = await test.database.db
    .select()
    .from(snsItems)
    .where(and(eq(snsItems.kind, kind), isNull(snsItems.deletedAt)))
    .orderBy(desc(snsItems.id))
    .limit(1);
  expect(row, `a seeded item of kind ${kind}`).toBeDefined();
  return row!;
};

async function comment(who: Fan, msgId: number, content: string, replyId?: number) {
  const body = { msgId, content, requestId: rid(), ...(replyId ? { replyId } : {}) };
  return snsReplySchema.parse(expectOk(await post('/api/user/sns/reply', body, who)));
}

describe('an expert’s articles', () => {
  it('are their live articles, newest first, whole authors', async () => {
    const article = await firstOfKind(FEED_KINDS.article);
    const expertId = article.expertId!;
    const rows = await test.database.db
      .select({ id: snsItems.id })
      .from(snsItems)
      .where(
        and(
          eq(snsItems.kind, FEED_KINDS.article),
          eq(snsItems.expertId, expertId),
          isNull(snsItems.deletedAt),
        ),
      )
      .orderBy(desc(snsItems.createdAt), desc(snsItems.id));
    const page = expertArticles.output.parse(
      expectOk(await get(`/api/expert/article/list/${expertId}/1`)),
    );
    expect(page.list.map((i) => i.id)).toEqual(rows.slice(0, 10).map((r) => r.id));
    expect(page.hasMore).toBe(rows.length > 10);
    for (const item of page.list) {
      expect(item.kind).toBe(FEED_KINDS.article);
      expect(item.author.expertId).toBe(expertId);
    }
  });

  it('are none for an expert without articles, and a bad id is a 400', async () => {
    const none = expertArticles.output.parse(
      expectOk(await get('/api/expert/article/list/2147483647/1')),
    );
    expect(none).toEqual({ list: [], pageNo: 1, hasMore: false });
    for (const url of [
      '/api/expert/article/list/abc/1',
      '/api/expert/article/list/1/0',
      '/api/expert/article/list/99999999999/1',
    ])
      expect((await get(url)).statusCode, url).toBe(400);
  });
});

describe('forShare', () => {
  it('answers an article and a news item with their kind, text and pictures', async () => {
    const article = await firstOfKind(FEED_KINDS.article);
    const shared = articleForShare.output.parse(
      expectOk(await get(`/api/expert/article/detail/forShare/${article.id}`)),
    );
    expect(shared).toMatchObject({ id: article.id, kind: 6, content: article.content });
    const news = await firstOfKind(FEED_KINDS.news);
    const sharedNews = articleForShare.output.parse(
      expectOk(await get(`/api/expert/article/detail/forShare/${news.id}`)),
    );
    expect(sharedNews).toMatchObject({ id: news.id, kind: 10, title: news.title, pictures: [] });
    expect(sharedNews.author.nickName).toBe('赛事快讯');
  });

  it('is not found for a post or a replay, and a bad id is a 400', async () => {
    for (const kind of [FEED_KINDS.post, SNS_REPLAY_KIND]) {
      const item = await firstOfKind(kind);
      expect((await get(`/api/expert/article/detail/forShare/${item.id}`)).statusCode).toBe(404);
    }
    expect((await get('/api/expert/article/detail/forShare/0')).statusCode).toBe(400);
  });
});

describe('a replay comment', () => {
  it('lists the replies answering it, oldest first, and no other comment', async () => {
    const replay = await firstOfKind(SNS_REPLAY_KIND);
    const [a, b] = [await fan(), await fan()];
    const root = await comment(a, replay.id, '这场复盘写得很到位');
    const other = await comment(b, replay.id, '另一条评论');
    const first = await comment(b, replay.id, '同意', root.id);
    const second = await comment(a, replay.id, '谢谢', root.id);
    const page = replayComment.output.parse(
      expectOk(await get(`/api/expert/replay/comment/${root.id}/1`, b)),
    );
    expect(page.replay).toEqual({ id: replay.id, title: replay.title, circleId: replay.circleId });
    expect(page.comment).toMatchObject({ id: root.id, content: '这场复盘写得很到位', own: false });
    expect(page.replies.list.map((r) => r.id)).toEqual([first.id, second.id]);
    expect(page.replies.list.map((r) => r.id)).not.toContain(other.id);
    expect(page.replies.total).toBe(2);
    expect(page.replies.list[0]!.own).toBe(true);
    expect(page.replies.list[0]!.replyTo?.id).toBe(root.id);
  });

  it('is not found once deleted, or under a post; a bad id is a 400', async () => {
    const replay = await firstOfKind(SNS_REPLAY_KIND);
    const who = await fan();
    const gone = await comment(who, replay.id, '马上删除');
    expectOk(
      await get(`/api/user/sns/cutPosts?msgId=${replay.id}&replyId=${gone.id}&reason=x`, who),
    );
    expect((await get(`/api/expert/replay/comment/${gone.id}/1`)).statusCode).toBe(404);
    const postItem = await firstOfKind(FEED_KINDS.post);
    const onPost = await comment(who, postItem.id, '帖子下的回复');
    expect((await get(`/api/expert/replay/comment/${onPost.id}/1`)).statusCode).toBe(404);
    for (const url of ['/api/expert/replay/comment/abc/1', '/api/expert/replay/comment/1/0'])
      expect((await get(url)).statusCode, url).toBe(400);
  });
});
