import { and, count, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import {
  PLAN_PAGE_SIZE,
  PLAN_RESULT,
  type PlanCard,
  type PlanListType,
  type PlanPage,
} from '../../../contracts/plans';
import type { Database } from '../../db/database';
import { experts, leagues, matches, planPurchases, plans, users } from '../../db/schema';
import { done, refused, type Outcome } from '../../platform/refusals';
import { ExpertRefusals, expertBasicsColumns, tipExpertOf, tipExpertsOf } from '../experts';
import {
  awayTeam,
  homeTeam,
  matchAway,
  matchHome,
  matchLeague,
  planMatchColumns,
} from './matchColumns';
import { PlanRefusals } from './service';
import { NOT_STARTED } from '../../../domain/sport';

// The plan lists (issue 19 §2): plans on sale by ball type and kind, a fan's bought plans, an
// expert's plans, and who bought a plan. Never the paid content.

const cardColumns = {
  id: plans.id,
  planNo: plans.planNo,
  title: plans.title,
  priceFen: plans.priceFen,
  refundIfLost: plans.refundIfLost,
  publishedAt: plans.publishedAt,
  result: plans.result,
  lookCount: plans.lookCount,
  expert: expertBasicsColumns,
  match: planMatchColumns,
};

/** One page of plan cards by a filter and an order (one row more tells whether a page follows). */
export async function cardsPage(
  db: Database,
  args: { where: SQL | undefined; order: SQL[]; pageNo: number; now: number; join?: 'purchases' },
  userId?: number,
): Promise<PlanPage> {
  const base = db.select(cardColumns).from(plans);
  const joined =
    args.join === 'purchases' && userId !== undefined
      ? base.innerJoin(
          planPurchases,
          and(eq(planPurchases.planId, plans.id), eq(planPurchases.userId, userId)),
        )
      : base;
  const rows = await joined
    .innerJoin(experts, eq(experts.id, plans.expertId))
    .innerJoin(matches, eq(matches.id, plans.matchId))
    .innerJoin(leagues, matchLeague)
    .innerJoin(homeTeam, matchHome)
    .innerJoin(awayTeam, matchAway)
    .where(and(lte(plans.publishedAt, new Date(args.now)), args.where))
    .orderBy(...args.order)
    .limit(PLAN_PAGE_SIZE + 1)
    .offset((args.pageNo - 1) * PLAN_PAGE_SIZE);
  const page = rows.slice(0, PLAN_PAGE_SIZE);
  const cards = await tipExpertsOf(
    db,
    page.map((r) => r.expert),
  );
  const list: PlanCard[] = page.map((r) => ({
    id: r.id,
    planNo: r.planNo,
    title: r.title,
    price: Number(r.priceFen) / 100,
    refundIfLost: r.refundIfLost,
    publishedAt: r.publishedAt.getTime(),
    result: r.result,
    lookCount: r.lookCount,
    onSale: r.match.status === NOT_STARTED && r.match.matchTime.getTime() > args.now,
    expert: cards.get(r.expert.id) ?? tipExpertOf(r.expert),
    match: { ...r.match, matchTime: r.match.matchTime.getTime() },
  }));
  return {
    list,
    pageNo: args.pageNo,
    pageSize: PLAN_PAGE_SIZE,
    hasMore: rows.length > PLAN_PAGE_SIZE,
  };
}

const onSale = (now: number) =>
  and(eq(matches.status, NOT_STARTED), gt(matches.matchTime, new Date(now)));

const KIND_FILTER: Record<PlanListType, SQL | undefined> = {
  all: undefined,
  free: eq(plans.priceFen, 0),
  paid: gt(plans.priceFen, 0),
  refund: eq(plans.refundIfLost, true),
};

/** GET /api/plan/list/{qiuFlag}/{type}/{pageNo}: plans on sale, newest first. */
export async function planList(
  db: Database,
  args: { qiuFlag: number; type: PlanListType; pageNo: number },
  now: number,
): Promise<Outcome<PlanPage>> {
  return done(
    await cardsPage(db, {
      where: and(eq(matches.sport, args.qiuFlag), onSale(now), KIND_FILTER[args.type]),
      order: [desc(plans.publishedAt), desc(plans.id)],
      pageNo: args.pageNo,
      now,
    }),
  );
}

const RESULT_TAB = {
  all: undefined,
  pending: eq(plans.result, PLAN_RESULT.pending),
  won: eq(plans.result, PLAN_RESULT.won),
  // 未中: lost. A void plan (走水) gave the stake back: it shows under 全部 only.
  lost: eq(plans.result, PLAN_RESULT.lost),
} as const;

/** GET /api/uc/plan/myLook/{tab}/{pageNo}: the caller's bought plans, newest purchase first. */
export async function myLookPlans(
  db: Database,
  userId: number,
  args: { tab: keyof typeof RESULT_TAB; pageNo: number },
  now: number,
): Promise<Outcome<PlanPage>> {
  return done(
    await cardsPage(
      db,
      {
        where: RESULT_TAB[args.tab],
        order: [desc(planPurchases.createdAt), desc(plans.id)],
        pageNo: args.pageNo,
        now,
        join: 'purchases',
      },
      userId,
    ),
  );
}

const EXPERT_TAB = (now: number) =>
  ({
    all: undefined,
    onSale: onSale(now),
    settled: gt(plans.result, PLAN_RESULT.pending),
  }) as const;

/** GET /api/expertHome/plan/{expertId}/{tab}/{pageNo}: an expert's plans, newest first. */
export async function expertPlans(
  db: Database,
  args: { expertId: number; tab: 'all' | 'onSale' | 'settled'; pageNo: number },
  now: number,
): Promise<Outcome<PlanPage>> {
  const [expert] = await db
    .select({ id: experts.id })
    .from(experts)
    .where(eq(experts.id, args.expertId));
  if (!expert) return refused(ExpertRefusals.notFound);
  return done(
    await cardsPage(db, {
      where: and(eq(plans.expertId, args.expertId), EXPERT_TAB(now)[args.tab]),
      order: [desc(plans.publishedAt), desc(plans.id)],
      pageNo: args.pageNo,
      now,
    }),
  );
}

/** '球迷小王' → '球***': who bought stays private. */
function maskNick(name: string): string {
  const first = [...name][0] ?? '球';
  return `${first}***`;
}

/** GET /api/plan/lookList/{planId}/{pageNo}: the plan's buyers, newest first, names masked. */
export async function planLookList(db: Database, planId: number, pageNo: number, now: number) {
  const [plan] = await db
    .select({ publishedAt: plans.publishedAt })
    .from(plans)
    .where(eq(plans.id, planId));
  if (!plan || plan.publishedAt.getTime() > now) return refused(PlanRefusals.notFound);
  const [bought] = await db
    .select({ n: count() })
    .from(planPurchases)
    .where(eq(planPurchases.planId, planId));
  const rows = await db
    .select({
      id: planPurchases.id,
      nickName: users.nickName,
      account: users.account,
      icon: users.userIcon,
      at: planPurchases.createdAt,
    })
    .from(planPurchases)
    .innerJoin(users, eq(users.id, planPurchases.userId))
    .where(eq(planPurchases.planId, planId))
    .orderBy(desc(planPurchases.createdAt), desc(planPurchases.id))
    .limit(PLAN_PAGE_SIZE + 1)
    .offset((pageNo - 1) * PLAN_PAGE_SIZE);
  return done({
    lookCount: bought?.n ?? 0,
    list: rows.slice(0, PLAN_PAGE_SIZE).map((r) => ({
      id: r.id,
      nickName: maskNick(r.nickName ?? r.account),
      icon: r.icon,
      at: r.at.getTime(),
    })),
    pageNo,
    hasMore: rows.length > PLAN_PAGE_SIZE,
  });
}
