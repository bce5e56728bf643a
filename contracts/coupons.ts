import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { idInput, pageNoInput } from './inputs';
import { int32, int32Input } from './integers';
import { unsignedAmountText as amountText } from './wallet/balance';

/**
 * Coupons (优惠券, issue 35 §1; product-spec §3 "Coupon", §5 "Coupon usability", §9): what a coupon
 * is, and the one rule that says whether it can pay for something — every reason it cannot, in the
 * fan's words, shared by the server that spends coupons and the screens that offer them.
 */

/** couponType: 1 an expert (reading) coupon, 2 a top-up bonus. */
export const COUPON_TYPE = { reading: 1, topUp: 2 } as const;
/** type: 1 full-free (免单, worth up to a price); anything else takes its worth off. */
export const FULL_FREE = 1;
/** "Expiring soon" is under this many days (product-spec §9). */
export const EXPIRING_SOON_DAYS = 3;

/** What the rule needs of a coupon. Amounts in fen, times in ms. */
export interface CouponFacts {
  type: number;
  worthFen: number;
  /** The least price it applies to (满 X 可用); 0 for any. */
  useConditionFen: number;
  validStartTime: number;
  validEndTime: number;
  /** The clients it may be used in; empty for every client. */
  onlyClientTypeArr: readonly string[];
  /** 2 popular forecaster, 4 expert; 0 any. */
  onlyExpertLevel: number;
  /** 0 any expert. */
  onlyExpertId: number;
  /** Spent already (ms), or null. */
  usedAt: number | null;
}

/** What the coupon would pay for, and where. */
export interface CouponTarget {
  /** The channel the fan buys in (main, weibo, wechat, …). */
  clientType: string;
  /** The reading's expert, and their level; 0 when the target has none. */
  expertId: number;
  expertLevel: number;
  /** The price, in fen. */
  amountFen: number;
}

export const COUPON_REASONS = {
  used: '优惠券已使用',
  notStarted: '优惠券未到使用时间',
  expired: '优惠券已过期',
  client: '当前客户端不能使用该优惠券',
  expert: '该优惠券仅限指定专家使用',
  level: '该优惠券仅限指定等级的专家使用',
  tooCheap: '未达到优惠券的使用金额',
  fullFreeShort: '免单券面额不足以抵扣该价格',
  worthAbovePrice: '优惠券面额高于支付金额',
} as const;
export type CouponReason = keyof typeof COUPON_REASONS;

/** "Either side missing or 0 passes, otherwise equal" (product-spec §5): the expert and level rule. */
const restricted = (required: number, actual: number) =>
  required !== 0 && actual !== 0 && required !== actual;

/**
 * Every reason the coupon cannot pay for the target now; empty when it can (product-spec §5): the
 * client must be in its list (an empty list is every client); now within its start and end; the
 * expert and the level each pass when either side is 0, otherwise must be equal; the amount passes
 * when either is 0, otherwise a full-free coupon's worth must be at least the price and an
 * amount-off coupon's at most. Matchday adds two the spec's fields imply: a coupon is spent once,
 * and 满 X 可用 (useCondition) needs a price of at least X (docs/decisions/coupons.md).
 */
export function couponRefusals(
  coupon: CouponFacts,
  target: CouponTarget,
  now: number,
): CouponReason[] {
  const reasons: CouponReason[] = [];
  if (coupon.usedAt !== null) reasons.push('used');
  if (now < coupon.validStartTime) reasons.push('notStarted');
  if (now > coupon.validEndTime) reasons.push('expired');
  if (coupon.onlyClientTypeArr.length > 0 && !coupon.onlyClientTypeArr.includes(target.clientType))
    reasons.push('client');
  if (restricted(coupon.onlyExpertId, target.expertId)) reasons.push('expert');
  if (restricted(coupon.onlyExpertLevel, target.expertLevel)) reasons.push('level');
  if (coupon.useConditionFen > 0 && target.amountFen < coupon.useConditionFen)
    reasons.push('tooCheap');
  if (coupon.worthFen !== 0 && target.amountFen !== 0) {
    if (coupon.type === FULL_FREE && coupon.worthFen < target.amountFen)
      reasons.push('fullFreeShort');
    if (coupon.type !== FULL_FREE && coupon.worthFen > target.amountFen)
      reasons.push('worthAbovePrice');
  }
  return reasons;
}

