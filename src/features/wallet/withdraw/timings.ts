import { SMS_RESEND_SECONDS } from '@contracts/accounts';

/**
 * The withdrawal screens' figures. The SMS wait is the spec's (product-spec §4 "SMS code", §9), read
 * from the contract the server enforces; the detail's refresh is ours: a review takes hours, so half
 * a minute shows a change soon enough without asking the server more than a fan would by hand.
 */
export const WITHDRAW_SMS_WAIT_S = SMS_RESEND_SECONDS;
/** The counter value that means "sendable": one more than the wait, as the account centres use. */
export const WITHDRAW_SMS_IDLE = SMS_RESEND_SECONDS + 1;
export const WITHDRAW_SMS_TICK_MS = 1_000;
/** The detail asks again this often while a withdrawal is still under review or being paid. */
export const WITHDRAWAL_REFRESH_MS = 30_000;
