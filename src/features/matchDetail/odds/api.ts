/**
 * The odds calls of a match page (calls-errors-spec §7.1, docs/api.md "Odds"), one small function
 * each, every answer checked by its contract. Each has a job key naming the call and its arguments,
 * for useDetailJob.
 */
import type { GatewayArgsOf, GatewayCall } from '@contracts/gateway';
import type {
  AsiaOddsDetail,
  AsiaOddsList,
  BigSmallOddsDetail,
  BigSmallOddsList,
  EuropeOddsDetail,
  EuropeOddsList,
  OddsKind,
  OddsProviderList,
} from '@contracts/sportdata/odds';
import {
  getBkLetMatchOddsChangeDetail,
  getBkMatchBigsmallOddsChangeDetail,
  getBkMatchEuropeOddsChangeDetail,
  getOddsProviderByMatch,
  getOneAsiaDetailOdds,
  getOneBigSmallDetailOdds,
  getOneEuropeOddsDetail,
  getOneMatchAsiaPrimaryOdds,
  getOneMatchBigSmallOdds,
  getOneMatchEuropeOdds,
} from '@contracts/sportdata/oddsCalls';
import type { Sport } from '@entities/match';
import { sportdata } from '@shared/http';
import { oddsPageSize } from './rules';

export type OddsList = EuropeOddsList | AsiaOddsList | BigSmallOddsList;
export type OddsDetail = EuropeOddsDetail | AsiaOddsDetail | BigSmallOddsDetail;

/** The list call of each odds type. */
export const LIST_CALLS = {
  europe: getOneMatchEuropeOdds,
  asia: getOneMatchAsiaPrimaryOdds,
  bigsmall: getOneMatchBigSmallOdds,
} as const satisfies Record<OddsKind, GatewayCall>;

/** The change-detail call of each sport and odds type. */
export const DETAIL_CALLS = {
  football: {
    europe: getOneEuropeOddsDetail,
    asia: getOneAsiaDetailOdds,
    bigsmall: getOneBigSmallDetailOdds,
  },
  basketball: {
    europe: getBkMatchEuropeOddsChangeDetail,
    asia: getBkLetMatchOddsChangeDetail,
    bigsmall: getBkMatchBigsmallOddsChangeDetail,
  },
} as const satisfies Record<Sport, Record<OddsKind, GatewayCall>>;

export interface OddsListQuery {
  matchId: number;
  sport: Sport;
  type: OddsKind;
  pageNo: number;
}

export function oddsListKey(q: OddsListQuery): string {
  return `odds:${LIST_CALLS[q.type].name}:${q.matchId}:p${q.pageNo}:s${oddsPageSize(q.sport)}`;
}

/**
 * A page of every provider's odds of one type. isPrimary is always 1: the main providers (crown
 * first, the default company of every tab) lead the page (docs/decisions/match-detail-odds.md).
 */
export function fetchOddsList(q: OddsListQuery, signal?: AbortSignal): Promise<OddsList> {
  const args: GatewayArgsOf<(typeof LIST_CALLS)[OddsKind]> = {
    matchId: q.matchId,
    isPrimary: 1,
    pageNo: q.pageNo,
    pageSize: oddsPageSize(q.sport),
  };
  return sportdata(LIST_CALLS[q.type], args, { signal });
}

export interface OddsProvidersQuery {
  matchId: number;
  type: OddsKind;
}

export function oddsProvidersKey(q: OddsProvidersQuery): string {
  return `odds:${getOddsProviderByMatch.name}:${q.matchId}:${q.type}`;
}

/** The providers pricing the match in one type, main providers first: the history page's switcher. */
export function fetchOddsProviders(
  q: OddsProvidersQuery,
  signal?: AbortSignal,
): Promise<OddsProviderList> {
  return sportdata(getOddsProviderByMatch, { matchId: q.matchId, oddsType: q.type }, { signal });
}

export interface OddsDetailPageQuery {
  matchId: number;
  sport: Sport;
  type: OddsKind;
  oddsId: number;
  pageNo: number;
}

export function oddsDetailKey(q: OddsDetailPageQuery): string {
  const apiName = DETAIL_CALLS[q.sport][q.type].name;
  return `odds:${apiName}:${q.matchId}:${q.oddsId}:p${q.pageNo}:s${oddsPageSize(q.sport)}`;
}

/** A page of one provider's change history, newest first (basketball: its change-detail calls). */
export function fetchOddsDetail(q: OddsDetailPageQuery, signal?: AbortSignal): Promise<OddsDetail> {
  const args = {
    matchId: q.matchId,
    oddsId: q.oddsId,
    pageNo: q.pageNo,
    pageSize: oddsPageSize(q.sport),
  };
  return sportdata(DETAIL_CALLS[q.sport][q.type], args, { signal });
}
