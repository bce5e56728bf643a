/**
 * Coupons on the server (优惠券, issue 35 §1): a fan's coupons by tab, their counts, the ones that can
 * pay for a reading with every reason the others cannot (contracts/coupons.ts couponRefusals), and
 * who is a low-consumption user. Spending a coupon on a purchase comes with the commerce core's
 * coupon way (next).
 */
export { couponRoutes } from './routes';
export { LOW_CONSUMPTION_FEN } from './service';
