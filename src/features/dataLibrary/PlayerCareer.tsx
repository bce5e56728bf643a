import { Link } from 'react-router-dom';
import { NO_FIGURES_TEXT } from '@contracts/sportdata/players';
import { useResource } from '@shared/resource';
import { EmptyState, Loaded } from '@shared/ui';
import { teamHref } from './links';
import { playerCareerResource } from './playerResources';
import type { Sport } from './rules';

/**
 * 生涯: each season, newest first, with his club and the season's figures where the world holds
 * them; a season without says why, as the server answers.
 */
export function PlayerCareer({ playerId, sport }: { playerId: number; sport: Sport }) {
  const view = useResource(playerCareerResource, playerId);
  return (
    <section className="dl-section" data-testid="player-career">
      <h2 className="dl-section__title">职业生涯</h2>
      <Loaded view={view} testId="player-career">
        {(data) =>
          data.seasons.length === 0 ? (
            <EmptyState text="暂无生涯数据" />
          ) : (
            <div className="dl-table-wrap">
              <table className="dl-table">
                <thead>
                  <tr>
                    <th scope="col">赛季</th>
                    <th scope="col" className="dl-table__team">
                      球队
                    </th>
                    <th scope="col">出场</th>
                    <th scope="col">{sport === 2 ? '得分' : '进球'}</th>
                    <th scope="col">{sport === 2 ? '篮板' : '助攻'}</th>
                    <th scope="col">{sport === 2 ? '助攻' : '黄/红'}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.seasons.map((s) => (
                    <tr key={s.season} data-testid="player-career-row">
                      <td>{s.season}</td>
                      <td className="dl-table__team">
                        <Link to={teamHref(sport, s.team.teamId)}>
                          {s.team.shortName || s.team.name}
                        </Link>
                        {s.onLoan && <small className="dl-tag">租借</small>}
                      </td>
                      {s.football ? (
                        <>
                          <td>{s.football.appearances}</td>
                          <td>{s.football.goals}</td>
                          <td>{s.football.assists}</td>
                          <td>
                            {s.football.yellow}/{s.football.red}
                          </td>
                        </>
                      ) : s.basketball ? (
                        <>
                          <td>{s.basketball.games}</td>
                          <td>{s.basketball.points.toFixed(1)}</td>
                          <td>{s.basketball.rebounds.toFixed(1)}</td>
                          <td>{s.basketball.assists.toFixed(1)}</td>
                        </>
                      ) : (
                        <td colSpan={4} className="dl-table__note">
                          {s.noFigures ? NO_FIGURES_TEXT[s.noFigures] : '暂无数据'}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Loaded>
    </section>
  );
}
