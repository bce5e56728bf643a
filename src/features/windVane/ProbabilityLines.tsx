import { useMemo } from 'react';
import { WIND_SIDES, type Triple } from '@contracts/windVane';
import { LineChart } from '@shared/charts';
import { SIDE_COLOURS } from './rules';

const percentAxis = (v: number) => `${v}%`;

/** Home, draw and away chances over time, drawn by the app's shared line chart. */
export function ProbabilityLines({
  points,
  label,
  testId,
}: {
  points: ReadonlyArray<{ t: number; p: Triple }>;
  label: string;
  testId: string;
}) {
  const times = useMemo(() => points.map((x) => x.t), [points]);
  const lines = useMemo(
    () =>
      WIND_SIDES.map((name, i) => ({
        label: name,
        colour: SIDE_COLOURS[i]!,
        values: points.map((x) => x.p[i]!),
      })),
    [points],
  );
  return (
    <LineChart times={times} lines={lines} yText={percentAxis} label={label} testId={testId} />
  );
}
