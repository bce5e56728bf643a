import {
  expertHome,
  expertSearch,
  expertTop10,
  famousRanking,
  followExpert,
  leagueRecord,
  myFollowedExperts,
  type ExpertHome,
  type LeagueRecordRow,
  type RankingPage,
  type RankingRow,
} from '@contracts/experts';
import type { TipExpert } from '@contracts/matchcenter';
import { expertPlans, type PlanPage } from '@contracts/plans';
import { call } from '@shared/http';
import type { BallFlag, ExpertPlanTab, RankingType } from './rules';

/** The expert home's head and records, as this viewer sees them (following, own). */
export function fetchExpertHome(expertId: number, signal?: AbortSignal): Promise<ExpertHome> {
  return call(expertHome, { expertId }, { signal });
}

/** Settled picks by league: gameType 0 every game; dateIndex 0 all, 1 30 days, 2 90 days. */
export async function fetchLeagueRecord(
  expertId: number,
  gameType: number,
  dateIndex: number,
): Promise<LeagueRecordRow[]> {
  return (await call(leagueRecord, { expertId, gameType, dateIndex })).rows;
}

/** One page (8) of a ranking. */
export function fetchRankingPage(
  qiuFlag: BallFlag,
  type: RankingType,
  pageNo: number,
  signal?: AbortSignal,
): Promise<RankingPage> {
  return call(famousRanking, { qiuFlag, type, pageNo }, { signal });
}

/** The ten best by return over 30 days (热门专家). */
export async function fetchTop10(qiuFlag: BallFlag): Promise<RankingRow[]> {
  return (await call(expertTop10, { qiuFlag })).list;
}

/** Experts whose nickname contains the words (of one ball type when given). */
export async function searchExperts(words: string, qiuFlag?: BallFlag): Promise<TipExpert[]> {
  return (await call(expertSearch, { words, qiuFlag })).list;
}

/** Follows (true) or unfollows (false); answers the state and follower count after it. */
export function followExpertCall(
  expertId: number,
  follow: boolean,
): Promise<{ following: boolean; followers: number }> {
  return call(followExpert, { expertId, type: follow ? 1 : 2 });
}

/** One page of the experts the caller follows, newest follow first. */
export function fetchFollowedPage(pageNo: number, signal?: AbortSignal) {
  return call(myFollowedExperts, { pageNo }, { signal });
}

/** One page of an expert's plans: on sale, or settled. */
export function fetchExpertPlans(
  expertId: number,
  tab: ExpertPlanTab,
  pageNo: number,
  signal?: AbortSignal,
): Promise<PlanPage> {
  return call(expertPlans, { expertId, tab, pageNo }, { signal });
}
