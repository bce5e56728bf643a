import { and, eq } from 'drizzle-orm';
import type { Ticket } from '../../../contracts/setMeals';
import type { DbOrTx, Tx } from '../../db/database';
import { setMealTickets, setMeals } from '../../db/schema';
import { ticketOf } from './queries';

/**
 * The package a VIP level's gift tickets are of: never on sale, one per level (a unique index), made
 * on first use — a concurrent first use finds the one the other made.
 */
async function giftMealOf(tx: Tx, level: number, name: string): Promise<number> {
  await tx
    .insert(setMeals)
    .values({
      scope: 1,
      name,
      expireDays: 30,
      lookCount: 1,
      totalAmountFen: 0,
      discountAmountFen: 0,
      onSale: false,
      vipGiftLevel: level,
    })
    .onConflictDoNothing({ target: setMeals.vipGiftLevel });
  const [row] = await tx
    .select({ id: setMeals.id })
    .from(setMeals)
    .where(eq(setMeals.vipGiftLevel, level));
  return row!.id;
}

/**
 * A member's monthly set-meal readings as a ticket of the jingcai scope (issue 35 §2): it pays for
 * readings like any package's ticket. Once per request id (the gift's): a replay answers the same
 * ticket. `transferId` is the membership's payment, which the ticket was part of.
 */
export async function grantGiftTicketIn(
  tx: Tx,
  gift: {
    userId: number;
    level: number;
    name: string;
    lookCount: number;
    requestId: string;
    transferId: number;
    startsAt: number;
    expiresAt: number;
  },
): Promise<number> {
  const setMealId = await giftMealOf(tx, gift.level, `${gift.name}礼包`);
  const [row] = await tx
    .insert(setMealTickets)
    .values({
      userId: gift.userId,
      setMealId,
      requestId: gift.requestId,
      name: gift.name,
      scope: 1,
      pkgExpertId: null,
      lookCount: gift.lookCount,
      priceFen: 0,
      transferId: gift.transferId,
      boughtAt: new Date(gift.startsAt),
      expiresAt: new Date(gift.expiresAt),
    })
    .onConflictDoUpdate({
      target: [setMealTickets.userId, setMealTickets.requestId],
      set: { requestId: gift.requestId },
    })
    .returning({ id: setMealTickets.id });
  return row!.id;
}

/** A gift's ticket as the gift's page shows it (the fan's own only), or null. */
export async function giftTicketOf(
  db: DbOrTx,
  userId: number,
  ticketId: number,
  now: number,
): Promise<Ticket | null> {
  const [row] = await db
    .select()
    .from(setMealTickets)
    .where(and(eq(setMealTickets.id, ticketId), eq(setMealTickets.userId, userId)));
  return row ? ticketOf(row, now) : null;
}
