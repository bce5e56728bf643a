/**
 * The login session's figures, shared by every feature that opens or checks a session. Security
 * windows run on real time (the database's now()), never the simulated clock: at SIM_SPEED=60 a
 * 30-day session would otherwise last 12 hours.
 */
export const SESSION_DAYS = 30;

/** The token's cookie, and the header name a client may also send it in (product-spec §3). */
export const TOKEN_COOKIE = 'jcob_token';
