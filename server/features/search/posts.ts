import { and, desc, ilike, or } from 'drizzle-orm';
import { SEARCH_POST_SNIPPET, type SearchPost } from '../../../contracts/search';
import type { Database } from '../../db/database';
import { snsItems } from '../../db/schema';
import { snsItemsById, visibleFeedItems } from '../social';
import type { HitPage } from './page';

/** Where a run of characters first stands in another, or -1. */
function indexOfRun(chars: readonly string[], run: readonly string[]): number {
  if (run.length === 0) return -1;
  for (let i = 0; i + run.length <= chars.length; i += 1)
    if (run.every((c, j) => chars[i + j] === c)) return i;
  return -1;
}

const charsOf = (text: string) => [...text.replace(/\s+/g, ' ').trim()];

/**
 * Up to `max` characters of a text around the first place the word stands (case aside), a third of
 * them before it, with … where it was cut; the text's beginning when the word is not in it (a hit by
 * its title).
 */
export function snippetAround(text: string, word: string, max = SEARCH_POST_SNIPPET): string {
  const chars = charsOf(text);
  if (chars.length <= max) return chars.join('');
  const at = indexOfRun(
    chars.map((c) => c.toLowerCase()),
    charsOf(word).map((c) => c.toLowerCase()),
  );
  const from = at < 0 ? 0 : Math.min(Math.max(0, at - Math.floor(max / 3)), chars.length - max);
  const body = chars.slice(from, from + max).join('');
  return `${from > 0 ? '…' : ''}${body}${from + max < chars.length ? '…' : ''}`;
}

/**
 * The circles' items the searcher may see — the social feature's own rule (`visibleFeedItems`: live,
 * of a feed kind, written by now, not by a member they blacklisted) — whose title or text holds the
 * word, newest first; drawn as the circles draw them (author, circle, counts).
 */
export async function searchPosts(
  db: Database,
  search: { pattern: string; words: string; viewerId: number | null },
  now: number,
  page: HitPage,
): Promise<SearchPost[]> {
  const rows = await db
    .select({ id: snsItems.id })
    .from(snsItems)
    .where(
      and(
        await visibleFeedItems(db, search.viewerId, now),
        or(ilike(snsItems.title, search.pattern), ilike(snsItems.content, search.pattern)),
      ),
    )
    .orderBy(desc(snsItems.createdAt), desc(snsItems.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  const items = await snsItemsById(
    db,
    rows.map((r) => r.id),
    search.viewerId,
    true,
  );
  return rows.flatMap(({ id }) => {
    const item = items.get(id);
    if (!item) return [];
    return [
      {
        id: item.id,
        kind: item.kind,
        circleName: item.circleName,
        authorName: item.author.nickName,
        title: item.title,
        snippet: snippetAround(item.content, search.words),
        createdAt: item.createdAt,
        likeCount: item.likeCount,
        replyCount: item.replyCount,
      },
    ];
  });
}
