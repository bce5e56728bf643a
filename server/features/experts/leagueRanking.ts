import { and, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import {
  LEAGUE_RANK_MIN_PICKS,
  LEAGUE_RANK_SIZE,
  type LeagueRankRow,
} from '../../../contracts/experts';
import { COMMON_REFUSAL_CODES } from '../../../contracts/refusals';
import type { Database } from '../../db/database';
import { experts, leagues, matches, planPicks, plans } from '../../db/schema';
import { done, refused, type Outcome, type Refusal } from '../../platform/refusals';
import { expertCards } from './card';
import { percentOf } from './records/fold';
import { ExpertRefusals, expertExists } from './service';

// public/expertJdByLeague (issue 37 §3): who reads a league best. The same settled picks as an
// expert's league record (pushes and voids left out, a half win a hit), counted for every expert.

export const LeagueRankRefusals = {
  leagueNotFound: { status: 404, code: COMMON_REFUSAL_CODES.leagueNotFound, msg: '联赛不存在' },
} as const satisfies Record<string, Refusal>;

/** GET /api/expert/goodAtLeague/{expertId}/{leagueId}: the league's experts by hit rate. */
export async function goodAtLeague(
  db: Database,
  expertId: number,
  leagueId: number,
): Promise<
  Outcome<{ leagueId: number; leagueName: string; list: LeagueRankRow[]; self: LeagueRankRow }>
> {
  if (!(await expertExists(db, expertId))) return refused(ExpertRefusals.notFound);
  const [league] = await db
    .select({ name: leagues.shortName })
    .from(leagues)
    .where(eq(leagues.id, leagueId));
  if (!league) return refused(LeagueRankRefusals.leagueNotFound);
  const rows = await db
    .select({
      expertId: plans.expertId,
      picks: sql<number>`count(*)::int`,
      won: sql<number>`count(*) filter (where ${planPicks.result} in ('win', 'halfWin'))::int`,
    })
    .from(planPicks)
    .innerJoin(plans, eq(plans.id, planPicks.planId))
    .innerJoin(matches, eq(matches.id, plans.matchId))
    .innerJoin(experts, eq(experts.id, plans.expertId))
    .where(
      and(
        eq(matches.leagueId, leagueId),
        isNotNull(planPicks.result),
        notInArray(planPicks.result, ['push', 'void']),
      ),
    )
    .groupBy(plans.expertId);
  const counted = rows.map((r) => ({
    expertId: r.expertId,
    picks: Number(r.picks),
    won: Number(r.won),
    hitRate: percentOf(Number(r.won), Number(r.picks)),
  }));
  // Ranked on the whole hit rate (not the rounded percent), then on the sample, then by id: one order.
  const ranked = counted
    .filter((r) => r.picks >= LEAGUE_RANK_MIN_PICKS)
    .sort(
      (a, b) => b.won * a.picks - a.won * b.picks || b.picks - a.picks || a.expertId - b.expertId,
    );
  const shown = ranked.slice(0, LEAGUE_RANK_SIZE);
  const cards = await expertCards(db, [...shown.map((r) => r.expertId), expertId]);
  const rowOf = (r: (typeof counted)[number], rank: number | null): LeagueRankRow => {
    const expert = cards.get(r.expertId);
    if (!expert) throw new Error(`expert ${r.expertId} has no card`);
    return { rank, expert, picks: r.picks, won: r.won, hitRate: r.hitRate };
  };
  const selfIndex = ranked.findIndex((r) => r.expertId === expertId);
  const selfCount = counted.find((r) => r.expertId === expertId) ?? {
    expertId,
    picks: 0,
    won: 0,
    hitRate: null,
  };
  return done({
    leagueId,
    leagueName: league.name,
    list: shown.map((r, i) => rowOf(r, i + 1)),
    self: rowOf(selfCount, selfIndex === -1 ? null : selfIndex + 1),
  });
}
