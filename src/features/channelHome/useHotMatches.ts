import { useEffect, useMemo, useState } from 'react';
import type { HomeMatches } from '@contracts/sportdata/home';
import {
  canStillChange,
  matchPhase,
  sportOf,
  upsertCachedMatches,
  useMatchesStore,
  type Sport,
} from '@entities/match';
import { homeMatchesSource } from '@features/home';
import { useFollowStore, useLiveFeed } from '@features/matches';
import { failureText } from '@shared/http';
import { useShallow } from 'zustand/react/shallow';
import { hotMatchIds } from './rules';

const NO_IDS: readonly number[] = [];
const isFollowedNow = (id: number) => useFollowStore.getState().followed[id] !== undefined;

export interface HotMatchesView {
  ids: readonly number[];
  loading: boolean;
  error: string | null;
  refresh: () => void;
}

/**
 * Today's hot matches for a channel home: the home tab's own cached job (one call for both homes,
 * 3 minutes, `@features/home`), its matches put in the shared store, live ones first as the live
 * polls see them, scores kept moving by the sports' live feeds.
 */
export function useHotMatches(): HotMatchesView {
  const handle = homeMatchesSource();
  const [state, setState] = useState(() => handle.peek());
  useEffect(() => {
    let stored: HomeMatches | undefined;
    const subscription = handle.state$.subscribe((next) => {
      if (next.data && next.data !== stored) {
        stored = next.data;
        upsertCachedMatches(next.data.list);
      }
      setState(next);
    });
    return () => subscription.unsubscribe();
  }, [handle]);

  const data = state.data;
  const candidates = useMemo(
    () => [...new Set([...(data?.liveIds ?? NO_IDS), ...(data?.todayIds ?? NO_IDS)])],
    [data],
  );
  // In play now, from the store the live polls keep current: a match that finished leaves the top.
  const inPlay = useMatchesStore(
    useShallow((s) =>
      candidates.filter((id) => {
        const m = s.byId[id];
        return m !== undefined && matchPhase(sportOf(m.sportType), m.matchStatus) === 'live';
      }),
    ),
  );
  const ids = useMemo(() => hotMatchIds(inPlay, candidates), [inPlay, candidates]);
  useLive(ids, 'football');
  useLive(ids, 'basketball');

  return {
    ids,
    loading: data === undefined && state.status !== 'error',
    error: state.status === 'error' && data === undefined ? failureText(state.error) : null,
    refresh: () => handle.invalidate(),
  };
}

/** One sport's live-score poll over the shown matches that can still change. */
function useLive(ids: readonly number[], sport: Sport): void {
  const watched = useMatchesStore(
    useShallow((s) =>
      ids.filter((id) => {
        const m = s.byId[id];
        return m !== undefined && sportOf(m.sportType) === sport && canStillChange(m);
      }),
    ),
  );
  // Game 0: the tips follow the "all" tab's settings, as on the home tab.
  useLiveFeed(sport, 0, watched, isFollowedNow);
}
