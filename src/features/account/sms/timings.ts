/** The SMS code button's countdown (product-spec §4, §9). */
const SECOND = 1000;

export const SMS_RESEND_WAIT_S = 60;
export const SMS_TICK_MS = 1 * SECOND;
/** The SMS counter value that means "sendable" (the wait starts at 60 and counts down to 1). */
export const SMS_COUNTER_IDLE = 61;
