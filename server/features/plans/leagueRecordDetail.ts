import { and, desc, eq, gte, isNotNull, like, notInArray, sql, type SQL } from 'drizzle-orm';
import { LEAGUE_RECORD_DAYS, type SliceRecord } from '../../../contracts/experts';
import { PLAN_RESULT, type PlanPage } from '../../../contracts/plans';
import { COMMON_REFUSAL_CODES } from '../../../contracts/refusals';
import type { Database } from '../../db/database';
import { experts, leagues, matches, planPicks, plans } from '../../db/schema';
import { done, refused, type Outcome, type Refusal } from '../../platform/refusals';
import { DAY_MS } from '../../../domain/time';
import { ExpertRefusals, percentOf, returnRateOf } from '../experts';
import { cardsPage } from './lists';

// leagueRecordDetail/{option} (issue 37 §3): the plans behind one row of an expert's league record
// (leagueRecord/{expertId}/{gameType}) — the same slice (league, game, days by publishing time), so
// the row's hits/total and this page's record line are one count.

export const LeagueDetailRefusals = {
  leagueNotFound: { status: 404, code: COMMON_REFUSAL_CODES.leagueNotFound, msg: '联赛不存在' },
} as const satisfies Record<string, Refusal>;

interface Slice {
  expertId: number;
  leagueId: number;
  gameId: number;
  days: number | null;
  sport: number | null;
  now: number;
}

/** The plans of the slice: the expert's, in the league, with a pick of the game, in the days. */
function planFilter(s: Slice): SQL | undefined {
  return and(
    eq(plans.expertId, s.expertId),
    eq(matches.leagueId, s.leagueId),
    s.sport === null ? undefined : eq(plans.raceType, s.sport),
    s.days === null ? undefined : gte(plans.publishedAt, new Date(s.now - s.days * DAY_MS)),
    // The content names each pick's game in braces ({4071}…); pick rows are written for pending
    // plans only when published through the app, so the content is what every plan has.
    s.gameId === 0 ? undefined : like(plans.content, `%{${s.gameId}}%`),
  );
}

async function sliceRecord(db: Database, s: Slice): Promise<SliceRecord> {
  const [picks] = await db
    .select({
      picks: sql<number>`count(*)::int`,
      won: sql<number>`count(*) filter (where ${planPicks.result} in ('win', 'halfWin'))::int`,
    })
    .from(planPicks)
    .innerJoin(plans, eq(plans.id, planPicks.planId))
    .innerJoin(matches, eq(matches.id, plans.matchId))
    .where(
      and(
        planFilter({ ...s, gameId: 0 }),
        s.gameId === 0 ? undefined : eq(planPicks.gameId, s.gameId),
        isNotNull(planPicks.result),
        notInArray(planPicks.result, ['push', 'void']),
      ),
    );
  const [settled] = await db
    .select({
      plans: sql<number>`count(*) filter (where ${plans.result} in (${PLAN_RESULT.won}, ${PLAN_RESULT.lost}))::int`,
      won: sql<number>`count(*) filter (where ${plans.result} = ${PLAN_RESULT.won})::int`,
      stake: sql<number>`(count(*) * 1000)::float8`,
      payout: sql<number>`coalesce(sum(${plans.payoutMilli}), 0)::float8`,
    })
    .from(plans)
    .innerJoin(matches, eq(matches.id, plans.matchId))
    .where(and(planFilter(s), isNotNull(plans.settleSeq)));
  const pickCount = Number(picks?.picks ?? 0);
  const pickWon = Number(picks?.won ?? 0);
  return {
    picks: pickCount,
    won: pickWon,
    hitRate: percentOf(pickWon, pickCount),
    plans: Number(settled?.plans ?? 0),
    plansWon: Number(settled?.won ?? 0),
    returnRate: returnRateOf(Number(settled?.payout ?? 0), Number(settled?.stake ?? 0)),
  };
}

/** POST /api/expertHome/leagueRecordDetail/{expertId}/{pageNo}: the slice's plans and record. */
export async function leagueRecordDetail(
  db: Database,
  args: {
    expertId: number;
    pageNo: number;
    leagueId: number;
    gameId?: number;
    dateIndex?: number;
    qiuFlag?: '1' | '2';
  },
  now: number,
): Promise<Outcome<{ leagueName: string; record: SliceRecord; page: PlanPage }>> {
  const [expert] = await db
    .select({ id: experts.id })
    .from(experts)
    .where(eq(experts.id, args.expertId));
  if (!expert) return refused(ExpertRefusals.notFound);
  const [league] = await db
    .select({ name: leagues.shortName })
    .from(leagues)
    .where(eq(leagues.id, args.leagueId));
  if (!league) return refused(LeagueDetailRefusals.leagueNotFound);
  const slice: Slice = {
    expertId: args.expertId,
    leagueId: args.leagueId,
    gameId: args.gameId ?? 0,
    days: LEAGUE_RECORD_DAYS[args.dateIndex ?? 0] ?? null,
    sport: args.qiuFlag ? Number(args.qiuFlag) : null,
    now,
  };
  const [record, page] = [
    await sliceRecord(db, slice),
    await cardsPage(db, {
      where: planFilter(slice),
      order: [desc(plans.publishedAt), desc(plans.id)],
      pageNo: args.pageNo,
      now,
    }),
  ];
  return done({ leagueName: league.name, record, page });
}
