import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TeamBrief } from '@contracts/sportdata/dataLibrary';
import { teamHref } from './links';
import type { Sport } from './rules';

export interface StatColumn<R> {
  key: string;
  label: string;
  cell: (row: R) => ReactNode;
  /** Sorts by this column when its head is tapped; a column without it does not sort. */
  sort?: (row: R) => number;
  /** Left out of the league page's preview (`limit` given), where a phone has room for fewer. */
  detailOnly?: boolean;
}

interface Props<R> {
  sport: Sport;
  rows: readonly R[];
  teamOf: (row: R) => TeamBrief;
  columns: readonly StatColumn<R>[];
  /** The column the table opens sorted by, most first. */
  initialSort: string;
  /** Shows only the first rows (the league page's preview); all when left out. */
  limit?: number;
  testId: string;
}

/**
 * A statistic's per-team table: the server lists clubs in id order, the fan reads them by the
 * column he taps (most first, a second tap least first). Ties keep the server's order, so a sort
 * is the same on every device.
 */
export function SortableTable<R>({
  sport,
  rows,
  teamOf,
  columns,
  initialSort,
  limit,
  testId,
}: Props<R>) {
  const [sort, setSort] = useState({ key: initialSort, descending: true });
  const shownColumns = limit === undefined ? columns : columns.filter((c) => !c.detailOnly);
  const by = columns.find((c) => c.key === sort.key)?.sort;
  const sorted = by
    ? [...rows].sort((a, b) => (sort.descending ? by(b) - by(a) : by(a) - by(b)))
    : [...rows];
  const shown = limit === undefined ? sorted : sorted.slice(0, limit);
  return (
    <div className="dl-table-wrap">
      <table className="dl-table" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col" className="dl-table__team">
              球队
            </th>
            {shownColumns.map((c) => (
              <th
                key={c.key}
                scope="col"
                aria-sort={
                  c.key === sort.key ? (sort.descending ? 'descending' : 'ascending') : undefined
                }
              >
                {c.sort ? (
                  <button
                    type="button"
                    className={c.key === sort.key ? 'dl-sort is-active' : 'dl-sort'}
                    data-testid={`${testId}-sort-${c.key}`}
                    onClick={() =>
                      setSort((s) => ({
                        key: c.key,
                        descending: s.key === c.key ? !s.descending : true,
                      }))
                    }
                  >
                    {c.label}
                    {c.key === sort.key && (sort.descending ? '↓' : '↑')}
                  </button>
                ) : (
                  c.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row, i) => {
            const team = teamOf(row);
            return (
              <tr key={team.teamId} data-testid={`${testId}-row`}>
                <td>{i + 1}</td>
                <td className="dl-table__team">
                  <Link to={teamHref(sport, team.teamId)}>{team.shortName || team.name}</Link>
                </td>
                {shownColumns.map((c) => (
                  <td key={c.key}>{c.cell(row)}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
