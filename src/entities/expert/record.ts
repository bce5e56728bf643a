/**
 * An expert as cards and pages show them (the tips list, the plan page, and the expert screens to
 * come): the record in words and the initial that stands in for a missing picture.
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
