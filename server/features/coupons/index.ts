/**
 * Coupons on the server (优惠券, issue 35 §1): a fan's coupons by tab, their counts, the ones that can
 * pay for a reading with every reason the others cannot (contracts/coupons.ts couponRefusals), and
 * whether the fan is a low-consumption one. Spending a coupon is a way to pay of the commerce core
 * (server/platform/commerce/coupons.ts spendCouponIn), open to every sellable that allows it.
 */
export { couponRoutes } from './routes';
