import { useState } from 'react';
import type { StandingRow } from '@contracts/sportdata/analysis';
import type { Sport } from '@entities/match';
import { JobContent, TabEmpty } from '../tabs/TabStates';
import type { DetailTabProps } from '../tabs/types';
import { useDetailJob } from '../useDetailJob';
import { fetchMatchStanding } from './api';
import { focusRows, percentText } from './rules';
import { TeamRecord } from './TeamRecord';

/** 积分排名: the league table with the two teams marked, then their recent record split 总/主/客. */
export function Standings({ match, sport }: Pick<DetailTabProps, 'match' | 'sport'>) {
  const [full, setFull] = useState(false);
  const view = useDetailJob(
    `analysis:getMatchStanding:${match.matchId}`,
    (signal) => fetchMatchStanding(match.matchId, signal),
    { live: false },
  );
  return (
    <section className="md-section mda" data-testid="analysis-standing">
      <header className="mda-head">
        <h3 className="md-section__title">积分排名</h3>
        {view.data?.available && (
          <span className="mda-sub">
            {view.data.leagueName} {view.data.season}
          </span>
        )}
      </header>
      <JobContent view={view} emptyText="暂无积分榜数据">
        {(d) =>
          !d.available || d.rows.length === 0 ? (
            <TabEmpty text={d.reason ?? '暂无积分榜数据'} />
          ) : (
            <>
              <StandingTable rows={focusRows(d.rows, full)} sport={sport} />
              {d.rows.length > 2 && (
                <button type="button" className="mda-more" onClick={() => setFull((f) => !f)}>
                  {full ? '收起' : '完整积分榜'}
                </button>
              )}
            </>
          )
        }
      </JobContent>
      <TeamRecord match={match} sport={sport} />
    </section>
  );
}

function StandingTable({ rows, sport }: { rows: readonly StandingRow[]; sport: Sport }) {
  const basketball = sport === 'basketball';
  return (
    <table className="md-table mda-standing">
      <thead>
        <tr>
          <th>排名</th>
          <th className="mda-standing__team">球队</th>
          <th>赛</th>
          <th>胜</th>
          {!basketball && <th>平</th>}
          <th>负</th>
          {basketball ? <th>胜率</th> : <th>进/失</th>}
          {basketball ? <th>胜差</th> : <th>净胜</th>}
          {!basketball && <th>积分</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr
            key={r.teamId}
            data-testid="standing-row"
            data-highlight={r.highlight ?? undefined}
            className={r.highlight ? `mda-standing__row--${r.highlight}` : undefined}
          >
            <td>{r.rank}</td>
            <td className="mda-standing__team">
              {r.highlight && (
                <span className={`mda-side mda-side--${r.highlight}`}>
                  {r.highlight === 'home' ? '主' : '客'}
                </span>
              )}
              {r.teamName}
            </td>
            <td>{r.played}</td>
            <td>{r.won}</td>
            {!basketball && <td>{r.drawn}</td>}
            <td>{r.lost}</td>
            {basketball ? (
              <td>{percentText(r.winPercent)}</td>
            ) : (
              <td>
                {r.goalsFor}/{r.goalsAgainst}
              </td>
            )}
            {basketball ? <td>{r.gamesBehind ?? '-'}</td> : <td>{r.goalDiff}</td>}
            {!basketball && <td className="mda-standing__points">{r.points}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
