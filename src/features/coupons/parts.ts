import type { CouponFor, CouponPicking } from '@shared/payment';
import { couponOptionsResource } from './options';

/**
 * What other features show of coupons, imported by their screens only (never by the route
 * registry): the coupons a purchase's confirm step offers, and the coupon popup of 我的.
 */

/** The coupons a coin purchase of a plan or an interpretation offers in its confirm step. */
export const couponPickingFor = (of: CouponFor): CouponPicking => ({
  resource: couponOptionsResource,
  of,
  label: of.planType === 2 ? '优惠券/打折卡' : '优惠券',
});

export { CouponReminder } from './CouponReminder';
