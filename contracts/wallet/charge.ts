import { z } from 'zod/mini';
import { defineEndpoint, noInput } from '../endpoint';
import { idInput } from '../inputs';
import { int32Input, safeIntInput } from '../integers';
import { FEN_PER_UNIT, unsignedAmountText as amountText } from './balance';

/**
 * Paying through a provider (issue 18 §2; product-spec §3 "Top-up", §4 "Payment", §9): the charge
 * ways and which channel offers which, the top-up products, opening an order and asking its status.
 * The rules the spec leaves open are in docs/decisions/payments.md.
 */

/** Charge ways (product-spec §4): 3 Alipay wap (the default), 4 WeChat wap, 5 Weibo wap. */
export const CHARGE_WAYS = { alipayWap: 3, wechatWap: 4, weiboWap: 5 } as const;
export type ChargeWay = (typeof CHARGE_WAYS)[keyof typeof CHARGE_WAYS];
export const DEFAULT_CHARGE_WAY: ChargeWay = CHARGE_WAYS.alipayWap;

export const CHARGE_WAY_NAMES: Readonly<Record<ChargeWay, string>> = {
  3: '支付宝支付',
  4: '微信支付',
  5: '微博支付',
};

/** Inside WeChat no single payment above 500 yuan (product-spec §9), in fen. */
export const WECHAT_PAY_CEILING_FEN = 500 * FEN_PER_UNIT;

/**
 * The ways a channel pays by. Inside WeChat only WeChat pay opens (WeChat blocks Alipay's pages);
 * inside the microblog client only Weibo pay — and no direct pay of a purchase at all (product-spec
 * §4: "none in Weibo"); everywhere else Alipay first, then WeChat.
 */
export function chargeWaysOf(channel: string, use: 'topUp' | 'directPay'): ChargeWay[] {
  if (channel === 'weibo') return use === 'topUp' ? [CHARGE_WAYS.weiboWap] : [];
  if (channel === 'wechat') return [CHARGE_WAYS.wechatWap];
  return [CHARGE_WAYS.alipayWap, CHARGE_WAYS.wechatWap];
}

/** Why an amount cannot be paid by a way in a channel, or null when it can. */
export function chargeRefusalText(
  channel: string,
  use: 'topUp' | 'directPay',
  way: number,
  amountFen: number,
): string | null {
  if (!chargeWaysOf(channel, use).some((allowed) => allowed === way))
    return '当前环境不支持该支付方式';
  if (channel === 'wechat' && amountFen > WECHAT_PAY_CEILING_FEN)
    return `微信内单笔支付不能超过${WECHAT_PAY_CEILING_FEN / FEN_PER_UNIT}元`;
  return null;
}

/**
 * The ways a purchase of this price can be paid directly here (a plan, a set meal): none in Weibo;
 * inside WeChat WeChat pay alone, and not above 500 yuan; elsewhere Alipay, then WeChat. None: only
 * coins buy.
 */
export function directPayWays(channel: string, priceFen: number): ChargeWay[] {
  return chargeWaysOf(channel, 'directPay').filter(
    (way) => chargeRefusalText(channel, 'directPay', way, priceFen) === null,
  );
}

/** A custom top-up: whole yuan from 1 to 50,000 (ours; docs/decisions/payments.md). */
export const CUSTOM_TOP_UP_MIN_FEN = 1 * FEN_PER_UNIT;
export const CUSTOM_TOP_UP_MAX_FEN = 50_000 * FEN_PER_UNIT;

/** amountType of the top-up (product-spec §3): a listed product, or an amount the fan types. */
export const AMOUNT_TYPES = { product: 1, custom: 2 } as const;

/** The order status of GET /api/check/pay/status: 2 = paid (calls-errors-spec §7.7). */
export const PAY_STATUS = { awaiting: 1, paid: 2, failed: 3, cancelled: 4 } as const;

/** Where the order id waits while the fan is at the provider's page (product-spec §4). */
export const PAY_ORDER_STORAGE_KEY = 'payOrderId';

export const chargeProductSchema = z.object({
  productId: z.number(),
  /** What the fan pays, yuan ('68.00'). */
  amount: amountText,
  /** Coins it buys (one yuan one coin). */
  coins: amountText,
  /** A label such as 热门, or empty. */
  tag: z.string(),
});
export type ChargeProduct = z.infer<typeof chargeProductSchema>;

/** A top-up bonus coupon (couponType 2) the fan holds: `worth` coins more on a top-up of `useCondition` or more. */
export const chargeCouponSchema = z.object({
  id: z.number(),
  worth: amountText,
  useCondition: amountText,
  validEndTime: z.number(),
});
export type ChargeCoupon = z.infer<typeof chargeCouponSchema>;

/** GET /api/user/queryChargeConfig: what the top-up page offers this fan. */
export const chargeConfigSchema = z.object({
  products: z.array(chargeProductSchema),
  customMin: amountText,
  customMax: amountText,
  coupons: z.array(chargeCouponSchema),
  /** The fan's coins now. */
  balance: amountText,
});
export type ChargeConfig = z.infer<typeof chargeConfigSchema>;

export const queryChargeConfig = defineEndpoint({
  method: 'GET',
  path: '/api/user/queryChargeConfig',
  access: 'reader',
  input: noInput,
  output: chargeConfigSchema,
});

