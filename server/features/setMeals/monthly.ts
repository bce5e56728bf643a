import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import {
  currentMonthly,
  isRunning,
  sendStatusOf,
  type MonthlyExpert,
  type MonthlyOffer,
} from '../../../contracts/expertMonthly';
import { EXPERT_SPECIFIC, SET_MEAL_PAGE_SIZE } from '../../../contracts/setMeals';
import { beijingDate, beijingDayEnd, beijingDayStart } from '../../../domain/time';
import type { Database } from '../../db/database';
import { experts, interpretations, matches, setMeals } from '../../db/schema';
import { done, refused, type Outcome } from '../../platform/refusals';
import {
  ExpertRefusals,
  expertBasicsColumns,
  isFollowing,
  tipExpertOf,
  tipExpertsOf,
} from '../experts';
import { matchOnSale, publishedBy, readingsOfExpertsBetween } from '../interpretations';
import { mealCardOf, ticketsOf, type TicketRow } from './queries';

// Expert monthly packages (专家包月, docs/decisions/expert-monthly.md): an expert-specific set meal
// sends the expert's readings to the fan while it lasts. The send status is computed from the
// tickets (contracts/expertMonthly.ts sendStatusOf), never stored.

const factsOf = (row: TicketRow) => ({
  lookCount: row.lookCount,
  usedCount: row.usedCount,
  expiresAt: row.expiresAt.getTime(),
  boughtAt: row.boughtAt.getTime(),
  row,
});

/** A fan's monthly tickets (expert-specific ones), newest first; none for a guest. */
async function monthlyTicketsOf(db: Database, userId: number | null) {
  if (userId === null) return [];
  return (await ticketsOf(db, userId)).filter((row) => row.pkgExpertId !== null).map(factsOf);
}

/** The viewer's standing with one expert's monthly package: send status and readings left. */
function standingOf(tickets: ReturnType<typeof factsOf>[], expertId: number, now: number) {
  const current = currentMonthly(
    tickets.filter((t) => t.row.pkgExpertId === expertId),
    now,
  );
  const sendStatus = sendStatusOf(current, now);
  return {
    sendStatus,
    left: isRunning(sendStatus) && current ? current.lookCount - current.usedCount : 0,
  };
}

/** Readings on sale now by expert. */
async function onSaleCounts(db: Database, expertIds: number[], now: number) {
  if (expertIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ expertId: interpretations.expertId, n: count() })
    .from(interpretations)
    .innerJoin(matches, eq(matches.id, interpretations.matchId))
    .where(and(inArray(interpretations.expertId, expertIds), publishedBy(now), matchOnSale(now)))
    .groupBy(interpretations.expertId);
  return new Map(rows.map((r) => [r.expertId, r.n]));
}

/** GET /api/setMeal/monthly/list: the monthly packages on sale, best-followed experts first. */
export async function monthlyOffers(
  db: Database,
  viewerId: number | null,
  pageNo: number,
  now: number,
) {
  const rows = await db
    .select({ meal: setMeals, expert: expertBasicsColumns })
    .from(setMeals)
    .innerJoin(experts, eq(experts.id, setMeals.pkgExpertId))
    .where(and(eq(setMeals.pkgExpertType, EXPERT_SPECIFIC), eq(setMeals.onSale, true)))
    .orderBy(desc(experts.followers), setMeals.id)
    .limit(SET_MEAL_PAGE_SIZE + 1)
    .offset((pageNo - 1) * SET_MEAL_PAGE_SIZE);
  const page = rows.slice(0, SET_MEAL_PAGE_SIZE);
  const cards = await tipExpertsOf(
    db,
    page.map((r) => r.expert),
  );
  const tickets = await monthlyTicketsOf(db, viewerId);
  const onSale = await onSaleCounts(
    db,
    page.map((r) => r.expert.id),
    now,
  );
  const list: MonthlyOffer[] = page.map(({ meal, expert }) => ({
    meal: mealCardOf(meal, expert.nickname),
    expert: cards.get(expert.id) ?? tipExpertOf(expert),
    ...standingOf(tickets, expert.id, now),
    onSaleCount: onSale.get(expert.id) ?? 0,
  }));
  return done({ list, pageNo, hasMore: rows.length > SET_MEAL_PAGE_SIZE });
}

