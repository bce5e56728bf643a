import { eq, sql } from 'drizzle-orm';
import type { ReadingFacts } from '../../../contracts/setMeals';
import type { DbOrTx, Tx } from '../../db/database';
import { interpretationPurchases, interpretations } from '../../db/schema';
import type { Outcome } from '../../platform/refusals';
import { done } from '../../platform/refusals';
import { interpretationSellable } from './purchase';

/**
 * A reading as a set-meal ticket sees it (issue 34 §2): whether this fan may buy it now at all —
 * the same quote coins get (not found, free, their own, closed, or owned already) — and the facts
 * the ticket rules read (its type and expert).
 */
export async function readingForTicket(
  db: DbOrTx,
  fanId: number,
  interpretationId: number,
  now: number,
): Promise<Outcome<{ owned: boolean; facts: ReadingFacts }>> {
  const quote = await interpretationSellable.quote(db, fanId, { interpretationId }, now);
  if (!quote.ok) return quote;
  const [row] = await db
    .select({ type: interpretations.type, expertId: interpretations.expertId })
    .from(interpretations)
    .where(eq(interpretations.id, interpretationId));
  if (!row) throw new Error(`interpretation ${interpretationId} vanished after its quote`);
  return done({ owned: quote.data.owned, facts: row });
}

/** Records a reading paid by a ticket, inside the transaction that spent the ticket's count. */
export async function recordTicketReading(
  tx: Tx,
  sale: { interpretationId: number; fanId: number; ticketId: number },
  now: number,
): Promise<void> {
  await tx.insert(interpretationPurchases).values({
    interpretationId: sale.interpretationId,
    userId: sale.fanId,
    priceFen: 0,
    transferId: null,
    ticketId: sale.ticketId,
    createdAt: new Date(now),
  });
  await tx
    .update(interpretations)
    .set({ lookCount: sql`${interpretations.lookCount} + 1` })
    .where(eq(interpretations.id, sale.interpretationId));
}
