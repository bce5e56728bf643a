import type { ChargeCoupon } from '@contracts/wallet/charge';
import { FEN_PER_UNIT, fenToText, yuanTextToFen } from '@contracts/wallet/balance';

/**
 * The top-up page's rules (issue 18 §2; product-spec §3 "Top-up", §9): amounts in fen, the custom
 * amount's check, and which top-up bonus coupon applies. Pure: no I/O, no time.
 */

export { yuanTextToFen };

/** A custom amount as typed: its fen when valid, else what to tell the fan (null: nothing typed yet). */
export interface CustomAmountCheck {
  fen: number | null;
  message: string | null;
}

/** Whole yuan between the config's min and max (docs/decisions/payments.md). */
export function checkCustomAmount(text: string, minFen: number, maxFen: number): CustomAmountCheck {
  const typed = text.trim();
  if (typed === '') return { fen: null, message: null };
  if (!/^\d+$/.test(typed)) return { fen: null, message: '请输入整数金额' };
  const fen = Number(typed) * FEN_PER_UNIT;
  if (fen < minFen || fen > maxFen)
    return { fen: null, message: `充值金额需在${fenToText(minFen)}~${fenToText(maxFen)}元之间` };
  return { fen, message: null };
}

/** A bonus coupon applies to a top-up of at least its condition. */
export function isCouponApplicable(coupon: ChargeCoupon, amountFen: number | null): boolean {
  return amountFen !== null && yuanTextToFen(coupon.useCondition) <= amountFen;
}

/**
 * The coupon a top-up gets unless the fan says otherwise: the largest bonus that applies; between
 * equal bonuses the one that lapses first, so the fan keeps the longer-lived one.
 */
export function bestCoupon(
  coupons: readonly ChargeCoupon[],
  amountFen: number | null,
): ChargeCoupon | null {
  let best: ChargeCoupon | null = null;
  for (const coupon of coupons) {
    if (!isCouponApplicable(coupon, amountFen)) continue;
    if (!best) {
      best = coupon;
      continue;
    }
    const worth = yuanTextToFen(coupon.worth);
    const bestWorth = yuanTextToFen(best.worth);
    if (worth > bestWorth || (worth === bestWorth && coupon.validEndTime < best.validEndTime))
      best = coupon;
  }
  return best;
}

/** The fan's say on the coupon: the automatic pick, none, or one by id. */
export type CouponChoice = 'auto' | 'none' | number;

/**
 * The coupon that goes with the order. A coupon the fan picked that no longer applies (the amount
 * went down) gives way to the automatic pick rather than being sent and refused.
 */
export function chosenCoupon(
  coupons: readonly ChargeCoupon[],
  amountFen: number | null,
  choice: CouponChoice,
): ChargeCoupon | null {
  if (choice === 'none') return null;
  const picked = coupons.find((c) => c.id === choice);
  if (picked && isCouponApplicable(picked, amountFen)) return picked;
  return bestCoupon(coupons, amountFen);
}

/** "满X元可用", or 无门槛 for a coupon without a condition. */
export function couponConditionText(coupon: ChargeCoupon): string {
  const condition = yuanTextToFen(coupon.useCondition);
  return condition === 0 ? '无门槛' : `满${fenToText(condition)}元可用`;
}
