import { Link } from 'react-router-dom';
import { hitsText, percentText } from './rules';

export interface BarRow {
  key: number;
  label: string;
  picks: number;
  won: number;
  hitRate: number | null;
  /** Where the row leads (its plans), if anywhere. */
  to?: string;
}

/** Rows of N中M with a bar as long as the hit rate: the distribution by game or by league. */
export function Bars({ rows, testId }: { rows: readonly BarRow[]; testId: string }) {
  return (
    <ul className="xp-bars" data-testid={testId}>
      {rows.map((row) => {
        const body = (
          <>
            <span>{row.label}</span>
            <span className="xp-bar__track" aria-hidden="true">
              <span className="xp-bar__fill" style={{ width: `${row.hitRate ?? 0}%` }} />
            </span>
            <span>
              {hitsText(row.picks, row.won)} {percentText(row.hitRate)}
            </span>
          </>
        );
        return (
          <li key={row.key} data-testid={`${testId}-row`}>
            {row.to ? (
              <Link className="xp-bar" to={row.to}>
                {body}
              </Link>
            ) : (
              <div className="xp-bar">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
