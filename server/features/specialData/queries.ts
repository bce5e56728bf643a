import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OddsKind } from '../../../contracts/sportdata/odds';
import { BASKETBALL_STATUS, FOOTBALL_IN_PLAY, FOOTBALL_STATUS, SPORT } from '../../../domain/sport';
import type { DbOrTx } from '../../db/database';
import { leagues, matches, odds, oddsChanges, oddsProviders } from '../../db/schema';
import type { Triple } from '../../domain/odds/pricing';
import { awayTeam, homeTeam, matchAway, matchHome, matchLeague, planMatchColumns } from '../plans';

// The special-data pages' SQL (issue 36 §2): matches with their names, the books' odds and their
// history, today's list, and past matches sharing a book's opening odds.

/** A match as the special pages show it, with what the exchange's model reads of it. */
const matchColumns = {
  ...planMatchColumns,
  leagueId: matches.leagueId,
  scriptSeed: matches.scriptSeed,
  isHot: matches.isHot,
  gameTabs: matches.gameTabs,
};

export type SpecialMatchRow = Awaited<ReturnType<typeof matchesOf>>[number];

/** Matches by id with their names (any order). */
export async function matchesOf(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select(matchColumns)
    .from(matches)
    .innerJoin(leagues, matchLeague)
    .innerJoin(homeTeam, matchHome)
    .innerJoin(awayTeam, matchAway)
    .where(inArray(matches.id, [...ids]));
}

export interface BookRow {
  oddsId: number;
  matchId: number;
  providerId: number;
  providerName: string;
  opening: Triple;
  current: Triple;
  updatedAt: Date;
}

/** Every book's odds of one type for these matches, by provider id. */
export async function booksOf(
  db: DbOrTx,
  matchIds: readonly number[],
  type: OddsKind,
): Promise<BookRow[]> {
  if (matchIds.length === 0) return [];
  return await db
    .select({
      oddsId: odds.id,
      matchId: odds.matchId,
      providerId: odds.providerId,
      providerName: oddsProviders.name,
      opening: odds.opening,
      current: odds.current,
      updatedAt: odds.updatedAt,
    })
    .from(odds)
    .innerJoin(oddsProviders, eq(oddsProviders.id, odds.providerId))
    .where(and(inArray(odds.matchId, [...matchIds]), eq(odds.type, type)))
    .orderBy(asc(odds.matchId), asc(odds.providerId));
}

export interface ChangeRow {
  oddsId: number;
  values: Triple;
  state: string;
  at: Date;
}

