/** The SMS code button's countdown (product-spec §4, §9). */
import { SMS_RESEND_SECONDS } from '@contracts/account/session';
import { SECOND_MS } from '@domain/time';

/** The wait the server enforces too (product-spec §9: wait 60 s, counter 61), read from the contract. */
export const SMS_RESEND_WAIT_S = SMS_RESEND_SECONDS;
export const SMS_TICK_MS = 1 * SECOND_MS;
/** The SMS counter value that means "sendable" (the wait starts at 60 and counts down to 1). */
export const SMS_COUNTER_IDLE = SMS_RESEND_SECONDS + 1;
