import { useEffect, useLayoutEffect, useRef } from 'react';
import { appScheduler, networkReturns, type Environment } from '@schedulers';

/**
 * While `failed`, calls `retry` when the network comes back (the scheduler's environment going
 * online, the moment its poll jobs run their catch-up). Every error state of a screen that a lost
 * network can cause — a list's first page, a page whose code did not download — recovers through
 * this one signal, without the fan tapping 重新加载.
 */
export function useRetryWhenOnline(
  failed: boolean,
  retry: () => void,
  environment: Environment = appScheduler.environment,
): void {
  // The latest retry, without resubscribing on every render (callers pass new closures).
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  // Subscribed as the error state commits, not after the paint: a network that returns between
  // the error showing and a passive effect running would otherwise be missed for good.
  useLayoutEffect(() => {
    if (!failed) return undefined;
    const subscription = networkReturns(environment).subscribe(() => latest.current());
    return () => subscription.unsubscribe();
  }, [failed, environment]);
}
