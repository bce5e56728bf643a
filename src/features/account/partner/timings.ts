/** Partner auto-login's timings (product-spec §4, §9). */

export const JD_LOGIN_DELAY_MS = 100;
export const PARTNER_LOGIN_TRIES = 3;
export const PARTNER_LOGIN_RETRY_MS = 500;
