import { useCallback, useEffect, useState } from 'react';
import type { HomeMatches } from '@contracts/sportdata/home';
import type { JobState } from '@schedulers';
import { homeErrorText } from './rules';
import { homeMatchesSource, storeHomeMatches, type HomeMatchesHandle } from './source';

export interface HomeMatchesView {
  data: HomeMatches | undefined;
  /** The first load (nothing to show yet). */
  loading: boolean;
  /** A load with data on screen (pull to refresh, or a stale cache being renewed). */
  refreshing: boolean;
  /** The last load failed: with data, a calm line; without, the error state. */
  error: string | null;
  refresh: () => void;
}

export function viewOf(state: JobState<HomeMatches>, refresh: () => void): HomeMatchesView {
  const fetching = state.status === 'fetching';
  return {
    data: state.data,
    loading: state.data === undefined && (fetching || state.status === 'idle'),
    refreshing: state.data !== undefined && fetching,
    error: state.status === 'error' ? homeErrorText(state.error) : null,
    refresh,
  };
}

/**
 * React: holds the home job while mounted (a fresh cache is served without a request) and feeds
 * each new answer into the match store, where the cards select their matches by id.
 */
export function useHomeMatches(handle: HomeMatchesHandle = homeMatchesSource()): HomeMatchesView {
  const [state, setState] = useState(() => handle.peek());
  useEffect(() => {
    let stored: HomeMatches | undefined;
    const subscription = handle.state$.subscribe((next) => {
      if (next.data && next.data !== stored) {
        stored = next.data;
        storeHomeMatches(next.data);
      }
      setState(next);
    });
    return () => subscription.unsubscribe();
  }, [handle]);
  const refresh = useCallback(() => handle.invalidate(), [handle]);
  return viewOf(state, refresh);
}
