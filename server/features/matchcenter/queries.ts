import { and, asc, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { TIP_SORT, type TipKind, type TipSort } from '../../../contracts/matchcenter';
import type { Database } from '../../db/database';
import { expertRecords, experts, interpretations, matches, plans } from '../../db/schema';
import { expertBasicsColumns, type ExpertBasics } from '../experts';
import { matchOnSale, publishedBy } from '../interpretations';

// The tips of one match: plans and interpretations in one ordered, paged list (a UNION ALL), each
// with its expert. Only what is already published (simulated now) is listed; content never is.
// An interpretation is published and on sale by the interpretations' one rule (publishedBy,
// matchOnSale), the rule of their own lists: a count here is the length of those lists.

/** A listed tip as the database gives it; routes turn it into the wire item. */
export interface TipRow {
  kind: TipKind;
  id: number;
  planNo: string | null;
  title: string;
  priceFen: number;
  publishedAt: Date;
  result: number;
  lookCount: number;
  refundIfLost: boolean;
  expert: ExpertBasics;
}

/** The sport of a match, or null when there is no such match. */
export async function matchSport(db: Database, matchId: number): Promise<number | null> {
  const [row] = await db
    .select({ sport: matches.sport })
    .from(matches)
    .where(eq(matches.id, matchId))
    .limit(1);
  return row?.sport ?? null;
}

function tipsOfMatch(db: Database, matchId: number, now: Date, kinds: 'all' | 'interpretation') {
  const jd = db
    .select({
      kind: sql<TipKind>`'interpretation'`.as('kind'),
      id: interpretations.id,
      planNo: sql<string | null>`null::text`.as('plan_no'),
      expertId: interpretations.expertId,
      title: interpretations.title,
      priceFen: interpretations.priceFen,
      publishedAt: interpretations.publishedAt,
      result: interpretations.result,
      lookCount: interpretations.lookCount,
      refundIfLost: sql<boolean>`false`.as('refund_if_lost'),
    })
    .from(interpretations)
    .where(and(eq(interpretations.matchId, matchId), publishedBy(now.getTime())));
  if (kinds === 'interpretation') return jd.as('tips');
  const plan = db
    .select({
      kind: sql<TipKind>`'plan'`.as('kind'),
      id: plans.id,
      planNo: sql<string | null>`${plans.planNo}`.as('plan_no'),
      expertId: plans.expertId,
      title: plans.title,
      priceFen: plans.priceFen,
      publishedAt: plans.publishedAt,
      result: plans.result,
      lookCount: plans.lookCount,
      refundIfLost: sql<boolean>`${plans.refundIfLost}`.as('refund_if_lost'),
    })
    .from(plans)
    .where(and(eq(plans.matchId, matchId), lte(plans.publishedAt, now)));
  return plan.unionAll(jd).as('tips');
}

type Tips = ReturnType<typeof tipsOfMatch>;

/** Sort orders, each ending on a unique key so pages never overlap or skip an item. */
function orderOf(tips: Tips, sort: TipSort): SQL[] {
  const latest = [desc(tips.publishedAt), asc(tips.kind), desc(tips.id)];
  if (sort === TIP_SORT.price) return [asc(tips.priceFen), ...latest];
  if (sort === TIP_SORT.hitRate)
    return [
      // The hit rate of the kept record's recent sample (its '1's over its length).
      sql`(length(${expertRecords.recent}) - length(replace(${expertRecords.recent}, '1', '')))::float8
        / nullif(length(${expertRecords.recent}), 0) desc nulls last`,
      sql`length(${expertRecords.recent}) desc nulls last`,
      ...latest,
    ];
  return latest;
}

export interface TipsQuery {
  matchId: number;
  now: number;
  sort: TipSort;
  offset: number;
  limit: number;
  kinds: 'all' | 'interpretation';
}

export async function tipsPage(db: Database, q: TipsQuery): Promise<TipRow[]> {
  const tips = tipsOfMatch(db, q.matchId, new Date(q.now), q.kinds);
  const rows = await db
    .select({
      kind: tips.kind,
      id: tips.id,
      planNo: tips.planNo,
      title: tips.title,
      priceFen: tips.priceFen,
      publishedAt: tips.publishedAt,
      result: tips.result,
      lookCount: tips.lookCount,
      refundIfLost: tips.refundIfLost,
      expert: expertBasicsColumns,
    })
    .from(tips)
    .innerJoin(experts, eq(experts.id, tips.expertId))
    .leftJoin(expertRecords, eq(expertRecords.expertId, tips.expertId))
    .orderBy(...orderOf(tips, q.sort))
    .limit(q.limit)
    .offset(q.offset);
  // Through the union's alias the column mappers may not run on every driver: coerce once here.
  return rows.map((r) => ({
    ...r,
    priceFen: Number(r.priceFen),
    publishedAt: new Date(r.publishedAt),
    refundIfLost: r.refundIfLost === true,
  }));
}

/** How many plans and interpretations of the match are published by now. */
export async function tipCounts(
  db: Database,
  matchId: number,
  now: number,
): Promise<{ plans: number; interpretations: number }> {
  const at = new Date(now);
  const [p] = await db
    .select({ n: count() })
    .from(plans)
    .where(and(eq(plans.matchId, matchId), lte(plans.publishedAt, at)));
  const [j] = await db
    .select({ n: count() })
    .from(interpretations)
    .where(and(eq(interpretations.matchId, matchId), publishedBy(now)));
  return { plans: p?.n ?? 0, interpretations: j?.n ?? 0 };
}

/**
 * An expert's published interpretations, and those still for sale (their match not started and
 * not yet kicked off, as the lists say); null when there is no such expert.
 */
export async function expertJdCount(
  db: Database,
  expertId: number,
  now: number,
): Promise<{ total: number; onSale: number } | null> {
  const [expert] = await db
    .select({ id: experts.id })
    .from(experts)
    .where(eq(experts.id, expertId))
    .limit(1);
  if (!expert) return null;
  const [row] = await db
    .select({
      total: count(),
      onSale: sql<number>`count(*) filter (where ${matchOnSale(now)})::int`,
    })
    .from(interpretations)
    .innerJoin(matches, eq(matches.id, interpretations.matchId))
    .where(and(eq(interpretations.expertId, expertId), publishedBy(now)));
  return { total: row?.total ?? 0, onSale: Number(row?.onSale ?? 0) };
}
