/** The match lists' own cadence (ours; docs/decisions/scheduler.md). */
const SECOND = 1000;

/** The live view (进行中) asks again which matches are in play: kick-offs join it while it is open. */
export const LIVE_LIST_REFRESH_MS = 60 * SECOND;
