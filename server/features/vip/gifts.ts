import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { DAY_MS } from '../../../domain/time';
import { GIFT_MONTH_DAYS, giftMonthsOf } from '../../../contracts/vip';
import type { Database, Tx } from '../../db/database';
import { vipGifts, vipOrders } from '../../db/schema';
import { grantDiscountCardIn, HALF_PRICE_WORTH } from '../../platform/commerce';
import { grantGiftTicketIn } from '../setMeals';
import { fullNameOf, type Membership } from './catalogue';
import type { VipOrderRow } from './queries';

type GiftRow = typeof vipGifts.$inferSelect;

/**
 * The monthly gift packages an order brings (docs/decisions/vip.md): one per whole 30 days it added,
 * each due at its month's start (counted from where the order's own days begin) and lasting the
 * month. Memberships without gifts (the data member) plan none.
 */
export async function planGiftsIn(
  tx: Tx,
  order: VipOrderRow,
  membership: Membership,
  addedFrom: number,
): Promise<void> {
  if (membership.monthlySetMealCount === 0 && membership.halfPriceCount === 0) return;
  const months = giftMonthsOf(order.days);
  const rows = Array.from({ length: months }, (_, month) => {
    const startsAt = addedFrom + month * GIFT_MONTH_DAYS * DAY_MS;
    return {
      userId: order.userId,
      orderId: order.id,
      month,
      name: `${fullNameOf(membership)} 第${month + 1}月礼包`,
      level: membership.level,
      monthlyCount: membership.monthlySetMealCount,
      halfPriceCount: membership.halfPriceCount,
      startsAt: new Date(startsAt),
      expiresAt: new Date(startsAt + GIFT_MONTH_DAYS * DAY_MS),
    };
  });
  await tx.insert(vipGifts).values(rows).onConflictDoNothing();
}

/**
 * Delivers one due gift inside the caller's transaction: its set-meal ticket and its half-price card,
 * each once (keyed by the gift), then marks it delivered. A gift delivered already is left alone.
 */
async function deliverIn(
  tx: Tx,
  gift: GiftRow,
  transferId: number | null,
  now: number,
): Promise<void> {
  // Gifts come with paid orders only: a trial plans none.
  if (transferId === null) throw new Error(`gift ${gift.id} belongs to an unpaid order`);
  const [claimed] = await tx
    .update(vipGifts)
    .set({ deliveredAt: new Date(now) })
    .where(and(eq(vipGifts.id, gift.id), isNull(vipGifts.deliveredAt)))
    .returning({ id: vipGifts.id });
  if (!claimed) return;
  const window = { startsAt: gift.startsAt.getTime(), expiresAt: gift.expiresAt.getTime() };
  const ticketId =
    gift.monthlyCount > 0
      ? await grantGiftTicketIn(tx, {
          userId: gift.userId,
          level: gift.level,
          name: gift.name,
          lookCount: gift.monthlyCount,
          requestId: `vipGift-${gift.id}`,
          transferId,
          ...window,
        })
      : null;
  const discountCardId =
    gift.halfPriceCount > 0
      ? await grantDiscountCardIn(
          tx,
          {
            userId: gift.userId,
            worth: HALF_PRICE_WORTH,
            count: gift.halfPriceCount,
            source: `vipGift:${gift.id}`,
            ...window,
          },
          now,
        )
      : null;
  await tx.update(vipGifts).set({ ticketId, discountCardId }).where(eq(vipGifts.id, gift.id));
}

/** The order's gifts due by `now`, delivered in the caller's transaction (the first at purchase). */
export async function deliverOrderGiftsIn(tx: Tx, order: VipOrderRow, now: number) {
  const due = await tx
    .select()
    .from(vipGifts)
    .where(
      and(
        eq(vipGifts.orderId, order.id),
        isNull(vipGifts.deliveredAt),
        lte(vipGifts.startsAt, new Date(now)),
      ),
    );
  for (const gift of due) await deliverIn(tx, gift, order.transferId, now);
}

/**
 * Every gift due by `now` and not delivered, each in its own transaction (the membership job; a
 * fan's gift list asks for theirs first): answers how many it delivered.
 */
export async function deliverDueGifts(db: Database, now: number, userId?: number) {
  const due = await db
    .select({ gift: vipGifts, transferId: vipOrders.transferId })
    .from(vipGifts)
    .innerJoin(vipOrders, eq(vipOrders.id, vipGifts.orderId))
    .where(
      and(
        isNull(vipGifts.deliveredAt),
        lte(vipGifts.startsAt, new Date(now)),
        userId === undefined ? undefined : eq(vipGifts.userId, userId),
      ),
    )
    .orderBy(asc(vipGifts.startsAt))
    .limit(500);
  for (const { gift, transferId } of due)
    await db.transaction((tx) => deliverIn(tx, gift, transferId, now));
  return due.length;
}
