import { eq, sql } from 'drizzle-orm';
import { DIRECT_PAY_PLAY_TYPES } from '../../../contracts/wallet/charge';
import { fenToYuan } from '../../../contracts/wallet/balance';
import type { Database } from '../../db/database';
import { planPurchases, plans } from '../../db/schema';
import { buyWithCoins, type Discount, type Quote, type Sellable } from '../../platform/commerce';
import { done, refused, type Outcome, type Refusal } from '../../platform/refusals';
import { userBalances } from '../../platform/ledger';
import { purchaseKey } from './keys';
import { planWithContext, purchaseOf, type PlanWithContext } from './queries';
import { onSale, PlanRefusals } from './service';

/**
 * A plan on sale (docs/decisions/plan-purchase.md), the first sellable of the commerce core
 * (server/platform/commerce): bought with coins (POST /api/plan/pay/{id}) or with money through the
 * provider (preDualPay), whose paid notification credits the coins and buys with them in its own
 * transaction — one logic, the same key, the same hold of a no-win-refund plan, the same count.
 */
export interface PlanRef {
  planId: number;
  /** The plan number the app showed the fan, checked against the plan when given (preDualPay). */
  planNo?: string;
}

type Plan = PlanWithContext | undefined;

const isPublished = (p: Plan, now: number): p is PlanWithContext =>
  p !== undefined && p.plan.publishedAt.getTime() <= now;

/** Why this fan cannot buy this plan now (owning it aside), or null when they can. */
function refusalFor(p: PlanWithContext, userId: number, now: number): Refusal | null {
  if (p.plan.priceFen === 0) return PlanRefusals.free;
  if (p.expert.userId === userId) return PlanRefusals.own;
  if (!onSale(p, now)) return PlanRefusals.closed;
  return null;
}

export const planSellable: Sellable<PlanRef> = {
  purpose: 'plan',
  noun: '方案',
  directPay: {
    playType: DIRECT_PAY_PLAY_TYPES.plan,
    refOf: ({ planId, planNo }) => ({ planId, planNo }),
  },
  refText: (ref) => String(ref.planId),
  refOf: (text) => (/^[1-9]\d{0,9}$/.test(text) ? { planId: Number(text) } : null),

  async quote(db, fanId, { planId, planNo }, now): Promise<Outcome<Quote>> {
    const p = await planWithContext(db, planId);
    if (!isPublished(p, now)) return refused(PlanRefusals.notFound);
    if (planNo !== undefined && p.plan.planNo !== planNo) return refused(PlanRefusals.mismatch);
    if (await purchaseOf(db, planId, fanId))
      return done({ owned: true, ownedRefusal: PlanRefusals.bought });
    const refusal = refusalFor(p, fanId, now);
    if (refusal) return refused(refusal);
    return done({
      owned: false,
      offer: {
        priceFen: p.plan.priceFen,
        ways: { coins: null, directPay: null, coupon: null, discountCard: PlanRefusals.noCard },
        key: purchaseKey(planId, fanId),
        memo: `购买方案 ${p.plan.planNo}`,
        reference: `plan:${planId}`,
        // A no-win-refund plan's coins wait for its settlement, which posts or voids them.
        held: p.plan.refundIfLost,
        expert: { id: p.expert.id, level: p.expert.userLevel },
      },
    });
  },

  /** The purchase is written and the plan's readers counted. */
  async fulfil(tx, { ref, fanId, priceFen, transferId }, now) {
    await tx.insert(planPurchases).values({
      planId: ref.planId,
      userId: fanId,
      priceFen,
      transferId,
      createdAt: new Date(now),
    });
    await tx
      .update(plans)
      .set({ lookCount: sql`${plans.lookCount} + 1` })
      .where(eq(plans.id, ref.planId));
  },

  async boughtBy(db, fanId, { planId }) {
    return (await purchaseOf(db, planId, fanId))?.transferId;
  },

  /** A plan order's status shows the plan, what the money did, and the coins (plan/pay-ok). */
  async orderDetail(db, { planId }, { outcome, balance }) {
    const [plan] = await db
      .select({ planNo: plans.planNo })
      .from(plans)
      .where(eq(plans.id, planId))
      .limit(1);
    return plan && { plan: { planId, planNo: plan.planNo, outcome, balance } };
  },
};

/**
 * POST /api/plan/pay/{id}: buys with coins in one transaction and answers the coins left. A fan who
 * has bought it already gets the first purchase back, charged nothing more.
 */
export async function payPlan(
  db: Database,
  planId: number,
  userId: number,
  now: number,
  discount?: Discount,
): Promise<Outcome<{ planId: number; balance: string }>> {
  const bought = await buyWithCoins(db, planSellable, { planId }, userId, now, discount);
  if (!bought.ok) return bought;
  return done({ planId, balance: fenToYuan((await userBalances(db, userId, now)).coinFen) });
}
