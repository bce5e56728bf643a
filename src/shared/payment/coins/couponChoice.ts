import type { Resource } from '@schedulers';
import { currentChannel } from '@shared/channels';

/**
 * The coupon choice of a coin purchase (issue 35 §1): the fan's coupons for the thing bought, each
 * with every reason it cannot pay (the server's rule, in the fan's words) and the price it leaves.
 * Coupons are a feature of their own (src/features/coupons): a feature that sells something passes
 * the coupons' resource here, so payments never import it.
 */
export interface CouponOption {
  id: number;
  /** 5金币 · 满28金币可用, 免单 · 最高抵38金币. */
  title: string;
  /** Its restrictions and validity, one line. */
  note: string;
  /** Empty: it can pay. */
  reasons: readonly string[];
  /** What is left to pay with it, in fen. */
  payPriceFen: number;
}

/** Which thing the coupons are for: a plan (planType 1) or an interpretation (2). */
export interface CouponFor {
  planType: 1 | 2;
  planId: number;
}

export type CouponOptionsResource = Resource<CouponFor, readonly CouponOption[]>;

/** A purchase's coupons: the resource that lists them, and the thing they are for. */
export interface CouponPicking {
  resource: CouponOptionsResource;
  of: CouponFor;
}

/**
 * The coupon chosen before the fan picks one, as the best apps do: the usable one that leaves the
 * least to pay; of equals, the first (the server lists the one ending first first). None usable: null.
 */
export function bestCouponOf(options: readonly CouponOption[]): CouponOption | null {
  let best: CouponOption | null = null;
  for (const option of options)
    if (option.reasons.length === 0 && (best === null || option.payPriceFen < best.payPriceFen))
      best = option;
  return best;
}

/**
 * What a purchase sends for its coupon (contracts/coupons.ts couponChoiceInput): the coupon and the
 * channel the fan buys in, whose client rule the server applies; nothing without a coupon.
 */
export function couponPayInput(couponId: number | undefined): { couponId?: number; from?: string } {
  return couponId === undefined ? {} : { couponId, from: currentChannel().channel };
}
