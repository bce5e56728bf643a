import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { payOrders } from '../../../db/schema';
import type { PaymentProvider } from '../../../paymentProvider';
import { abandonOrder, attachTrade, ORDER_STATUS } from './service';

/**
 * How long an order may wait for its provider trade before the sweep looks at it (app clock, as the
 * order's createdAt). Opening the trade takes milliseconds; only a start killed between the order
 * and the trade (trade.ts openAtProvider) leaves one waiting this long.
 */
export const ORPHAN_ORDER_GRACE_MS = 10 * 60_000;
/** Orders looked at per round: a backlog drains over several rounds. */
const SWEEP_BATCH = 100;

/**
 * Ends the orders a crash left without a provider trade, as a merchant does: it asks the provider
 * for a trade of the order (a query by merchant order id). One found is attached, and the provider's
 * own notification settles it as usual — it lapses unpaid, since the fan never saw its cashier. None
 * found: the order failed, and the fan's status shows it. Nothing was charged, so nothing moves in
 * the ledger. Answers how many orders it ended.
 */
export async function sweepOrphanOrders(
  db: Database,
  provider: PaymentProvider | null,
  now: number,
): Promise<number> {
  const orphans = await db
    .select({ id: payOrders.id })
    .from(payOrders)
    .where(
      and(
        eq(payOrders.status, ORDER_STATUS.awaiting),
        isNull(payOrders.providerTradeNo),
        lt(payOrders.createdAt, new Date(now - ORPHAN_ORDER_GRACE_MS)),
      ),
    )
    .limit(SWEEP_BATCH);
  let ended = 0;
  for (const { id } of orphans) {
    const trade = provider ? await provider.tradeOfOrder(id) : undefined;
    if (trade && (await attachTrade(db, id, trade.tradeNo))) continue;
    await abandonOrder(db, id, now);
    ended++;
  }
  return ended;
}
