import { leagueRecordDetail as leagueRecordDetailEndpoint } from '../../../contracts/experts';
import {
  expertPlans as expertPlansEndpoint,
  myLookPlans as myLookPlansEndpoint,
  payPlan as payPlanEndpoint,
  planDetail as planDetailEndpoint,
  planList as planListEndpoint,
  planLookList as planLookListEndpoint,
  planPublishOptions,
  publishPlan as publishPlanEndpoint,
} from '../../../contracts/plans';
import type { Database } from '../../db/database';
import type { Router } from '../../platform/route';
import { done } from '../../platform/refusals';
import { pushNewPlan } from '../experts';
import { leagueRecordDetail } from './leagueRecordDetail';
import { expertPlans, myLookPlans, planList, planLookList } from './lists';
import { publishOptions, publishPlan } from './publish';
import { payPlan } from './purchase';
import { planDetail } from './service';
import { discountOf } from '../../platform/commerce';

/** The plans' calls (docs/decisions/plan-purchase.md, plan-publishing.md). */
export function planRoutes(route: Router, deps: { db: Database }): void {
  const { db } = deps;
  route(planDetailEndpoint, async ({ id }, ctx) =>
    planDetail(db, id, (await ctx.viewer())?.userId ?? null, ctx.now),
  );
  route(payPlanEndpoint, async ({ id, couponId, discountCardId, from }, { caller, now }) => {
    const discount = discountOf({ couponId, discountCardId, from });
    return discount.ok ? payPlan(db, id, caller.userId, now, discount.data) : discount;
  });
  route(planPublishOptions, ({ qiuFlag }, { caller, now }) =>
    publishOptions(db, caller.userId, qiuFlag ? Number(qiuFlag) : null, now),
  );
  route(publishPlanEndpoint, async (input, { caller, now }) => {
    const outcome = await publishPlan(db, caller.userId, input, now);
    if (!outcome.ok) return outcome;
    // After the plan is committed: its expert's subscribers are told (once per plan and fan).
    await pushNewPlan(db, outcome.data.plan, now);
    return done({ planId: outcome.data.planId, planNo: outcome.data.planNo });
  });
  route(planListEndpoint, ({ qiuFlag, type, pageNo }, { now }) =>
    planList(db, { qiuFlag: Number(qiuFlag), type, pageNo }, now),
  );
  route(myLookPlansEndpoint, ({ tab, pageNo }, { caller, now }) =>
    myLookPlans(db, caller.userId, { tab, pageNo }, now),
  );
  route(expertPlansEndpoint, (input, { now }) => expertPlans(db, input, now));
  route(leagueRecordDetailEndpoint, (input, { now }) => leagueRecordDetail(db, input, now));
  route(planLookListEndpoint, ({ planId, pageNo }, { now }) =>
    planLookList(db, planId, pageNo, now),
  );
}
