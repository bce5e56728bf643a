import { and, desc, eq, gt, gte, inArray, lt, type SQL } from 'drizzle-orm';
import {
  INTERPRETATION_PAGE_SIZE,
  type InterpretationCard,
  type InterpretationPage,
} from '../../../contracts/interpretations';
import { tryParseInterpretation } from '../../../contracts/interpretation';
import { PLAN_RESULT } from '../../../contracts/plans';
import { fenToYuan } from '../../../contracts/wallet/balance';
import type { Database } from '../../db/database';
import {
  experts,
  interpretationPurchases,
  interpretations,
  leagues,
  matches,
} from '../../db/schema';
import { done, refused, type Outcome } from '../../platform/refusals';
import { ExpertRefusals, expertBasicsColumns, tipExpertOf, tipExpertsOf } from '../experts';
import {
  awayTeam,
  homeTeam,
  matchAway,
  matchHome,
  matchLeague,
  onSale,
  planMatchColumns,
} from '../plans';
import { matchOnSale, publishedBy } from './visibility';

// The interpretation lists (issue 34 §1): readings on sale by type and ball, a fan's bought
// readings, an expert's readings. Published ones only, never the content (read only to count its
// picks).

const cardColumns = {
  id: interpretations.id,
  title: interpretations.title,
  summary: interpretations.summary,
  content: interpretations.content,
  priceFen: interpretations.priceFen,
  type: interpretations.type,
  publishedAt: interpretations.publishedAt,
  result: interpretations.result,
  lookCount: interpretations.lookCount,
  expert: expertBasicsColumns,
  match: planMatchColumns,
};

interface PageArgs {
  where: SQL | undefined;
  order: SQL[];
  pageNo: number;
  now: number;
  /** Only the readings this fan bought (their purchases joined). */
  boughtBy?: number;
}

/** One page of cards by a filter and an order (one row more tells whether a page follows). */
async function cardsPage(db: Database, args: PageArgs): Promise<InterpretationPage> {
  const base = db.select(cardColumns).from(interpretations);
  const joined =
    args.boughtBy === undefined
      ? base
      : base.innerJoin(
          interpretationPurchases,
          and(
            eq(interpretationPurchases.interpretationId, interpretations.id),
            eq(interpretationPurchases.userId, args.boughtBy),
          ),
        );
  const rows = await joined
    .innerJoin(experts, eq(experts.id, interpretations.expertId))
    .innerJoin(matches, eq(matches.id, interpretations.matchId))
    .innerJoin(leagues, matchLeague)
    .innerJoin(homeTeam, matchHome)
    .innerJoin(awayTeam, matchAway)
    .where(and(publishedBy(args.now), args.where))
    .orderBy(...args.order)
    .limit(INTERPRETATION_PAGE_SIZE + 1)
    .offset((args.pageNo - 1) * INTERPRETATION_PAGE_SIZE);
  const page = rows.slice(0, INTERPRETATION_PAGE_SIZE);
  const cards = await tipExpertsOf(
    db,
    page.map((r) => r.expert),
  );
  const list: InterpretationCard[] = page.map((r) => ({
    id: r.id,
    title: r.title,
    summary: r.summary,
    price: fenToYuan(r.priceFen),
    type: r.type,
    publishedAt: r.publishedAt.getTime(),
    result: r.result,
    lookCount: r.lookCount,
    onSale: onSale(r, args.now),
    pickCount: tryParseInterpretation(r.content)?.length ?? 0,
    expert: cards.get(r.expert.id) ?? tipExpertOf(r.expert),
    match: { ...r.match, matchTime: r.match.matchTime.getTime() },
  }));
  return {
    list,
    pageNo: args.pageNo,
    pageSize: INTERPRETATION_PAGE_SIZE,
    hasMore: rows.length > INTERPRETATION_PAGE_SIZE,
  };
}

const newest = [desc(interpretations.publishedAt), desc(interpretations.id)];

