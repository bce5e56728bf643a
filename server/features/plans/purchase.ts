import { eq, sql } from 'drizzle-orm';
import { fenToYuan } from '../../../contracts/wallet';
import type { Database, DbOrTx, Tx } from '../../db/database';
import { planPurchases, plans, users } from '../../db/schema';
import { LedgerRefused, transferIn } from '../../platform/ledger';
import { done, refused, RefusedError, type Outcome, type Refusal } from '../../platform/refusals';
import { userBalances } from '../wallet';
import { purchaseKey } from './keys';
import { planWithContext, purchaseOf, type PlanWithContext } from './queries';
import { onSale, PlanRefusals } from './service';

/**
 * Buying a plan (docs/decisions/plan-purchase.md), one logic for both ways to pay: with coins
 * (POST /api/plan/pay/{id}), and with money through the provider (preDualPay), whose paid
 * notification credits the coins and buys with them in its own transaction (server/features/payments).
 */

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

/**
 * Locks the fan's row for the rest of the transaction: a fan's purchases — and the payments that end
 * in one — go one at a time. Taken before anything of the fan's coin account, as every path does.
 */
export async function lockBuyer(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Buys the plan inside the caller's transaction: the coins move in the ledger under
 * `plan:<plan>:buyer:<fan>` — held when the plan refunds if it loses, so that its settlement posts
 * or voids them —, the purchase is written and the plan's readers counted. Answers 'owned' (nothing
 * charged) when the fan had bought it already. Throws RefusedError (not found, free, own, closed) or
 * LedgerRefused (a short balance) before or while writing: the caller rolls back its transaction,
 * or the savepoint it ran this in.
 */
export async function buyPlanIn(
  tx: Tx,
  planId: number,
  userId: number,
  now: number,
): Promise<'bought' | 'owned'> {
  await lockBuyer(tx, userId);
  const p = await planWithContext(tx, planId);
  if (!isPublished(p, now)) throw new RefusedError(PlanRefusals.notFound);
  if (await purchaseOf(tx, planId, userId)) return 'owned';
  const refusal = refusalFor(p, userId, now);
  if (refusal) throw new RefusedError(refusal);
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
  return 'bought';
}

/**
 * POST /api/plan/pay/{id}: buys with coins in one transaction and answers the coins left. A fan who
 * has bought it already gets the first purchase back, charged nothing more.
 */
export async function payPlan(
  db: Database,
  planId: number,
  userId: number,
  now: number,
): Promise<Outcome<{ planId: number; balance: string }>> {
  try {
    await db.transaction((tx) => buyPlanIn(tx, planId, userId, now));
  } catch (error) {
    if (error instanceof RefusedError || error instanceof LedgerRefused)
      return refused(error.refusal);
    throw error;
  }
  return done({ planId, balance: fenToYuan((await userBalances(db, userId, now)).coinFen) });
}

/**
 * What paying for the plan directly would cost this fan, if they may buy it now: refused as a
 * purchase would be, when `planNo` does not name the plan, and when they own it already (the app
 * then goes straight to the plan).
 */
export async function directPayQuote(
  db: DbOrTx,
  req: { planId: number; planNo: string; userId: number },
  now: number,
): Promise<Outcome<{ planNo: string; priceFen: number }>> {
  const p = await planWithContext(db, req.planId);
  if (!isPublished(p, now)) return refused(PlanRefusals.notFound);
  if (p.plan.planNo !== req.planNo) return refused(PlanRefusals.mismatch);
  if (await purchaseOf(db, req.planId, req.userId)) return refused(PlanRefusals.bought);
  const refusal = refusalFor(p, req.userId, now);
  if (refusal) return refused(refusal);
  return done({ planNo: p.plan.planNo, priceFen: p.plan.priceFen });
}
