import { and, eq } from 'drizzle-orm';
import type { DirectPayOutcome } from '../../../../contracts/wallet/charge';
import { fenToYuan } from '../../../../contracts/wallet/balance';
import type { Database } from '../../../db/database';
import { ledgerTransfers, payOrders } from '../../../db/schema';
import { type PayStatusDetail, TOP_UP_PURPOSE } from '../../../platform/commerce';
import { done, refused, type Outcome } from '../../../platform/refusals';
import { userBalances } from '../../../platform/ledger';
import { orderCreditKey, saleOf } from './credit';
import { ORDER_STATUS, PaymentRefusals } from './service';

export interface PayStatus extends PayStatusDetail {
  status: number;
  coins: string;
  amount: string;
}

/**
 * What a paid order's money did, read from the ledger it wrote: the order's credit and the purchase
 * are written in one transaction under the fan's lock, so a purchase written after the credit is the
 * one the order paid for; one written before it was bought with coins (or by another order) first —
 * owned; none means the thing could no longer be bought when the money came: closed.
 */
async function outcomeOf(
  db: Database,
  orderId: number,
  purchaseTransferId: number | undefined,
): Promise<DirectPayOutcome> {
  if (purchaseTransferId === undefined) return 'closed';
  const [credit] = await db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, orderCreditKey(orderId)))
    .limit(1);
  return credit !== undefined && purchaseTransferId > credit.id ? 'bought' : 'owned';
}

/**
 * An order's pay status for its owner (GET /api/check/pay/status); someone else's is unknown. An
 * order of a sellable adds what its sellable shows of it (a plan order: its plan), what the money did
 * once paid, and the fan's coins (for plan/pay-ok).
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
      purpose: payOrders.purpose,
      ref: payOrders.ref,
    })
    .from(payOrders)
    .where(and(eq(payOrders.id, orderId), eq(payOrders.userId, userId)))
    .limit(1);
  if (!order) return refused(PaymentRefusals.unknownOrder);
  const answer: PayStatus = {
    status: order.status,
    coins: fenToYuan(order.coinFen + order.bonusFen),
    amount: fenToYuan(order.amountFen),
  };
  if (order.purpose === TOP_UP_PURPOSE) return done(answer);
  const { sellable, ref } = saleOf(order);
  const paid = order.status === ORDER_STATUS.paid;
  const outcome = paid
    ? await outcomeOf(db, orderId, await sellable.boughtBy(db, userId, ref))
    : null;
  const balance = fenToYuan((await userBalances(db, userId, now)).coinFen);
  const detail = await sellable.orderDetail(db, ref, { outcome, balance });
  return done({ ...answer, ...detail });
}
