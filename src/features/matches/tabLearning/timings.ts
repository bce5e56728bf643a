/** Default-tab learning (product-spec §4). */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const TAB_LEARNING_CLICK_WINDOW_MS = 5 * SECOND;
export const TAB_LEARNING_KEEP_MS = 1 * HOUR;
