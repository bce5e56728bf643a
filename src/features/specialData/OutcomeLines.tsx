import { useMemo } from 'react';
import { LineChart } from '@shared/charts';
import { outcomeColours } from './rules';

const twoDecimals = (v: number) => v.toFixed(2);

/**
 * One line per outcome (主胜, 平局, 客胜; basketball's two) of a figure over time: the Kelly change's
 * indices, the dispersion change's variances, the Betfair page's money matched.
 */
export function OutcomeLines<P extends { t: number }>({
  outcomes,
  points,
  valuesOf,
  label,
  yText = twoDecimals,
}: {
  outcomes: readonly string[];
  points: readonly P[];
  /** The point's figure of each outcome, in the outcomes' order. */
  valuesOf: (point: P) => readonly number[];
  label: string;
  /** The value axis's text (two decimals unless told). */
  yText?: (value: number) => string;
}) {
  const times = useMemo(() => points.map((p) => p.t), [points]);
  const lines = useMemo(() => {
    const colours = outcomeColours(outcomes.length);
    return outcomes.map((name, i) => ({
      label: name,
      colour: colours[i]!,
      values: points.map((p) => valuesOf(p)[i] ?? null),
    }));
  }, [outcomes, points, valuesOf]);
  return (
    <LineChart times={times} lines={lines} yText={yText} label={label} testId="special-chart" />
  );
}
