import { z } from 'zod/mini';
import { couponClientInput } from './coupons';
import { defineEndpoint } from './endpoint';
import { idInput, pageNoInput, requestIdInput } from './inputs';
import { int32, int32Input } from './integers';
import { tipExpertSchema } from './matchcenter';
import { unsignedAmountText as amountText } from './wallet/balance';

/**
 * Set meals (套餐, issue 34 §2; product-spec §2 "Set-meal list screen", §3 "Set-meal", §4 "Set-meal
 * payment", §5; calls-errors-spec §7.7): packages of readings a fan buys once and spends reading by
 * reading. Scope 1 (jingcai: football and basketball) reads jingcai interpretations; scope 2 (the
 * old football lottery) reads fourteen-match and pick-nine ones only; an expert-specific package
 * (pkgExpertType 2) reads its expert's only. Validity runs from the order date; expired, the
 * readings left are void. The rules are `ticketRefusals`, shared by the server that enforces them
 * and the screens that explain them.
 */

export const SET_MEAL_SCOPE = { jingcai: 1, oldLottery: 2 } as const;
/** The interpretation type each scope reads (INTERPRETATION_TYPE: 0 jingcai, 3 old lottery). */
const SCOPE_READS: Record<number, number> = { 1: 0, 2: 3 };
export const SET_MEAL_PAGE_SIZE = 10;
/** pkgExpertType: 2 = for one expert's readings only. */
export const EXPERT_SPECIFIC = 2;

/** What the rule needs of a ticket. */
export interface TicketFacts {
  scope: number;
  pkgExpertId: number | null;
  lookCount: number;
  usedCount: number;
  /** ms since the epoch. */
  expiresAt: number;
}

/** What the rule needs of a reading. */
export interface ReadingFacts {
  /** 0 jingcai, 3 old lottery. */
  type: number;
  expertId: number;
}

/** Why a ticket cannot pay for a reading, each in the fan's words. */
export const TICKET_REASONS = {
  expired: '套餐已过期',
  usedUp: '套餐次数已用完',
  jingcaiOnly: '竞彩足篮套餐不能查看十四场、任九解读',
  oldLotteryOnly: '十四场套餐只能查看十四场、任九解读',
  otherExpert: '专家专属套餐只能查看该专家的解读',
} as const;
export type TicketReason = keyof typeof TICKET_REASONS;

/** Every reason the ticket cannot pay for the reading now; empty when it can. */
export function ticketRefusals(
  ticket: TicketFacts,
  reading: ReadingFacts,
  now: number,
): TicketReason[] {
  const reasons: TicketReason[] = [];
  if (ticket.expiresAt <= now) reasons.push('expired');
  if (ticket.usedCount >= ticket.lookCount) reasons.push('usedUp');
  if (SCOPE_READS[ticket.scope] !== reading.type)
    reasons.push(ticket.scope === SET_MEAL_SCOPE.oldLottery ? 'oldLotteryOnly' : 'jingcaiOnly');
  if (ticket.pkgExpertId !== null && ticket.pkgExpertId !== reading.expertId)
    reasons.push('otherExpert');
  return reasons;
}

// ── The packages on sale ───────────────────────────────────────────────────────────────────────

export const setMealCardSchema = z.object({
  id: int32(),
  scope: int32(),
  name: z.string(),
  tipsTag: z.nullable(z.string()),
  expireDays: int32(),
  lookCount: int32(),
  buyNum: int32(),
  /** The original price, in coins. */
  totalAmount: amountText,
  /** What it sells for. */
  discountAmount: amountText,
  /** The discount in tenths (8.5折); null when not discounted. */
  discountDesc: z.nullable(z.string()),
  pkgExpertType: int32(),
  pkgExpertId: z.nullable(int32()),
  /** The expert of an expert-specific package. */
  nickname: z.nullable(z.string()),
});
export type SetMealCard = z.infer<typeof setMealCardSchema>;

const scopeInput = z.union([z.literal('1'), z.literal('2'), z.literal(1), z.literal(2)]);

/** GET /api/setMeal/list/{scope} {pageNo, pageSize}: the packages on sale in a scope. */
export const setMealList = defineEndpoint({
  method: 'GET',
  path: '/api/setMeal/list/{scope}',
  access: 'anyone',
  input: z.object({
    scope: scopeInput,
    pageNo: z._default(pageNoInput, 1),
    pageSize: z._default(int32Input({ min: 1, max: SET_MEAL_PAGE_SIZE }), SET_MEAL_PAGE_SIZE),
  }),
  output: z.object({
    list: z.array(setMealCardSchema),
    pageNo: int32(),
    hasMore: z.boolean(),
    /** The customer-service phone of the ordering notice, when the service has one. */
    servicePhone: z.nullable(z.string()),
  }),
});

/** GET /api/setMeal/expert/list: the experts the set-meal screen recommends. */
export const setMealExperts = defineEndpoint({
  method: 'GET',
  path: '/api/setMeal/expert/list',
  access: 'anyone',
  input: z.object({}),
  output: z.object({ list: z.array(tipExpertSchema) }),
});

