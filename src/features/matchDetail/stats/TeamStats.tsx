import type { BkMatchTeamStats } from '@contracts/sportdata/bkDetail';
import { teamStatRows } from './rules';

/**
 * 球队统计: the two teams' lines side by side, away on the left as the page reads (客队在前), each
 * row with a bar split by the two values; the side ahead is bold (for turnovers and fouls, fewer).
 */
export function TeamStats({ stats }: { stats: BkMatchTeamStats }) {
  const rows = teamStatRows(stats.away, stats.home);
  return (
    <div className="bks-team">
      <div className="bks-team__head">
        <span className="bks-team__name bks-team__name--away">{stats.away.teamName}</span>
        <span className="bks-team__name bks-team__name--home">{stats.home.teamName}</span>
      </div>
      <ul className="bks-team__rows">
        {rows.map((row) => (
          <li key={row.key} className="bks-stat" data-testid="bk-team-stat" data-stat={row.key}>
            <div className="bks-stat__values">
              <span className={`bks-stat__value${row.leader === 'away' ? ' is-ahead' : ''}`}>
                {row.away.text}
                {row.away.sub !== null && <small className="bks-stat__sub">{row.away.sub}</small>}
              </span>
              <span className="bks-stat__label">{row.label}</span>
              <span
                className={`bks-stat__value bks-stat__value--home${row.leader === 'home' ? ' is-ahead' : ''}`}
              >
                {row.home.sub !== null && <small className="bks-stat__sub">{row.home.sub}</small>}
                {row.home.text}
              </span>
            </div>
            <div className="bks-bar" aria-hidden="true">
              <span className="bks-bar__away" style={{ width: `${row.widths[0]}%` }} />
              <span className="bks-bar__home" style={{ width: `${row.widths[1]}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
