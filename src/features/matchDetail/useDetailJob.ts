import { useCallback, useEffect, useMemo, useState } from 'react';
import { appScheduler, type JobState, type PollHandle, type Scheduler } from '@schedulers';
import { failureText } from '@shared/http';
import { DETAIL_LIVE_POLL_MS, DETAIL_STALE_MS } from './timings';

/** What a tab renders from one of its calls. */
export interface DetailJobView<T> {
  data: T | undefined;
  /** Nothing to show yet: the skeleton. */
  loading: boolean;
  /** The last ask failed: with data, a calm line above it; without, the error state with a retry. */
  error: string | null;
  /** Ask again now (the retry button, pull to refresh). */
  refresh: () => void;
}

export function detailJobView<T>(state: JobState<T>, refresh: () => void): DetailJobView<T> {
  return {
    data: state.data,
    loading: state.data === undefined && state.status !== 'error',
    error: state.status === 'error' ? failureText(state.error) : null,
    refresh,
  };
}

export interface DetailJobOptions {
  /** Poll every DETAIL_LIVE_POLL_MS (the match is in play); otherwise a cache job. */
  live: boolean;
  scheduler?: Scheduler;
}

/**
 * One call of a match page as a scheduler job: while the match is in play it polls (paused by the
 * scheduler while the page is hidden or offline), otherwise it is a cache that serves a reopened tab
 * at once. `key` must name the call and its arguments; the same key is the same job, so the page's
 * server-rendered data can be seeded into the job its first render reads (seed.ts).
 */
export function detailJob<T>(
  key: string,
  fetch: (signal: AbortSignal) => Promise<T>,
  { live, scheduler = appScheduler }: DetailJobOptions,
): PollHandle<T> {
  // The mode is part of the key: a job's options are fixed when it is made.
  return scheduler.poll<T>(`detail:${key}${live ? ':live' : ''}`, ({ signal }) => fetch(signal), {
    ...(live ? { intervalMs: DETAIL_LIVE_POLL_MS } : { staleMs: DETAIL_STALE_MS }),
    // A failure shows a retry button; a live poll simply tries again at its next tick.
    retry: false,
  });
}

/**
 * React: one call of a match page's tab (detailJob), held while the tab is mounted. Tabs mount when
 * first opened, so nothing is asked for a tab the fan never opens.
 */
export function useDetailJob<T>(
  key: string,
  fetch: (signal: AbortSignal) => Promise<T>,
  { live, scheduler = appScheduler }: DetailJobOptions,
): DetailJobView<T> {
  const handle: PollHandle<T> = useMemo(
    () => detailJob(key, fetch, { live, scheduler }),
    // `fetch` is named by the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the call and its arguments
    [scheduler, key, live],
  );
  const [state, setState] = useState(() => handle.peek());
  useEffect(() => {
    const subscription = handle.state$.subscribe(setState);
    return () => subscription.unsubscribe();
  }, [handle]);
  const refresh = useCallback(() => handle.invalidate(), [handle]);
  return detailJobView(state, refresh);
}