/** GET /api/setMeal/new/count {expertId}: the fan's readings left by scope, coins and cards. */
export const setMealCount = defineEndpoint({
  method: 'GET',
  path: '/api/setMeal/new/count',
  access: 'reader',
  input: z.object({ expertId: z.optional(idInput) }),
  output: z.object({
    jcResult: z.object({ sum: int32() }),
    sfcResult: z.object({ sum: int32() }),
    balance: amountText,
    /** Discount cards come with coupons (issue 35): none yet, worth the default 10 (no discount). */
    discountCardNum: int32(),
    discountCardWorth: int32(),
  }),
});

/**
 * Buys a package with coins, at the spec's path (§7.7) but as a POST: it moves money. `requestId`
 * names this purchase — a fan may hold several tickets of one package — so a retry buys once.
 */
export const buySetMeal = defineEndpoint({
  method: 'POST',
  path: '/api/setMeal/pay',
  access: 'writer',
  input: z.object({ pkgId: idInput, requestId: requestIdInput }),
  output: z.object({ ticketId: int32(), balance: amountText }),
});

/**
 * POST /api/pay/preDualSetMealPay {chargeWay, planId (the package), from, returnUrl, requestId}: pays a
 * package directly through the provider; answers the order's id and the cashier's address (`key`).
 */
export const preDualSetMealPay = defineEndpoint({
  method: 'POST',
  path: '/api/pay/preDualSetMealPay',
  access: 'writer',
  input: z.object({
    /** 3 Alipay wap, 4 WeChat wap, 5 Weibo wap (product-spec §4). */
    chargeWay: z.union([z.literal(3), z.literal(4), z.literal(5)]),
    planId: idInput,
    /** The channel the app runs in (preDualPay's `from`): it decides the ways. */
    from: z.string().check(z.maxLength(20)),
    returnUrl: z.string().check(z.minLength(1), z.maxLength(500)),
    requestId: requestIdInput,
  }),
  output: z.object({ id: int32(), key: z.string() }),
});

// ── A fan's tickets ────────────────────────────────────────────────────────────────────────────

export const ticketSchema = z.object({
  id: int32(),
  name: z.string(),
  scope: int32(),
  pkgExpertId: z.nullable(int32()),
  lookCount: int32(),
  usedCount: int32(),
  boughtAt: z.number(),
  expiresAt: z.number(),
  /** valid, usedUp, expired. */
  status: z.enum(['valid', 'usedUp', 'expired']),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** POST /api/setMeal/record/list {pageNo}: the fan's tickets, newest first (set-meal-record). */
export const setMealRecord = defineEndpoint({
  method: 'POST',
  path: '/api/setMeal/record/list',
  access: 'reader',
  input: z.object({ pageNo: z._default(pageNoInput, 1) }),
  output: z.object({ list: z.array(ticketSchema), pageNo: int32(), hasMore: z.boolean() }),
});

/**
 * GET /api/uc/inter/setMeal {interId, raceType}: the fan's live tickets and, for each, whether it
 * can pay for this reading and why not (TICKET_REASONS' words).
 */
export const ticketsForReading = defineEndpoint({
  method: 'GET',
  path: '/api/uc/inter/setMeal',
  access: 'reader',
  input: z.object({ interId: idInput, raceType: z.optional(z.unknown()) }),
  output: z.object({
    list: z.array(z.object({ ticket: ticketSchema, reasons: z.array(z.string()) })),
  }),
});

/** payType of uc/inter/offer/pay: 2 a set-meal ticket, 3 a coupon (issue 35). */
export const OFFER_PAY_TYPE = { ticket: 2, coupon: 3 } as const;

/**
 * Pays for a reading with an offer — a set-meal ticket (payType 2, it spends a count) or a coupon
 * (payType 3, the coupon's part off and the rest in coins, as uc/interpretation/pay with a couponId)
 * — at the spec's path as a POST. A reading the fan owns already answers as bought and spends
 * nothing.
 */
export const payWithOffer = defineEndpoint({
  method: 'POST',
  path: '/api/uc/inter/offer/pay',
  access: 'writer',
  input: z.object({
    interId: idInput,
    offerId: idInput,
    payType: z.union([z.literal(2), z.literal(3), z.literal('2'), z.literal('3')]),
    /** The client the fan buys in: a coupon's client rule reads it. */
    from: couponClientInput,
  }),
  output: z.object({
    interpretationId: int32(),
    /** The ticket's readings left after this one; with a coupon, the fan's reading coupons left. */
    left: int32(),
  }),
});

export const SET_MEAL_REFUSAL_CODES = {
  notFound: 'set_meal_not_found',
  bought: 'set_meal_bought',
  ticketNotFound: 'set_meal_ticket_not_found',
  ticketRefused: 'set_meal_ticket_refused',
  /** A package is not a thing a coupon pays for. */
  noCoupon: 'set_meal_no_coupon',
  /** Packages are for low-consumption fans only (product-spec §6). */
  notLow: 'set_meal_not_low',
} as const;
