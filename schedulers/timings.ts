/**
 * The scheduler's own defaults (ours, not the spec's; docs/decisions/scheduler.md). Product figures
 * live with the feature they time (its timings.ts); figures the server shares live in contracts/.
 */
import { MINUTE_MS, SECOND_MS } from '@domain/time';

/** Changes of a polled id set (scrolling) settle this long before the set is applied. */
export const ID_SET_DEBOUNCE_MS = 300;
/** A poll request that has not answered by then is aborted and counts as a failure. */
export const POLL_TIMEOUT_MS = 15 * SECOND_MS;
/** A job keeps running this long after its last subscriber leaves (a route change re-subscribes). */
export const POLL_GRACE_MS = 2 * SECOND_MS;
/** Data of a stopped job is kept this long for the next subscriber, then dropped. */
export const POLL_CACHE_MS = 5 * MINUTE_MS;
/** First retry after a failure; doubles each failure. */
export const BACKOFF_BASE_MS = 1 * SECOND_MS;
/** The longest wait between retries (a job with a longer interval uses its interval). */
export const BACKOFF_CAP_MS = 30 * SECOND_MS;
