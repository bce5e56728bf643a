/**
 * An expert as cards and pages show them (the tips list, the plan page, the expert screens): the
 * record in words and the initial that stands in for a missing picture.
 */

/** The character an expert without a picture or a name shows (专, for 专家). */
export const EXPERT_INITIAL = '专';

/** 近10中7; null for an expert without recent tips. */
export function recordText(recentWins: number, recentTotal: number): string | null {
  if (recentTotal <= 0) return null;
  return `近${recentTotal}中${Math.min(recentWins, recentTotal)}`;
}

/** 命中率70%; null when there is no rate. */
export function hitRateText(hitRate: number | null): string | null {
  return hitRate === null ? null : `命中率${hitRate}%`;
}

/** 回报率112.5% (payout ÷ stake, contracts/experts.ts); null with no settled plan. */
export function returnRateText(returnRate: number | null): string | null {
  return returnRate === null ? null : `回报率${percentText(returnRate)}`;
}

/** A percent of the records with at most one decimal: 112.5%, 100%. */
export function percentText(value: number): string {
  return `${Number(value.toFixed(1))}%`;
}

/** 5连红: the run going on now; null under 2, since one win is not yet a run. */
export function currentStreakText(streak: number): string | null {
  return streak >= 2 ? `${streak}连红` : null;
}

/** 红 / 黑 of a recent result (1 won, 2 lost); null for anything else. */
export function recentResultText(result: number): '红' | '黑' | null {
  return result === 1 ? '红' : result === 2 ? '黑' : null;
}

/**
 * 不中退款: the promise of a plan that refunds its buyers when it loses, one wording on every card,
 * row and page (a shorter 不中退 on some rows read as a different promise).
 */
export const REFUND_IF_LOST_LABEL = '不中退款';
