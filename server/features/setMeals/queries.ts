import { and, desc, eq } from 'drizzle-orm';
import { SET_MEAL_PAGE_SIZE, type SetMealCard, type Ticket } from '../../../contracts/setMeals';
import { fenToYuan } from '../../../contracts/wallet/balance';
import type { DbOrTx } from '../../db/database';
import { experts, setMealTickets, setMeals } from '../../db/schema';

/** A package on sale, or undefined. */
export async function mealOnSale(db: DbOrTx, setMealId: number) {
  const [row] = await db
    .select()
    .from(setMeals)
    .where(and(eq(setMeals.id, setMealId), eq(setMeals.onSale, true)));
  return row;
}

export type MealRow = typeof setMeals.$inferSelect;

/** A package as every list shows it. */
export function mealCardOf(meal: MealRow, nickname: string | null): SetMealCard {
  return {
    id: meal.id,
    scope: meal.scope,
    name: meal.name,
    tipsTag: meal.tipsTag,
    expireDays: meal.expireDays,
    lookCount: meal.lookCount,
    buyNum: meal.buyNum,
    totalAmount: fenToYuan(meal.totalAmountFen),
    discountAmount: fenToYuan(meal.discountAmountFen),
    discountDesc: meal.discountAmountFen < meal.totalAmountFen ? meal.discountDesc : null,
    pkgExpertType: meal.pkgExpertType,
    pkgExpertId: meal.pkgExpertId,
    nickname: meal.pkgExpertId === null ? null : nickname,
  };
}

/** One page of a scope's packages on sale (one row more tells whether a page follows). */
export async function mealPage(db: DbOrTx, scope: number, pageNo: number, pageSize: number) {
  const rows = await db
    .select({ meal: setMeals, nickname: experts.nickname })
    .from(setMeals)
    .leftJoin(experts, eq(experts.id, setMeals.pkgExpertId))
    .where(and(eq(setMeals.scope, scope), eq(setMeals.onSale, true)))
    .orderBy(setMeals.totalAmountFen, setMeals.id)
    .limit(pageSize + 1)
    .offset((pageNo - 1) * pageSize);
  const list = rows.slice(0, pageSize).map(({ meal, nickname }) => mealCardOf(meal, nickname));
  return { list, hasMore: rows.length > pageSize };
}

export type TicketRow = typeof setMealTickets.$inferSelect;

export function ticketOf(row: TicketRow, now: number): Ticket {
  const expiresAt = row.expiresAt.getTime();
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    pkgExpertId: row.pkgExpertId,
    lookCount: row.lookCount,
    usedCount: row.usedCount,
    boughtAt: row.boughtAt.getTime(),
    expiresAt,
    status: expiresAt <= now ? 'expired' : row.usedCount >= row.lookCount ? 'usedUp' : 'valid',
  };
}

/** A fan's tickets, newest first; a page of them when `pageNo` is given. */
export async function ticketsOf(db: DbOrTx, userId: number, pageNo?: number) {
  const query = db
    .select()
    .from(setMealTickets)
    .where(eq(setMealTickets.userId, userId))
    .orderBy(desc(setMealTickets.boughtAt), desc(setMealTickets.id));
  return pageNo === undefined
    ? query
    : query.limit(SET_MEAL_PAGE_SIZE + 1).offset((pageNo - 1) * SET_MEAL_PAGE_SIZE);
}

export async function ticketByRequest(db: DbOrTx, userId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(setMealTickets)
    .where(and(eq(setMealTickets.userId, userId), eq(setMealTickets.requestId, requestId)));
  return row;
}
