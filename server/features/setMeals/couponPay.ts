import { COUPON_TYPE } from '../../../contracts/coupons';
import type { Database } from '../../db/database';
import { usableCouponRows } from '../../platform/commerce';
import { done, type Outcome } from '../../platform/refusals';
import { payInterpretation } from '../interpretations';

/**
 * POST /api/uc/inter/offer/pay {interId, offerId, payType 3}: a reading paid with a coupon — the
 * interpretation's own coin purchase with the coupon named, so the rule, the spend-once and the key
 * are the commerce core's, as on the reading's page. Answers the fan's reading coupons left.
 */
export async function payWithCoupon(
  db: Database,
  userId: number,
  input: { interId: number; couponId: number; from: string },
  now: number,
): Promise<Outcome<{ interpretationId: number; left: number }>> {
  const paid = await payInterpretation(db, input.interId, userId, now, {
    couponId: input.couponId,
    clientType: input.from,
  });
  if (!paid.ok) return paid;
  const left = await usableCouponRows(db, userId, COUPON_TYPE.reading, now);
  return done({ interpretationId: input.interId, left: left.length });
}
