import type { CouponFor, CouponPicking } from '@shared/payment';
import { couponOptionsResource } from './options';

/**
 * Coupons (优惠券, issue 35 §1): the fan's coupon list and the rules — the app's route registry takes
 * the screens from here, each loaded on first use — and the coupons a purchase may choose from.
 */
export const couponScreens = {
  /** `user/coupon-list?back=`: 我的优惠券. */
  list: () => import('./CouponListPage'),
  /** `user/coupon-rule`: 优惠券规则. */
  rule: () => import('./CouponRulePage'),
} as const;

/** The coupons a coin purchase of a plan or an interpretation offers in its confirm step. */
export const couponPickingFor = (of: CouponFor): CouponPicking => ({
  resource: couponOptionsResource,
  of,
  label: of.planType === 2 ? '优惠券/打折卡' : '优惠券',
});

export { CouponReminder } from './CouponReminder';
