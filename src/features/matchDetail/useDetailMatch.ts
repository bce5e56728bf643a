import { useEffect } from 'react';
import type { MatchItem } from '@contracts/sportdata/matches';
import {
  canStillChange,
  matchPhase,
  upsertCachedMatches,
  useMatch,
  type Sport,
} from '@entities/match';
import { useFollowStore, useLiveFeed } from '@features/matches';
import { fetchDetailMatch } from './api';
import { detailMatchKey } from './detailMatchCall';
import { useDetailJob, type DetailJobView } from './useDetailJob';

const isFollowedNow = (id: number) => useFollowStore.getState().followed[id] !== undefined;

export interface DetailMatch {
  /** The match as the shared store holds it (live scores land there). */
  match: MatchItem | undefined;
  /** The header call's state: loading, error and retry before the match is known. */
  view: DetailJobView<MatchItem>;
  /** In play now: tabs poll; once finished the page goes quiet. */
  live: boolean;
}

/**
 * The match of a match page: asked once (a cache job; a match the lists already hold shows at
 * once), kept in the shared match store, and, while it can still change, on the sport's live-score
 * poll (goal tips per the 全部 tab's settings, like the lists). Once finished nothing polls.
 */
export function useDetailMatch(sport: Sport, matchId: number): DetailMatch {
  const view = useDetailJob(
    detailMatchKey(sport, matchId),
    (signal) => fetchDetailMatch(sport, matchId, signal),
    { live: false },
  );
  useEffect(() => {
    if (view.data) upsertCachedMatches([view.data]);
  }, [view.data]);
  const match = useMatch(matchId);
  const changing = match !== undefined && canStillChange(match);
  useLiveFeed(sport, 0, changing ? [matchId] : [], isFollowedNow);
  const live = match !== undefined && matchPhase(sport, match.matchStatus) === 'live';
  return { match, view, live };
}
