import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { idInput } from './inputs';
import { int32, int32Input } from './integers';

/**
 * Evaluating an interpretation (解读评价, issue 34 §1; calls-errors-spec §7.6): after it settled, a
 * buyer gives 1–5 stars in the spec's three dimensions — the expert's attitude, the content's
 * quality and the result — once. The expert's score averages what buyers gave. The spec does not
 * shape `evaluateData`; ours is the three star counts (docs/decisions/interpretation-evaluation.md).
 */

export const EVALUATION_DIMENSIONS = ['attitude', 'quality', 'result'] as const;
export type EvaluationDimension = (typeof EVALUATION_DIMENSIONS)[number];

/** What fans read for each dimension. */
export const EVALUATION_DIMENSION_NAMES: Record<EvaluationDimension, string> = {
  attitude: '服务态度',
  quality: '内容质量',
  result: '推荐结果',
};

export const STARS = { min: 1, max: 5 } as const;

const stars = int32Input(STARS);

export const evaluateDataSchema = z.object({ attitude: stars, quality: stars, result: stars });
export type EvaluateData = z.infer<typeof evaluateDataSchema>;

const givenSchema = z.object({
  attitude: int32(),
  quality: int32(),
  result: int32(),
  createdAt: z.number(),
});

/** Whether the viewer may evaluate the reading now, and what they gave if they did. */
export const evaluationStateSchema = z.object({
  /** open: they may; done: they did (`mine`); closed: not for them now (`reason` says why). */
  state: z.enum(['open', 'done', 'closed']),
  /** The viewer bought the reading: only buyers evaluate, so the page shows nothing to others. */
  buyer: z.boolean(),
  reason: z.nullable(z.string()),
  mine: z.nullable(givenSchema),
});
export type EvaluationState = z.infer<typeof evaluationStateSchema>;

/** GET /api/interpretation/evaluate/{id}: the viewer's evaluation of the reading, or why not yet. */
export const evaluationState = defineEndpoint({
  method: 'GET',
  path: '/api/interpretation/evaluate/{id}',
  access: 'reader',
  input: z.object({ id: idInput }),
  output: evaluationStateSchema,
});

/**
 * POST /api/interpretation/evaluate/{id} {evaluateData, qiuFlag, expertId}: the buyer's stars,
 * once. The spec's qiuFlag and expertId are accepted and ignored: the reading names its expert.
 */
export const evaluateInterpretation = defineEndpoint({
  method: 'POST',
  path: '/api/interpretation/evaluate/{id}',
  access: 'writer',
  input: z.object({
    id: idInput,
    evaluateData: evaluateDataSchema,
    qiuFlag: z.optional(z.unknown()),
    expertId: z.optional(z.unknown()),
  }),
  output: evaluationStateSchema,
});

/** An expert's score from buyers' evaluations: averages to one decimal, null before any. */
export const expertScoreSchema = z.object({
  expertId: int32(),
  count: int32(),
  attitude: z.nullable(z.number()),
  quality: z.nullable(z.number()),
  result: z.nullable(z.number()),
  /** The three averaged together. */
  overall: z.nullable(z.number()),
});
export type ExpertScore = z.infer<typeof expertScoreSchema>;

/** GET /api/inter/score/{expertId}: the expert's interpretation score. */
export const interpretationScore = defineEndpoint({
  method: 'GET',
  path: '/api/inter/score/{expertId}',
  access: 'anyone',
  input: z.object({ expertId: idInput }),
  output: expertScoreSchema,
});

/**
 * GET /api/check/evaluate/send/coupon {interId}: whether evaluating this reading earned the fan a
 * coupon (评价有礼: given with the evaluation), its id, and what to tell them.
 */
export const evaluationCoupon = defineEndpoint({
  method: 'GET',
  path: '/api/check/evaluate/send/coupon',
  access: 'reader',
  input: z.object({ interId: idInput }),
  output: z.object({ sent: z.boolean(), couponId: z.nullable(int32()), msg: z.string() }),
});

export const EVALUATION_REFUSAL_CODES = {
  notBuyer: 'evaluation_not_buyer',
  notSettled: 'evaluation_not_settled',
  done: 'evaluation_done',
} as const;
