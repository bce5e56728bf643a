import type { AbilityDimension, Tidian } from '@contracts/sportdata/matchExtras';
import { percentText } from './rules';

/**
 * Pure rules of the analysis tab's ability, tips and intelligence sections
 * (docs/decisions/match-analysis-extras.md). No I/O, no time.
 */

/** A raw figure beside its bar: "71.4%", or goals / points a match as they are ("1.86"). */
export function abilityValueText(value: number, unit: string): string {
  return unit === '%' ? percentText(value) : String(value);
}

/** The side whose score is higher on an axis, bold on screen; null when level. */
export function abilityLeader(
  dim: Pick<AbilityDimension, 'home' | 'away'>,
): 'home' | 'away' | null {
  return dim.home > dim.away ? 'home' : dim.away > dim.home ? 'away' : null;
}

/** A bar's width: the 0–100 score as a percentage of its half, never below a sliver when above 0. */
export function abilityBarWidth(score: number): string {
  const clamped = Math.max(0, Math.min(100, score));
  return `${clamped > 0 ? Math.max(clamped, 2) : 0}%`;
}

const SIDE_LABELS: Readonly<Record<Tidian['side'], string>> = {
  home: '主',
  away: '客',
  both: '双方',
};

/** Whose tip it is, as the chip before it reads. */
export function tidianSideLabel(side: Tidian['side']): string {
  return SIDE_LABELS[side];
}
