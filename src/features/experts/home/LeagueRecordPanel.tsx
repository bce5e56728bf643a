import { Link } from 'react-router-dom';
import type { LeagueRecordRow } from '@contracts/experts';
import { hrefFor } from '@shared/routes';
import { failureText } from '@shared/http';
import { EmptyState, ErrorState, Skeleton } from '@shared/ui';
import { useResource } from '@shared/resource';
import { leagueRecordResource } from '../resources';
import { Choices } from '../Choices';
import { LEAGUE_PERIODS, leagueGamesOf } from '../rules';
import { sliceOption } from '../records/rules';

const PERIOD_OPTIONS = LEAGUE_PERIODS.map((p) => ({ value: p.dateIndex, label: p.label }));

function LeagueTable({
  expertId,
  gameType,
  dateIndex,
}: {
  expertId: number;
  gameType: number;
  dateIndex: number;
}) {
  const rows = useResource(leagueRecordResource, { expertId, gameType, dateIndex });
  if (rows.loading) return <Skeleton rows={4} testId="league-skeleton" />;
  if (!rows.data)
    return (
      <ErrorState message={failureText(rows.error)} onRetry={rows.reload} testId="league-error" />
    );
  if (rows.data.length === 0) return <EmptyState text="暂无战绩" testId="league-empty" />;
  return (
    <table className="xp-league-table" data-testid="league-table">
      <thead>
        <tr>
          <th scope="col">联赛</th>
          <th scope="col">场次</th>
          <th scope="col">红</th>
          <th scope="col">命中率</th>
        </tr>
      </thead>
      <tbody>
        {rows.data.map((row: LeagueRecordRow) => (
          <tr key={row.leagueId} data-testid="league-row">
            <td>
              {/* The row opens its plans: the same league, game and period. */}
              <Link
                to={hrefFor('leagueRecordDetail', {
                  option: sliceOption({
                    expertId,
                    leagueId: row.leagueId,
                    gameId: gameType,
                    dateIndex,
                  }),
                })}
                data-testid="league-row-link"
              >
                {row.leagueName}
              </Link>
            </td>
            <td>{row.picks}</td>
            <td>{row.won}</td>
            <td>{row.hitRate === null ? '--' : `${row.hitRate}%`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * 联赛战绩: the expert's settled picks by league, for one game or all (the games their ball type's
 * plans carry) and over all time, 30 or 90 days. The choices are the caller's (the home's tab keeps
 * them in state, the leagueRecord page in its path); each pair is one call.
 */
export function LeagueRecordPanel({
  expertId,
  qiuFlag,
  gameType,
  dateIndex,
  onGameType,
  onDateIndex,
  round = 0,
}: {
  expertId: number;
  qiuFlag: number;
  gameType: number;
  dateIndex: number;
  onGameType: (gameType: number) => void;
  onDateIndex: (dateIndex: number) => void;
  /** A new round reads the table again (a pull to refresh). */
  round?: number;
}) {
  const games = leagueGamesOf(qiuFlag).map((g) => ({ value: g.gameType, label: g.label }));
  return (
    <section className="xp-league" data-testid="league-record">
      <Choices
        options={games}
        value={gameType}
        onChange={onGameType}
        label="玩法"
        testId="league-game"
      />
      <Choices
        options={PERIOD_OPTIONS}
        value={dateIndex}
        onChange={onDateIndex}
        label="时间"
        testId="league-period"
      />
      <LeagueTable
        key={`${gameType}:${dateIndex}:${round}`}
        expertId={expertId}
        gameType={gameType}
        dateIndex={dateIndex}
      />
    </section>
  );
}
