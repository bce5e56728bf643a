import { and, asc, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { matchFollows, matches, users } from '../../db/schema';
import { selectMatchItems } from '../matches';
import { FOLLOW_KEEP_MS } from './settings';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A follow counts while its match kicked off less than FOLLOW_KEEP_MS ago (simulated time): last
 * week's matches leave the followed view and the cap by themselves.
 */
function activeSince(now: number): Date {
  return new Date(now - FOLLOW_KEEP_MS);
}

function activeFollows(userId: number, now: number, sport?: number): SQL | undefined {
  return and(
    eq(matchFollows.userId, userId),
    sport === undefined ? undefined : eq(matchFollows.sport, sport),
    gte(matches.matchTime, activeSince(now)),
  );
}

/** The sport of a match and whether a follow of it would still count; null: no such match. */
export async function matchForFollow(
  db: Database,
  matchId: number,
  now: number,
): Promise<{ sport: number; lapsed: boolean } | null> {
  const [row] = await db
    .select({ sport: matches.sport, matchTime: matches.matchTime })
    .from(matches)
    .where(eq(matches.id, matchId))
    .limit(1);
  return row ? { sport: row.sport, lapsed: row.matchTime < activeSince(now) } : null;
}

async function countActive(db: Database | Tx, userId: number, now: number, sport?: number) {
  const [row] = await db
    .select({ n: count() })
    .from(matchFollows)
    .innerJoin(matches, eq(matches.id, matchFollows.matchId))
    .where(activeFollows(userId, now, sport));
  return row?.n ?? 0;
}

/** Active follows of a fan: of one sport, or of both (the user centre's followMatchCount). */
export function countFollows(db: Database, userId: number, now: number, sport?: number) {
  return countActive(db, userId, now, sport);
}

export type FollowOutcome = { ok: true; followCount: number } | { ok: false; reason: 'limit' };

/**
 * Follows a match (idempotent). The fan's row is locked for the transaction so two follows at once
 * cannot both pass the cap; expired follows are dropped first so they never hold a place.
 */
export function addFollow(
  db: Database,
  f: { userId: number; matchId: number; sport: number; now: number; limit: number },
): Promise<FollowOutcome> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, f.userId)).for('update');
    const expired = await tx
      .select({ id: matchFollows.matchId })
      .from(matchFollows)
      .innerJoin(matches, eq(matches.id, matchFollows.matchId))
      .where(and(eq(matchFollows.userId, f.userId), lt(matches.matchTime, activeSince(f.now))));
    if (expired.length > 0)
      await tx.delete(matchFollows).where(
        and(
          eq(matchFollows.userId, f.userId),
          inArray(
            matchFollows.matchId,
            expired.map((r) => r.id),
          ),
        ),
      );
    const [existing] = await tx
      .select({ matchId: matchFollows.matchId })
      .from(matchFollows)
      .where(and(eq(matchFollows.userId, f.userId), eq(matchFollows.matchId, f.matchId)));
    const before = await countActive(tx, f.userId, f.now, f.sport);
    if (existing) return { ok: true, followCount: before };
    if (before >= f.limit) return { ok: false, reason: 'limit' };
    await tx
      .insert(matchFollows)
      .values({ userId: f.userId, matchId: f.matchId, sport: f.sport })
      .onConflictDoNothing();
    return { ok: true, followCount: before + 1 };
  });
}

/** Unfollows a match (idempotent); answers the fan's active follows of that sport afterwards. */
export async function removeFollow(
  db: Database,
  f: { userId: number; matchId: number; sport: number; now: number },
): Promise<number> {
  await db
    .delete(matchFollows)
    .where(and(eq(matchFollows.userId, f.userId), eq(matchFollows.matchId, f.matchId)));
  return countActive(db, f.userId, f.now, f.sport);
}

/** Followed match ids of one sport by kick-off time, a page at a time, with the total. */
export async function followedIdsPage(
  db: Database,
  q: { userId: number; sport: number; now: number; pageNo: number; pageSize: number },
): Promise<{ ids: number[]; total: number }> {
  const rows = await db
    .select({ id: matchFollows.matchId, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(matchFollows)
    .innerJoin(matches, eq(matches.id, matchFollows.matchId))
    .where(activeFollows(q.userId, q.now, q.sport))
    .orderBy(asc(matches.matchTime), asc(matches.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  const total =
    rows[0]?.total ?? (q.pageNo > 1 ? await countActive(db, q.userId, q.now, q.sport) : 0);
  return { ids: rows.map((r) => r.id), total };
}

/** All active followed ids of one sport (at most the cap). */
export async function followedIds(
  db: Database,
  userId: number,
  sport: number,
  now: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: matchFollows.matchId })
    .from(matchFollows)
    .innerJoin(matches, eq(matches.id, matchFollows.matchId))
    .where(activeFollows(userId, now, sport));
  return rows.map((r) => r.id);
}

/** Which of these matches the fan follows (active follows only, like everything else here). */
export async function followedAmong(
  db: Database,
  userId: number,
  matchIds: number[],
  now: number,
): Promise<Set<number>> {
  if (matchIds.length === 0) return new Set();
  const rows = await db
    .select({ id: matchFollows.matchId })
    .from(matchFollows)
    .innerJoin(matches, eq(matches.id, matchFollows.matchId))
    .where(and(activeFollows(userId, now), inArray(matchFollows.matchId, matchIds)));
  return new Set(rows.map((r) => r.id));
}

/** The followed matches as list items (the followed view), in no particular order. */
export function followedMatchItems(db: Database, ids: readonly number[]) {
  return selectMatchItems(db, inArray(matches.id, [...ids]));
}
