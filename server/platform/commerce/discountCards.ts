import { discountCards } from '../../db/schema';
import type { Tx } from '../../db/database';

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
