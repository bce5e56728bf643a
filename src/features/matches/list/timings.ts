/** The match lists' own cadence (ours; docs/decisions/scheduler.md). */
import { SECOND_MS } from '@domain/time';

/** The live view (进行中) asks again which matches are in play: kick-offs join it while it is open. */
export const LIVE_LIST_REFRESH_MS = 60 * SECOND_MS;
