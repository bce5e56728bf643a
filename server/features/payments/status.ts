import { and, eq } from 'drizzle-orm';
import type { DirectPayOutcome, PayOrderPlan } from '../../../contracts/payments';
import { fenToYuan } from '../../../contracts/wallet';
import type { Database } from '../../db/database';
import { ledgerTransfers, payOrders, plans } from '../../db/schema';
import { done, refused, type Outcome } from '../../platform/refusals';
import { purchaseOf } from '../plans';
import { userBalances } from '../wallet';
import { orderCreditKey } from './credit';
import { ORDER_STATUS, PaymentRefusals } from './service';

export interface PayStatus {
  status: number;
  coins: string;
  amount: string;
  plan?: PayOrderPlan;
}

/**
 * What a paid plan order's money did, read from the ledger it wrote: the order's credit and the
 * purchase are written in one transaction under the fan's lock, so a purchase written after the
 * credit is the one the order paid for; one written before it was bought with coins (or by another
 * order) first — owned; none means the plan could no longer be bought when the money came: closed.
 */
async function outcomeOf(
  db: Database,
  orderId: number,
  planId: number,
  userId: number,
): Promise<DirectPayOutcome> {
  const purchase = await purchaseOf(db, planId, userId);
  if (!purchase) return 'closed';
  const [credit] = await db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, orderCreditKey(orderId)))
    .limit(1);
  return credit !== undefined && purchase.transferId > credit.id ? 'bought' : 'owned';
}

/**
 * An order's pay status for its owner (GET /api/check/pay/status); someone else's is unknown. A plan
 * order adds its plan, what the money did once paid, and the fan's coins (for plan/pay-ok).
 */
export async function orderStatus(
  db: Database,
  userId: number,
  orderId: number,
  now: number,
): Promise<Outcome<PayStatus>> {
  const [order] = await db
    .select({
      status: payOrders.status,
      coinFen: payOrders.coinFen,
      bonusFen: payOrders.bonusFen,
      amountFen: payOrders.amountFen,
      planId: payOrders.planId,
      planNo: plans.planNo,
    })
    .from(payOrders)
    .leftJoin(plans, eq(plans.id, payOrders.planId))
    .where(and(eq(payOrders.id, orderId), eq(payOrders.userId, userId)))
    .limit(1);
  if (!order) return refused(PaymentRefusals.unknownOrder);
  const answer: PayStatus = {
    status: order.status,
    coins: fenToYuan(order.coinFen + order.bonusFen),
    amount: fenToYuan(order.amountFen),
  };
  if (order.planId === null || order.planNo === null) return done(answer);
  const paid = order.status === ORDER_STATUS.paid;
  const balances = await userBalances(db, userId, now);
  answer.plan = {
    planId: order.planId,
    planNo: order.planNo,
    outcome: paid ? await outcomeOf(db, orderId, order.planId, userId) : null,
    balance: fenToYuan(balances.coinFen),
  };
  return done(answer);
}
