/** The session's timings (product-spec §4, §9). */
import { MINUTE_MS } from '@domain/time';

export const LOGIN_EVENT_DELAY_MS = 200;
/** User-centre data is refetched when older than this (or when flagged). */
export const USER_DATA_STALE_MS = 1 * MINUTE_MS;
