import { useCallback, useEffect, useMemo, useState } from 'react';
import { appScheduler, type JobState, type Resource, type Scheduler } from '@schedulers';

/** What a screen renders from a resource. */
export interface ResourceView<T> {
  /** The last answer, kept while it is asked again and through a failure. */
  data: T | undefined;
  /** Asking, with no answer to show yet (the skeleton); false while an answer is shown. */
  loading: boolean;
  /** Asking again with an answer shown (pull to refresh's spinner). */
  refreshing: boolean;
  /** The last ask failed (failureText says it to the fan); cleared by the next answer. */
  error: unknown;
  /** Ask again now: the retry button, pull to refresh, after the fan changed it. */
  reload: () => void;
}

export function resourceView<T>(state: JobState<T>, reload: () => void): ResourceView<T> {
  const failed = state.status === 'error';
  return {
    data: state.data,
    loading: state.data === undefined && !failed,
    refreshing: state.data !== undefined && state.status === 'fetching',
    error: failed ? state.error : undefined,
    reload,
  };
}

export interface UseResourceOptions {
  /** false: hold nothing yet (a picker with nothing picked above it); the view is empty and idle. */
  enabled?: boolean;
  scheduler?: Scheduler;
}

const IDLE = { data: undefined, loading: false, refreshing: false, error: undefined } as const;

/** React: a resource (schedulers/resource.ts) for these arguments, held while the component is mounted. */
export function useResource<T>(resource: Resource<void, T>): ResourceView<T>;
export function useResource<Args, T>(
  resource: Resource<Args, T>,
  args: Args,
  options?: UseResourceOptions,
): ResourceView<T>;
export function useResource<Args, T>(
  resource: Resource<Args, T>,
  args?: Args,
  { enabled = true, scheduler = appScheduler }: UseResourceOptions = {},
): ResourceView<T> {
  // A resource of no arguments is read without any (its Args is void).
  const key = enabled ? resource.keyOf(args as Args) : null;
  const handle = useMemo(
    () => (key === null ? null : resource.handle(scheduler, args as Args)),
    // The key names the arguments: a new object of the same arguments is the same resource.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `args` is named by `key`
    [resource, scheduler, key],
  );
  const [state, setState] = useState<JobState<T> | undefined>(() => handle?.peek());
  useEffect(() => {
    if (!handle) return undefined;
    const subscription = handle.state$.subscribe(setState);
    return () => subscription.unsubscribe();
  }, [handle]);
  const reload = useCallback(() => handle?.invalidate(), [handle]);
  if (!handle) return { ...IDLE, reload };
  // A state of other arguments (the key just changed) is not shown as this one's.
  return resourceView(state?.key === handle.key ? state : handle.peek(), reload);
}
