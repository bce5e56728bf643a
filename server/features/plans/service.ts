import { eq, sql } from 'drizzle-orm';
import {
  PICK_RESULTS,
  PLAN_REFUSAL_CODES,
  PLAN_RESULT,
  type PickResult,
  type PlanDetail,
  type PlanSettlement,
} from '../../../contracts/plans';
import { fenToYuan } from '../../../contracts/wallet';
import type { Database } from '../../db/database';
import { planPurchases, plans, users } from '../../db/schema';
import { LedgerRefused, transferIn } from '../../platform/ledger';
import { done, refused, RefusedError, type Outcome, type Refusal } from '../../platform/refusals';
import { tipExpertOf, tipExpertsOf } from '../experts';
import { userBalances } from '../wallet';
import { purchaseKey } from './keys';
import { pickResultsOf, planWithContext, purchaseOf, type PlanWithContext } from './queries';

export const PlanRefusals = {
  notFound: { status: 404, code: PLAN_REFUSAL_CODES.notFound, msg: '方案不存在' },
  closed: { status: 409, code: PLAN_REFUSAL_CODES.closed, msg: '比赛已开始，方案已截止购买' },
  free: { status: 409, code: PLAN_REFUSAL_CODES.free, msg: '免费方案无需购买' },
  own: { status: 409, code: PLAN_REFUSAL_CODES.own, msg: '不能购买自己的方案' },
} as const satisfies Record<string, Refusal>;

/** On sale until kick-off: the match not started and its time ahead. */
function onSale(p: PlanWithContext, now: number): boolean {
  return p.match.status === 0 && p.match.matchTime.getTime() > now;
}

const isPickResult = (v: string): v is PickResult =>
  (PICK_RESULTS as readonly string[]).includes(v);

async function settlementOf(db: Database, p: PlanWithContext): Promise<PlanSettlement> {
  const picks = await pickResultsOf(db, p.plan.id);
  return {
    settledAt: p.plan.settledAt?.getTime() ?? 0,
    picks: picks.map((r) => (isPickResult(r) ? r : 'void')),
    payout: (p.plan.payoutMilli ?? 0) / 1000,
  };
}

/** GET /api/plan/detail/{id}: the paid pick only for its buyers, its expert, or when free. */
export async function planDetail(
  db: Database,
  planId: number,
  viewerId: number | null,
  now: number,
): Promise<Outcome<PlanDetail>> {
  const p = await planWithContext(db, planId);
  if (!p || p.plan.publishedAt.getTime() > now) return refused(PlanRefusals.notFound);
  const own = viewerId !== null && p.expert.userId === viewerId;
  const bought =
    viewerId !== null && !own && (await purchaseOf(db, planId, viewerId)) !== undefined;
  // After settlement the picks are public: anyone may check the record against them.
  const settled = p.plan.result !== PLAN_RESULT.pending;
  const unlocked = p.plan.priceFen === 0 || own || bought || settled;
  // The expert row came with the plan: only its record is read.
  const cards = await tipExpertsOf(db, [p.expert]);
  return done({
    id: p.plan.id,
    planNo: p.plan.planNo,
    title: p.plan.title,
    summary: p.plan.summary,
    price: fenToYuan(p.plan.priceFen),
    refundIfLost: p.plan.refundIfLost,
    raceType: p.plan.raceType,
    publishedAt: p.plan.publishedAt.getTime(),
    result: p.plan.result,
    settlement: settled ? await settlementOf(db, p) : null,
    lookCount: p.plan.lookCount,
    onSale: onSale(p, now),
    unlocked,
    content: unlocked ? p.plan.content : null,
    expert: cards.get(p.expert.id) ?? tipExpertOf(p.expert),
    match: { ...p.match, matchTime: p.match.matchTime.getTime() },
  });
}

/**
 * POST /api/plan/pay/{id}: in one transaction, with the fan's row locked (their purchases go one at
 * a time): the coins move in the ledger — held when the plan refunds if it loses, so that its
 * settlement posts or voids them —, the purchase is written and the plan's readers counted. A fan
 * who has bought it already gets the first purchase back, charged nothing more.
 */
export async function payPlan(
  db: Database,
  planId: number,
  userId: number,
  now: number,
): Promise<Outcome<{ planId: number; balance: string }>> {
  const balance = async () => fenToYuan((await userBalances(db, userId, now)).coinFen);
  try {
    await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const p = await planWithContext(tx, planId);
      if (!p || p.plan.publishedAt.getTime() > now) throw new RefusedError(PlanRefusals.notFound);
      if (await purchaseOf(tx, planId, userId)) return;
      if (p.plan.priceFen === 0) throw new RefusedError(PlanRefusals.free);
      if (p.expert.userId === userId) throw new RefusedError(PlanRefusals.own);
      if (!onSale(p, now)) throw new RefusedError(PlanRefusals.closed);
      const paid = await transferIn(
        tx,
        {
          key: purchaseKey(planId, userId),
          kind: 'purchase',
          memo: `购买方案 ${p.plan.planNo}`,
          from: { user: userId, kind: 'coin' },
          to: { house: 'sales' },
          amountFen: p.plan.priceFen,
          pending: p.plan.refundIfLost,
          reference: `plan:${planId}`,
        },
        now,
      );
      await tx.insert(planPurchases).values({
        planId,
        userId,
        priceFen: p.plan.priceFen,
        transferId: paid.transferId,
        createdAt: new Date(now),
      });
      await tx
        .update(plans)
        .set({ lookCount: sql`${plans.lookCount} + 1` })
        .where(eq(plans.id, planId));
    });
    return done({ planId, balance: await balance() });
  } catch (error) {
    if (error instanceof RefusedError || error instanceof LedgerRefused)
      return refused(error.refusal);
    throw error;
  }
}
