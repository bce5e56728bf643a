import { and, eq, gte, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { LeagueRecordRow, PeriodRecord } from '../../../contracts/experts';
import { INTERPRETATION_GAMES, isInterpretationGameId } from '../../../contracts/interpretation';
import { PLAN_RESULT } from '../../../contracts/plans';
import type { DbOrTx } from '../../db/database';
import { leagues, matches, planPicks, plans } from '../../db/schema';
import { percentOf, returnRateOf } from './records/fold';
import { DAY_MS } from '../../../domain/time';

// Records over a period, by league and by game: aggregates of settled plans and picks, read when
// asked (the kept record in expert_records is the all-time fold; these are its slices).

/**
 * Published in the last `days` days (all of them when null). A period is read by when plans were
 * published — just before their match —, not by when they settled: a catch-up (or the seed) settles
 * a month of matches at one moment, and the periods must still spread them over their days.
 */
function since(days: number | null, now: number): SQL | undefined {
  return days === null ? undefined : gte(plans.publishedAt, new Date(now - days * DAY_MS));
}

/** A period's figures for some experts (those with nothing settled are absent). */
export async function periodRecords(
  db: DbOrTx,
  expertIds: readonly number[] | null,
  days: number,
  now: number,
): Promise<Map<number, PeriodRecord>> {
  const rows = await db
    .select({
      expertId: plans.expertId,
      settled: sql<number>`count(*) filter (where ${plans.result} in (${PLAN_RESULT.won}, ${PLAN_RESULT.lost}))::int`,
      won: sql<number>`count(*) filter (where ${plans.result} = ${PLAN_RESULT.won})::int`,
      stake: sql<number>`(count(*) * 1000)::float8`,
      payout: sql<number>`coalesce(sum(${plans.payoutMilli}), 0)::float8`,
    })
    .from(plans)
    .where(
      and(
        isNotNull(plans.settleSeq),
        since(days, now),
        expertIds ? inArray(plans.expertId, expertIds.length ? [...expertIds] : [0]) : undefined,
      ),
    )
    .groupBy(plans.expertId);
  return new Map(
    rows.map((r) => [
      r.expertId,
      {
        days,
        settled: Number(r.settled),
        won: Number(r.won),
        hitRate: percentOf(Number(r.won), Number(r.settled)),
        returnRate: returnRateOf(Number(r.payout), Number(r.stake)),
      },
    ]),
  );
}

export const emptyPeriod = (days: number): PeriodRecord => ({
  days,
  settled: 0,
  won: 0,
  hitRate: null,
  returnRate: null,
});

/** Picks that count in a hit rate: settled, neither pushed nor void. */
const countedPick = and(
  isNotNull(planPicks.result),
  notInArray(planPicks.result, ['push', 'void']),
);
const wonPick = sql<number>`count(*) filter (where ${planPicks.result} in ('win', 'halfWin'))::int`;

/** An expert's settled picks by league, optionally of one game and within some days. */
export async function leagueRecords(
  db: DbOrTx,
  args: {
    expertId: number;
    gameId: number | null;
    days: number | null;
    now: number;
    /** One ball type's plans only (the distribution); every plan when absent. */
    sport?: number;
  },
): Promise<LeagueRecordRow[]> {
  const rows = await db
    .select({
      leagueId: leagues.id,
      leagueName: leagues.shortName,
      picks: sql<number>`count(*)::int`,
      won: wonPick,
    })
    .from(planPicks)
    .innerJoin(plans, eq(plans.id, planPicks.planId))
    .innerJoin(matches, eq(matches.id, plans.matchId))
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .where(
      and(
        eq(plans.expertId, args.expertId),
        countedPick,
        args.gameId ? eq(planPicks.gameId, args.gameId) : undefined,
        since(args.days, args.now),
        args.sport === undefined ? undefined : eq(plans.raceType, args.sport),
      ),
    )
    .groupBy(leagues.id, leagues.shortName);
  return rows
    .map((r) => ({
      leagueId: r.leagueId,
      leagueName: r.leagueName,
      picks: Number(r.picks),
      won: Number(r.won),
      hitRate: percentOf(Number(r.won), Number(r.picks)),
    }))
    .sort(
      (a, b) => b.picks - a.picks || (b.hitRate ?? 0) - (a.hitRate ?? 0) || a.leagueId - b.leagueId,
    );
}

/** An expert's settled picks by game. */
export async function gameRecords(db: DbOrTx, expertId: number, sport: number) {
  const rows = await db
    .select({ gameId: planPicks.gameId, picks: sql<number>`count(*)::int`, won: wonPick })
    .from(planPicks)
    .innerJoin(plans, eq(plans.id, planPicks.planId))
    .where(and(eq(plans.expertId, expertId), eq(plans.raceType, sport), countedPick))
    .groupBy(planPicks.gameId);
  return rows
    .map((r) => ({
      gameId: r.gameId,
      gameName: isInterpretationGameId(r.gameId) ? INTERPRETATION_GAMES[r.gameId].name : '其他',
      picks: Number(r.picks),
      won: Number(r.won),
      hitRate: percentOf(Number(r.won), Number(r.picks)),
    }))
    .sort((a, b) => b.picks - a.picks || a.gameId - b.gameId);
}

/** An expert's plans of a ball type: published (pending included), settled won or lost, won. */
export async function publishedCounts(db: DbOrTx, expertId: number, sport: number) {
  const [row] = await db
    .select({
      published: sql<number>`count(*)::int`,
      settled: sql<number>`count(*) filter (where ${plans.result} in (${PLAN_RESULT.won}, ${PLAN_RESULT.lost}))::int`,
      won: sql<number>`count(*) filter (where ${plans.result} = ${PLAN_RESULT.won})::int`,
    })
    .from(plans)
    .where(and(eq(plans.expertId, expertId), eq(plans.raceType, sport)));
  return {
    published: Number(row?.published ?? 0),
    settled: Number(row?.settled ?? 0),
    won: Number(row?.won ?? 0),
  };
}
