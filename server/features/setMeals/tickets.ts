import { and, eq, gt, lt, sql } from 'drizzle-orm';
import {
  SET_MEAL_PAGE_SIZE,
  TICKET_REASONS,
  ticketRefusals,
  type Ticket,
} from '../../../contracts/setMeals';
import { fenToYuan } from '../../../contracts/wallet/balance';
import type { Database } from '../../db/database';
import { setMealTickets } from '../../db/schema';
import { liveCardsOf, lockBuyer } from '../../platform/commerce';
import { DISCOUNT_CARD_DEFAULT_WORTH } from '../../../contracts/coupons';
import { userBalances } from '../../platform/ledger';
import { done, refused, RefusedError, type Outcome } from '../../platform/refusals';
import { readingForTicket, recordTicketReading } from '../interpretations';
import { ticketOf, ticketsOf, type TicketRow } from './queries';
import { SetMealRefusals, ticketRefused } from './refusals';

const factsOf = (row: TicketRow) => ({
  scope: row.scope,
  pkgExpertId: row.pkgExpertId,
  lookCount: row.lookCount,
  usedCount: row.usedCount,
  expiresAt: row.expiresAt.getTime(),
});

/**
 * POST /api/uc/inter/offer/pay {interId, offerId, payType 2}: a reading paid with a ticket, in one
 * transaction with the fan's row locked: the reading must be one they may buy now (as with coins),
 * the ticket theirs, and the rules (contracts/setMeals.ts ticketRefusals) must all pass; then one
 * count is spent by a conditional update — the database decides a race for the last count, the
 * loser told why — and the reading recorded as theirs. Owned already: nothing is spent.
 */
export async function payWithTicket(
  db: Database,
  userId: number,
  input: { interId: number; ticketId: number },
  now: number,
): Promise<Outcome<{ interpretationId: number; left: number }>> {
  try {
    const left = await db.transaction(async (tx) => {
      await lockBuyer(tx, userId);
      const [ticket] = await tx
        .select()
        .from(setMealTickets)
        .where(and(eq(setMealTickets.id, input.ticketId), eq(setMealTickets.userId, userId)));
      if (!ticket) throw new RefusedError(SetMealRefusals.ticketNotFound);
      const reading = await readingForTicket(tx, userId, input.interId, now);
      if (!reading.ok) throw new RefusedError(reading.refusal);
      if (reading.data.owned) return ticket.lookCount - ticket.usedCount;
      const reasons = ticketRefusals(factsOf(ticket), reading.data.facts, now);
      if (reasons.length > 0)
        throw new RefusedError(ticketRefused(reasons.map((r) => TICKET_REASONS[r])));
      const [spent] = await tx
        .update(setMealTickets)
        .set({ usedCount: sql`${setMealTickets.usedCount} + 1` })
        .where(
          and(
            eq(setMealTickets.id, ticket.id),
            lt(setMealTickets.usedCount, setMealTickets.lookCount),
            gt(setMealTickets.expiresAt, new Date(now)),
          ),
        )
        .returning({ used: setMealTickets.usedCount, look: setMealTickets.lookCount });
      if (!spent) throw new RefusedError(ticketRefused([TICKET_REASONS.usedUp]));
      await recordTicketReading(
        tx,
        { interpretationId: input.interId, fanId: userId, ticketId: ticket.id },
        now,
      );
      return spent.look - spent.used;
    });
    return done({ interpretationId: input.interId, left });
  } catch (error) {
    if (error instanceof RefusedError) return refused(error.refusal);
    throw error;
  }
}

/** GET /api/uc/inter/setMeal: the fan's live tickets, each with why it cannot pay for the reading. */
export async function ticketsForReading(
  db: Database,
  userId: number,
  interId: number,
  now: number,
): Promise<Outcome<{ list: Array<{ ticket: Ticket; reasons: string[] }> }>> {
  const reading = await readingForTicket(db, userId, interId, now);
  if (!reading.ok) return reading;
  const rows = await ticketsOf(db, userId);
  const live = rows.filter((row) => ticketOf(row, now).status === 'valid');
  return done({
    list: live.map((row) => ({
      ticket: ticketOf(row, now),
      reasons: ticketRefusals(factsOf(row), reading.data.facts, now).map((r) => TICKET_REASONS[r]),
    })),
  });
}

/** POST /api/setMeal/record/list: the fan's tickets, newest first. */
export async function ticketRecord(db: Database, userId: number, pageNo: number, now: number) {
  const rows = await ticketsOf(db, userId, pageNo);
  return done({
    list: rows.slice(0, SET_MEAL_PAGE_SIZE).map((row) => ticketOf(row, now)),
    pageNo,
    hasMore: rows.length > SET_MEAL_PAGE_SIZE,
  });
}

/**
 * GET /api/setMeal/new/count {expertId}: the readings left on the fan's live tickets per scope
 * (an expert-specific ticket counts only for its expert, when one is named), and the coins.
 */
export async function ticketCount(
  db: Database,
  userId: number,
  expertId: number | undefined,
  now: number,
) {
  const rows = await ticketsOf(db, userId);
  const sum = (scope: number) =>
    rows
      .filter((row) => row.scope === scope && ticketOf(row, now).status === 'valid')
      .filter((row) => row.pkgExpertId === null || row.pkgExpertId === expertId)
      .reduce((n, row) => n + row.lookCount - row.usedCount, 0);
  return done({
    jcResult: { sum: sum(1) },
    sfcResult: { sum: sum(2) },
    balance: fenToYuan((await userBalances(db, userId, now)).coinFen),
    ...(await discountCardCount(db, userId, now)),
  });
}

/**
 * The count's discount cards (product-spec §9): the readings left on the fan's live cards, and the
 * worth of the one that ends first — 10 (the full price) without any.
 */
async function discountCardCount(db: Database, userId: number, now: number) {
  const cards = await liveCardsOf(db, userId, now);
  return {
    discountCardNum: cards.reduce((n, c) => n + c.count - c.usedCount, 0),
    discountCardWorth: cards[0]?.worth ?? DISCOUNT_CARD_DEFAULT_WORTH,
  };
}
