/**
 * Retry delays after failures: exponential from `baseMs`, capped at `capMs`, with "equal jitter"
 * (half fixed, half random) so that a fleet of phones that failed together does not retry together.
 */
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS } from './timings';

export interface BackoffOptions {
  /** First retry delay; doubles each failure. */
  baseMs?: number;
  /** Longest delay. */
  capMs?: number;
  /** 0 = no jitter, 1 = anywhere in [0, delay]; default 0.5 = [delay/2, delay]. */
  jitter?: number;
}

/** `random` returns [0, 1): Math.random in the app, a constant in tests. */
export type Random = () => number;

/** The wait before retry number `failures` (1 = first failure). */
export function backoffDelay(
  failures: number,
  options: BackoffOptions = {},
  random: Random = Math.random,
): number {
  const base = options.baseMs ?? BACKOFF_BASE_MS;
  const cap = options.capMs ?? BACKOFF_CAP_MS;
  const jitter = Math.min(1, Math.max(0, options.jitter ?? 0.5));
  // 2 ** 30 is plenty and keeps the number finite however long a server stays down.
  const exponential = Math.min(cap, base * 2 ** Math.min(30, Math.max(0, failures - 1)));
  return Math.round(exponential * (1 - jitter * random()));
}
