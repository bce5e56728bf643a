import {
  payPlan as payPlanEndpoint,
  planDetail as planDetailEndpoint,
} from '../../../contracts/plans';
import type { Database } from '../../db/database';
import type { Router } from '../../platform/route';
import { payPlan, planDetail } from './service';

/** The plan page's calls (docs/decisions/plan-purchase.md). */
export function planRoutes(route: Router, deps: { db: Database }): void {
  const { db } = deps;
  route(planDetailEndpoint, async ({ id }, ctx) =>
    planDetail(db, id, (await ctx.viewer())?.userId ?? null, ctx.now),
  );
  route(payPlanEndpoint, ({ id }, { caller, now }) => payPlan(db, id, caller.userId, now));
}
