import { z } from 'zod/mini';
import { DAY_MS } from '../domain/time';
import { defineEndpoint } from './endpoint';
import { idInput, pageNoInput, requestIdInput } from './inputs';
import { int32, int32Input } from './integers';
import { ticketSchema } from './setMeals';
import { unsignedAmountText as amountText } from './wallet/balance';

/**
 * VIP membership (会员, issue 35 §2; product-spec §3 "Vip info", "VIP level", "VIP status", §4 "VIP",
 * §9 benefit values and counts; calls-errors-spec §7.10): what a level and a status mean, the
 * derivations the spec defines, the benefits, the catalogue's shape, and the calls. One definition
 * for the server that sells memberships and the screens that show them (docs/decisions/vip.md).
 */

// ── Levels, statuses and what they derive ──────────────────────────────────────────────────────

/** product-spec §3: 0 none, 1 and 3 red list, 2 super red list, 4 and 6 data member. */
export const VIP_LEVEL = { none: 0, redList: 1, superRedList: 2, data: 4 } as const;
/** The super red-list level: status 1 on it means a trial (product-spec §4 "VIP"). */
export const SUPER_VIP_LEVEL = VIP_LEVEL.superRedList;
export const VIP_STATUS = { valid: 0, trial: 1, expired: 2 } as const;

type Standing = { vipMemberLevel: number; vipStatus: number };
type Period = { startTime: number | null; endTime: number | null };

/** isVipNow: the VIP level, unless the level is 0 or the status is 2 (expired), then 0. */
export function isVipNow(vip: Standing | null | undefined): number {
  if (!vip || vip.vipMemberLevel === 0 || vip.vipStatus === VIP_STATUS.expired) return 0;
  return vip.vipMemberLevel;
}

/** isVipTry: on trial (status 1) at the super VIP level. */
export function isVipTry(vip: Standing | null | undefined): boolean {
  return vip?.vipStatus === VIP_STATUS.trial && vip.vipMemberLevel === SUPER_VIP_LEVEL;
}

/**
 * timeThrough: the percent of the VIP period elapsed at `now`, with 2 decimals, clamped to 0–100;
 * 0 without a period.
 */
export function timeThrough(vip: Period | null | undefined, now: number): number {
  if (!vip || vip.startTime === null || vip.endTime === null || vip.endTime <= vip.startTime)
    return 0;
  const ratio = (now - vip.startTime) / (vip.endTime - vip.startTime);
  const percent = Math.min(100, Math.max(0, ratio * 100));
  return Math.round(percent * 100) / 100;
}

/** Whole days left of a VIP period (a started day counts), 0 once it has ended. */
export function vipDaysLeft(vip: Pick<Period, 'endTime'> | null | undefined, now: number): number {
  if (!vip || vip.endTime === null || vip.endTime <= now) return 0;
  return Math.ceil((vip.endTime - now) / DAY_MS);
}

/** VIP level names (product-spec §3 enumerations); '' for none. */
export function vipLevelName(level: number): string {
  if (level === 1 || level === 3) return '红单会员';
  if (level === 2) return '超级红单会员';
  if (level === 4 || level === 6) return '数据会员';
  return '';
}

/** The levels' families: the red list's two codes are one membership, the data member's too. */
export function vipFamilyOf(level: number): number {
  if (level === 3) return VIP_LEVEL.redList;
  if (level === 6) return VIP_LEVEL.data;
  return level;
}

/**
 * What a purchase of `days` at `level` makes of the fan's period at `now` (docs/decisions/vip.md):
 * the same membership running (valid, not a trial) extends from its end; a trial, an expired period
 * or none starts now; another membership running is refused ('otherLevel') — the fan is told to wait
 * for its end rather than lose what they paid for. `addedFrom` is where this purchase's own days
 * begin (its gifts count from there).
 */
