import type { GatewayOutputOf } from '@contracts/gateway';
import { SAME_ODDS_NUM, SPECIAL_LIST_PAGE_SIZE } from '@contracts/sportdata/specialData';
import {
  getAsiaSameOddsDetail,
  getBetPercent,
  getBetfairMatchList,
  getBigSmallSameOddsDetail,
  getBkDiscreteMatchList,
  getBkKellyMatchList,
  getBkMatchJuheInfoByIdList,
  getDiscreteMatchList,
  getEuropeSameOddsDetail,
  getFtDiscreteIndex,
  getKellyChangeList,
  getKellyMatchList,
  getMatchJuheInfoByIdList,
  getkellyDetail,
  getSameOddsMatchList,
} from '@contracts/sportdata/specialDataCalls';
import { sportdata } from '@shared/http';
import type { SameOddsMarket } from './rules';

/**
 * The special-data calls (专项数据; calls-errors-spec §7.1, docs/decisions/special-data.md), one
 * small function each. The lists ask their first page of 100 (§9): a day's priced matches fit.
 */

const firstPage = { pageNo: 1, pageSize: SPECIAL_LIST_PAGE_SIZE };

export function fetchKellyList(sport: 1 | 2, signal?: AbortSignal) {
  return sportdata(sport === 2 ? getBkKellyMatchList : getKellyMatchList, firstPage, { signal });
}

export function fetchDiscreteList(sport: 1 | 2, signal?: AbortSignal) {
  return sportdata(sport === 2 ? getBkDiscreteMatchList : getDiscreteMatchList, firstPage, {
    signal,
  });
}

export function fetchBetfairList(signal?: AbortSignal) {
  return sportdata(getBetfairMatchList, firstPage, { signal });
}

export function fetchSameOddsList(signal?: AbortSignal) {
  return sportdata(getSameOddsMatchList, firstPage, { signal });
}

export function fetchKellyDetail(matchId: number, signal?: AbortSignal) {
  return sportdata(getkellyDetail, { matchId }, { signal });
}

export function fetchKellyChange(matchId: number, providerId: number, signal?: AbortSignal) {
  return sportdata(getKellyChangeList, { matchId, providerId }, { signal });
}

export function fetchDiscreteIndex(matchId: number, signal?: AbortSignal) {
  return sportdata(getFtDiscreteIndex, { matchId }, { signal });
}

export function fetchBetPercent(matchId: number, signal?: AbortSignal) {
  return sportdata(getBetPercent, { matchId }, { signal });
}

export interface SameOddsQuery {
  matchId: number;
  market: SameOddsMarket;
  /** 0 any league, 1 this match's. */
  leagueType: 0 | 1;
  /** 1 every opening value the same, 2 the main one (the home odds, the line). */
  type: 1 | 2;
}

/** The handicap's or the totals' same odds. */
export type LineSameOddsAnswer =
  GatewayOutputOf<typeof getAsiaSameOddsDetail> | GatewayOutputOf<typeof getBigSmallSameOddsDetail>;
export type SameOddsAnswer = GatewayOutputOf<typeof getEuropeSameOddsDetail> | LineSameOddsAnswer;

export function fetchSameOdds(q: SameOddsQuery, signal?: AbortSignal): Promise<SameOddsAnswer> {
  const args = { matchId: q.matchId, leagueType: q.leagueType, type: q.type, num: SAME_ODDS_NUM };
  if (q.market === 'asia') return sportdata(getAsiaSameOddsDetail, args, { signal });
  if (q.market === 'bigsmall') return sportdata(getBigSmallSameOddsDetail, args, { signal });
  return sportdata(getEuropeSameOddsDetail, args, { signal });
}

/** Which special models have data for one match (its page's links to them). */
export async function fetchMatchModels(
  sport: 1 | 2,
  matchId: number,
  signal?: AbortSignal,
): Promise<readonly number[]> {
  const answer = await sportdata(
    sport === 2 ? getBkMatchJuheInfoByIdList : getMatchJuheInfoByIdList,
    { matchIdList: [matchId] },
    { signal },
  );
  return answer.list.find((row) => row.matchId === matchId)?.models ?? [];
}
