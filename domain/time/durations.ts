/** Durations in milliseconds, named once (issue 33 §2): import these instead of a local DAY/HOUR. */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
