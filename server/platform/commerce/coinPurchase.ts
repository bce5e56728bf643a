import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/database';
import { users } from '../../db/schema';
import { LedgerRefused, transferIn } from '../ledger';
import { done, RefusedError, refused, type Outcome } from '../refusals';
import type { Sellable } from './sellable';

/**
 * Locks the fan's row for the rest of the transaction: a fan's purchases — and the payments that end
 * in one — go one at a time. Taken before anything of the fan's coin account, as every path does.
 */
export async function lockBuyer(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Buys the thing with the fan's coins inside the caller's transaction, whatever is sold: the fan's
 * row locked, the sellable's quote, the coins moved in the ledger under the offer's key (held when
 * the thing settles later), then the sellable records the sale. Answers 'owned' (nothing charged)
 * when it is the fan's already. Throws RefusedError (the quote's refusal, or coins not a way for
 * it) or LedgerRefused (a short balance): the caller rolls back its transaction, or the savepoint it
 * ran this in. A direct payment's notification runs the same, after crediting the money as coins.
 */
export async function buyWithCoinsIn<Ref>(
  tx: Tx,
  sellable: Sellable<Ref>,
  ref: Ref,
  fanId: number,
  now: number,
): Promise<'bought' | 'owned'> {
  await lockBuyer(tx, fanId);
  const quote = await sellable.quote(tx, fanId, ref, now);
  if (!quote.ok) throw new RefusedError(quote.refusal);
  if (quote.data.owned) return 'owned';
  const { offer } = quote.data;
  if (offer.ways.coins) throw new RefusedError(offer.ways.coins);
  const paid = await transferIn(
    tx,
    {
      key: offer.key,
      kind: 'purchase',
      memo: offer.memo,
      from: { user: fanId, kind: 'coin' },
      to: { house: 'sales' },
      amountFen: offer.priceFen,
      pending: offer.held,
      reference: offer.reference,
    },
    now,
  );
  await sellable.fulfil(
    tx,
    { ref, fanId, priceFen: offer.priceFen, transferId: paid.transferId },
    now,
  );
  return 'bought';
}

/** Buys with coins in a transaction of its own; a refusal is answered, never thrown. */
export async function buyWithCoins<Ref>(
  db: Database,
  sellable: Sellable<Ref>,
  ref: Ref,
  fanId: number,
  now: number,
): Promise<Outcome<'bought' | 'owned'>> {
  try {
    return done(await db.transaction((tx) => buyWithCoinsIn(tx, sellable, ref, fanId, now)));
  } catch (error) {
    if (error instanceof RefusedError || error instanceof LedgerRefused)
      return refused(error.refusal);
    throw error;
  }
}
