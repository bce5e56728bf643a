import { and, eq, isNull } from 'drizzle-orm';
import { CHARGE_REFUSAL_CODES as C } from '../../../../contracts/wallet/charge';
import { PAY_STATUS } from '../../../../contracts/wallet/charge';
import type { Database } from '../../../db/database';
import { payOrders } from '../../../db/schema';
import { LedgerRefused } from '../../../platform/ledger';
import {
  done,
  refused,
  RefusedError,
  type Outcome,
  type Refusal,
} from '../../../platform/refusals';
import { verifyNotice, type PayNotice } from '../../../paymentProvider';
import { creditPaidOrder } from './credit';

/** Order states (calls-errors-spec §7.7: 2 = paid; the app reads anything else as 支付确认中). */
export const ORDER_STATUS = PAY_STATUS;

export const PaymentRefusals = {
  badSignature: { status: 400, code: C.badSignature, msg: '支付通知签名错误' },
  unknownOrder: { status: 404, code: C.unknownOrder, msg: '订单不存在' },
  amountMismatch: { status: 409, code: C.amountMismatch, msg: '支付金额与订单不符' },
  tradeMismatch: { status: 409, code: C.tradeMismatch, msg: '支付流水与订单不符' },
} as const satisfies Record<string, Refusal>;

export interface NewOrder {
  userId: number;
  /**
   * A top-up buys coins; any other purpose is a sellable of the commerce core, and the order buys
   * the thing `ref` names with the coins it credits.
   */
  purpose: string;
  ref?: string | null;
  amountFen: number;
  coinFen: number;
  chargeWay: number;
  returnUrl: string;
  couponId?: number | null;
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

/** Closes an order the provider never took (it could not open the trade). */
export async function abandonOrder(db: Database, orderId: number, now: number): Promise<void> {
  await db
    .update(payOrders)
    .set({ status: ORDER_STATUS.failed, settledAt: new Date(now) })
    .where(and(eq(payOrders.id, orderId), eq(payOrders.status, ORDER_STATUS.awaiting)));
}

export type NoticeOutcome = 'credited' | 'already' | 'failed' | 'cancelled' | 'ignored';

const FINAL_STATUS = {
  failed: ORDER_STATUS.failed,
  closed: ORDER_STATUS.cancelled,
} as const;

/**
 * A provider's notification: verified, then applied once. A paid order is credited exactly once,
 * whatever arrives in whatever order — duplicates, late ones, ones before the fan is back: the order
 * row is locked, its status moves only from awaiting, and the ledger's key `pay:<id>` backs it up.
 * An order of a sellable buys it in the same transaction (credit.ts). A failure or a close after a
 * success changes nothing.
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
        if (!order) throw new RefusedError(PaymentRefusals.unknownOrder);
        if (order.providerTradeNo !== null && order.providerTradeNo !== notice.tradeNo)
          throw new RefusedError(PaymentRefusals.tradeMismatch);
        if (order.status === ORDER_STATUS.paid) return 'already' as const;
        if (order.status !== ORDER_STATUS.awaiting) return 'ignored' as const;
        if (notice.result !== 'paid') {
          await tx
            .update(payOrders)
            .set({ status: FINAL_STATUS[notice.result], settledAt: new Date(now) })
            .where(eq(payOrders.id, order.id));
          return notice.result === 'failed' ? ('failed' as const) : ('cancelled' as const);
        }
        if (notice.amountFen !== order.amountFen)
          throw new RefusedError(PaymentRefusals.amountMismatch);
        const bonusFen = await creditPaidOrder(tx, order, now);
        await tx
          .update(payOrders)
          .set({
            status: ORDER_STATUS.paid,
            providerTradeNo: notice.tradeNo,
            bonusFen,
            settledAt: new Date(now),
          })
          .where(eq(payOrders.id, order.id));
        return 'credited' as const;
      }),
    );
  } catch (error) {
    if (error instanceof RefusedError || error instanceof LedgerRefused)
      return refused(error.refusal);
    throw error;
  }
}

/** Records the provider's trade number on the order it was opened for. */
export async function attachTrade(
  db: Database,
  orderId: number,
  tradeNo: string,
): Promise<boolean> {
  // Only to an order still awaiting: one the sweep ended (sweep.ts) takes no trade any more.
  const attached = await db
    .update(payOrders)
    .set({ providerTradeNo: tradeNo })
    .where(
      and(
        eq(payOrders.id, orderId),
        isNull(payOrders.providerTradeNo),
        eq(payOrders.status, ORDER_STATUS.awaiting),
      ),
    )
    .returning({ id: payOrders.id });
  return attached.length > 0;
}
