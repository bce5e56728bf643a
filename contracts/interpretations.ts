import { z } from 'zod/mini';
import { unsignedAmountText as amountText } from './wallet/balance';
import { defineEndpoint } from './endpoint';
import { idInput } from './inputs';
import { int32 } from './integers';
import { tipExpertSchema } from './matchcenter';
import { planMatchSchema } from './plans';

/**
 * Interpretations (解读, issue 34 §1): an expert's written reading of a match, sold one by one
 * (calls-errors-spec §7.6). Reading one and buying it with coins, through the commerce core as plans
 * are; the content is the interpretation format (contracts/interpretation.ts).
 */

/** The jiedu-list types: 0 jingcai, 3 old football lottery (fourteen-match and pick-nine). */
export const INTERPRETATION_TYPE = { jingcai: 0, oldLottery: 3 } as const;

/** GET /api/interpretation/look/{id}: what the 解读详情 page shows this viewer. */
export const interpretationDetailSchema = z.object({
  id: int32(),
  /** Written by the expert: shown as text. */
  title: z.string(),
  /** The free teaser everyone reads. */
  summary: z.string(),
  /** In coins; '0.00' is free. */
  price: amountText,
  /** INTERPRETATION_TYPE. */
  type: int32(),
  publishedAt: z.number(),
  /** 0 pending, 1 won (红), 2 lost (黑), 3 void: as plans (PLAN_RESULT). */
  result: int32(),
  lookCount: int32(),
  /** For sale until the match kicks off. */
  onSale: z.boolean(),
  /** Bought, free, the viewer's own, or the match is over (readings are public after it). */
  unlocked: z.boolean(),
  /** The reading's picks in the interpretation format: only when unlocked, else null. */
  content: z.nullable(z.string()),
  /** How many picks the content carries, told to everyone; which ones stay in `content`. */
  pickCount: int32(),
  expert: tipExpertSchema,
  match: planMatchSchema,
});
export type InterpretationDetail = z.infer<typeof interpretationDetailSchema>;

export const interpretationDetail = defineEndpoint({
  method: 'GET',
  path: '/api/interpretation/look/{id}',
  access: 'anyone',
  input: z.object({ id: idInput }),
  output: interpretationDetailSchema,
});

/**
 * Buys the interpretation with coins, at the spec's path (§7.6) but as a POST: it moves money, so it
 * carries the header token like every change and is never a GET a browser may prefetch or replay. A
 * fan buys once: a repeated or concurrent request answers the first purchase and charges nothing
 * more; a short balance is the spec's ' wallet.not.enough'.
 */
export const payInterpretation = defineEndpoint({
  method: 'POST',
  path: '/api/uc/interpretation/pay/{id}',
  access: 'writer',
  input: z.object({ id: idInput }),
  output: z.object({
    interpretationId: int32(),
    /** The fan's coins after the purchase (pay-ok's ableBalance). */
    balance: amountText,
  }),
});

/** Why an interpretation cannot be read or bought now (the refusals' codes). */
export const INTERPRETATION_REFUSAL_CODES = {
  notFound: 'interpretation_not_found',
  closed: 'interpretation_closed',
  free: 'interpretation_free',
  own: 'interpretation_own',
  bought: 'interpretation_bought',
  /** Direct pay (preDualPay) does not sell interpretations yet: coins do. */
  noDirectPay: 'interpretation_no_direct_pay',
} as const;

/** No such interpretation (or not published yet), as the fan reads it wherever one is looked up. */
export const INTERPRETATION_NOT_FOUND = {
  status: 404,
  code: INTERPRETATION_REFUSAL_CODES.notFound,
  msg: '解读不存在',
} as const;
