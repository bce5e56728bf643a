/**
 * The pay result's figures, for a top-up and a plan paid directly alike (ours: the spec says only
 * that an unpaid order is "being confirmed").
 * The provider's notice usually lands within seconds of the redirect back; half a minute of asking
 * covers a late one without asking forever, after which the fan refreshes by hand.
 */
export const PAY_STATUS_REASK_MS = 3_000;
/** Asks after the first one, PAY_STATUS_REASK_MS apart, before the page offers 刷新. */
export const PAY_STATUS_MAX_REASKS = 10;
