import { eq, sql } from 'drizzle-orm';
import { REQUEST_REUSED } from '../../../contracts/refusals';
import { fenToYuan } from '../../../contracts/wallet/balance';
import type { Database } from '../../db/database';
import { setMealTickets, setMeals } from '../../db/schema';
import { buyWithCoins, isLowConsumer, type Quote, type Sellable } from '../../platform/commerce';
import { userBalances } from '../../platform/ledger';
import { done, refused, type Outcome } from '../../platform/refusals';
import { purchaseKey } from './keys';
import { mealOnSale, ticketByRequest } from './queries';
import { SetMealRefusals } from './refusals';

const DAY_MS = 86_400_000;

/**
 * One purchase of a package (issue 34 §2): the package and the client's request id. A fan may buy
 * the same package again — each purchase is its own ticket — so the request names the purchase and
 * a retry of it (the same id) buys nothing more.
 */
export interface SetMealRef {
  setMealId: number;
  requestId: string;
}

export const setMealSellable: Sellable<SetMealRef> = {
  purpose: 'set_meal',
  noun: '套餐',
  refText: (ref) => `${ref.setMealId}:${ref.requestId}`,
  refOf(text) {
    const match = /^([1-9]\d{0,9}):([A-Za-z0-9_-]{8,64})$/.exec(text);
    return match ? { setMealId: Number(match[1]), requestId: match[2]! } : null;
  },

  // Packages have no sales window: they are on sale or not; `now` reads the fan's spending.
  async quote(db, fanId, ref, now): Promise<Outcome<Quote>> {
    const earlier = await ticketByRequest(db, fanId, ref.requestId);
    if (earlier)
      return earlier.setMealId === ref.setMealId
        ? done({ owned: true, ownedRefusal: SetMealRefusals.bought })
        : refused(REQUEST_REUSED);
    const meal = await mealOnSale(db, ref.setMealId);
    if (!meal) return refused(SetMealRefusals.notFound);
    // Packages are for low-consumption fans (product-spec §6), as coupons and discount cards are.
    if (!(await isLowConsumer(db, fanId, now))) return refused(SetMealRefusals.notLow);
    return done({
      owned: false,
      offer: {
        priceFen: meal.discountAmountFen,
        ways: {
          coins: null,
          directPay: null,
          coupon: SetMealRefusals.noCoupon,
          discountCard: SetMealRefusals.noCoupon,
        },
        key: purchaseKey(meal.id, fanId, ref.requestId),
        memo: `购买套餐 ${meal.name}`,
        reference: `setMeal:${meal.id}`,
        held: false,
        expert: null,
      },
    });
  },

  /** The ticket, from the package as it is now (validity from the order date), and one more buyer. */
  async fulfil(tx, { ref, fanId, priceFen, transferId }, now) {
    const [meal] = await tx.select().from(setMeals).where(eq(setMeals.id, ref.setMealId));
    if (!meal) throw new Error(`set meal ${ref.setMealId} vanished after its quote`);
    await tx.insert(setMealTickets).values({
      userId: fanId,
      setMealId: meal.id,
      requestId: ref.requestId,
      name: meal.name,
      scope: meal.scope,
      pkgExpertId: meal.pkgExpertType === 2 ? meal.pkgExpertId : null,
      lookCount: meal.lookCount,
      priceFen,
      transferId,
      boughtAt: new Date(now),
      expiresAt: new Date(now + meal.expireDays * DAY_MS),
    });
    await tx
      .update(setMeals)
      .set({ buyNum: sql`${setMeals.buyNum} + 1` })
      .where(eq(setMeals.id, meal.id));
  },

  async boughtBy(db, fanId, ref) {
    const ticket = await ticketByRequest(db, fanId, ref.requestId);
    return ticket?.setMealId === ref.setMealId ? ticket.transferId : undefined;
  },

  /** A set-meal order's status is its number alone (calls-errors-spec §7.7: 2 = paid). */
  orderDetail: () => Promise.resolve({}),
};

/**
 * POST /api/setMeal/pay {pkgId, requestId}: buys the package with coins in one transaction and
 * answers the ticket and the coins left; a repeat of the request answers the same ticket.
 */
export async function buySetMeal(
  db: Database,
  ref: SetMealRef,
  userId: number,
  now: number,
): Promise<Outcome<{ ticketId: number; balance: string }>> {
  const bought = await buyWithCoins(db, setMealSellable, ref, userId, now);
  if (!bought.ok) return bought;
  const ticket = await ticketByRequest(db, userId, ref.requestId);
  if (!ticket) throw new Error('a bought set meal has no ticket');
  return done({
    ticketId: ticket.id,
    balance: fenToYuan((await userBalances(db, userId, now)).coinFen),
  });
}
