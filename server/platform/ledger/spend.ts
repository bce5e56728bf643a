import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema';

/**
 * The coins a fan spent on purchases since `from` (ms), in fen: every `purchase` transfer out of
 * their coin account, held ones included (a no-win-refund plan is spent until it is refunded, and a
 * refund does not make the purchase unspent). Who is a low-consumption user follows from it.
 */
export async function coinsSpentSince(db: DbOrTx, userId: number, from: number): Promise<number> {
  const [row] = await db
    .select({ fen: sql<string>`coalesce(sum(${ledgerTransfers.amountFen}), 0)` })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.fromAccountId))
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.kind, 'coin'),
        eq(ledgerTransfers.kind, 'purchase'),
        gte(ledgerTransfers.createdAt, new Date(from)),
      ),
    );
  return Number(row?.fen ?? 0);
}
