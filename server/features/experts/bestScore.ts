import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { BEST_MONTH_MIN_SETTLED, RECENT_SAMPLE } from '../../../contracts/experts';
import { PLAN_RESULT } from '../../../contracts/plans';
import type { Database } from '../../db/database';
import { experts, plans } from '../../db/schema';
import { done, refused } from '../../platform/refusals';
import { formatBeijing } from '../../../domain/time';
import { EMPTY_RECORD, returnRateOf } from './records/fold';
import { recordsOf } from './records/store';
import { ExpertRefusals, ranked } from './service';

// famous/rankByRed/bestScore (issue 37 §3): an expert's best figures, read from the settled plans
// in settle order (the order the kept record folds them in), never kept apart.

interface Settled {
  result: number;
  payoutMilli: number;
  publishedAt: number;
}

/** The most wins in any RECENT_SAMPLE consecutive won-or-lost plans (all of them when fewer). */
export function bestRunOf(results: readonly number[]): { won: number; total: number } | null {
  const counted = results.filter((r) => r === PLAN_RESULT.won || r === PLAN_RESULT.lost);
  if (counted.length === 0) return null;
  const size = Math.min(RECENT_SAMPLE, counted.length);
  let wins = counted.slice(0, size).filter((r) => r === PLAN_RESULT.won).length;
  let best = wins;
  for (let i = size; i < counted.length; i++) {
    wins +=
      (counted[i] === PLAN_RESULT.won ? 1 : 0) - (counted[i - size] === PLAN_RESULT.won ? 1 : 0);
    best = Math.max(best, wins);
  }
  return { won: best, total: size };
}

/**
 * The Beijing month of publishing with the best return among months of at least
 * BEST_MONTH_MIN_SETTLED won-or-lost plans (a void plan's stake counts, as in every return); ties go
 * to the bigger sample, then the later month.
 */
export function bestMonthOf(list: readonly Settled[]) {
  const months = new Map<string, { settled: number; won: number; stake: number; payout: number }>();
  for (const p of list) {
    const key = formatBeijing(p.publishedAt, 'yyyy-MM');
    const m = months.get(key) ?? { settled: 0, won: 0, stake: 0, payout: 0 };
    if (p.result !== PLAN_RESULT.void) m.settled += 1;
    if (p.result === PLAN_RESULT.won) m.won += 1;
    m.stake += 1000;
    m.payout += p.payoutMilli;
    months.set(key, m);
  }
  const candidates = [...months]
    .filter(([, m]) => m.settled >= BEST_MONTH_MIN_SETTLED)
    .map(([month, m]) => ({
      month,
      settled: m.settled,
      won: m.won,
      ratio: m.payout / m.stake,
      returnRate: returnRateOf(m.payout, m.stake),
    }))
    .sort((a, b) => b.ratio - a.ratio || b.settled - a.settled || b.month.localeCompare(a.month));
  const best = candidates[0];
  return best
    ? { month: best.month, settled: best.settled, won: best.won, returnRate: best.returnRate }
    : null;
}

/** GET /api/famous/rankByRed/bestScore/{expertId}. */
export async function bestScore(db: Database, expertId: number, now: number) {
  const [expert] = await db
    .select({ qiuFlag: experts.qiuFlag })
    .from(experts)
    .where(eq(experts.id, expertId));
  if (!expert) return refused(ExpertRefusals.notFound);
  const rows = await db
    .select({
      result: plans.result,
      payoutMilli: plans.payoutMilli,
      publishedAt: plans.publishedAt,
    })
    .from(plans)
    .where(and(eq(plans.expertId, expertId), isNotNull(plans.settleSeq)))
    .orderBy(asc(plans.settleSeq));
  const settled: Settled[] = rows.map((r) => ({
    result: r.result,
    payoutMilli: r.payoutMilli ?? 0,
    publishedAt: r.publishedAt.getTime(),
  }));
  const record = (await recordsOf(db, [expertId])).get(expertId) ?? EMPTY_RECORD;
  const streaks = await ranked(db, expert.qiuFlag, 4, now);
  const place = streaks.findIndex((r) => r.expert.id === expertId);
  return done({
    bestStreak: record.bestStreak,
    currentStreak: record.currentStreak,
    bestRun: bestRunOf(settled.map((p) => p.result)),
    bestMonth: bestMonthOf(settled),
    streakRank: place === -1 ? null : place + 1,
  });
}
