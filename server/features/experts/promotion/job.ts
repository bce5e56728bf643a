import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { expertPromotionRuns, experts, plans, userLevelLogs, users } from '../../../db/schema';
import { judgeMonth, type LevelDecision, type MonthStats } from './rule';
import { beijingMonthStart, beijingParts } from '../../../../domain/time';

// Runs the promotion rule once per month, on the real records: after the month has ended and a day
// has passed (the last plans of the month settle on the 1st), it judges every expert on the plans
// they published in that month, changes levels and writes the level-change log the app's level
// popups read (GET /api/uc/my/queryLastLevelLog).

/** The Beijing month before the one `now` is in, once its next month's 2nd day has begun. */
export function monthToJudge(
  now: number,
): { key: string; label: string; from: number; to: number } | null {
  const today = beijingParts(now);
  if (today.day < 2) return null;
  // The judged month is the one before today's (January's is the previous December).
  const from = beijingMonthStart(today.year, today.month - 1);
  const to = beijingMonthStart(today.year, today.month);
  const { year: y, month: m } = beijingParts(from);
  return { key: `${y}-${String(m).padStart(2, '0')}`, label: `${y}年${m}月`, from, to };
}

async function monthStats(db: Database, from: number, to: number): Promise<MonthStats[]> {
  const rows = await db
    .select({
      expertId: plans.expertId,
      userLevel: experts.userLevel,
      plans: sql<number>`count(*)::int`,
      activeDays: sql<number>`count(distinct ((${plans.publishedAt} + interval '8 hours')::date))::int`,
      settled: sql<number>`count(${plans.settleSeq})::int`,
      payout: sql<number>`coalesce(sum(${plans.payoutMilli}), 0)::float8`,
    })
    .from(plans)
    .innerJoin(experts, eq(experts.id, plans.expertId))
    .where(and(gte(plans.publishedAt, new Date(from)), lt(plans.publishedAt, new Date(to))))
    .groupBy(plans.expertId, experts.userLevel);
  return rows.map((r) => ({
    expertId: r.expertId,
    userLevel: r.userLevel,
    plans: Number(r.plans),
    activeDays: Number(r.activeDays),
    settled: Number(r.settled),
    stakeMilli: Number(r.settled) * 1000,
    payoutMilli: Number(r.payout),
  }));
}

/**
 * Judges the last month if it has not been judged: answers the decisions applied (none when it ran
 * before or it is too early). One transaction: the run's row, the levels, the logs.
 */
export async function runPromotion(db: Database, now: number): Promise<LevelDecision[]> {
  const month = monthToJudge(now);
  if (!month) return [];
  const [ran] = await db
    .select({ month: expertPromotionRuns.month })
    .from(expertPromotionRuns)
    .where(eq(expertPromotionRuns.month, month.key));
  if (ran) return [];
  const decisions = judgeMonth(await monthStats(db, month.from, month.to), month.label);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(expertPromotionRuns)
      .values({
        month: month.key,
        ranAt: new Date(now),
        promoted: decisions.filter((d) => d.to > d.from).length,
        demoted: decisions.filter((d) => d.to < d.from).length,
      })
      .onConflictDoNothing()
      .returning({ month: expertPromotionRuns.month });
    if (claimed.length === 0) return [];
    const linked = decisions.length
      ? await tx
          .select({ id: experts.id, userId: experts.userId })
          .from(experts)
          .where(
            inArray(
              experts.id,
              decisions.map((d) => d.expertId),
            ),
          )
      : [];
    for (const d of decisions) {
      await tx.update(experts).set({ userLevel: d.to }).where(eq(experts.id, d.expertId));
      const userId = linked.find((e) => e.id === d.expertId)?.userId ?? null;
      if (userId === null) continue;
      await tx.update(users).set({ userLevel: d.to }).where(eq(users.id, userId));
      await tx.insert(userLevelLogs).values({
        userId,
        fromLevel: d.from,
        toLevel: d.to,
        reason: d.reason,
        createdAt: new Date(now),
      });
    }
    return decisions;
  });
}
