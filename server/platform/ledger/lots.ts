import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { coinLots, coinLotSpends, ledgerAccounts } from '../../db/schema';
import { accountOf, lockAccount } from './accounts';
import { writeTransfer } from './write';

/**
 * Coin lots (docs/decisions/ledger.md): a spend takes from the lot that lapses first (top-up coins,
 * which never lapse, last); a lapsed lot's remainder leaves with an expiry transfer of its own.
 */

/**
 * Lapses what is left of the account's lots whose time is up, each with its own transfer. Takes the
 * account's lock first (and keeps it for the transaction), as everything that changes lots does.
 */
export async function expireLots(tx: Tx, accountId: number, now: number): Promise<number> {
  await lockAccount(tx, accountId);
  const lapsed = await tx
    .select({ id: coinLots.id, remainingFen: coinLots.remainingFen })
    .from(coinLots)
    .where(
      and(
        eq(coinLots.accountId, accountId),
        gt(coinLots.remainingFen, 0),
        lte(coinLots.validUntil, new Date(now)),
      ),
    )
    .orderBy(asc(coinLots.id))
    .for('update');
  if (lapsed.length === 0) return 0;
  const expired = await accountOf(tx, { house: 'expired' });
  let total = 0;
  for (const lot of lapsed) {
    await tx.update(coinLots).set({ remainingFen: 0 }).where(eq(coinLots.id, lot.id));
    await writeTransfer(tx, {
      // Internal and written once under the lot's lock: unique is all the key must be.
      key: `expiry:${lot.id}:${randomUUID()}`,
      requestHash: 'expiry',
      kind: 'expiry',
      memo: '奖励金币过期',
      fromAccountId: accountId,
      toAccountId: expired.id,
      amountFen: lot.remainingFen,
      pending: false,
      resolvesId: null,
      reference: `lot:${lot.id}`,
      now,
    });
    total += lot.remainingFen;
  }
  return total;
}

/**
 * Takes `amountFen` from the account's lots, the first to lapse first, and records which lots gave
 * what. Returns false (and takes nothing) when they do not hold enough.
 */
export async function takeFromLots(
  tx: Tx,
  accountId: number,
  amountFen: number,
  transferId: number,
): Promise<boolean> {
  const lots = await tx
    .select({ id: coinLots.id, remainingFen: coinLots.remainingFen })
    .from(coinLots)
    .where(and(eq(coinLots.accountId, accountId), gt(coinLots.remainingFen, 0)))
    .orderBy(sql`${coinLots.validUntil} asc nulls last`, asc(coinLots.id))
    .for('update');
  const held = lots.reduce((sum, lot) => sum + lot.remainingFen, 0);
  if (held < amountFen) return false;
  let left = amountFen;
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(left, lot.remainingFen);
    await tx
      .update(coinLots)
      .set({ remainingFen: sql`${coinLots.remainingFen} - ${take}` })
      .where(eq(coinLots.id, lot.id));
    await tx.insert(coinLotSpends).values({ lotId: lot.id, transferId, amountFen: take });
    left -= take;
  }
  return true;
}

/** A new lot for coins that arrive. */
export async function addLot(
  tx: Tx,
  lot: { accountId: number; transferId: number; amountFen: number; validUntil: number | null },
  now: number,
): Promise<void> {
  await tx.insert(coinLots).values({
    accountId: lot.accountId,
    transferId: lot.transferId,
    amountFen: lot.amountFen,
    remainingFen: lot.amountFen,
    validUntil: lot.validUntil === null ? null : new Date(lot.validUntil),
    createdAt: new Date(now),
  });
}

/**
 * Gives each lot back what `spentBy` took from it (a voided purchase): the coins keep the lapse time
 * they had, so a refund cannot turn reward coins into lasting ones.
 */
export async function giveBackToLots(tx: Tx, spentBy: number): Promise<void> {
  const spends = await tx
    .select({ lotId: coinLotSpends.lotId, amountFen: coinLotSpends.amountFen })
    .from(coinLotSpends)
    .where(eq(coinLotSpends.transferId, spentBy));
  for (const spend of spends) {
    await tx
      .update(coinLots)
      .set({ remainingFen: sql`${coinLots.remainingFen} + ${spend.amountFen}` })
      .where(eq(coinLots.id, spend.lotId));
  }
}

/** Whether an account is a user's coin account (coins come in lots). */
export async function isCoinAccount(tx: Tx, accountId: number): Promise<boolean> {
  const [row] = await tx
    .select({ kind: ledgerAccounts.kind, userId: ledgerAccounts.userId })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId))
    .limit(1);
  return row?.kind === 'coin' && row.userId !== null;
}
