import { and, asc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { COUPON_REFUSAL_CODES as C, priceWithDiscountCard } from '../../../contracts/coupons';
import type { DbOrTx, Tx } from '../../db/database';
import { discountCards } from '../../db/schema';
import { RefusedError, type Refusal } from '../refusals';
import { creditDiscountPartIn, isLowConsumer } from './coupons';
import type { Offer } from './sellable';

// Discount cards (打折卡; product-spec §9: price = amount × worth / 10, worth 10 by default) as the
// commerce core holds them: a fan's cards, given by what grants them (a member's monthly gift).

export type DiscountCardRow = typeof discountCards.$inferSelect;

/** The half-price card a member's gift brings: 5 tenths of the price. */
export const HALF_PRICE_WORTH = 5;

/**
 * Gives the fan a card of `count` readings at `worth` tenths, live from `startsAt` to `expiresAt`,
 * once per source (a replayed delivery gives nothing more): answers the card's id.
 */
export async function grantDiscountCardIn(
  tx: Tx,
  card: {
    userId: number;
    worth: number;
    count: number;
    startsAt: number;
    expiresAt: number;
    source: string;
  },
  now: number,
): Promise<number> {
  const [row] = await tx
    .insert(discountCards)
    .values({
      userId: card.userId,
      worth: card.worth,
      count: card.count,
      startsAt: new Date(card.startsAt),
      expiresAt: new Date(card.expiresAt),
      source: card.source,
      createdAt: new Date(now),
    })
    .onConflictDoUpdate({ target: discountCards.source, set: { source: card.source } })
    .returning({ id: discountCards.id });
  return row!.id;
}

/** The fan's cards live now — started, not expired, readings left — the one ending first first. */
export async function liveCardsOf(
  db: DbOrTx,
  userId: number,
  now: number,
): Promise<DiscountCardRow[]> {
  const rows = await db
    .select()
    .from(discountCards)
    .where(
      and(
        eq(discountCards.userId, userId),
        lte(discountCards.startsAt, new Date(now)),
        gt(discountCards.expiresAt, new Date(now)),
        lt(discountCards.usedCount, discountCards.count),
      ),
    )
    .orderBy(asc(discountCards.expiresAt), asc(discountCards.id));
  return rows;
}

/** Why a discount card cannot pay, in the fan's words. */
export const CardRefusals = {
  notFound: { status: 404, code: C.cardNotFound, msg: '没有找到这张打折卡' },
  unusable: { status: 409, code: C.cardUnusable, msg: '打折卡已用完或已过期' },
  notLow: { status: 403, code: C.notLow, msg: '当前账户暂不能使用打折卡' },
} as const satisfies Record<string, Refusal>;

/** A discount card chosen to pay with. */
export interface CardChoice {
  discountCardId: number;
}

/**
 * Spends one reading of the fan's discount card on an offer inside the purchase's transaction (the
 * fan's row locked by the caller), and answers the part of the price it pays (fen): price − price ×
 * worth / 10. The card's row is locked; the fan must be a low-consumption one; one reading is taken
 * by an update conditioned on one being left and the card live — the database decides a race for
 * the last — and the part is credited like a coupon's (creditDiscountPartIn), under a key of this
 * card and this purchase.
 */
export async function spendDiscountCardIn(
  tx: Tx,
  fanId: number,
  choice: CardChoice,
  offer: Offer,
  now: number,
): Promise<number> {
  const [card] = await tx
    .select()
    .from(discountCards)
    .where(and(eq(discountCards.id, choice.discountCardId), eq(discountCards.userId, fanId)))
    .for('update');
  if (!card) throw new RefusedError(CardRefusals.notFound);
  if (!(await isLowConsumer(tx, fanId, now))) throw new RefusedError(CardRefusals.notLow);
  const [spent] = await tx
    .update(discountCards)
    .set({ usedCount: sql`${discountCards.usedCount} + 1` })
    .where(
      and(
        eq(discountCards.id, card.id),
        lt(discountCards.usedCount, discountCards.count),
        lte(discountCards.startsAt, new Date(now)),
        gt(discountCards.expiresAt, new Date(now)),
      ),
    )
    .returning({ id: discountCards.id });
  if (!spent) throw new RefusedError(CardRefusals.unusable);
  const partFen = offer.priceFen - priceWithDiscountCard(offer.priceFen, card.worth);
  await creditDiscountPartIn(
    tx,
    {
      fanId,
      partFen,
      key: `discountCard:${card.id}:${offer.key}`,
      memo: `打折卡抵扣 ${offer.memo}`,
      offer,
    },
    now,
  );
  return partFen;
}