/** A custom amount: whole yuan as digits. */
const yuanInput = int32Input({ min: 1, max: CUSTOM_TOP_UP_MAX_FEN / FEN_PER_UNIT });

/**
 * POST /api/user/new/charge (product-spec §3 "Top-up": productId, amount, amountType,
 * chargeCouponId, bankCard, chargeWayIndex). `from` is the channel the app runs in (every call
 * carries it), `returnUrl` where the provider sends the fan back. bankCard belongs to card
 * payments, which no charge way here uses.
 */
export const newChargeInput = z.object({
  amountType: z.union([z.literal(AMOUNT_TYPES.product), z.literal(AMOUNT_TYPES.custom)]),
  productId: z.optional(idInput),
  amount: z.optional(yuanInput),
  chargeCouponId: z.optional(idInput),
  chargeWayIndex: z.union([z.literal(3), z.literal(4), z.literal(5)]),
  from: z.string().check(z.maxLength(20)),
  returnUrl: z.string().check(z.minLength(1), z.maxLength(500)),
  bankCard: z.optional(z.string().check(z.maxLength(30))),
});

export const newChargeOutputSchema = z.object({
  /** The order id to cache and ask about on return. */
  id: z.number(),
  /** The provider's cashier page to send the fan to. */
  key: z.string(),
});

export const newCharge = defineEndpoint({
  method: 'POST',
  path: '/api/user/new/charge',
  access: 'writer',
  input: newChargeInput,
  output: newChargeOutputSchema,
});

/** What a direct payment buys (preDualPay's `playType`; ours): 1 a plan, the only one yet. */
export const DIRECT_PAY_PLAY_TYPES = { plan: 1 } as const;

/**
 * POST /api/preDualPay/ (calls-errors-spec §7.6; product-spec §3 "Direct pay"): buys a plan through
 * the provider (docs/decisions/plan-purchase.md). `playType` says what is bought (1, a plan),
 * `feeId` the charge way (3 Alipay wap, 4 WeChat wap; no direct pay in Weibo), `planNo` must name
 * the plan `planId`; the price is the server's. Answers like the top-up: the order and the cashier.
 */
export const preDualPay = defineEndpoint({
  method: 'POST',
  path: '/api/preDualPay/',
  access: 'writer',
  input: z.object({
    playType: z.literal(DIRECT_PAY_PLAY_TYPES.plan),
    planId: idInput,
    planNo: z.string().check(z.minLength(1), z.maxLength(40)),
    feeId: z.union([z.literal(3), z.literal(4), z.literal(5)]),
    from: z.string().check(z.maxLength(20)),
    returnUrl: z.string().check(z.minLength(1), z.maxLength(500)),
  }),
  output: newChargeOutputSchema,
});

/**
 * What a paid plan order's money did: `bought` the plan; or the coins stayed in the wallet because
 * the fan `owned` the plan already (bought with coins while the trade was open) or its sales had
 * `closed` (kick-off) when the money arrived.
 */
export const DIRECT_PAY_OUTCOMES = ['bought', 'owned', 'closed'] as const;
export type DirectPayOutcome = (typeof DIRECT_PAY_OUTCOMES)[number];

export const payOrderPlanSchema = z.object({
  planId: z.number(),
  planNo: z.string(),
  /** null until the order is paid. */
  outcome: z.nullable(z.enum(DIRECT_PAY_OUTCOMES)),
  /** The fan's coins now (plan/pay-ok's ableBalance). */
  balance: amountText,
});
export type PayOrderPlan = z.infer<typeof payOrderPlanSchema>;

/** GET /api/check/pay/status {id}: the status of one of the fan's orders. */
export const checkPayStatus = defineEndpoint({
  method: 'GET',
  path: '/api/check/pay/status',
  access: 'reader',
  input: z.object({ id: idInput }),
  output: z.object({
    status: z.number(),
    /** Coins the order credits (with any bonus), for the finish page. */
    coins: amountText,
    /** What it cost. */
    amount: amountText,
    /** A plan order (preDualPay): its plan and what the money did; absent for a top-up. */
    plan: z.optional(payOrderPlanSchema),
  }),
});

/**
 * POST /api/pay/notify: the payment provider's signed notification (not called by the app). The
 * answer's `ack` 'success' tells the provider to stop resending.
 */
export const payNotify = defineEndpoint({
  method: 'POST',
  path: '/api/pay/notify',
  access: 'anyone',
  input: z.object({
    orderId: idInput,
    tradeNo: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
    /** bigint column. */
    amountFen: safeIntInput({ min: 1 }),
    result: z.enum(['paid', 'failed', 'closed']),
    sign: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  }),
  output: z.object({ ack: z.literal('success') }),
});

/**
 * The refusal codes of top-ups, direct payments and the provider's notifications
 * (server/features/wallet/charge says what the fan reads).
 */
export const CHARGE_REFUSAL_CODES = {
  noSuchProduct: 'bad_product',
  badCoupon: 'coupon_unusable',
  wayUnavailable: 'charge_way_unavailable',
  notSold: 'not_for_sale',
  badReturnUrl: 'bad_return_url',
  providerDown: 'pay_unavailable',
  noProvider: 'pay_not_configured',
  badSignature: 'bad_signature',
  unknownOrder: 'order_not_found',
  amountMismatch: 'amount_mismatch',
  tradeMismatch: 'trade_mismatch',
} as const;
