import { expertTop10, type RankingRow } from '@contracts/experts';
import {
  myLookPlans,
  planList,
  planLookList,
  type PlanListType,
  type PlanPage,
} from '@contracts/plans';
import { call } from '@shared/http';
import type { BallFlag, MyLookTab } from './rules';

/** One page (PLAN_PAGE_SIZE) of the plans on sale of a ball type and kind, newest first. */
export function fetchPlanPage(
  qiuFlag: BallFlag,
  type: PlanListType,
  pageNo: number,
  signal?: AbortSignal,
): Promise<PlanPage> {
  return call(planList, { qiuFlag, type, pageNo }, { signal });
}

/** One page of the plans the caller bought, by result, newest purchase first. */
export function fetchMyLookPage(
  tab: MyLookTab,
  pageNo: number,
  signal?: AbortSignal,
): Promise<PlanPage> {
  return call(myLookPlans, { tab, pageNo }, { signal });
}

/** One page of who bought a plan (names masked), with the plan's reader count. */
export function fetchLookListPage(planId: number, pageNo: number, signal?: AbortSignal) {
  return call(planLookList, { planId, pageNo }, { signal });
}

/** The hot experts of a ball type: the ten best by return over 30 days. */
export async function fetchHotExperts(
  qiuFlag: BallFlag,
  signal?: AbortSignal,
): Promise<RankingRow[]> {
  return (await call(expertTop10, { qiuFlag }, { signal })).list;
}