export function periodOnPurchase(
  current: Standing & Period,
  purchase: { level: number; days: number },
  now: number,
):
  | { ok: true; start: number; end: number; addedFrom: number }
  | { ok: false; reason: 'otherLevel' } {
  const running =
    isVipNow(current) !== 0 &&
    current.vipStatus === VIP_STATUS.valid &&
    current.endTime !== null &&
    current.endTime > now;
  const length = purchase.days * DAY_MS;
  if (!running) return { ok: true, start: now, end: now + length, addedFrom: now };
  if (vipFamilyOf(current.vipMemberLevel) !== vipFamilyOf(purchase.level))
    return { ok: false, reason: 'otherLevel' };
  const end = current.endTime!;
  return { ok: true, start: current.startTime ?? now, end: end + length, addedFrom: end };
}

/** A gift package per whole 30 days bought (at least one): 30 → 1, 90 → 3, 365 → 12. */
export const GIFT_MONTH_DAYS = 30;
export const giftMonthsOf = (days: number) => Math.max(1, Math.floor(days / GIFT_MONTH_DAYS));

/** The trial (hd/vip/try): the super red list, this many days, once per account. */
export const VIP_TRIAL_DAYS = 3;

/** Auto-renewal tells the fan this long before it charges. */
export const RENEWAL_NOTICE_DAYS = 3;

// ── Benefits (product-spec §9) ─────────────────────────────────────────────────────────────────

/** What three of the benefits are worth, in yuan (product-spec §9). */
export const VIP_BENEFIT_VALUES = { windVane: 108, innovationIndex: 188, teamIntel: 68 } as const;

export interface VipBenefit {
  key: string;
  name: string;
  desc: string;
  /** Worth this many yuan, where the spec values it. */
  value?: number;
  /** The families that have it. */
  families: readonly number[];
}

const ALL = [VIP_LEVEL.redList, VIP_LEVEL.superRedList, VIP_LEVEL.data] as const;
const RED = [VIP_LEVEL.redList, VIP_LEVEL.superRedList] as const;
const SUPER = [VIP_LEVEL.superRedList] as const;

/**
 * The benefits, in the order the member centre lists them. Counts per level (product-spec §9): red
 * list 11, super red list 13, data member 9.
 */
export const VIP_BENEFITS: readonly VipBenefit[] = [
  { key: 'monthly', name: '每月套餐', desc: '每月赠送竞彩套餐次数', families: RED },
  { key: 'halfPrice', name: '半价解读', desc: '每月若干次半价查看解读', families: RED },
  {
    key: 'windVane',
    name: '专家风向标',
    desc: '资金流向与概率变化',
    value: VIP_BENEFIT_VALUES.windVane,
    families: ALL,
  },
  {
    key: 'innovationIndex',
    name: '创新指数',
    desc: '赔率隐含概率走势',
    value: VIP_BENEFIT_VALUES.innovationIndex,
    families: ALL,
  },
  {
    key: 'teamIntel',
    name: '球队情报',
    desc: '伤停与近况汇总',
    value: VIP_BENEFIT_VALUES.teamIntel,
    families: ALL,
  },
  { key: 'exclusiveData', name: '会员专属数据', desc: '赛前独家数据', families: ALL },
  { key: 'probability', name: '概率变化', desc: '胜平负概率随时间变化', families: ALL },
  { key: 'badge', name: '会员标识', desc: '昵称旁的会员标识', families: ALL },
  { key: 'service', name: '专属客服', desc: '会员专线优先处理', families: ALL },
  { key: 'remind', name: '开赛提醒', desc: '关注比赛优先提醒', families: ALL },
  { key: 'stats', name: '高级统计', desc: '数据库进阶统计', families: ALL },
  { key: 'superPicks', name: '超级红单推荐', desc: '精选专家推荐', families: SUPER },
  { key: 'superEvents', name: '专属活动', desc: '超级会员专享活动', families: SUPER },
];

