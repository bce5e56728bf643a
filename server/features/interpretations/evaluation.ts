import { and, avg, count, eq } from 'drizzle-orm';
import {
  EVALUATION_REFUSAL_CODES as E,
  type EvaluateData,
  type EvaluationState,
  type ExpertScore,
} from '../../../contracts/interpretationEvaluation';
import { COUPON_TYPE } from '../../../contracts/coupons';
import { PLAN_RESULT } from '../../../contracts/plans';
import { DAY_MS } from '../../../domain/time';
import type { Database, DbOrTx } from '../../db/database';
import { interpretationEvaluations, interpretations } from '../../db/schema';
import { couponBySource, grantCouponIn, type CouponGrant } from '../../platform/commerce';
import { done, refused, RefusedError, type Outcome, type Refusal } from '../../platform/refusals';
import { purchaseOf } from './queries';
import { InterpretationRefusals } from './refusals';
import { isPublished } from './visibility';

// Evaluating a reading (docs/decisions/interpretation-evaluation.md): only its buyers, only once it
// settled (the result is one of the three things judged), once each — the unique index decides a
// race. The coupon for evaluating joins with coupons (issue 35) where `evaluated` is written.

export const EvaluationRefusals = {
  notBuyer: { status: 403, code: E.notBuyer, msg: '购买解读后才能评价' },
  notSettled: { status: 409, code: E.notSettled, msg: '解读结算后才能评价' },
  done: { status: 409, code: E.done, msg: '您已评价过该解读' },
} as const satisfies Record<string, Refusal>;

async function readingOf(db: DbOrTx, id: number, now: number) {
  const [row] = await db
    .select({
      id: interpretations.id,
      expertId: interpretations.expertId,
      result: interpretations.result,
      publishedAt: interpretations.publishedAt,
    })
    .from(interpretations)
    .where(eq(interpretations.id, id));
  return row && isPublished(row, now) ? row : undefined;
}

async function evaluationOf(db: DbOrTx, interpretationId: number, userId: number) {
  const [row] = await db
    .select()
    .from(interpretationEvaluations)
    .where(
      and(
        eq(interpretationEvaluations.interpretationId, interpretationId),
        eq(interpretationEvaluations.userId, userId),
      ),
    );
  return row;
}

/** Why this fan may not evaluate the reading now (done aside), or null. */
async function blockOf(
  db: DbOrTx,
  reading: { id: number; result: number },
  userId: number,
): Promise<Refusal | null> {
  if (!(await purchaseOf(db, reading.id, userId))) return EvaluationRefusals.notBuyer;
  if (reading.result === PLAN_RESULT.pending) return EvaluationRefusals.notSettled;
  return null;
}

function stateOf(
  given: typeof interpretationEvaluations.$inferSelect | undefined,
  block: Refusal | null,
): EvaluationState {
  if (given)
    return {
      state: 'done',
      buyer: true,
      reason: null,
      mine: {
        attitude: given.attitude,
        quality: given.quality,
        result: given.result,
        createdAt: given.createdAt.getTime(),
      },
    };
  const buyer = block !== EvaluationRefusals.notBuyer;
  return block
    ? { state: 'closed', buyer, reason: block.msg, mine: null }
    : { state: 'open', buyer, reason: null, mine: null };
}

/** GET /api/interpretation/evaluate/{id}. */
export async function evaluationState(
  db: Database,
  interpretationId: number,
  userId: number,
  now: number,
): Promise<Outcome<EvaluationState>> {
  const reading = await readingOf(db, interpretationId, now);
  if (!reading) return refused(InterpretationRefusals.notFound);
  const given = await evaluationOf(db, interpretationId, userId);
  return done(stateOf(given, given ? null : await blockOf(db, reading, userId)));
}

/** POST /api/interpretation/evaluate/{id}: the stars, written once; a second time is refused. */
export async function evaluate(
  db: Database,
  interpretationId: number,
  userId: number,
  stars: EvaluateData,
  now: number,
): Promise<Outcome<EvaluationState>> {
  try {
    const given = await db.transaction(async (tx) => {
      const reading = await readingOf(tx, interpretationId, now);
      if (!reading) throw new RefusedError(InterpretationRefusals.notFound);
      const block = await blockOf(tx, reading, userId);
      if (block) throw new RefusedError(block);
      const [made] = await tx
        .insert(interpretationEvaluations)
        .values({
          interpretationId,
          userId,
          expertId: reading.expertId,
          ...stars,
          createdAt: new Date(now),
        })
        .onConflictDoNothing()
        .returning();
      if (!made) throw new RefusedError(EvaluationRefusals.done);
      await grantCouponIn(tx, evaluationCouponFor(userId, interpretationId, now), now);
      return made;
    });
    return done(stateOf(given, null));
  } catch (error) {
    if (error instanceof RefusedError) return refused(error.refusal);
    throw error;
  }
}

const oneDecimal = (value: string | null): number | null =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

/** GET /api/inter/score/{expertId}: averages of every evaluation the expert's readings got. */
export async function expertScore(db: Database, expertId: number): Promise<Outcome<ExpertScore>> {
  const [row] = await db
    .select({
      count: count(),
      attitude: avg(interpretationEvaluations.attitude),
      quality: avg(interpretationEvaluations.quality),
      result: avg(interpretationEvaluations.result),
    })
    .from(interpretationEvaluations)
    .where(eq(interpretationEvaluations.expertId, expertId));
  const n = row?.count ?? 0;
  const [attitude, quality, result] = [row?.attitude, row?.quality, row?.result].map((v) =>
    oneDecimal(v ?? null),
  );
  const overall =
    n === 0 || attitude == null || quality == null || result == null
      ? null
      : oneDecimal(
          String((Number(row?.attitude) + Number(row?.quality) + Number(row?.result)) / 3),
        );
  return done({
    expertId,
    count: n,
    attitude: attitude ?? null,
    quality: quality ?? null,
    result: result ?? null,
    overall,
  });
}

/**
 * 评价有礼 (docs/decisions/coupons.md): a buyer's first evaluation of a settled reading earns a reading
 * coupon — 5 coins off a reading of 10 or more, for 7 days — once per reading and buyer (its source).
 */
export const EVALUATION_COUPON = { worthFen: 500, useConditionFen: 1000, days: 7 } as const;

const evaluationSource = (interpretationId: number, userId: number) =>
  `evaluation:${interpretationId}:${userId}`;

function evaluationCouponFor(userId: number, interpretationId: number, now: number): CouponGrant {
  return {
    userId,
    couponType: COUPON_TYPE.reading,
    type: 2,
    worthFen: EVALUATION_COUPON.worthFen,
    useConditionFen: EVALUATION_COUPON.useConditionFen,
    validStartTime: now,
    validEndTime: now + EVALUATION_COUPON.days * DAY_MS,
    originType: 0,
    source: evaluationSource(interpretationId, userId),
  };
}

/**
 * GET /api/check/evaluate/send/coupon {interId}: the coupon the fan's evaluation of this reading
 * earned, given with the evaluation itself; none before they evaluate.
 */
export async function evaluationCoupon(
  db: Database,
  userId: number,
  interpretationId: number,
): Promise<Outcome<{ sent: boolean; couponId: number | null; msg: string }>> {
  const coupon = await couponBySource(db, evaluationSource(interpretationId, userId));
  if (!coupon) return done({ sent: false, couponId: null, msg: '感谢您的评价' });
  return done({
    sent: true,
    couponId: coupon.id,
    msg: `评价成功，已赠送${EVALUATION_COUPON.worthFen / 100}金币优惠券，可在我的优惠券中查看`,
  });
}
