// Pins the circles' posts in the home search (issue 37 leftovers §4; docs/decisions/home-search.md)
// on the seeded world: a word finds every item a searcher may see — live, of a feed kind, written by
// now — whose title or text holds it, newest first, counted again here from the rows, in pages of 20
// and three in the `all` preview, each with a snippet around the word; deleted items, replays,
// items written later and (for the fan who blacklisted their author, not for others) a blocked
// member's items are left out; % and _ are literal.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { SNS_REPLAY_KIND } from '../../../contracts/expertReplays';
import {
  SEARCH_PAGE_SIZE,
  SEARCH_POST_SNIPPET,
  SEARCH_PREVIEW_SIZE,
  homeSearch,
  type SearchAnswer,
  type SearchPost,
} from '../../../contracts/search';
import { FEED_KINDS } from '../../../contracts/social';
import { snsCircles, snsItems } from '../../../server/db/schema';
import { startTestApp, type TestApp } from '../../kit/testApp';
import { expectOk, uploadFixtures, type Fan } from '../../kit/uploadFixtures';

const SEED = 2026;
const NOW = Date.parse('2026-11-29T20:00:00+08:00');
const FEED = new Set<number>([
  FEED_KINDS.post,
  FEED_KINDS.article,
  FEED_KINDS.topic,
  FEED_KINDS.news,
]);

let test: TestApp;
const { fan, get, post } = uploadFixtures(() => test);
let serial = 0;
const rid = () => `req-search-posts-${++serial}-${process.pid}`;
const db = () => test.database.db;
let circleId: number;

beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: SEED, now: NOW, parts: ['world'] } });
  const [circle] = await db().select({ id: snsCircles.id }).from(snsCircles).limit(1);
  circleId = circle!.id;
});
afterAll(() => test.close());

async function search(query: Record<string, string>, who?: Fan): Promise<SearchAnswer> {
  const res = await get(`/api/search/home?${new URLSearchParams(query).toString()}`, who);
  return z.parse(homeSearch.output, expectOk(res));
}

/** Every post hit of a word, page after page. */
async function allPosts(words: string, who?: Fan): Promise<SearchPost[]> {
  const hits: SearchPost[] = [];
  for (let pageNo = 1; pageNo < 100; pageNo += 1) {
    const answer = await search({ words, scope: 'post', pageNo: String(pageNo) }, who);
    expect(answer.posts.list.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZE);
    expect(answer.matches.list).toEqual([]);
    hits.push(...answer.posts.list);
    if (!answer.posts.hasMore) return hits;
  }
  throw new Error('too many pages');
}

async function publish(who: Fan, content: string, title?: string): Promise<number> {
  const body = { circleId, content, requestId: rid(), ...(title ? { title } : {}) };
  return (expectOk(await post('/api/user/sns/publish', body, who)) as { msgId: number }).msgId;
}

/** What a visitor should find for a word, from the rows: newest first. */
async function visibleHolding(word: string): Promise<number[]> {
  const rows = await db().select().from(snsItems);
  return rows
    .filter(
      (r) =>
        r.deletedAt === null &&
        FEED.has(r.kind) &&
        r.createdAt.getTime() <= NOW &&
        `${r.title}\n${r.content}`.toLowerCase().includes(word.toLowerCase()),
    )
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map((r) => r.id);
}

describe('posts in the home search', () => {
  it('finds every visible item holding the word, newest first, in pages of 20', async () => {
    // The word of the most items among a few the seeded circles use, so the hits span pages.
    const candidates = ['的', '球', '比赛', '曼'];
    const counts = await Promise.all(candidates.map(async (w) => (await visibleHolding(w)).length));
    const word = candidates[counts.indexOf(Math.max(...counts))]!;
    expect(Math.max(...counts)).toBeGreaterThan(SEARCH_PREVIEW_SIZE);
    // More than a page: fans' posts join the seeded ones.
    for (let n = Math.max(...counts); n <= SEARCH_PAGE_SIZE; n += 1)
      await publish(await fan(), `今天${word}很精彩 ${n}`);
    const expected = await visibleHolding(word);
    expect(expected.length).toBeGreaterThan(SEARCH_PAGE_SIZE);
    const hits = await allPosts(word);
    expect(hits.map((h) => h.id)).toEqual(expected);
    for (const hit of hits) {
      expect(FEED.has(hit.kind)).toBe(true);
      expect([...hit.snippet].length).toBeLessThanOrEqual(SEARCH_POST_SNIPPET + 2);
      expect(`${hit.title}${hit.snippet}`).toContain(word);
      expect(hit.authorName).not.toBe('');
    }
    const preview = await search({ words: word });
    expect(preview.posts.list).toEqual(hits.slice(0, SEARCH_PREVIEW_SIZE));
    expect(preview.posts.hasMore).toBe(true);
  });

  it('shows the text around the word in a long post, and the post whole in its hit', async () => {
    const writer = await fan();
    const tail = `长文${process.pid}关键词`;
    const content = `${'前面的铺垫'.repeat(30)}${tail}${'后面的分析'.repeat(30)}`;
    const id = await publish(writer, content, '长帖');
    const [hit] = await allPosts(tail);
    expect(hit).toMatchObject({ id, kind: FEED_KINDS.post, title: '长帖', likeCount: 0 });
    expect(hit!.snippet).toContain(tail);
    expect(hit!.snippet.startsWith('…')).toBe(true);
    expect(hit!.snippet.endsWith('…')).toBe(true);
    expect(hit!.createdAt).toBe(NOW);
  });

  it('leaves out deleted items, replays and items written after now', async () => {
    const writer = await fan();
    const word = `待删${process.pid}`;
    const gone = await publish(writer, `${word}的帖子`);
    const later = await publish(await fan(), `${word}明天才发`);
    const kept = await publish(await fan(), `${word}留下的帖子`);
    expectOk(await get(`/api/user/sns/cutPosts?msgId=${gone}`, writer));
    await db()
      .update(snsItems)
      .set({ createdAt: new Date(NOW + 3_600_000) })
      .where(eq(snsItems.id, later));
    expect((await allPosts(word)).map((h) => h.id)).toEqual([kept]);

    const [replay] = await db()
      .select()
      .from(snsItems)
      .where(and(eq(snsItems.kind, SNS_REPLAY_KIND)))
      .limit(1);
    const replayWord = [...replay!.content].slice(0, 6).join('');
    expect((await allPosts(replayWord)).map((h) => h.id)).not.toContain(replay!.id);
  });

  it('hides a member’s items from the fan who blacklisted them, not from anyone else', async () => {
    const author = await fan();
    const blocker = await fan();
    const other = await fan();
    const word = `拉黑${process.pid}`;
    const id = await publish(author, `${word}这条帖子`);
    expectOk(await get(`/api/user/sns/pullBlack?pullBlackId=${author.id}`, blocker));
    expect((await allPosts(word, blocker)).map((h) => h.id)).toEqual([]);
    expect((await search({ words: word }, blocker)).posts.list).toEqual([]);
    for (const who of [undefined, other, author])
      expect((await allPosts(word, who)).map((h) => h.id)).toEqual([id]);
  });

  it('takes % and _ as themselves', async () => {
    const literal = await publish(await fan(), `满减100%_活动${process.pid}`);
    await publish(await fan(), `普通的帖子${process.pid}`);
    const hits = await allPosts('%_');
    expect(hits.map((h) => h.id)).toContain(literal);
    for (const hit of hits) expect(`${hit.title}${hit.snippet}`).toContain('%_');
  });
});
