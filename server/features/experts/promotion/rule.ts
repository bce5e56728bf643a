// The promotion rule of product-spec §4 / §9, pure (issue 19 §1; docs/decisions/expert-records.md):
// a laboratory expert (level 1) becomes a popular forecaster (level 2) after a month with at least
// 30 plans, on at least 15 active days, a monthly return of at least 0% (payout ≥ stake) and a
// rank in the top 20 by monthly return. A popular forecaster whose month lost money over at least
// DEMOTION_MIN_SETTLED settled plans goes back to the laboratory; the reason says why.

export const PROMOTION = {
  minPlans: 30,
  minActiveDays: 15,
  /** Monthly return (payout ÷ stake − 1) of at least 0%. */
  minNetReturn: 0,
  topRank: 20,
} as const;

/** Fewer settled plans than this in a month say too little to demote on. */
export const DEMOTION_MIN_SETTLED = 10;

export interface MonthStats {
  expertId: number;
  userLevel: number;
  /** Plans published in the month. */
  plans: number;
  /** Beijing days of the month with at least one plan published. */
  activeDays: number;
  /** Of those plans, the settled ones (void included: their stake came back). */
  settled: number;
  stakeMilli: number;
  payoutMilli: number;
}

export interface LevelDecision {
  expertId: number;
  from: number;
  to: number;
  reason: string;
}

/** Net return in percent, one decimal: (payout − stake) ÷ stake. */
export function netReturnOf(s: Pick<MonthStats, 'stakeMilli' | 'payoutMilli'>): number | null {
  if (s.stakeMilli <= 0) return null;
  return Math.round(((s.payoutMilli - s.stakeMilli) * 1000) / s.stakeMilli) / 10;
}

/** Ranks by monthly return, best first, among experts with something settled (ties: more settled, then id). */
export function rankByReturn(stats: readonly MonthStats[]): Map<number, number> {
  const ranked = stats
    .filter((s) => s.settled > 0)
    .map((s) => ({ s, net: netReturnOf(s) ?? -Infinity }))
    .sort((a, b) => b.net - a.net || b.s.settled - a.s.settled || a.s.expertId - b.s.expertId);
  return new Map(ranked.map((r, index) => [r.s.expertId, index + 1]));
}

/** The month's level changes; `month` is what the reasons name (e.g. 2026年11月). */
export function judgeMonth(stats: readonly MonthStats[], month: string): LevelDecision[] {
  const ranks = rankByReturn(stats);
  const out: LevelDecision[] = [];
  for (const s of stats) {
    const net = netReturnOf(s);
    const rank = ranks.get(s.expertId);
    if (s.userLevel === 1) {
      const promoted =
        s.plans >= PROMOTION.minPlans &&
        s.activeDays >= PROMOTION.minActiveDays &&
        net !== null &&
        net >= PROMOTION.minNetReturn &&
        rank !== undefined &&
        rank <= PROMOTION.topRank;
      if (promoted)
        out.push({
          expertId: s.expertId,
          from: 1,
          to: 2,
          reason: `${month}推荐${s.plans}场、活跃${s.activeDays}天、月回报率${net}%，排名第${rank}，晋升人气预测家`,
        });
    } else if (s.userLevel === 2 && net !== null && net < 0 && s.settled >= DEMOTION_MIN_SETTLED) {
      out.push({
        expertId: s.expertId,
        from: 2,
        to: 1,
        reason: `${month}月回报率${net}%（${s.settled}场已结算），低于0%，降为实验室专家`,
      });
    }
  }
  return out;
}
