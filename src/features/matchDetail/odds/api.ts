/**
 * The odds calls of a match page (calls-errors-spec §7.1, docs/api.md "Odds"), one small function
 * each, every answer checked by its contract. Each has a job key naming the call and its arguments,
 * for useDetailJob.
 */
import {
  asiaOddsDetailSchema,
  asiaOddsListSchema,
  bigSmallOddsDetailSchema,
  bigSmallOddsListSchema,
  europeOddsDetailSchema,
  europeOddsListSchema,
  oddsProviderListSchema,
  type AsiaOddsDetail,
  type AsiaOddsList,
  type BigSmallOddsDetail,
  type BigSmallOddsList,
  type EuropeOddsDetail,
  type EuropeOddsList,
  type OddsKind,
  type OddsProviderList,
} from '@contracts/sportdata/odds';
import { sportdata } from '@shared/http';
import type { Sport } from '@features/matches';
import { oddsPageSize } from './rules';

export type OddsList = EuropeOddsList | AsiaOddsList | BigSmallOddsList;
export type OddsDetail = EuropeOddsDetail | AsiaOddsDetail | BigSmallOddsDetail;

export const LIST_API_NAMES = {
  europe: 'getOneMatchEuropeOdds',
  asia: 'getOneMatchAsiaPrimaryOdds',
  bigsmall: 'getOneMatchBigSmallOdds',
} as const satisfies Record<OddsKind, string>;

const LIST_SCHEMAS = {
  europe: europeOddsListSchema,
  asia: asiaOddsListSchema,
  bigsmall: bigSmallOddsListSchema,
} as const;

export const DETAIL_API_NAMES = {
  football: {
    europe: 'getOneEuropeOddsDetail',
    asia: 'getOneAsiaDetailOdds',
    bigsmall: 'getOneBigSmallDetailOdds',
  },
  basketball: {
    europe: 'getBkMatchEuropeOddsChangeDetail',
    asia: 'getBkLetMatchOddsChangeDetail',
    bigsmall: 'getBkMatchBigsmallOddsChangeDetail',
  },
} as const satisfies Record<Sport, Record<OddsKind, string>>;

const DETAIL_SCHEMAS = {
  europe: europeOddsDetailSchema,
  asia: asiaOddsDetailSchema,
  bigsmall: bigSmallOddsDetailSchema,
} as const;

export interface OddsListQuery {
  matchId: number;
  sport: Sport;
  type: OddsKind;
  pageNo: number;
}

export function oddsListKey(q: OddsListQuery): string {
  return `odds:${LIST_API_NAMES[q.type]}:${q.matchId}:p${q.pageNo}:s${oddsPageSize(q.sport)}`;
}

/**
 * A page of every provider's odds of one type. isPrimary is always 1: the main providers (crown
 * first, the default company of every tab) lead the page (docs/decisions/match-detail-odds.md).
 */
export function fetchOddsList(q: OddsListQuery, signal?: AbortSignal): Promise<OddsList> {
  const args = {
    matchId: q.matchId,
    isPrimary: 1,
    pageNo: q.pageNo,
    pageSize: oddsPageSize(q.sport),
  };
  return sportdata(LIST_API_NAMES[q.type], args, LIST_SCHEMAS[q.type], { signal });
}

export interface OddsProvidersQuery {
  matchId: number;
  type: OddsKind;
}

export function oddsProvidersKey(q: OddsProvidersQuery): string {
  return `odds:getOddsProviderByMatch:${q.matchId}:${q.type}`;
}

/** The providers pricing the match in one type, main providers first: the history page's switcher. */
export function fetchOddsProviders(
  q: OddsProvidersQuery,
  signal?: AbortSignal,
): Promise<OddsProviderList> {
  return sportdata(
    'getOddsProviderByMatch',
    { matchId: q.matchId, oddsType: q.type },
    oddsProviderListSchema,
    { signal },
  );
}

export interface OddsDetailPageQuery {
  matchId: number;
  sport: Sport;
  type: OddsKind;
  oddsId: number;
  pageNo: number;
}

export function oddsDetailKey(q: OddsDetailPageQuery): string {
  const apiName = DETAIL_API_NAMES[q.sport][q.type];
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
  return sportdata(DETAIL_API_NAMES[q.sport][q.type], args, DETAIL_SCHEMAS[q.type], { signal });
}
