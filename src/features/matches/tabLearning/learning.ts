import { TAB_LEARNING_CLICK_WINDOW_MS, TAB_LEARNING_KEEP_MS } from './timings';
/**
 * Default-tab learning (product-spec §4): a tab click within 5 s of entering the page is recorded;
 * only clicks of the last hour are kept; at 3 or more clicks on one tab, that tab becomes the saved
 * default for that location and the other records are cleared. Pure: time is passed in.
 */

/** Clicks of one tab at the moment of learning that make it the default. */
export const TAB_LEARNING_CLICKS = 3;

/** Where a tab strip is (product-spec §3 tab-position codes). */
export const TAB_LOCATIONS = {
  raceType: 1,
  fbGameType: 2,
  bkGameType: 3,
  ftDetail: 5,
  bkDetail: 6,
  news: 7,
  vip: 8,
  ftLeagueDetail: 9,
  bkLeagueDetail: 10,
  homePlan: 11,
} as const;

export interface TabClick {
  tab: number;
  /** When it was clicked, ms. */
  at: number;
}

export interface TabLearningState {
  /** Recorded clicks per location code. */
  clicks: Record<string, TabClick[]>;
  /** The saved default tab per location code. */
  defaults: Record<string, number>;
}

export const EMPTY_TAB_LEARNING: TabLearningState = { clicks: {}, defaults: {} };

export interface TabClickInput {
  location: number | string;
  tab: number;
  /** When the page was entered, ms. */
  enteredAt: number;
  now: number;
}

/** Clicks still within the last hour. */
export function recentClicks(clicks: readonly TabClick[], now: number): TabClick[] {
  return clicks.filter((c) => now - c.at <= TAB_LEARNING_KEEP_MS && c.at <= now);
}

/** Whether a click counts: made within 5 s of entering the page. */
export function isLearningClick(enteredAt: number, now: number): boolean {
  const since = now - enteredAt;
  return since >= 0 && since <= TAB_LEARNING_CLICK_WINDOW_MS;
}

/**
 * The state after a tab click. A click later than 5 s after entry is not recorded (old records are
 * still pruned). At 3 recent clicks of that tab, it becomes the location's default and the records
 * of the other tabs are cleared.
 */
export function recordTabClick(state: TabLearningState, input: TabClickInput): TabLearningState {
  const key = String(input.location);
  const kept = recentClicks(state.clicks[key] ?? [], input.now);
  if (!isLearningClick(input.enteredAt, input.now))
    return { ...state, clicks: { ...state.clicks, [key]: kept } };
  const clicks = [...kept, { tab: input.tab, at: input.now }];
  const sameTab = clicks.filter((c) => c.tab === input.tab);
  if (sameTab.length >= TAB_LEARNING_CLICKS)
    return {
      clicks: { ...state.clicks, [key]: sameTab },
      defaults: { ...state.defaults, [key]: input.tab },
    };
  return { ...state, clicks: { ...state.clicks, [key]: clicks } };
}

/** The learnt default tab of a location, or the fallback. */
export function learntDefaultTab(
  state: TabLearningState,
  location: number | string,
  fallback: number,
): number {
  return state.defaults[String(location)] ?? fallback;
}
