import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/database';
import { users } from '../../db/schema';
import { COUPON_REFUSAL_CODES } from '../../../contracts/coupons';
import { WALLET_NOT_ENOUGH } from '../../../contracts/wallet/balance';
import { LedgerRefused, transferIn, walletNotEnough } from '../ledger';
import { done, RefusedError, refused, type Outcome, type Refusal } from '../refusals';
import { spendCouponIn, type CouponChoice } from './coupons';
import { spendDiscountCardIn, type CardChoice } from './discountCards';
import type { Offer, Sellable } from './sellable';

/**
 * Locks the fan's row for the rest of the transaction: a fan's purchases — and the payments that end
 * in one — go one at a time. Taken before anything of the fan's coin account, as every path does.
 */
export async function lockBuyer(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** What takes part of a price off the coins: a coupon or a discount card, never both. */
export type Discount = CouponChoice | CardChoice;

const BOTH_DISCOUNTS: Refusal = {
  status: 400,
  code: COUPON_REFUSAL_CODES.bothWays,
  msg: '优惠券与打折卡不能同时使用',
};

/**
 * A purchase's discount from its input (contracts/coupons.ts couponChoiceInput and
 * discountCardChoiceInput): a coupon, a discount card, or none (coins alone); both is refused.
 */
export function discountOf(input: {
  couponId?: number | undefined;
  discountCardId?: number | undefined;
  from: string;
}): Outcome<Discount | undefined> {
  if (input.couponId !== undefined && input.discountCardId !== undefined)
    return refused(BOTH_DISCOUNTS);
  if (input.couponId !== undefined)
    return done({ couponId: input.couponId, clientType: input.from });
  if (input.discountCardId !== undefined) return done({ discountCardId: input.discountCardId });
  return done(undefined);
}

/** Spends the discount named, if the offer lets that way pay: the part of the price it pays. */
async function spendDiscountIn(
  tx: Tx,
  fanId: number,
  discount: Discount,
  offer: Offer,
  now: number,
) {
  if ('couponId' in discount) {
    if (offer.ways.coupon) throw new RefusedError(offer.ways.coupon);
    return spendCouponIn(tx, fanId, discount, offer, now);
  }
  if (offer.ways.discountCard) throw new RefusedError(offer.ways.discountCard);
  return spendDiscountCardIn(tx, fanId, discount, offer, now);
}

/**
 * Buys the thing with the fan's coins inside the caller's transaction, whatever is sold: the fan's
 * row locked, the sellable's quote, the coins moved in the ledger under the offer's key (held when
 * the thing settles later), then the sellable records the sale. Answers 'owned' (nothing charged,
 * nothing spent) when it is the fan's already. With a coupon or a discount card, it is spent first
 * and its part credited to the fan's coins (spendCouponIn, spendDiscountCardIn), so the purchase
 * itself — its key, its hold, its refund — is the same whoever paid which part. Throws RefusedError (the quote's refusal, a way not
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
  discount?: Discount,
): Promise<'bought' | 'owned'> {
  await lockBuyer(tx, fanId);
  const quote = await sellable.quote(tx, fanId, ref, now);
  if (!quote.ok) throw new RefusedError(quote.refusal);
  if (quote.data.owned) return 'owned';
  const { offer } = quote.data;
  if (offer.ways.coins) throw new RefusedError(offer.ways.coins);
  const couponPartFen = discount ? await spendDiscountIn(tx, fanId, discount, offer, now) : 0;
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

/**
 * Buys with coins (and a coupon or a discount card) in a transaction of its own; a refusal is
 * answered, never thrown.
 */
export async function buyWithCoins<Ref>(
  db: Database,
  sellable: Sellable<Ref>,
  ref: Ref,
  fanId: number,
  now: number,
  discount?: Discount,
): Promise<Outcome<'bought' | 'owned'>> {
  try {
    return done(
      await db.transaction((tx) => buyWithCoinsIn(tx, sellable, ref, fanId, now, discount)),
    );
  } catch (error) {
    if (error instanceof RefusedError || error instanceof LedgerRefused)
      return refused(error.refusal);
    throw error;
  }
}
