import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { experts, leagues, matches, planPicks, planPurchases, plans } from '../../db/schema';
import { expertBasicsColumns } from '../experts';
import {
  awayTeam,
  homeTeam,
  matchAway,
  matchHome,
  matchLeague,
  planMatchColumns,
} from './matchColumns';

/** A plan with its expert and its match, as the plan page needs them. */
export async function planWithContext(db: DbOrTx, planId: number) {
  const [row] = await db
    .select({
      plan: plans,
      expert: expertBasicsColumns,
      match: planMatchColumns,
    })
    .from(plans)
    .innerJoin(experts, eq(experts.id, plans.expertId))
    .innerJoin(matches, eq(matches.id, plans.matchId))
    .innerJoin(leagues, matchLeague)
    .innerJoin(homeTeam, matchHome)
    .innerJoin(awayTeam, matchAway)
    .where(eq(plans.id, planId))
    .limit(1);
  return row;
}
export type PlanWithContext = NonNullable<Awaited<ReturnType<typeof planWithContext>>>;

export async function purchaseOf(db: DbOrTx, planId: number, userId: number) {
  const [row] = await db
    .select()
    .from(planPurchases)
    .where(and(eq(planPurchases.planId, planId), eq(planPurchases.userId, userId)))
    .limit(1);
  return row;
}

/** A settled plan's pick results, in content order. */
export async function pickResultsOf(db: DbOrTx, planId: number): Promise<string[]> {
  const rows = await db
    .select({ result: planPicks.result })
    .from(planPicks)
    .where(eq(planPicks.planId, planId))
    .orderBy(asc(planPicks.seq));
  return rows.map((r) => r.result ?? 'void');
}