/** The history of these odds rows (the first of each is its opening), oldest first. */
export async function changesOf(db: DbOrTx, oddsIds: readonly number[]): Promise<ChangeRow[]> {
  if (oddsIds.length === 0) return [];
  return await db
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

/** A provider's name, if there is such a provider. */
export async function providerNameOf(db: DbOrTx, providerId: number) {
  const [row] = await db
    .select({ name: oddsProviders.name })
    .from(oddsProviders)
    .where(eq(oddsProviders.id, providerId));
  return row?.name ?? null;
}

/** A sport's statuses of a match in play (product-spec §4). */
function inPlay(sport: number): SQL {
  return sport === SPORT.basketball
    ? gte(matches.status, BASKETBALL_STATUS.firstQuarter)
    : inArray(matches.status, [...FOOTBALL_IN_PLAY]);
}

/**
 * A page of a sport's matches of the Beijing day [dayStart, dayEnd) or in play now that books price
 * (europe odds): in play first, then those to come by kick-off, then the rest by kick-off.
 */
export async function todayPage(
  db: DbOrTx,
  sport: number,
  day: { start: number; end: number },
  page: { pageNo: number; pageSize: number },
) {
  const live = inPlay(sport);
  const where = and(
    eq(matches.sport, sport),
    or(
      live,
      and(gte(matches.matchTime, new Date(day.start)), lt(matches.matchTime, new Date(day.end))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(odds)
        .where(and(eq(odds.matchId, matches.id), eq(odds.type, 'europe'))),
    ),
  );
  const [counted] = await db.select({ total: count() }).from(matches).where(where);
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .where(where)
    .orderBy(
      sql`case when ${live} then 0 when ${matches.status} = ${FOOTBALL_STATUS.notStarted} then 1 else 2 end`,
      asc(matches.matchTime),
      asc(matches.id),
    )
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return { total: counted?.total ?? 0, ids: rows.map((r) => r.id) };
}

/** The status of a finished match of a sport. */
export const finishedStatusOf = (sport: number) =>
  sport === SPORT.basketball ? BASKETBALL_STATUS.finished : FOOTBALL_STATUS.finished;

export interface SameOddsQuery {
  matchId: number;
  sport: number;
  providerId: number;
  type: OddsKind;
  /** The values to match, and which: every one, or only the one at `index`. */
  opening: Triple;
  index: number | null;
  /** Only matches that kicked off before this. */
  before: Date;
  leagueId: number | null;
  limit: number;
}

/** Past finished matches of the sport whose opening odds of the book match, newest first. */
export async function sameOddsMatches(db: DbOrTx, q: SameOddsQuery) {
  const same =
    q.index === null
      ? sql`${odds.opening} = ${JSON.stringify(q.opening)}::jsonb`
      : // The index is 0 or 1, chosen by the code, never the caller's text.
        sql`(${odds.opening} -> ${sql.raw(String(q.index))}) = ${JSON.stringify(q.opening[q.index])}::jsonb`;
  return db
    .select({ match: planMatchColumns, opening: odds.opening })
    .from(odds)
    .innerJoin(matches, eq(matches.id, odds.matchId))
    .innerJoin(leagues, matchLeague)
    .innerJoin(homeTeam, matchHome)
    .innerJoin(awayTeam, matchAway)
    .where(
      and(
        eq(odds.providerId, q.providerId),
        eq(odds.type, q.type),
        same,
        ne(matches.id, q.matchId),
        eq(matches.sport, q.sport),
        eq(matches.status, finishedStatusOf(q.sport)),
        lt(matches.matchTime, q.before),
        q.leagueId === null ? undefined : eq(matches.leagueId, q.leagueId),
      ),
    )
    .orderBy(desc(matches.matchTime), desc(matches.id))
    .limit(q.limit);
}

/**
 * For each of these matches and odds type: how many past finished matches of its sport share the
 * book's opening odds exactly (the same-odds pages' first view).
 */
export async function sameOddsCounts(
  db: DbOrTx,
  matchIds: readonly number[],
  providerId: number,
): Promise<Array<{ matchId: number; type: OddsKind; count: number }>> {
  if (matchIds.length === 0) return [];
  const mine = alias(odds, 'mine');
  const current = alias(matches, 'this_match');
  const rows = await db
    .select({ matchId: mine.matchId, type: mine.type, count: sql<number>`count(*)::int` })
    .from(mine)
    .innerJoin(current, eq(current.id, mine.matchId))
    .innerJoin(
      odds,
      and(
        eq(odds.providerId, mine.providerId),
        eq(odds.type, mine.type),
        sql`${odds.opening} = ${mine.opening}`,
        ne(odds.matchId, mine.matchId),
      ),
    )
    .innerJoin(matches, eq(matches.id, odds.matchId))
    .where(
      and(
        inArray(mine.matchId, [...matchIds]),
        eq(mine.providerId, providerId),
        eq(matches.sport, current.sport),
        or(
          and(eq(current.sport, SPORT.football), eq(matches.status, FOOTBALL_STATUS.finished)),
          and(eq(current.sport, SPORT.basketball), eq(matches.status, BASKETBALL_STATUS.finished)),
        ),
        lt(matches.matchTime, current.matchTime),
      ),
    )
    .groupBy(mine.matchId, mine.type);
  return rows;
}