/** The benefits a level has, in order. */
export const benefitsOf = (level: number): VipBenefit[] =>
  VIP_BENEFITS.filter((b) => b.families.includes(vipFamilyOf(level)));

// ── The catalogue and the fan's membership ─────────────────────────────────────────────────────

export const vipProductSchema = z.object({
  id: int32(),
  level: int32(),
  /** 红单会员 · 月卡. */
  name: z.string(),
  days: int32(),
  /** In coins. */
  price: amountText,
  /** What the same days cost at the monthly price, when this one saves (季卡); else the price. */
  originalPrice: amountText,
  /** price / 30, 2 decimals (the pay reminder's 每天仅需). */
  perDay: z.string(),
  monthlySetMealCount: int32(),
  halfPriceCount: int32(),
  /** The data membership gifted with it, worth this many coins ('0.00' for none). */
  giftedDataValue: amountText,
  tag: z.nullable(z.string()),
});
export type VipProduct = z.infer<typeof vipProductSchema>;

/** vip/buy's and vip/index's `type`: the entry a purchase came from, kept on its order. */
export const vipEntryInput = z._default(
  z.union([z.literal(2), z.literal(3), z.literal('2'), z.literal('3')]),
  2,
);

/** GET /api/vip/products: the memberships on sale, by level then length. */
export const vipProducts = defineEndpoint({
  method: 'GET',
  path: '/api/vip/products',
  access: 'anyone',
  input: z.object({}),
  output: z.object({ list: z.array(vipProductSchema) }),
});

/** GET /api/vip/gpkDesc/{vipMemberLevel}: a level's gift package and benefits, as the centre shows. */
export const vipGiftDesc = defineEndpoint({
  method: 'GET',
  path: '/api/vip/gpkDesc/{vipMemberLevel}',
  access: 'anyone',
  input: z.object({ vipMemberLevel: int32Input({ min: 1, max: 6 }) }),
  output: z.object({
    level: int32(),
    name: z.string(),
    monthlySetMealCount: int32(),
    halfPriceCount: int32(),
    giftedDataValue: amountText,
    benefitCount: int32(),
  }),
});

/**
 * POST /api/vip/pay {productId, requestId, type}: buys a membership with coins (the commerce core's
 * purchase): the period starts now or extends the one running; the first month's gift arrives at
 * once. A repeat of the request answers the same order.
 */
export const buyVip = defineEndpoint({
  method: 'POST',
  path: '/api/vip/pay',
  access: 'writer',
  input: z.object({
    productId: idInput,
    requestId: requestIdInput,
    type: vipEntryInput,
    /** A bargain of the fan's, open: bought at its price. */
    bargainId: z.optional(idInput),
  }),
  output: z.object({
    orderId: int32(),
    /** The fan's coins after the purchase. */
    balance: amountText,
    endTime: z.number(),
  }),
});

/**
 * POST /api/pay/preDualVipPay {chargeWay, productId, from, returnUrl, requestId}: pays a membership
 * directly through the provider; answers the order's id and the cashier's address (`key`).
 */
export const preDualVipPay = defineEndpoint({
  method: 'POST',
  path: '/api/pay/preDualVipPay',
  access: 'writer',
  input: z.object({
    chargeWay: z.union([z.literal(3), z.literal(4), z.literal(5)]),
    productId: idInput,
    from: z.string().check(z.maxLength(20)),
    returnUrl: z.string().check(z.minLength(1), z.maxLength(500)),
    requestId: requestIdInput,
  }),
  output: z.object({ id: int32(), key: z.string() }),
});

/** POST /api/vip/try: the super red list for VIP_TRIAL_DAYS days, once per account. */
export const tryVip = defineEndpoint({
  method: 'POST',
  path: '/api/vip/try',
  access: 'writer',
  input: z.object({}),
  output: z.object({ startTime: z.number(), endTime: z.number() }),
});

