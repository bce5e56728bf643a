import { RAIN_CLICK_WINDOW_MS, RAIN_GAP_MS } from '../contracts/rainTimings';

/**
 * Every timing of the product spec, in one place (product-spec §4, §9; calls-errors-spec §9).
 * Screens and services never write a number of milliseconds themselves: they name one of these.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Overlays (product-spec §9)
export const TOAST_MS = 2000;
export const TOAST_LONG_MS = 3000;
/** A toast message longer than this many characters stays for TOAST_LONG_MS. */
export const TOAST_LONG_AFTER_CHARS = 20;
export const MODAL_MESSAGE_MS = 1200;
export const LOADING_MS = 5000;
export const HIDE_LOADING_RETRY_MS = 300;
export const HIDE_LOADING_RETRIES = 5;
export const DISMISS_RESOLVE_MS = 50;
export const OVERLAY_ANIMATION_MS = 200;

// Session (product-spec §4, §9)
export const LOGIN_EVENT_DELAY_MS = 200;
export const JD_LOGIN_DELAY_MS = 100;
export const PARTNER_LOGIN_TRIES = 3;
export const PARTNER_LOGIN_RETRY_MS = 500;
export const TQ_USER_CENTER_REFRESH_MS = 50;
/** User-centre data is refetched when older than this (or when flagged). */
export const USER_DATA_STALE_MS = 1 * MINUTE;

// Statistics (product-spec §9)
export const STATS_AFTER_NAVIGATION_END_MS = 100;
export const STATS_AFTER_ROUTE_ACTIVATION_MS = 1000;
export const STATS_DEFAULT_REPORT_DELAY_MS = 1000;

// Messages (product-spec §9)
export const MESSAGE_POLL_MS = 60 * SECOND;
/** A failed message load shows its error this long (calls-errors-spec §8). */
export const MESSAGE_TOAST_MS = 1500;
export const MESSAGE_TICK_MS = 60_000;

// Red packets (product-spec §9)
export const RED_PACKET_CHECK_MS = 10 * SECOND;
export const RED_PACKET_LIST_MS = 1003 * SECOND;
export const RED_PACKET_SHAKE_FROM_MS = 1 * MINUTE;
export const RED_PACKET_SHAKE_UNTIL_MS = 5 * MINUTE;
export const RED_PACKET_RAIN_GAP_MS = RAIN_GAP_MS;
/** The rain's click window; the server holds clicks to the same figure (contracts/rainTimings.ts). */
export const RED_PACKET_CLICK_WINDOW_MS = RAIN_CLICK_WINDOW_MS;

// Home (product-spec §9)
export const HOME_TEMPLATES_STALE_MS = 3 * MINUTE;
export const HOME_INFORMATION_STALE_MS = 3 * MINUTE;
export const HOME_PLANNING_TIMEOUT_MS = 8 * SECOND;
export const HOME_INTERPRETATION_TIMEOUT_MS = 8 * SECOND;

// SMS and captcha (product-spec §4, §9)
export const SMS_RESEND_WAIT_S = 60;
export const SMS_TICK_MS = 1 * SECOND;
export const CAPTCHA_SUCCESS_MESSAGE_MS = 600;
export const CAPTCHA_SUCCESS_MARKER_MS = 500;
export const CAPTCHA_FAILURE_MESSAGE_MS = 1200;
export const CAPTCHA_RESET_LOCK_MS = 500;
/** The failed piece blinks for 0.3 s before it resets (product-spec §4 Captcha). */
export const CAPTCHA_BLINK_MS = 300;
/** The SMS counter value that means "sendable" (the wait starts at 60 and counts down to 1). */
export const SMS_COUNTER_IDLE = 61;

// Default-tab learning (product-spec §4)
export const TAB_LEARNING_CLICK_WINDOW_MS = 5 * SECOND;
export const TAB_LEARNING_KEEP_MS = 1 * HOUR;

