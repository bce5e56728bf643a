import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/database';
import { users } from '../../db/schema';
import { WALLET_NOT_ENOUGH } from '../../../contracts/wallet/balance';
import { LedgerRefused, transferIn, walletNotEnough } from '../ledger';
import { done, RefusedError, refused, type Outcome } from '../refusals';
import { spendCouponIn, type CouponChoice } from './coupons';
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
 * the thing settles later), then the sellable records the sale. Answers 'owned' (nothing charged,
 * no coupon spent) when it is the fan's already. With a coupon, the coupon is spent first and its
 * part credited to the fan's coins (spendCouponIn), so the purchase itself — its key, its hold, its
 * refund — is the same whoever paid which part. Throws RefusedError (the quote's refusal, a way not
 * open for it, a coupon that cannot pay) or LedgerRefused (a short balance): the caller rolls back
 * its transaction, or the savepoint it ran this in. A direct payment's notification runs the same,
 * after crediting the money as coins.
 */
export async function buyWithCoinsIn<Ref>(
  tx: Tx,
  sellable: Sellable<Ref>,
  ref: Ref,
  fanId: number,
  now: number,
  coupon?: CouponChoice,
): Promise<'bought' | 'owned'> {
  await lockBuyer(tx, fanId);
  const quote = await sellable.quote(tx, fanId, ref, now);
  if (!quote.ok) throw new RefusedError(quote.refusal);
  if (quote.data.owned) return 'owned';
  const { offer } = quote.data;
  if (offer.ways.coins) throw new RefusedError(offer.ways.coins);
  if (coupon && offer.ways.coupon) throw new RefusedError(offer.ways.coupon);
  const couponPartFen = coupon ? await spendCouponIn(tx, fanId, coupon, offer, now) : 0;
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
  ).catch((error: unknown) => {
    // Short: the fan is told the coins this purchase needs of them, the coupon's part aside.
    if (
      couponPartFen > 0 &&
      error instanceof LedgerRefused &&
      error.refusal.code === WALLET_NOT_ENOUGH
    )
      throw new LedgerRefused(walletNotEnough(offer.priceFen - couponPartFen));
    throw error;
  });
  await sellable.fulfil(
    tx,
    { ref, fanId, priceFen: offer.priceFen, transferId: paid.transferId },
    now,
  );
  return 'bought';
}

/** Buys with coins (and a coupon) in a transaction of its own; a refusal is answered, never thrown. */
export async function buyWithCoins<Ref>(
  db: Database,
  sellable: Sellable<Ref>,
  ref: Ref,
  fanId: number,
  now: number,
  coupon?: CouponChoice,
): Promise<Outcome<'bought' | 'owned'>> {
  try {
    return done(
      await db.transaction((tx) => buyWithCoinsIn(tx, sellable, ref, fanId, now, coupon)),
    );
  } catch (error) {
    if (error instanceof RefusedError || error instanceof LedgerRefused)
      return refused(error.refusal);
    throw error;
  }
}
