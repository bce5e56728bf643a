import { useMemo } from 'react';
import { LineChart } from '@shared/charts';
import { outcomeColours } from './rules';

const axisText = (v: number) => v.toFixed(2);

/**
 * One line per outcome (主胜, 平局, 客胜; basketball's two) of a figure over time: the Kelly change's
 * indices, the dispersion change's variances.
 */
export function OutcomeLines<P extends { t: number }>({
  outcomes,
  points,
  valuesOf,
  label,
}: {
  outcomes: readonly string[];
  points: readonly P[];
  /** The point's figure of each outcome, in the outcomes' order. */
  valuesOf: (point: P) => readonly number[];
  label: string;
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
    <LineChart times={times} lines={lines} yText={axisText} label={label} testId="special-chart" />
  );
}
