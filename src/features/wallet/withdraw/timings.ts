/**
 * The withdrawal screens' figures (the SMS wait is the account centres', see smsCentre.ts). The
 * detail asks again this often while a withdrawal is still under review or being paid: a review
 * takes hours, so half a minute shows a change soon enough without asking the server more than a
 * fan would by hand.
 */
export const WITHDRAWAL_REFRESH_MS = 30_000;
