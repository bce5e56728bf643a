import { and, count, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { snsItems, users } from '../../db/schema';
import { liveFeedItem } from './feed';

/**
 * A member's own items (我的动态, the user centre's 动态 count): the same rows the feed lists for
 * `authorId` to a viewer who blacklisted nobody — live (not deleted), of a feed kind (replays are
 * the expert pages'), and written by `now` on the simulated clock.
 */
export async function memberPostCount(db: DbOrTx, memberId: number, now: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(snsItems)
    .where(
      and(liveFeedItem, eq(snsItems.authorId, memberId), lte(snsItems.createdAt, new Date(now))),
    );
  return Number(row?.n ?? 0);
}

/** Whether a member (user id) exists: a list of nobody's posts is "no such member", not empty. */
export async function memberExists(db: DbOrTx, memberId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, memberId));
  return row !== undefined;
}
