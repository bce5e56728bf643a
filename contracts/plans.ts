import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { idInput } from './inputs';
import { tipExpertSchema } from './matchcenter';

/**
 * A plan (方案) and buying it with coins (issue 19, its first slice: the purchase through the
 * ledger; product-spec §2 "Plans", calls-errors-spec §8 the balance dialog). The spec names the
 * screens (plan/{id}, plan/pay-charge, plan/pay-ok, plan/pay-error) but not the calls that read and
 * buy a plan with coins: ours are below (docs/decisions/plan-purchase.md).
 */

const amountText = z.string().check(z.regex(/^\d+\.\d{2}$/));

export const planMatchSchema = z.object({
  matchId: z.int(),
  /** 1 football, 2 basketball. */
  sport: z.int(),
  leagueName: z.string(),
  homeName: z.string(),
  awayName: z.string(),
  /** Kick-off, ms since the epoch. */
  matchTime: z.number(),
  /** The match's status code (product-spec §4 "Status codes"). */
  status: z.int(),
  homeScore: z.int(),
  awayScore: z.int(),
});
export type PlanMatch = z.infer<typeof planMatchSchema>;

/** GET /api/plan/detail/{id}: what the plan page shows this viewer. */
export const planDetailSchema = z.object({
  id: z.int(),
  planNo: z.string(),
  /** Written by the expert: shown as text. */
  title: z.string(),
  /** The free analysis everyone reads. */
  summary: z.string(),
  /** In coins; '0.00' is free. */
  price: amountText,
  /** 不中退款: the coins come back if it loses. */
  refundIfLost: z.boolean(),
  /** 1 football, 2 basketball, 3 fourteen-match, 4 pick-nine, 5 single match. */
  raceType: z.int(),
  publishedAt: z.number(),
  /** 0 pending, 1 won (red), 2 lost (black), 3 void. */
  result: z.int(),
  lookCount: z.int(),
  /** For sale until the match kicks off. */
  onSale: z.boolean(),
  /** The viewer bought it (or it is free, or it is theirs). */
  unlocked: z.boolean(),
  /**
   * The paid pick, in the interpretation format (contracts/interpretation.ts): only when
   * unlocked; null otherwise.
   */
  content: z.nullable(z.string()),
  expert: tipExpertSchema,
  match: planMatchSchema,
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

export const planDetail = defineEndpoint({
  method: 'GET',
  path: '/api/plan/detail/{id}',
  access: 'anyone',
  input: z.object({ id: idInput }),
  output: planDetailSchema,
});

/**
 * POST /api/plan/pay/{id}: buys the plan with coins. A fan buys a plan once: a repeated or
 * concurrent request answers the first purchase and charges nothing more. A short balance is the
 * spec's ' wallet.not.enough' with the dialog's text.
 */
export const payPlan = defineEndpoint({
  method: 'POST',
  path: '/api/plan/pay/{id}',
  access: 'writer',
  input: z.object({ id: idInput }),
  output: z.object({
    planId: z.int(),
    /** The fan's coins after the purchase (plan/pay-ok's ableBalance). */
    balance: amountText,
  }),
});

/** Why a plan cannot be bought now (the refusals' codes). */
export const PLAN_REFUSAL_CODES = {
  notFound: 'plan_not_found',
  closed: 'plan_closed',
  free: 'plan_free',
  own: 'plan_own',
} as const;
