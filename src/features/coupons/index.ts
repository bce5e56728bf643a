/**
 * Coupons (优惠券, issue 35 §1): the fan's coupon list and the rules. The app's route registry takes
 * the screens from here, each loaded on first use; what other features show of coupons — the choice
 * in a purchase's confirm step, the reminder on 我的 — is parts.ts, imported by their screens only.
 */
export const couponScreens = {
  /** `user/coupon-list?back=`: 我的优惠券. */
  list: () => import('./CouponListPage'),
  /** `user/coupon-rule`: 优惠券规则. */
  rule: () => import('./CouponRulePage'),
} as const;
