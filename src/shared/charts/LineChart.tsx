import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { date2 } from '@shared/format';
import { tokenColour, useTheme, type ColourToken } from '@shared/theme';
import './lineChart.css';

const HEIGHT = 200;

/** One line of a chart: its name in the legend, its colour token, a value per time (null: a gap). */
export interface ChartLine {
  label: string;
  colour: ColourToken;
  values: ReadonlyArray<number | null>;
}

/**
 * Lines over time (uPlot: small, canvas, made for phones). The app's one chart: the wind vane's
 * chances, the Kelly indices and the dispersion draw with it, and it is imported only by the pages
 * that draw, so the library loads with them and never with the first screen. Times are ms since the
 * epoch, shown in Beijing time; the chart follows its container's width. The canvas cannot read CSS
 * variables, so the lines, labels and grid take the theme's token colours when drawn, and are drawn
 * again when the theme changes.
 */
export function LineChart({
  times,
  lines,
  yText,
  label,
  testId,
}: {
  times: readonly number[];
  lines: readonly ChartLine[];
  /** How a value of the y axis is written (52%, 1.02). */
  yText: (value: number) => string;
  label: string;
  testId: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  useEffect(() => {
    const el = box.current;
    if (!el || times.length === 0) return undefined;
    const colour = (token: ColourToken) => tokenColour(token, el);
    const axis = { stroke: colour('--text-2'), grid: { stroke: colour('--line') } };
    const tickLines = { stroke: colour('--line') };
    const data: uPlot.AlignedData = [
      times.map((t) => t / 1000),
      ...lines.map((line) => line.values.map((v) => v ?? null)),
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
            ...axis,
            ticks: tickLines,
          },
          {
            values: (_u, values) => values.map(yText),
            size: 48,
            font: '11px sans-serif',
            ...axis,
            ticks: tickLines,
          },
        ],
        series: [
          {},
          ...lines.map((line) => ({
            label: line.label,
            stroke: colour(line.colour),
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
    // `theme`: drawn again in the other theme's colours.
  }, [times, lines, yText, theme]);
  return (
    <figure
      className="line-chart"
      aria-label={label}
      data-testid={testId}
      data-points={times.length}
    >
      <div ref={box} />
      {times.length === 0 && <p className="line-chart__empty">暂无变化</p>}
    </figure>
  );
}