// Match lists: live tips and goal alerts (ours, not the spec's; docs/decisions/match-list-settings.md)
/** A goal or red-card tip stays this long, then the next queued tip shows. */
export const LIVE_TIP_MS = 2500;
/** The delays a fan may put between the data and the screen to avoid spoilers ahead of the TV. */
export const SPOILER_DELAY_CHOICES_MS = [
  0,
  10 * SECOND,
  30 * SECOND,
  60 * SECOND,
  120 * SECOND,
] as const;
/** The goal beep's length (played on the audio clock, not a timer). */
export const GOAL_BEEP_MS = 350;
/** navigator.vibrate pattern of a goal alert: buzz, pause, buzz. */
export const GOAL_VIBRATE_PATTERN_MS = [200, 100, 200] as const;

// Follow (calls-errors-spec §8)
/** A failed follow or unfollow shows the returned error this long. */
export const FOLLOW_ERROR_TOAST_MS = 1000;

// Misc (product-spec §9)
export const CLIPBOARD_CHECK_MS = 50;
export const SCREENSHOT_CLONE_WAIT_MS = 200;
export const NATIVE_FRAME_REMOVE_MS = 5000;

// Coupons and rewards (product-spec §4, §9): durations the rules compare against, not timers.
export const COUPON_EXPIRING_SOON_MS = 3 * DAY;
export const REWARD_COINS_VALID_MS = 7 * DAY;
export const BAN_DEFAULT_MS = 7 * DAY;

// The scheduler's own defaults (ours, not the spec's; docs/decisions/scheduler.md).
/** Live scores of the matches on screen: the spec names no figure; 10 s matches the red-packet check. */
export const LIVE_SCORE_POLL_MS = 10 * SECOND;
/** Live events (goals, cards) of the matches on screen. */
export const LIVE_EVENT_POLL_MS = 10 * SECOND;
/** The chat socket's reconnect backoff: first wait, and the longest (jitter stays on after it). */
export const RECONNECT_BASE_MS = 1 * SECOND;
export const RECONNECT_CAP_MS = 30 * SECOND;
/** A page hidden this long closes its socket; it reopens on return (issue 8). */
export const SOCKET_HIDDEN_CLOSE_MS = 1 * MINUTE;
/** The socket stays open this long after the last chat screen closed (a quick way back reuses it). */
export const SOCKET_IDLE_CLOSE_MS = 30 * SECOND;
/** A chat message's acknowledgement must come within this, or it shows as failed with a retry. */
export const CHAT_ACK_TIMEOUT_MS = 8 * SECOND;
/** A match page's tab data (timeline, text live, odds…) while the match is in play. */
export const DETAIL_LIVE_POLL_MS = 15 * SECOND;
/** A match page's tab data once asked: served from cache this long (finished matches do not move). */
export const DETAIL_STALE_MS = 5 * MINUTE;
/** The live view (进行中) asks again which matches are in play: kick-offs join it while it is open. */
export const LIVE_LIST_REFRESH_MS = 60 * SECOND;
/** Changes of a polled id set (scrolling) settle this long before the set is applied. */
export const ID_SET_DEBOUNCE_MS = 300;
/** An incremental events poll asks for this much more than the time since its cursor. */
export const LIVE_EVENT_OVERLAP_MS = 5 * SECOND;
/** The largest `second` window the events call accepts (docs/api.md). */
export const LIVE_EVENT_MAX_WINDOW_MS = 1 * DAY;
/** A poll request that has not answered by then is aborted and counts as a failure. */
export const POLL_TIMEOUT_MS = 15 * SECOND;
/** A job keeps running this long after its last subscriber leaves (a route change re-subscribes). */
export const POLL_GRACE_MS = 2 * SECOND;
/** Data of a stopped job is kept this long for the next subscriber, then dropped. */
export const POLL_CACHE_MS = 5 * MINUTE;
/** First retry after a failure; doubles each failure. */
export const BACKOFF_BASE_MS = 1 * SECOND;
/** The longest wait between retries (a job with a longer interval uses its interval). */
export const BACKOFF_CAP_MS = 30 * SECOND;