/** GET /api/vip/try/status: whether the fan may still take the trial, and why not. */
export const vipTryStatus = defineEndpoint({
  method: 'GET',
  path: '/api/vip/try/status',
  access: 'reader',
  input: z.object({}),
  output: z.object({
    canTry: z.boolean(),
    /** Why not, in the fan's words; '' when they can. */
    reason: z.string(),
    days: int32(),
  }),
});

/** POST /api/vip/autoRenew {on}: auto-renewal on or off (off by default). */
export const setVipAutoRenew = defineEndpoint({
  method: 'POST',
  path: '/api/vip/autoRenew',
  access: 'writer',
  input: z.object({ on: z.boolean() }),
  output: z.object({ autoRenew: z.boolean() }),
});

export const vipOrderSchema = z.object({
  id: int32(),
  /** 'buy', 'trial', 'renew'. */
  kind: z.string(),
  name: z.string(),
  level: int32(),
  days: int32(),
  price: amountText,
  periodStart: z.number(),
  periodEnd: z.number(),
  createTime: z.number(),
});
export type VipOrder = z.infer<typeof vipOrderSchema>;

export const VIP_PAGE_SIZE = 20;

/** POST /api/vip/vipOrderRecord {pageNo, vipMemberId}: the fan's orders, newest first (a level's). */
export const vipOrderRecord = defineEndpoint({
  method: 'POST',
  path: '/api/vip/vipOrderRecord',
  access: 'reader',
  input: z.object({
    pageNo: z._default(pageNoInput, 1),
    /** A level to show the orders of; absent or 0: every order. */
    vipMemberId: z.optional(int32Input({ min: 0, max: 6 })),
  }),
  output: z.object({ list: z.array(vipOrderSchema), pageNo: int32(), hasMore: z.boolean() }),
});

export const vipGiftSchema = z.object({
  id: int32(),
  name: z.string(),
  level: int32(),
  monthlySetMealCount: int32(),
  halfPriceCount: int32(),
  startsAt: z.number(),
  expiresAt: z.number(),
  /** 'pending' (its month has not begun), 'active', 'expired'. */
  status: z.enum(['pending', 'active', 'expired']),
});
export type VipGift = z.infer<typeof vipGiftSchema>;

/** POST /api/vip/giftRecord {pageNo}: the fan's monthly gift packages, the latest month first. */
export const vipGiftRecord = defineEndpoint({
  method: 'POST',
  path: '/api/vip/giftRecord',
  access: 'reader',
  input: z.object({ pageNo: z._default(pageNoInput, 1) }),
  output: z.object({ list: z.array(vipGiftSchema), pageNo: int32(), hasMore: z.boolean() }),
});

/** GET /api/vip/giftRecordDetail/{giftPackgeId}: one gift, its set-meal ticket and discount card. */
export const vipGiftDetail = defineEndpoint({
  method: 'GET',
  path: '/api/vip/giftRecordDetail/{giftPackgeId}',
  access: 'reader',
  input: z.object({ giftPackgeId: idInput }),
  output: z.object({
    gift: vipGiftSchema,
    ticket: z.nullable(ticketSchema),
    discountCard: z.nullable(
      z.object({ worth: int32(), count: int32(), usedCount: int32(), expiresAt: z.number() }),
    ),
  }),
});

export const VIP_REFUSAL_CODES = {
  productNotFound: 'vip_product_not_found',
  /** The same purchase request again: its order is the answer (direct pay is refused). */
  bought: 'vip_bought',
  /** Memberships are not paid with coupons or discount cards. */
  noCoupon: 'vip_no_coupon',
  otherLevel: 'vip_other_level',
  trialUsed: 'vip_trial_used',
  giftNotFound: 'vip_gift_not_found',
  bargainNotFound: 'vip_bargain_not_found',
  bargainOwn: 'vip_bargain_own',
  bargainHelped: 'vip_bargain_helped',
  bargainClosed: 'vip_bargain_closed',
} as const;
