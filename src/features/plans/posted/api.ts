import { expertPlans, type PlanPage } from '@contracts/plans';
import { call } from '@shared/http';
import type { PostedTab } from './rules';

/** One page (PLAN_PAGE_SIZE) of an expert's plans on a tab, newest first. */
export function fetchPostedPage(
  expertId: number,
  tab: PostedTab,
  pageNo: number,
  signal?: AbortSignal,
): Promise<PlanPage> {
  return call(expertPlans, { expertId, tab, pageNo }, { signal });
}
