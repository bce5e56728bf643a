import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { payOrders } from '../../db/schema';
import { LedgerRefused, transferIn } from '../../platform/ledger';
import { done, refused, type Outcome, type Refusal } from '../../platform/refusals';
import { verifyNotice, type PayNotice } from './signature';

/** Order states (calls-errors-spec §7.7: 2 = paid; anything else reads 支付确认中 to the app). */
export const ORDER_STATUS = { awaiting: 1, paid: 2, failed: 3, cancelled: 4 } as const;

export const PaymentRefusals = {
  badSignature: { status: 400, code: 'bad_signature', msg: '支付通知签名错误' },
  unknownOrder: { status: 404, code: 'order_not_found', msg: '订单不存在' },
  amountMismatch: { status: 409, code: 'amount_mismatch', msg: '支付金额与订单不符' },
} as const satisfies Record<string, Refusal>;

export interface NewOrder {
  userId: number;
  purpose: 'top_up';
  amountFen: number;
  coinFen: number;
  chargeWay: number;
  returnUrl: string;
}

/** Opens an order awaiting payment. */
export async function openOrder(db: Database, order: NewOrder, now: number): Promise<number> {
  const [row] = await db
    .insert(payOrders)
    .values({ ...order, status: ORDER_STATUS.awaiting, createdAt: new Date(now) })
    .returning({ id: payOrders.id });
  if (!row) throw new Error('order not written');
  return row.id;
}

export type NoticeOutcome = 'credited' | 'already' | 'failed' | 'ignored';

/**
 * A provider's notification: verified, then applied once. A paid order is credited exactly once,
 * whatever arrives in whatever order — duplicates, late ones, ones before the fan is back: the order
 * row is locked, its status moves only from awaiting, and the ledger's key `pay:<id>` backs it up.
 * A failure after a success changes nothing.
 */
export async function applyNotice(
  db: Database,
  notice: PayNotice,
  signature: string,
  secret: string,
  now: number,
): Promise<Outcome<NoticeOutcome>> {
  if (!verifyNotice(notice, signature, secret)) return refused(PaymentRefusals.badSignature);
  try {
    return done(
      await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(payOrders)
          .where(eq(payOrders.id, notice.orderId))
          .for('update');
        if (!order) throw new LedgerRefused(PaymentRefusals.unknownOrder);
        if (order.status === ORDER_STATUS.paid) return 'already' as const;
        if (order.status !== ORDER_STATUS.awaiting) return 'ignored' as const;
        if (notice.result === 'failed') {
          await tx
            .update(payOrders)
            .set({ status: ORDER_STATUS.failed, settledAt: new Date(now) })
            .where(eq(payOrders.id, order.id));
          return 'failed' as const;
        }
        if (notice.amountFen !== order.amountFen)
          throw new LedgerRefused(PaymentRefusals.amountMismatch);
        await tx
          .update(payOrders)
          .set({
            status: ORDER_STATUS.paid,
            providerTradeNo: notice.tradeNo,
            settledAt: new Date(now),
          })
          .where(and(eq(payOrders.id, order.id), eq(payOrders.status, ORDER_STATUS.awaiting)));
        await transferIn(
          tx,
          {
            key: `pay:${order.id}`,
            kind: 'top_up',
            memo: '充值',
            from: { house: 'gateway' },
            to: { user: order.userId, kind: 'coin' },
            amountFen: order.coinFen,
            reference: `order:${order.id}`,
          },
          now,
        );
        return 'credited' as const;
      }),
    );
  } catch (error) {
    if (error instanceof LedgerRefused) return refused(error.refusal);
    throw error;
  }
}

/** An order's pay status for its owner (GET /api/check/pay/status); someone else's is unknown. */
export async function orderStatus(
  db: Database,
  userId: number,
  orderId: number,
): Promise<Outcome<{ status: number }>> {
  const [order] = await db
    .select({ status: payOrders.status })
    .from(payOrders)
    .where(and(eq(payOrders.id, orderId), eq(payOrders.userId, userId)))
    .limit(1);
  return order ? done({ status: order.status }) : refused(PaymentRefusals.unknownOrder);
}
