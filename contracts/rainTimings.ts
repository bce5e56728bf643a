/**
 * The rain's spec figures (product-spec §9), in a file of plain numbers: the app's rain screen
 * (src/features/redPacket) and the server's checks and awards read the same ones, and the app's
 * first load takes nothing else with them.
 */

/** The rain's click window: the fan taps falling packets this long. */
export const RAIN_CLICK_WINDOW_MS = 10_000;
/** A fan joins at most one rain per this long (the 60 s gap between rounds). */
export const RAIN_GAP_MS = 60_000;
/** Coins won in a rain may be spent this long (product-spec §4, §9): 7 days. */
export const REWARD_VALID_MS = 7 * 24 * 60 * 60 * 1000;