/** POST /api/query/interpretation/list/{pageNo}: readings on sale, newest first. */
export async function interpretationList(
  db: Database,
  args: { type: 0 | 3; qiuFlag?: 1 | 2; pageNo: number; free?: boolean },
  now: number,
): Promise<Outcome<InterpretationPage>> {
  return done(
    await cardsPage(db, {
      where: and(
        eq(interpretations.type, args.type),
        args.qiuFlag === undefined ? undefined : eq(matches.sport, args.qiuFlag),
        args.free === true ? eq(interpretations.priceFen, 0) : undefined,
        matchOnSale(now),
      ),
      order: newest,
      pageNo: args.pageNo,
      now,
    }),
  );
}

const RESULT_TAB = {
  all: undefined,
  pending: eq(interpretations.result, PLAN_RESULT.pending),
  won: eq(interpretations.result, PLAN_RESULT.won),
  lost: eq(interpretations.result, PLAN_RESULT.lost),
} as const;

/** POST /api/uc/interpretation/myLook/{pageNo}: the caller's bought readings, newest purchase first. */
export async function myLookInterpretations(
  db: Database,
  userId: number,
  args: { tab: keyof typeof RESULT_TAB; pageNo: number },
  now: number,
): Promise<Outcome<InterpretationPage>> {
  return done(
    await cardsPage(db, {
      where: RESULT_TAB[args.tab],
      order: [desc(interpretationPurchases.createdAt), desc(interpretations.id)],
      pageNo: args.pageNo,
      now,
      boughtBy: userId,
    }),
  );
}

const EXPERT_TAB = (now: number) =>
  ({
    all: undefined,
    onSale: matchOnSale(now),
    settled: gt(interpretations.result, PLAN_RESULT.pending),
  }) as const;

type ExpertTab = keyof ReturnType<typeof EXPERT_TAB>;

/** An expert's readings by tab, newest first (the expert home, and one's own). */
async function expertPage(
  db: Database,
  expertId: number,
  args: { tab: ExpertTab; pageNo: number; type?: 0 | 3 },
  now: number,
) {
  return cardsPage(db, {
    where: and(
      eq(interpretations.expertId, expertId),
      EXPERT_TAB(now)[args.tab],
      args.type === undefined ? undefined : eq(interpretations.type, args.type),
    ),
    order: newest,
    pageNo: args.pageNo,
    now,
  });
}

/** POST /api/expertHome/interpretation/{pageNo}: one expert's readings. */
export async function expertInterpretations(
  db: Database,
  args: { expertId: number; type?: 0 | 3; pageNo: number },
  now: number,
): Promise<Outcome<InterpretationPage>> {
  const [expert] = await db
    .select({ id: experts.id })
    .from(experts)
    .where(eq(experts.id, args.expertId));
  if (!expert) return refused(ExpertRefusals.notFound);
  return done(await expertPage(db, args.expertId, { ...args, tab: 'all' }, now));
}

/**
 * POST /api/uc/interpretation/myPublish/{pageNo}: the caller's own readings; an empty page for a fan
 * with no expert row (nothing published yet).
 */
export async function myPublishInterpretations(
  db: Database,
  userId: number,
  args: { tab: ExpertTab; pageNo: number },
  now: number,
): Promise<Outcome<InterpretationPage>> {
  const [expert] = await db
    .select({ id: experts.id })
    .from(experts)
    .where(eq(experts.userId, userId));
  if (!expert)
    return done({
      list: [],
      pageNo: args.pageNo,
      pageSize: INTERPRETATION_PAGE_SIZE,
      hasMore: false,
    });
  return done(await expertPage(db, expert.id, args, now));
}

/**
 * The readings some experts published in [from, to), newest first: a monthly package's private push
 * (contracts/expertMonthly.ts).
 */
export async function readingsOfExpertsBetween(
  db: Database,
  args: { expertIds: readonly number[]; from: number; to: number; pageNo: number },
  now: number,
): Promise<InterpretationPage> {
  if (args.expertIds.length === 0)
    return { list: [], pageNo: args.pageNo, pageSize: INTERPRETATION_PAGE_SIZE, hasMore: false };
  return cardsPage(db, {
    where: and(
      inArray(interpretations.expertId, [...args.expertIds]),
      gte(interpretations.publishedAt, new Date(args.from)),
      lt(interpretations.publishedAt, new Date(args.to)),
    ),
    order: newest,
    pageNo: args.pageNo,
    now,
  });
}
