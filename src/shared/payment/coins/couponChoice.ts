import type { Resource } from '@schedulers';
import { currentChannel } from '@shared/channels';

/**
 * The coupon choice of a coin purchase (issue 35 §1): the fan's coupons for the thing bought, each
 * with every reason it cannot pay (the server's rule, in the fan's words) and the price it leaves.
 * Coupons are a feature of their own (src/features/coupons): a feature that sells something passes
 * the coupons' resource here, so payments never import it.
 */
/** What pays part of the price: a coupon or a discount card. */
export type DiscountPick = { couponId: number } | { discountCardId: number };

export interface CouponOption {
  /** Unique among the options: coupon:41, card:7. */
  key: string;
  pay: DiscountPick;
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

/** A purchase's coupons: the resource that lists them, the thing they are for, the row's name. */
export interface CouponPicking {
  resource: CouponOptionsResource;
  of: CouponFor;
  /** 优惠券, or 优惠券/打折卡 where cards pay too. */
  label: string;
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
 * What a purchase sends for its discount (contracts/coupons.ts couponChoiceInput and
 * discountCardChoiceInput): a coupon with the channel the fan buys in (its client rule), or a
 * discount card; nothing without one.
 */
export function couponPayInput(pick: DiscountPick | undefined): {
  couponId?: number;
  from?: string;
  discountCardId?: number;
} {
  if (!pick) return {};
  return 'couponId' in pick ? { couponId: pick.couponId, from: currentChannel().channel } : pick;
}
