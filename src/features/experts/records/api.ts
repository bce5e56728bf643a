import {
  bestScore,
  expertDistribution,
  goodAtLeague,
  leagueRecordDetail,
} from '@contracts/experts';
import { call } from '@shared/http';
import type { LeagueSlice } from './rules';

/** One page of a league slice's plans with the slice's record line. */
export function fetchLeagueRecordDetail(slice: LeagueSlice, pageNo: number, signal?: AbortSignal) {
  return call(
    leagueRecordDetail,
    {
      expertId: slice.expertId,
      pageNo,
      leagueId: slice.leagueId,
      gameId: slice.gameId,
      dateIndex: slice.dateIndex,
    },
    { signal },
  );
}

/** Where an expert publishes in one ball type: by game and by league. */
export function fetchDistribution(expertId: number, qiuFlag: '1' | '2', signal?: AbortSignal) {
  return call(expertDistribution, { expertId, qiuFlag }, { signal });
}

/** An expert's best figures. */
export function fetchBestScore(expertId: number, signal?: AbortSignal) {
  return call(bestScore, { expertId }, { signal });
}

/** A league's experts by hit rate, and where this expert stands. */
export function fetchLeagueExperts(expertId: number, leagueId: number, signal?: AbortSignal) {
  return call(goodAtLeague, { expertId, leagueId }, { signal });
}
