import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { TeamPlayerList } from '@contracts/sportdata/players';
import { useResource } from '@shared/resource';
import { EmptyState, Loaded, PageHeader } from '@shared/ui';
import { Form } from './Form';
import { leagueHref, playerHref } from './links';
import { teamPlayersResource } from './playerResources';
import { teamResource } from './resources';
import { idOf, sportOfPath } from './rules';
import { ScheduleRow } from './ScheduleRow';
import './dataLibrary.css';

const PLACES = [
  ['total', '总'],
  ['home', '主场'],
  ['away', '客场'],
] as const;

/**
 * Each player's season in a few characters beside his name (football goals and appearances,
 * basketball points per game), from the squad's figures; nothing for a player without figures.
 */
function squadFiguresOf(list: TeamPlayerList | undefined): Map<number, string> {
  const out = new Map<number, string>();
  for (const p of list?.list ?? []) {
    if (p.football)
      out.set(
        p.playerId,
        p.football.goals > 0
          ? `${p.football.goals}球/${p.football.appearances}场`
          : `${p.football.appearances}场`,
      );
    else if (p.basketball) out.set(p.playerId, `${p.basketball.points.toFixed(1)}分`);
  }
  return out;
}

/**
 * 球队 (`data/team-data` teamId, `data/bk/league/team/{tab}` teamId; issue 36 §1): the club, its
 * place in its league's season (total, home, away) and form, its last and next matches in every
 * competition, and its squad by position with numbers.
 */
export default function TeamPage() {
  const sport = sportOfPath(useLocation().pathname);
  const [query] = useSearchParams();
  const teamId = idOf(query.get('teamId'));
  const view = useResource(teamResource, { sport, teamId }, { enabled: teamId > 0 });
  const figures = squadFiguresOf(
    useResource(teamPlayersResource, teamId, { enabled: teamId > 0 }).data,
  );
  return (
    <div className="page dl-page" data-testid="data-team-page">
      <PageHeader title={view.data?.team.name ?? '球队'} />
      {teamId === 0 ? (
        <EmptyState text="未找到该球队" testId="data-team-missing" />
      ) : (
        <Loaded view={view} testId="data-team">
          {(data) => (
            <>
              <header className="dl-head" data-testid="data-team-head">
                <div className="dl-head__text">
                  <h1>{data.team.name}</h1>
                  <p>
                    <Link to={leagueHref(sport, data.team.leagueId)}>
                      {data.team.leagueShortName}
                    </Link>
                    {data.team.coach && ` · 主教练 ${data.team.coach}`}
                  </p>
                </div>
                <Form results={data.form} />
              </header>
              <section className="dl-section">
                <h2 className="dl-section__title">{data.season}赛季排名</h2>
                <table className="dl-table" data-testid="data-team-ranking">
                  <thead>
                    <tr>
                      <th scope="col">
                        <span className="visually-hidden">场地</span>
                      </th>
                      <th scope="col">排名</th>
                      <th scope="col">赛</th>
                      <th scope="col">{sport === 2 ? '胜/负' : '胜/平/负'}</th>
                      <th scope="col">{sport === 2 ? '得/失' : '进/失'}</th>
                      {sport === 1 && <th scope="col">积分</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {PLACES.map(([key, label]) => {
                      const place = data.ranking[key];
                      return (
                        <tr key={key}>
                          <th scope="row">{label}</th>
                          {place ? (
                            <>
                              <td>{place.rank}</td>
                              <td>{place.played}</td>
                              <td>
                                {sport === 2
                                  ? `${place.won}/${place.lost}`
                                  : `${place.won}/${place.drawn}/${place.lost}`}
                              </td>
                              <td>
                                {place.goalsFor}/{place.goalsAgainst}
                              </td>
                              {sport === 1 && <td>{place.points}</td>}
                            </>
                          ) : (
                            <td colSpan={sport === 1 ? 5 : 4}>暂无</td>
                          )}
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </section>
              <section className="dl-section" data-testid="data-team-recent">
                <h2 className="dl-section__title">近期战绩</h2>
                {data.recent.length === 0 ? (
                  <EmptyState text="暂无已完场比赛" />
                ) : (
                  <div className="dl-matches">
                    {data.recent.map((m) => (
                      <ScheduleRow key={m.matchId} match={m} sport={sport} />
                    ))}
                  </div>
                )}
              </section>
              <section className="dl-section" data-testid="data-team-upcoming">
                <h2 className="dl-section__title">未来赛程</h2>
                {data.upcoming.length === 0 ? (
                  <EmptyState text="暂无未来赛程" />
                ) : (
                  <div className="dl-matches">
                    {data.upcoming.map((m) => (
                      <ScheduleRow key={m.matchId} match={m} sport={sport} />
                    ))}
                  </div>
                )}
              </section>
              <section className="dl-section" data-testid="data-team-squad">
                <h2 className="dl-section__title">阵容</h2>
                {data.squad.map((group) => (
                  <div key={group.position} className="dl-squad">
                    <h3>{group.positionName}</h3>
                    <ul>
                      {group.players.map((p) => (
                        <li key={p.playerId} data-testid="data-player">
                          <Link to={playerHref(p.playerId)}>
                            <b>{p.shirtNumber}</b>
                            {p.name}
                            {figures.get(p.playerId) && <small>{figures.get(p.playerId)}</small>}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </section>
            </>
          )}
        </Loaded>
      )}
    </div>
  );
}
