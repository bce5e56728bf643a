/** Live tips and goal alerts (ours, not the spec's; docs/decisions/match-list-settings.md). */

/** A goal or red-card tip stays this long, then the next queued tip shows. */
export const LIVE_TIP_MS = 2500;
/** The goal beep's length (played on the audio clock, not a timer). */
export const GOAL_BEEP_MS = 350;
/** navigator.vibrate pattern of a goal alert: buzz, pause, buzz. */
export const GOAL_VIBRATE_PATTERN_MS = [200, 100, 200] as const;