/** What the fan pays with the coupon: nothing with a full-free one, the price less its worth else. */
export function priceWithCoupon(coupon: Pick<CouponFacts, 'type' | 'worthFen'>, amountFen: number) {
  return coupon.type === FULL_FREE ? 0 : Math.max(0, amountFen - coupon.worthFen);
}

/** Under three days to its end, and not over yet. */
export function isExpiringSoon(validEndTime: number, now: number): boolean {
  return validEndTime >= now && validEndTime - now < EXPIRING_SOON_DAYS * 86_400_000;
}

/** A discount card's worth without one named (product-spec §9): 10 tenths, the full price. */
export const DISCOUNT_CARD_DEFAULT_WORTH = 10;

/** What a reading costs with a discount card (product-spec §9): amount × worth / 10, in fen. */
export const priceWithDiscountCard = (amountFen: number, worth: number) =>
  Math.round((amountFen * worth) / 10);

/** The list's order (product-spec §9): by couponType, then the one ending first. */
export function byTypeThenEnd(
  a: { couponType: number; validEndTime: number; id: number },
  b: { couponType: number; validEndTime: number; id: number },
): number {
  return a.couponType - b.couponType || a.validEndTime - b.validEndTime || a.id - b.id;
}

// ── Calls (calls-errors-spec §7.9) ─────────────────────────────────────────────────────────────

/** The coupon list's tabs (`couponList` status): 0 usable, 1 used, 2 expired. */
export const COUPON_STATUS = { usable: 0, used: 1, expired: 2 } as const;
export const COUPON_PAGE_SIZE = 20;
/** byPlan's planType: 1 a plan (方案), 2 an interpretation (解读). */
export const COUPON_PLAN_TYPE = { plan: 1, interpretation: 2 } as const;

/** The channels a fan names when paying with a coupon (`from`): the coupon's client rule reads it. */
export const couponClientInput = z._default(
  z.string().check(z.minLength(1), z.maxLength(20), z.regex(/^[A-Za-z0-9_-]+$/)),
  'main',
);

export const couponSchema = z.object({
  id: int32(),
  couponType: int32(),
  type: int32(),
  /** Its worth, in coins. */
  worth: amountText,
  /** 满 X 可用, in coins; '0.00' for any price. */
  useCondition: amountText,
  validStartTime: z.number(),
  validEndTime: z.number(),
  onlyClientTypeArr: z.array(z.string()),
  onlyExpertLevel: int32(),
  onlyExpertId: int32(),
  originType: int32(),
  createTime: z.number(),
  /** COUPON_STATUS. */
  status: int32(),
  /** Usable, and under three days to its end. */
  expiringSoon: z.boolean(),
});
export type Coupon = z.infer<typeof couponSchema>;

const statusInput = z._default(
  z.union([
    z.literal(0),
    z.literal(1),
    z.literal(2),
    z.literal('0'),
    z.literal('1'),
    z.literal('2'),
  ]),
  0,
);
const couponTypeInput = z._default(
  z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')]),
  1,
);

/** GET /api/query/couponList {pageNo, status}: the fan's coupons of a tab, by type then end time. */
export const couponList = defineEndpoint({
  method: 'GET',
  path: '/api/query/couponList',
  access: 'reader',
  input: z.object({ pageNo: z._default(pageNoInput, 1), status: statusInput }),
  output: z.object({ list: z.array(couponSchema), pageNo: int32(), hasMore: z.boolean() }),
});

/** GET /api/query/couponNum: how many usable coupons the fan holds, and how many expire soon. */
export const couponNum = defineEndpoint({
  method: 'GET',
  path: '/api/query/couponNum',
  access: 'reader',
  input: z.object({}),
  output: z.object({ usable: int32(), expiringSoon: int32() }),
});

/** GET /api/query/coupon/list {couponType}: the fan's usable coupons of a type (top-up bonus: 2). */
export const usableCoupons = defineEndpoint({
  method: 'GET',
  path: '/api/query/coupon/list',
  access: 'reader',
  input: z.object({ couponType: couponTypeInput }),
  output: z.object({ list: z.array(couponSchema) }),
});

/**
 * GET /api/query/coupon/list/byPlan {couponType, planId, planType, from}: the fan's live coupons for
 * paying a plan (planType 1) or an interpretation (2) in the channel `from`, each with every reason
 * it cannot (COUPON_REASONS' words; empty: it can) and the price it would leave to pay.
 */
