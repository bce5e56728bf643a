/** A match page's tab data cadence (ours; docs/decisions/scheduler.md). */
import { MINUTE_MS, SECOND_MS } from '@domain/time';

/** A match page's tab data (timeline, text live, odds…) while the match is in play. */
export const DETAIL_LIVE_POLL_MS = 15 * SECOND_MS;
/** A match page's tab data once asked: served from cache this long (finished matches do not move). */
export const DETAIL_STALE_MS = 5 * MINUTE_MS;
