import type { MatchScheduleList } from '@contracts/sportdata/analysis';
import { beijingTime } from '@domain/time';
import { LeagueTag } from '@entities/match';
import { JobContent } from '../tabs/TabStates';
import type { DetailTabProps } from '../tabs/types';
import { useDetailJob } from '../useDetailJob';
import { fetchScheduleList } from './api';
import { daysAfterText, monthDay, SCHEDULE_NUMBER } from './rules';

type TeamSchedule = MatchScheduleList['home'];

/** 未来赛程: each team's next matches after this one. */
export function Schedule({ match }: Pick<DetailTabProps, 'match'>) {
  const view = useDetailJob(
    `analysis:getMatchScheduleList:${match.matchId}:n${SCHEDULE_NUMBER}`,
    (signal) => fetchScheduleList(match.matchId, signal),
    { live: false },
  );
  return (
    <section className="md-section mda" data-testid="analysis-schedule">
      <h3 className="md-section__title">未来赛程</h3>
      <JobContent
        view={view}
        emptyText="暂无赛程"
        isEmpty={(d) => d.home.matches.length === 0 && d.away.matches.length === 0}
      >
        {(d) => (
          <>
            <TeamScheduleBlock team={d.home} side="home" />
            <TeamScheduleBlock team={d.away} side="away" />
          </>
        )}
      </JobContent>
    </section>
  );
}

function TeamScheduleBlock({ team, side }: { team: TeamSchedule; side: 'home' | 'away' }) {
  return (
    <div className="mda-team" data-testid="schedule-team" data-side={side}>
      <div className="mda-team__head">
        <span className={`mda-side mda-side--${side}`}>{side === 'home' ? '主' : '客'}</span>
        <strong className="mda-team__name">{team.teamName}</strong>
      </div>
      {team.matches.length === 0 ? (
        <p className="mda-none">暂无赛程</p>
      ) : (
        <table className="md-table mda-schedule">
          <tbody>
            {team.matches.map((m) => (
              <tr key={m.matchId} data-testid="schedule-row">
                <td className="mda-schedule__time">
                  {monthDay(m.matchTime)} {beijingTime(m.matchTime)}
                </td>
                <td className="mda-schedule__league">
                  <LeagueTag name={m.leagueShortName || m.leagueName} color={m.leagueColor} />
                </td>
                <td className="mda-schedule__vs">
                  <span className="mda-venue">{m.isHome ? '主' : '客'}</span>
                  {m.opponentTeamName}
                </td>
                <td className="mda-schedule__days">{daysAfterText(m.daysAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
