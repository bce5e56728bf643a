import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { WIND_SIDES, type Triple } from '@contracts/windVane';
import { date2 } from '@shared/format';
import { SIDE_COLOURS } from './rules';

const HEIGHT = 200;

/**
 * Home, draw and away chances over time as three lines (uPlot: small, canvas, made for phones;
 * loaded only with the wind vane's pages). Times are shown in Beijing time; the chart follows its
 * container's width.
 */
export function ProbabilityChart({
  points,
  label,
  testId,
}: {
  points: ReadonlyArray<{ t: number; p: Triple }>;
  label: string;
  testId: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || points.length === 0) return undefined;
    const data: uPlot.AlignedData = [
      points.map((x) => x.t / 1000),
      ...([0, 1, 2] as const).map((i) => points.map((x) => x.p[i])),
    ];
    const chart = new uPlot(
      {
        width: el.clientWidth || 320,
        height: HEIGHT,
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [
          {
            // Days across a span of days, hours within one: the labels fit a phone's width.
            values: (_u, ticks) => {
              const span = (ticks.at(-1) ?? 0) - (ticks[0] ?? 0);
              const pattern = span >= 86_400 ? 'MM-dd' : 'HH:mm';
              return ticks.map((s) => date2(s * 1000, pattern));
            },
            size: 36,
            font: '11px sans-serif',
          },
          { values: (_u, ticks) => ticks.map((v) => `${v}%`), size: 44, font: '11px sans-serif' },
        ],
        series: [
          {},
          ...WIND_SIDES.map((name, i) => ({
            label: name,
            stroke: SIDE_COLOURS[i],
            width: 2,
            points: { show: false },
          })),
        ],
      },
      data,
      el,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: el.clientWidth, height: HEIGHT }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points]);
  return (
    <figure
      className="wv-chart"
      aria-label={label}
      data-testid={testId}
      data-points={points.length}
    >
      <div ref={box} />
      {points.length === 0 && <p className="wv-empty">暂无变化</p>}
    </figure>
  );
}
