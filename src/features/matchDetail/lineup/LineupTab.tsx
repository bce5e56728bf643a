import type { MatchLineup, TeamLineup } from '@contracts/sportdata/analysis';
import { beijingTime } from '@domain/time';
import { monthDay } from '../analysis/rules';
import { JobContent } from '../tabs/TabStates';
import type { DetailTabProps } from '../tabs/types';
import { useDetailJob } from '../useDetailJob';
import { fetchMatchLineup } from './api';
import { Pitch } from './Pitch';
import { Coaches, SquadLists } from './Squads';
import './lineup.css';

type Published = Extract<MatchLineup, { available: true }>;

/**
 * 阵容: the starting elevens on a pitch (football with a formation), else as lists; then the bench
 * and the coaches. A lineup is fixed once published, so the call never polls: before publication
 * the fan sees when it is due and can ask again.
 */
export default function LineupTab({ match }: DetailTabProps) {
  const view = useDetailJob(
    `lineup:getMatchLineup:${match.matchId}`,
    (signal) => fetchMatchLineup(match.matchId, signal),
    { live: false },
  );
  return (
    <div className="mdl-tab" data-testid="lineup-tab">
      <JobContent view={view} emptyText="阵容暂未公布">
        {(d) =>
          d.available ? (
            <Lineup lineup={d} />
          ) : (
            <NotPublished reason={d.reason} publishAt={d.publishAt} onRefresh={view.refresh} />
          )
        }
      </JobContent>
    </div>
  );
}

function Lineup({ lineup }: { lineup: Published }) {
  const { home, away } = lineup;
  const onPitch = home.formation !== null && away.formation !== null;
  return (
    <>
      <section className="md-section mdl-starters">
        <TeamBar team={home} side="home" />
        {onPitch ? (
          <Pitch home={home} away={away} />
        ) : (
          <SquadLists
            title="首发"
            home={home.starters}
            away={away.starters}
            testId="lineup-starters"
          />
        )}
        <TeamBar team={away} side="away" />
      </section>
      <SquadLists title="替补" home={home.bench} away={away.bench} testId="lineup-bench" />
      <Coaches home={home} away={away} />
    </>
  );
}

function TeamBar({ team, side }: { team: TeamLineup; side: 'home' | 'away' }) {
  return (
    <div className={`mdl-teambar mdl-teambar--${side}`} data-testid="lineup-team" data-side={side}>
      <span className={`mdl-teambar__dot mdl-shirt--${side}`} aria-hidden="true" />
      <strong className="mdl-teambar__name">{team.teamName}</strong>
      {team.formation && <span className="mdl-teambar__formation">{team.formation}</span>}
    </div>
  );
}

function NotPublished({
  reason,
  publishAt,
  onRefresh,
}: {
  reason: string;
  publishAt: number;
  onRefresh: () => void;
}) {
  return (
    <div className="ui-state" data-testid="lineup-unavailable">
      <p className="mdl-unavailable__title">阵容暂未公布</p>
      <p>{reason}</p>
      <p>
        预计 {monthDay(publishAt)} {beijingTime(publishAt)} 公布
      </p>
      <button type="button" className="btn" onClick={onRefresh}>
        刷新
      </button>
    </div>
  );
}
