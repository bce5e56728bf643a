import type { Trend } from '@contracts/sportdata/odds';
import { trendClass, trendMark, type OddsCell } from './rules';

/** One odds value, coloured and arrowed by its trend (red up, green down). */
export function OddsValue({ cell, trend }: { cell: OddsCell; trend: Trend }) {
  const mark = trendMark(trend);
  return (
    <span className={`mdo-cell ${trendClass(trend)}`.trim()} data-trend={trend}>
      {cell.text}
      {mark && (
        <i className="mdo-mark" role="img" aria-label={trend === 1 ? '升' : '降'}>
          {mark}
        </i>
      )}
    </span>
  );
}

/** The grid modifier for a row of `cells` values after the first column. */
export function gridClass(cells: number): string {
  return `mdo-grid mdo-grid--${cells}`;
}
