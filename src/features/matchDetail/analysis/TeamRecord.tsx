import { useState } from 'react';
import type { TeamStanding } from '@contracts/sportdata/analysis';
import { JobContent } from '../tabs/TabStates';
import type { DetailTabProps } from '../tabs/types';
import { useDetailJob } from '../useDetailJob';
import { fetchTeamStanding } from './api';
import { percentText, scoredLabel } from './rules';

/** getTeamStanding over the last ten finished matches, all competitions. */
const MATCH_COUNT = 10;
const LOCATIONS = [
  { type: 0, label: '总' },
  { type: 1, label: '主' },
  { type: 2, label: '客' },
] as const;
type LocationType = (typeof LOCATIONS)[number]['type'];

/**
 * 近10场 总/主/客: both teams' record over their last ten matches, all of them, home games only or
 * away games only. One job asks for both teams, so the two rows always come from the same moment.
 */
export function TeamRecord({ match, sport }: Pick<DetailTabProps, 'match' | 'sport'>) {
  const [location, setLocation] = useState<LocationType>(0);
  const view = useDetailJob(
    `analysis:getTeamStanding:${match.homeTeamId},${match.awayTeamId}:m${MATCH_COUNT}:loc${location}:lt0`,
    (signal) =>
      Promise.all(
        [match.homeTeamId, match.awayTeamId].map((teamId) =>
          fetchTeamStanding(
            { teamId, matchCount: MATCH_COUNT, locationType: location, leagueType: 0 },
            signal,
          ),
        ),
      ),
    { live: false },
  );
  const scored = scoredLabel(sport);
  const basketball = sport === 'basketball';
  return (
    <div className="mda-record" data-testid="team-record">
      <div className="mda-head">
        <h4 className="mda-record__title">近{MATCH_COUNT}场战绩</h4>
        <span className="mda-seg" role="group" aria-label="场地">
          {LOCATIONS.map((l) => (
            <button
              key={l.type}
              type="button"
              className={`mda-seg__item${location === l.type ? ' mda-seg__item--on' : ''}`}
              aria-pressed={location === l.type}
              onClick={() => setLocation(l.type)}
            >
              {l.label}
            </button>
          ))}
        </span>
      </div>
      <JobContent
        view={view}
        emptyText="暂无数据"
        skeletonRows={2}
        isEmpty={(teams) => teams.every((t) => t.summary.played === 0)}
      >
        {(teams) => (
          <table className="md-table">
            <thead>
              <tr>
                <th className="mda-standing__team">球队</th>
                <th>赛</th>
                <th>胜</th>
                {!basketball && <th>平</th>}
                <th>负</th>
                <th>{scored.for}</th>
                <th>{scored.against}</th>
                <th>胜率</th>
              </tr>
            </thead>
            <tbody>
              {teams.map((t: TeamStanding, i) => (
                <tr key={t.teamId} data-testid="team-record-row">
                  <td className="mda-standing__team">
                    <span className={`mda-side mda-side--${i === 0 ? 'home' : 'away'}`}>
                      {i === 0 ? '主' : '客'}
                    </span>
                    {t.teamName}
                  </td>
                  <td>{t.summary.played}</td>
                  <td>{t.summary.won}</td>
                  {!basketball && <td>{t.summary.drawn}</td>}
                  <td>{t.summary.lost}</td>
                  <td>{t.summary.goalsFor}</td>
                  <td>{t.summary.goalsAgainst}</td>
                  <td>{percentText(t.summary.winPercent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </JobContent>
    </div>
  );
}
