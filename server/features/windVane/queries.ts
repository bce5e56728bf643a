import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { FOOTBALL_STATUS, SPORT } from '../../../domain/sport';
import type { DbOrTx } from '../../db/database';
import { leagues, matches, odds, oddsChanges, oddsProviders } from '../../db/schema';
import { awayTeam, homeTeam, matchAway, matchHome, matchLeague, planMatchColumns } from '../plans';

const IN_PLAY = [
  FOOTBALL_STATUS.inPlay,
  FOOTBALL_STATUS.firstHalf,
  FOOTBALL_STATUS.secondHalf,
  FOOTBALL_STATUS.extraTime,
  FOOTBALL_STATUS.halfTime,
];

/** How far ahead the list looks: the next two days' matches. */
const AHEAD_MS = 2 * 86_400_000;

/**
 * A page of football matches in play or kicking off within two days that books price (europe odds),
 * live first, then by kick-off. One row more tells whether a page follows.
 */
export async function matchPage(db: DbOrTx, now: number, pageNo: number, pageSize: number) {
  const live = inArray(matches.status, IN_PLAY);
  const rows = await db
    .select({ match: planMatchColumns, books: sql<number>`count(${odds.id})::int` })
    .from(matches)
    .innerJoin(leagues, matchLeague)
    .innerJoin(homeTeam, matchHome)
    .innerJoin(awayTeam, matchAway)
    .innerJoin(odds, and(eq(odds.matchId, matches.id), eq(odds.type, 'europe')))
    .where(
      and(
        eq(matches.sport, SPORT.football),
        or(
          live,
          and(
            eq(matches.status, FOOTBALL_STATUS.notStarted),
            gt(matches.matchTime, new Date(now)),
            lt(matches.matchTime, new Date(now + AHEAD_MS)),
          ),
        ),
      ),
    )
    .groupBy(matches.id, leagues.name, homeTeam.name, awayTeam.name)
    .orderBy(desc(live), asc(matches.matchTime), asc(matches.id))
    .limit(pageSize + 1)
    .offset((pageNo - 1) * pageSize);
  return rows;
}

/** One match with its names, or undefined. */
export async function matchOf(db: DbOrTx, matchId: number) {
  const [row] = await db
    .select(planMatchColumns)
    .from(matches)
    .innerJoin(leagues, matchLeague)
    .innerJoin(homeTeam, matchHome)
    .innerJoin(awayTeam, matchAway)
    .where(eq(matches.id, matchId));
  return row;
}

/** The match's europe odds rows with their books' names, by book. */
export async function booksOf(db: DbOrTx, matchIds: readonly number[]) {
  if (matchIds.length === 0) return [];
  return db
    .select({
      id: odds.id,
      matchId: odds.matchId,
      name: oddsProviders.name,
      opening: odds.opening,
      current: odds.current,
    })
    .from(odds)
    .innerJoin(oddsProviders, eq(oddsProviders.id, odds.providerId))
    .where(and(inArray(odds.matchId, [...matchIds]), eq(odds.type, 'europe')))
    .orderBy(asc(odds.providerId));
}

/** One odds row (a wind mark) with its match id and book, if it is europe odds of football. */
export async function windMarkOf(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: odds.id,
      matchId: odds.matchId,
      name: oddsProviders.name,
      opening: odds.opening,
    })
    .from(odds)
    .innerJoin(oddsProviders, eq(oddsProviders.id, odds.providerId))
    .innerJoin(matches, eq(matches.id, odds.matchId))
    .where(and(eq(odds.id, id), eq(odds.type, 'europe'), eq(matches.sport, SPORT.football)));
  return row;
}

/** The moves of these odds rows, oldest first. */
export async function changesOf(db: DbOrTx, oddsIds: readonly number[]) {
  if (oddsIds.length === 0) return [];
  return db
    .select({
      oddsId: oddsChanges.oddsId,
      values: oddsChanges.values,
      state: oddsChanges.matchState,
      at: oddsChanges.changedAt,
    })
    .from(oddsChanges)
    .where(inArray(oddsChanges.oddsId, [...oddsIds]))
    .orderBy(asc(oddsChanges.changedAt), asc(oddsChanges.id));
}
