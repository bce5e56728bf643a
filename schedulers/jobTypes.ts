/** The shapes a poll job is declared with and reports: shared by the job, the registry and the UI. */
import type { Observable } from 'rxjs';
import type { BackoffOptions } from './backoff';

export type JobStatus = 'idle' | 'fetching' | 'paused' | 'error';
export type PauseReason = 'hidden' | 'offline';

export interface FetchContext<T> {
  /** Aborted on timeout and when nobody wants the job any more. Pass it to the HTTP call. */
  readonly signal: AbortSignal;
  /** The job's current data (for incremental polls and merges). */
  readonly previous: T | undefined;
  /** The clock's time when the request started. */
  readonly startedAt: number;
}

/**
 * One request. A Promise (the HTTP client), or an Observable whose first value is the answer
 * (unsubscribed on abort; lets RxJS's TestScheduler answer in virtual time).
 */
export type Fetcher<T> = (context: FetchContext<T>) => Promise<T> | Observable<T>;

export interface PollOptions {
  /** Fixed-rate period. Without it the job is a cache: it fetches when wanted and stale, never on a timer. */
  intervalMs?: number;
  /** Data younger than this is served without a request. Default: intervalMs, or 0 for a cache. */
  staleMs?: number;
  /** Each request is aborted after this long and counts as a failure. Default POLL_TIMEOUT_MS. */
  timeoutMs?: number;
  /** The job keeps running this long after its last subscriber leaves. Default POLL_GRACE_MS. */
  graceMs?: number;
  /** A stopped job's data is kept this long for the next subscriber. Default POLL_CACHE_MS. */
  cacheMs?: number;
  /**
   * Retry after a failure with exponential backoff (default cap: the larger of BACKOFF_CAP_MS and the
   * interval). `false`: no early retry, a poll simply waits for its next tick.
   */
  retry?: BackoffOptions | false;
  /** Keep firing while the page is hidden. */
  runWhenHidden?: boolean;
  /** Keep firing while the device is offline. */
  runWhenOffline?: boolean;
}

/** What a job reports: enough for "updated 12 s ago", a stale warning, and the inspector. */
export interface JobState<T> {
  readonly key: string;
  readonly status: JobStatus;
  /** The last good data; kept through errors and pauses. */
  readonly data: T | undefined;
  /** The last failure, cleared by a success. */
  readonly error: unknown;
  /** Failures since the last success. */
  readonly failureCount: number;
  readonly lastSuccessAt: number | undefined;
  readonly lastRunAt: number | undefined;
  /** When the next request is due; undefined when the job is stopped or a cache with nothing due. */
  readonly nextRunAt: number | undefined;
  readonly pausedBy: PauseReason | undefined;
  readonly subscribers: number;
  /** Running (subscribed, or in its grace period). */
  readonly active: boolean;
  readonly intervalMs: number | undefined;
  readonly staleMs: number;
}

/** True when the state's data is older than its stale time (or missing) at `now`. */
export function isStale(state: JobState<unknown>, now: number): boolean {
  return state.lastSuccessAt === undefined || now - state.lastSuccessAt >= state.staleMs;
}

/** Aborts a request that took longer than its job's timeout. */
export class PollTimeoutError extends Error {
  constructor(key: string, ms: number) {
    super(`poll "${key}" timed out after ${ms} ms`);
    this.name = 'PollTimeoutError';
  }
}

/** The reason a request is aborted when its job stops. */
export class PollStoppedError extends Error {
  constructor(key: string) {
    super(`poll "${key}" stopped: nobody wants it any more`);
    this.name = 'PollStoppedError';
  }
}