export const couponsForPlan = defineEndpoint({
  method: 'GET',
  path: '/api/query/coupon/list/byPlan',
  access: 'reader',
  input: z.object({
    couponType: couponTypeInput,
    planId: idInput,
    planType: z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')]),
    from: couponClientInput,
  }),
  output: z.object({
    /** The price without a coupon, in coins. */
    price: amountText,
    list: z.array(
      z.object({ coupon: couponSchema, reasons: z.array(z.string()), payPrice: amountText }),
    ),
  }),
});

/**
 * GET /api/consume/low: whether the fan is a low-consumption user — the only ones coupons, discount
 * cards and packages apply to (product-spec §6; docs/decisions/coupons.md says who is).
 */
export const consumeLow = defineEndpoint({
  method: 'GET',
  path: '/api/consume/low',
  access: 'reader',
  input: z.object({}),
  output: z.object({ isLow: z.boolean() }),
});

export const COUPON_REFUSAL_CODES = {
  planNotFound: 'coupon_plan_not_found',
  /** The coupon named is not one of the fan's. */
  notFound: 'coupon_not_found',
  /** A top-up bonus coupon offered for a purchase (or the other way round). */
  wrongType: 'coupon_wrong_type',
  /** The rule said no: the message lists every reason (COUPON_REASONS' words). */
  refused: 'coupon_refused',
  /** Coupons are for low-consumption fans only (product-spec §6). */
  notLow: 'coupon_not_low',
  /** The development issue names no account. */
  noAccount: 'coupon_no_account',
  /** A coupon and a discount card named for one purchase. */
  bothWays: 'coupon_and_card',
  /** The discount card is not the fan's, or has nothing left. */
  cardNotFound: 'discount_card_not_found',
  cardUnusable: 'discount_card_unusable',
} as const;

/**
 * What a coin purchase adds to pay with a coupon (plan/pay, uc/interpretation/pay): the coupon's id
 * and the client the fan buys in. Without a couponId it is a plain coin purchase.
 */
export const couponChoiceInput = {
  couponId: z.optional(idInput),
  from: couponClientInput,
};

/** What a reading's purchase adds to pay with a discount card (打折卡) instead: the card's id. */
export const discountCardChoiceInput = { discountCardId: z.optional(idInput) };

export const discountCardSchema = z.object({
  id: int32(),
  /** Tenths of the price paid: 5 is half price. */
  worth: int32(),
  /** Readings left on it. */
  left: int32(),
  expiresAt: z.number(),
  /** What the reading costs with it, in coins. */
  payPrice: amountText,
});
export type DiscountCard = z.infer<typeof discountCardSchema>;

/**
 * GET /api/uc/inter/discountCards {interId}: the fan's live discount cards and what the reading
 * would cost with each; empty for a fan who may not use them (not a low-consumption one).
 */
export const discountCardsForReading = defineEndpoint({
  method: 'GET',
  path: '/api/uc/inter/discountCards',
  access: 'reader',
  input: z.object({ interId: idInput }),
  output: z.object({ list: z.array(discountCardSchema) }),
});

/**
 * POST /api/dev/coupons/issue (development only, MATCHDAY_DEV_API=1): customer service issues a
 * coupon by hand (originType 1) to the account named — a reading coupon or a top-up bonus, full-free
 * or amount-off, worth and 满 X in coins, live from now for `days`, optionally for one expert, one
 * expert level or some clients.
 */
export const devIssueCoupon = defineEndpoint({
  method: 'POST',
  path: '/api/dev/coupons/issue',
  access: 'anyone',
  input: z.object({
    account: z.string().check(z.minLength(1), z.maxLength(40)),
    couponType: z._default(z.union([z.literal(1), z.literal(2)]), 1),
    type: z._default(z.union([z.literal(1), z.literal(2)]), 2),
    worth: int32Input({ min: 1, max: 10_000 }),
    useCondition: z._default(int32Input({ min: 0, max: 100_000 }), 0),
    days: z._default(int32Input({ min: 1, max: 365 }), 7),
    onlyExpertId: z._default(int32Input({ min: 0 }), 0),
    onlyExpertLevel: z._default(z.union([z.literal(0), z.literal(2), z.literal(4)]), 0),
    onlyClientTypeArr: z._default(
      z.array(z.string().check(z.maxLength(20))).check(z.maxLength(10)),
      [],
    ),
  }),
  output: z.object({ id: int32() }),
});
