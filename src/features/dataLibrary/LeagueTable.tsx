import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useResource } from '@shared/resource';
import { CHIP_TABS, ChoiceRow, EmptyState, Loaded } from '@shared/ui';
import { Form } from './Form';
import { teamHref } from './links';
import { basketballTableResource, footballTableResource, leagueRuleResource } from './resources';
import type { Sport } from './rules';

const SCOPES = [
  { value: 0, label: '总积分' },
  { value: 1, label: '主场' },
  { value: 2, label: '客场' },
] as const;

interface Props {
  sport: Sport;
  leagueId: number;
  season: string | undefined;
}

function Rule({ leagueId }: { leagueId: number }) {
  const view = useResource(leagueRuleResource, leagueId);
  const rule = view.data;
  if (!rule) return null;
  return (
    <div className="dl-rule" data-testid="data-rule">
      {rule.zones.length > 0 && (
        <ul className="dl-rule__zones">
          {rule.zones.map((z) => (
            <li key={z.from}>
              <i style={{ background: z.color }} aria-hidden="true" />
              {z.from === z.to ? `第${z.from}名` : `第${z.from}-${z.to}名`} {z.name}
            </li>
          ))}
        </ul>
      )}
      <p>{rule.text}</p>
    </div>
  );
}

function FootballTable({ leagueId, season, scope }: Props & { scope: number }) {
  const view = useResource(footballTableResource, { sport: 1, leagueId, season, scope });
  return (
    <Loaded view={view} testId="data-table">
      {(data) =>
        data.list.length === 0 ? (
          <EmptyState text="暂无积分榜数据" testId="data-table-empty" />
        ) : (
          <div className="dl-table-wrap">
            <table className="dl-table" data-testid="data-table">
              <thead>
                <tr>
                  <th scope="col">排名</th>
                  <th scope="col" className="dl-table__team">
                    球队
                  </th>
                  <th scope="col">赛</th>
                  <th scope="col">胜/平/负</th>
                  <th scope="col">进/失</th>
                  <th scope="col">积分</th>
                  <th scope="col">近况</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((row) => (
                  <tr key={row.team.teamId} data-testid="data-table-row">
                    <td
                      className="dl-table__rank"
                      style={row.color ? { borderLeftColor: row.color } : undefined}
                    >
                      {row.rank}
                    </td>
                    <td className="dl-table__team">
                      <Link to={teamHref(1, row.team.teamId)}>{row.team.name}</Link>
                    </td>
                    <td>{row.played}</td>
                    <td>
                      {row.won}/{row.drawn}/{row.lost}
                    </td>
                    <td>
                      {row.goalsFor}/{row.goalsAgainst}
                    </td>
                    <td className="dl-table__points">{row.points}</td>
                    <td>
                      <Form results={row.form} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </Loaded>
  );
}

function BasketballTable({ leagueId, season, scope }: Props & { scope: number }) {
  const view = useResource(basketballTableResource, { sport: 2, leagueId, season, scope });
  return (
    <Loaded view={view} testId="data-table">
      {(data) =>
        data.list.length === 0 ? (
          <EmptyState text="暂无排名数据" testId="data-table-empty" />
        ) : (
          <div className="dl-table-wrap">
            <table className="dl-table" data-testid="data-table">
              <thead>
                <tr>
                  <th scope="col">排名</th>
                  <th scope="col" className="dl-table__team">
                    球队
                  </th>
                  <th scope="col">胜/负</th>
                  <th scope="col">胜率</th>
                  <th scope="col">胜差</th>
                  <th scope="col">得/失</th>
                  <th scope="col">近况</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((row) => (
                  <tr key={row.team.teamId} data-testid="data-table-row">
                    <td
                      className="dl-table__rank"
                      style={row.color ? { borderLeftColor: row.color } : undefined}
                    >
                      {row.rank}
                    </td>
                    <td className="dl-table__team">
                      <Link to={teamHref(2, row.team.teamId)}>{row.team.name}</Link>
                    </td>
                    <td>
                      {row.won}/{row.lost}
                    </td>
                    <td>{row.winPct}%</td>
                    <td>{row.gamesBehind}</td>
                    <td>
                      {row.pointsFor.toFixed(1)}/{row.pointsAgainst.toFixed(1)}
                    </td>
                    <td>{row.streak}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </Loaded>
  );
}

/** 积分: the season's table — total, home or away — with the zones and how it ranks. */
export function LeagueTable(props: Props) {
  const [scope, setScope] = useState(0);
  return (
    <section className="dl-section" data-testid="data-standings">
      <ChoiceRow
        options={SCOPES}
        value={scope}
        onChange={setScope}
        label="积分榜范围"
        testId="data-scope"
        {...CHIP_TABS}
      />
      {props.sport === 2 ? (
        <BasketballTable {...props} scope={scope} />
      ) : (
        <FootballTable {...props} scope={scope} />
      )}
      {scope === 0 && <Rule leagueId={props.leagueId} />}
    </section>
  );
}
