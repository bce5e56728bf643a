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
import {
  expertFans,
  expertFollowing,
  myFans,
  myFollowedFamousExperts,
  type AttentionPage,
} from '@contracts/expertAttention';
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
  signal?: AbortSignal,
): Promise<LeagueRecordRow[]> {
  return (await call(leagueRecord, { expertId, gameType, dateIndex }, { signal })).rows;
}

/** One page (8) of a ranking; `userLevel` '1' ranks the laboratory experts among themselves. */
export function fetchRankingPage(
  qiuFlag: BallFlag,
  type: RankingType,
  pageNo: number,
  opts: { signal?: AbortSignal; userLevel?: '1' | '2' } = {},
): Promise<RankingPage> {
  return call(
    famousRanking,
    { qiuFlag, type, pageNo, userLevel: opts.userLevel },
    { signal: opts.signal },
  );
}

/** The ten best by return over 30 days (热门专家). */
export async function fetchTop10(qiuFlag: BallFlag, signal?: AbortSignal): Promise<RankingRow[]> {
  return (await call(expertTop10, { qiuFlag }, { signal })).list;
}

/** Experts whose nickname contains the words (of one ball type when given). */
export async function searchExperts(
  words: string,
  qiuFlag?: BallFlag,
  signal?: AbortSignal,
): Promise<TipExpert[]> {
  return (await call(expertSearch, { words, qiuFlag }, { signal })).list;
}

/** Follows (true) or unfollows (false); answers the state and follower count after it. */
export function followExpertCall(
  expertId: number,
  follow: boolean,
): Promise<{ following: boolean; followers: number }> {
  return call(followExpert, { expertId, type: follow ? 1 : 2 });
}

/** One page of the experts the caller follows (`famous`: popular forecasters only), newest first. */
export function fetchFollowedPage(pageNo: number, signal?: AbortSignal, famous = false) {
  return call(famous ? myFollowedFamousExperts : myFollowedExperts, { pageNo }, { signal });
}

/** Whose attention list: an expert's fans (me) or the experts they follow (other). */
export type AttentionListKind = 'me' | 'other';

/** One page of an expert's fans or follows, as the viewer sees them. */
export function fetchAttentionPage(
  kind: AttentionListKind,
  expertId: number,
  pageNo: number,
  signal?: AbortSignal,
): Promise<AttentionPage> {
  return call(kind === 'me' ? expertFans : expertFollowing, { expertId, pageNo }, { signal });
}

/** One page of the caller's own fans (none when the caller is no expert: `owner` is null). */
export function fetchMyFansPage(pageNo: number, signal?: AbortSignal): Promise<AttentionPage> {
  return call(myFans, { expertId: 0, pageNo }, { signal });
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
