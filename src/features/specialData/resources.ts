import { defineResource } from '@schedulers';
import {
  fetchBetPercent,
  fetchBetfairList,
  fetchDiscreteIndex,
  fetchDiscreteList,
  fetchKellyChange,
  fetchKellyDetail,
  fetchKellyList,
  fetchMatchModels,
  fetchSameOdds,
  fetchSameOddsList,
  type SameOddsQuery,
} from './api';

/**
 * The special data's answers, held by the scheduler. Odds and the exchange's money move in play:
 * every page is asked again every minute while shown. Same odds look at finished matches only and
 * change when one ends: kept ten minutes.
 */
const LIVE_MS = 60_000;
const PAST_MS = 10 * LIVE_MS;

export const kellyListResource = defineResource({
  name: 'special-kelly-list',
  key: (sport: 1 | 2) => String(sport),
  fetch: (sport: 1 | 2, signal) => fetchKellyList(sport, signal),
  intervalMs: LIVE_MS,
});

export const discreteListResource = defineResource({
  name: 'special-discrete-list',
  key: (sport: 1 | 2) => String(sport),
  fetch: (sport: 1 | 2, signal) => fetchDiscreteList(sport, signal),
  intervalMs: LIVE_MS,
});

export const betfairListResource = defineResource({
  name: 'special-betfair-list',
  key: () => 'all',
  fetch: (_: void, signal) => fetchBetfairList(signal),
  intervalMs: LIVE_MS,
});

export const sameOddsListResource = defineResource({
  name: 'special-same-odds-list',
  key: () => 'all',
  fetch: (_: void, signal) => fetchSameOddsList(signal),
  staleMs: PAST_MS,
});

export const kellyDetailResource = defineResource({
  name: 'special-kelly-detail',
  key: (matchId: number) => String(matchId),
  fetch: (matchId: number, signal) => fetchKellyDetail(matchId, signal),
  intervalMs: LIVE_MS,
});

export interface KellyChangeQuery {
  matchId: number;
  providerId: number;
}

export const kellyChangeResource = defineResource({
  name: 'special-kelly-change',
  key: (q: KellyChangeQuery) => `${q.matchId}:${q.providerId}`,
  fetch: (q: KellyChangeQuery, signal) => fetchKellyChange(q.matchId, q.providerId, signal),
  intervalMs: LIVE_MS,
});

export const discreteIndexResource = defineResource({
  name: 'special-discrete-index',
  key: (matchId: number) => String(matchId),
  fetch: (matchId: number, signal) => fetchDiscreteIndex(matchId, signal),
  intervalMs: LIVE_MS,
});

export const betPercentResource = defineResource({
  name: 'special-bet-percent',
  key: (matchId: number) => String(matchId),
  fetch: (matchId: number, signal) => fetchBetPercent(matchId, signal),
  intervalMs: LIVE_MS,
});

export const sameOddsResource = defineResource({
  name: 'special-same-odds',
  key: (q: SameOddsQuery) => `${q.matchId}:${q.market}:${q.leagueType}:${q.type}`,
  fetch: (q: SameOddsQuery, signal) => fetchSameOdds(q, signal),
  staleMs: PAST_MS,
});

/** The models one match has data for: a book that starts pricing adds one, so kept a minute. */
export const matchModelsResource = defineResource({
  name: 'special-match-models',
  key: ({ sport, matchId }: { sport: 1 | 2; matchId: number }) => `${sport}:${matchId}`,
  fetch: ({ sport, matchId }: { sport: 1 | 2; matchId: number }, signal) =>
    fetchMatchModels(sport, matchId, signal),
  staleMs: LIVE_MS,
});
