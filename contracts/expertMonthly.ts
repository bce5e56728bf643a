import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { idInput, pageNoInput } from './inputs';
import { int32, int32Input } from './integers';
import { interpretationPageSchema } from './interpretations';
import { tipExpertSchema } from './matchcenter';
import { setMealCardSchema, SET_MEAL_PAGE_SIZE } from './setMeals';
import { dateArg } from './sportdata/args';

/**
 * Expert monthly packages (专家包月, issue 34 §2; product-spec §2 special-home, my-expert-month, §4
 * "monthly-package send status"; calls-errors-spec §7.6 queryMyBaoYueExpertList,
 * queryPrivatePushToday, isAttentExpert; docs/decisions/expert-monthly.md). A monthly package is an
 * expert-specific set meal (pkgExpertType 2): while it lasts, the expert's readings are sent to the
 * fan — each one published that day is pushed privately, and the package's counts open them.
 */

/** product-spec §4: 0 not bought (or not logged in, or unpaid), 1 unused, 2 in use, 3 finished. */
export const SEND_STATUS = { none: 0, unused: 1, inUse: 2, finished: 3 } as const;
export type SendStatus = (typeof SEND_STATUS)[keyof typeof SEND_STATUS];

export const SEND_STATUS_TEXT: Record<SendStatus, string> = {
  0: '未订阅',
  1: '未使用',
  2: '使用中',
  3: '已结束',
};

/** What the rule needs of a bought package; null when the fan holds none. */
export interface MonthlyFacts {
  lookCount: number;
  usedCount: number;
  /** ms. */
  expiresAt: number;
}

/**
 * A monthly package's send status: finished once expired or used up, unused while no reading was
 * opened with it, in use between.
 */
export function sendStatusOf(ticket: MonthlyFacts | null, now: number): SendStatus {
  if (ticket === null) return SEND_STATUS.none;
  if (ticket.expiresAt <= now || ticket.usedCount >= ticket.lookCount) return SEND_STATUS.finished;
  return ticket.usedCount === 0 ? SEND_STATUS.unused : SEND_STATUS.inUse;
}

/** Running: bought and still opening readings (unused or in use). */
export const isRunning = (sendStatus: number): boolean =>
  sendStatus === SEND_STATUS.unused || sendStatus === SEND_STATUS.inUse;

/**
 * Of several packages of one expert, the one that speaks for the fan: a live one before a finished
 * one — in use before unused (the one being spent) — then the latest bought.
 */
export function currentMonthly<T extends MonthlyFacts & { boughtAt: number }>(
  tickets: readonly T[],
  now: number,
): T | null {
  const rank = (t: T) => ({ 2: 0, 1: 1, 3: 2, 0: 3 })[sendStatusOf(t, now)];
  return [...tickets].sort((a, b) => rank(a) - rank(b) || b.boughtAt - a.boughtAt)[0] ?? null;
}

const statusInput = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal('1'),
  z.literal('2'),
  z.literal('3'),
]);
const qiuFlagInput = z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')]);

export const monthlyExpertSchema = z.object({
  ticketId: int32(),
  /** The package's name as bought. */
  name: z.string(),
  expert: tipExpertSchema,
  lookCount: int32(),
  usedCount: int32(),
  boughtAt: z.number(),
  expiresAt: z.number(),
  /** SEND_STATUS 1–3. */
  sendStatus: int32(),
  /** The expert's readings published on the day asked (pushed to the fan). */
  pushCount: int32(),
});
export type MonthlyExpert = z.infer<typeof monthlyExpertSchema>;

/**
 * POST /api/query/queryMyBaoYueExpertList/{pageNo} {pageSize, day, qiuFlag, status}: the fan's
 * monthly packages, newest first — filtered by send status (1–3) and the expert's ball — each with
 * the readings its expert pushed on `day` (yyyy-MM-dd, Beijing; today when left out).
 */
export const myMonthlyExperts = defineEndpoint({
  method: 'POST',
  path: '/api/query/queryMyBaoYueExpertList/{pageNo}',
  access: 'reader',
  input: z.object({
    pageNo: pageNoInput,
    pageSize: z._default(int32Input({ min: 1, max: SET_MEAL_PAGE_SIZE }), SET_MEAL_PAGE_SIZE),
    day: z.optional(dateArg),
    qiuFlag: z.optional(qiuFlagInput),
    status: z.optional(statusInput),
  }),
  output: z.object({
    list: z.array(monthlyExpertSchema),
    pageNo: int32(),
    hasMore: z.boolean(),
    /** The day the push counts are of. */
    day: z.string(),
  }),
});

/**
 * GET /api/query/queryPrivatePushToday {pageNo}: the readings published today (Beijing) by the
 * experts whose monthly package the fan holds live, newest first, ten a page — the day's private
 * push.
 */
export const privatePushToday = defineEndpoint({
  method: 'GET',
  path: '/api/query/queryPrivatePushToday',
  access: 'reader',
  input: z.object({ pageNo: z._default(pageNoInput, 1) }),
  output: interpretationPageSchema,
});

/**
 * GET /api/interpretation/isAttentExpert/{expertId}: whether the viewer follows the expert, the
 * send status of their monthly package of the expert (0 for a guest), and the expert's monthly
 * package on sale (its id), if any.
 */
export const isAttentExpert = defineEndpoint({
  method: 'GET',
  path: '/api/interpretation/isAttentExpert/{expertId}',
  access: 'anyone',
  input: z.object({ expertId: idInput }),
  output: z.object({
    attention: z.boolean(),
    sendStatus: int32(),
    /** Readings left on the live monthly package; 0 without one. */
    left: int32(),
    monthlyPkgId: z.nullable(int32()),
  }),
});

export const monthlyOfferSchema = z.object({
  meal: setMealCardSchema,
  expert: tipExpertSchema,
  /** SEND_STATUS of the viewer's package of this expert (0 for a guest or none bought). */
  sendStatus: int32(),
  /** Readings left on that package while live; 0 otherwise. */
  left: int32(),
  /** The expert's readings on sale now. */
  onSaleCount: int32(),
});
export type MonthlyOffer = z.infer<typeof monthlyOfferSchema>;

/**
 * GET /api/setMeal/monthly/list {pageNo}: the experts' monthly packages on sale (special-home), the
 * experts with the most followers first, each with the viewer's send status.
 */
export const monthlyOffers = defineEndpoint({
  method: 'GET',
  path: '/api/setMeal/monthly/list',
  access: 'anyone',
  input: z.object({ pageNo: z._default(pageNoInput, 1) }),
  output: z.object({ list: z.array(monthlyOfferSchema), pageNo: int32(), hasMore: z.boolean() }),
});