/** Readings each expert published on a Beijing day (by now). */
async function pushCounts(db: Database, expertIds: number[], day: string, now: number) {
  if (expertIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ expertId: interpretations.expertId, n: count() })
    .from(interpretations)
    .where(
      and(
        inArray(interpretations.expertId, expertIds),
        gte(interpretations.publishedAt, new Date(beijingDayStart(day))),
        lt(interpretations.publishedAt, new Date(beijingDayEnd(day))),
        publishedBy(now),
      ),
    )
    .groupBy(interpretations.expertId);
  return new Map(rows.map((r) => [r.expertId, r.n]));
}

/** POST /api/query/queryMyBaoYueExpertList/{pageNo}: the fan's monthly packages, newest first. */
export async function myMonthlyExperts(
  db: Database,
  userId: number,
  args: { pageNo: number; pageSize: number; day?: string; qiuFlag?: number; status?: number },
  now: number,
) {
  const day = args.day ?? beijingDate(now);
  const tickets = await monthlyTicketsOf(db, userId);
  const expertIds = [...new Set(tickets.map((t) => t.row.pkgExpertId as number))];
  const expertRows =
    expertIds.length === 0
      ? []
      : await db
          .select({ ...expertBasicsColumns, qiuFlag: experts.qiuFlag })
          .from(experts)
          .where(inArray(experts.id, expertIds));
  const byId = new Map(expertRows.map((e) => [e.id, e]));
  const matching = tickets.filter((t) => {
    const expert = byId.get(t.row.pkgExpertId as number);
    if (!expert) return false;
    if (args.qiuFlag !== undefined && expert.qiuFlag !== args.qiuFlag) return false;
    return args.status === undefined || sendStatusOf(t, now) === args.status;
  });
  const from = (args.pageNo - 1) * args.pageSize;
  const page = matching.slice(from, from + args.pageSize);
  const shown = page.map((t) => byId.get(t.row.pkgExpertId as number)!);
  const cards = await tipExpertsOf(db, shown);
  const pushed = await pushCounts(
    db,
    shown.map((e) => e.id),
    day,
    now,
  );
  const list: MonthlyExpert[] = page.map((t, i) => {
    const expert = shown[i]!;
    return {
      ticketId: t.row.id,
      name: t.row.name,
      expert: cards.get(expert.id) ?? tipExpertOf(expert),
      lookCount: t.lookCount,
      usedCount: t.usedCount,
      boughtAt: t.boughtAt,
      expiresAt: t.expiresAt,
      sendStatus: sendStatusOf(t, now),
      pushCount: pushed.get(expert.id) ?? 0,
    };
  });
  return done({
    list,
    pageNo: args.pageNo,
    hasMore: matching.length > from + args.pageSize,
    day,
  });
}

/** GET /api/query/queryPrivatePushToday: today's readings of the experts of the fan's live packages. */
export async function privatePushToday(db: Database, userId: number, pageNo: number, now: number) {
  const tickets = await monthlyTicketsOf(db, userId);
  const live = tickets.filter((t) => isRunning(sendStatusOf(t, now)));
  const today = beijingDate(now);
  return done(
    await readingsOfExpertsBetween(
      db,
      {
        expertIds: [...new Set(live.map((t) => t.row.pkgExpertId as number))],
        from: beijingDayStart(today),
        to: beijingDayEnd(today),
        pageNo,
      },
      now,
    ),
  );
}

/** GET /api/interpretation/isAttentExpert/{expertId}: following, the monthly standing, the offer. */
export async function isAttentExpert(
  db: Database,
  viewerId: number | null,
  expertId: number,
  now: number,
): Promise<
  Outcome<{ attention: boolean; sendStatus: number; left: number; monthlyPkgId: number | null }>
> {
  const [expert] = await db
    .select({ id: experts.id })
    .from(experts)
    .where(eq(experts.id, expertId));
  if (!expert) return refused(ExpertRefusals.notFound);
  const [offer] = await db
    .select({ id: setMeals.id })
    .from(setMeals)
    .where(
      and(
        eq(setMeals.pkgExpertId, expertId),
        eq(setMeals.pkgExpertType, EXPERT_SPECIFIC),
        eq(setMeals.onSale, true),
      ),
    )
    .orderBy(setMeals.id)
    .limit(1);
  return done({
    attention: await isFollowing(db, viewerId, expertId),
    ...standingOf(await monthlyTicketsOf(db, viewerId), expertId, now),
    monthlyPkgId: offer?.id ?? null,
  });
}
