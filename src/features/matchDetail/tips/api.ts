import {
  JD_PAGE_SIZE,
  queryCountInterpretationByFxId,
  queryJdByMatchId,
  queryPlanAndJdByMatchId,
  type JdCount,
  type JdList,
  type TipSort,
  type TipsPage,
} from '@contracts/matchcenter';
import { call } from '@shared/http';

/** Race type of the match-centre calls: 1 football, 2 basketball. */
export type TipsMatchType = 1 | 2;

/**
 * The match-centre tips calls (calls-errors-spec §7.2; docs/api.md "Match centre"), one small
 * function each, declared in contracts/matchcenter.
 */
export function fetchTipsPage(
  matchId: number,
  matchType: TipsMatchType,
  sortType: TipSort,
  pageNo: number,
  signal?: AbortSignal,
): Promise<TipsPage> {
  return call(queryPlanAndJdByMatchId, { matchId, pageNo, matchType, sortType }, { signal });
}

/** The newest interpretations of a match. */
export function fetchMatchJd(
  matchId: number,
  matchType: TipsMatchType,
  pageSize = JD_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<JdList> {
  return call(queryJdByMatchId, { matchId, pageSize, matchType }, { signal });
}

/** How many interpretations an expert (fxId) has published, and how many are still for sale. */
export function fetchExpertJdCount(fxId: number, signal?: AbortSignal): Promise<JdCount> {
  return call(queryCountInterpretationByFxId, { fxId }, { signal });
}
