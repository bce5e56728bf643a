import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import type { payOrders } from '../../../db/schema';
import { coupons } from '../../../db/schema';
import { LedgerRefused, transferIn } from '../../../platform/ledger';
import { RefusedError } from '../../../platform/refusals';
import { buyWithCoinsIn, lockBuyer, sellableOf, TOP_UP_PURPOSE } from '../../../platform/commerce';

type Order = typeof payOrders.$inferSelect;

/** The ledger key of what a paid order credits: once per order, whatever the notifications. */
export const orderCreditKey = (orderId: number) => `pay:${orderId}`;

/** The order's money, arrived from the provider, as the fan's coins: once per order. */
async function creditCoins(
  tx: Tx,
  order: Order,
  line: { kind: 'top_up' | 'direct_pay'; memo: string },
  now: number,
): Promise<void> {
  await transferIn(
    tx,
    {
      key: orderCreditKey(order.id),
      ...line,
      from: { house: 'gateway' },
      to: { user: order.userId, kind: 'coin' },
      amountFen: order.coinFen,
      reference: `order:${order.id}`,
    },
    now,
  );
}

/**
 * A top-up bonus coupon is spent when its order is paid, and only if no other paid order spent it
 * first: the bonus it adds is the coupon's worth, from the house's rewards, under its own key.
 */
async function creditBonus(tx: Tx, order: Order, now: number): Promise<number> {
  if (order.couponId === null) return 0;
  const [coupon] = await tx
    .update(coupons)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(coupons.id, order.couponId),
        eq(coupons.userId, order.userId),
        eq(coupons.couponType, 2),
        isNull(coupons.usedAt),
      ),
    )
    .returning({ worthFen: coupons.worthFen });
  if (!coupon) return 0;
  await transferIn(
    tx,
    {
      key: `${orderCreditKey(order.id)}:bonus`,
      kind: 'top_up_bonus',
      memo: '充值赠送',
      from: { house: 'rewards' },
      to: { user: order.userId, kind: 'coin' },
      amountFen: coupon.worthFen,
      reference: `order:${order.id}`,
    },
    now,
  );
  return coupon.worthFen;
}

/**
 * The thing a paid order of a sellable buys (server/platform/commerce), from what the order names:
 * a purpose no sellable is registered for, or a reference it does not read, is a server fault —
 * the notification fails, the order stays awaiting, and the provider sends it again.
 */
export function saleOf(order: Pick<Order, 'purpose' | 'ref'>) {
  const sellable = sellableOf(order.purpose);
  const ref = sellable && order.ref !== null ? sellable.refOf(order.ref) : null;
  if (!sellable || ref === null)
    throw new Error(`order of ${order.purpose} ${order.ref ?? ''}: nothing sold by that name`);
  return { sellable, ref };
}

/**
 * A thing paid directly: the money arrives as coins, which then buy it by the one purchase path of
 * the commerce core — the same key, the same hold, the same count as buying with coins. The fan's
 * row is locked before the coins arrive, as a purchase with coins locks it first, so the two queue
 * and never deadlock. A thing that can no longer be bought (a plan's sales closed at kick-off, or
 * bought with coins while the trade was open) leaves the coins in the wallet: the purchase runs in
 * a savepoint, and the status call tells which it was (status.ts).
 */
async function creditSaleOrder(tx: Tx, order: Order, now: number): Promise<void> {
  const { sellable, ref } = saleOf(order);
  await lockBuyer(tx, order.userId);
  await creditCoins(tx, order, { kind: 'direct_pay', memo: `直接支付${sellable.noun}` }, now);
  try {
    await tx.transaction((savepoint) =>
      buyWithCoinsIn(savepoint, sellable, ref, order.userId, now),
    );
  } catch (error) {
    if (error instanceof RefusedError || error instanceof LedgerRefused) return;
    throw error;
  }
}

/**
 * Credits a paid order in the notification's transaction, its row locked: a top-up's coins and any
 * bonus, or the coins of an order of a sellable and the purchase they pay for. Answers the bonus
 * credited.
 */
export async function creditPaidOrder(tx: Tx, order: Order, now: number): Promise<number> {
  if (order.purpose !== TOP_UP_PURPOSE) {
    await creditSaleOrder(tx, order, now);
    return 0;
  }
  await creditCoins(tx, order, { kind: 'top_up', memo: '充值' }, now);
  return creditBonus(tx, order, now);
}
