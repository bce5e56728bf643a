import type { MatchItem } from '@contracts/sportdata/matches';
import { quarterTable } from './rules';

/** Points by quarter, away team above home (客队在前), with the total; live from the store. */
export function QuarterScores({ match }: { match: MatchItem }) {
  const table = quarterTable(match.periodScores);
  const rows = [
    { key: 'away', name: match.awayTeamName, points: table.away, total: match.awayScore },
    { key: 'home', name: match.homeTeamName, points: table.home, total: match.homeScore },
  ];
  return (
    <table className="md-table md-quarters" data-testid="quarter-table">
      <thead>
        <tr>
          <th scope="col">球队</th>
          {table.columns.map((column) => (
            <th scope="col" key={column}>
              {column}
            </th>
          ))}
          <th scope="col">总分</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="md-quarters__team">
              {row.name}
            </th>
            {table.columns.map((column, i) => (
              <td key={column}>{row.points[i] ?? ''}</td>
            ))}
            <td className="md-quarters__total">{row.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
