import { matchPhase } from '@entities/match';
import { JobContent, TabEmpty } from '../tabs/TabStates';
import type { DetailTabProps } from '../tabs/types';
import { useSectionsShown } from '../tabs/useSectionsShown';
import { useDetailJob } from '../useDetailJob';
import { fetchBkInjuries, fetchBkLineup, fetchBkTeamStats } from './api';
import { BoxScore } from './BoxScore';
import { Injuries } from './Injuries';
import { QuarterScores } from './QuarterScores';
import { withMatchScore } from './rules';
import { TeamStats } from './TeamStats';
import './stats.css';

/** A two-sided list of players (the box score's lineup, the injuries) with nobody on it. */
const noPlayers = (data: {
  home: { players: readonly unknown[] };
  away: { players: readonly unknown[] };
}) => data.home.players.length + data.away.players.length === 0;

/**
 * 赛况 of a basketball match: points by quarter (live through the store's live scores), the two
 * teams' statistics (their points the store's score too, so the page shows one score), the box score and the injury lists. Statistics and box score poll while the
 * match is in play; injuries are a list for the week, asked once (docs/decisions/match-detail-basketball.md).
 * A section is drawn once the ones above it have answered, so none that comes late pushes the rest
 * down (useSectionsShown).
 */
export default function StatsTab({ match, sport, live }: DetailTabProps) {
  const id = match.matchId;
  const upcoming = matchPhase(sport, match.matchStatus) === 'upcoming';
  const teamStats = useDetailJob(
    `stats:getBkMatchTeamRankAndCount:${id}`,
    (signal) => fetchBkTeamStats(id, signal),
    { live },
  );
  const lineup = useDetailJob(
    `stats:getBkMatchLineup:${id}`,
    (signal) => fetchBkLineup(id, signal),
    { live },
  );
  const injuries = useDetailJob(
    `stats:getBkMatchInjury:${id}`,
    (signal) => fetchBkInjuries(id, signal),
    { live: false },
  );
  const shown = useSectionsShown([teamStats, lineup, injuries]);
  return (
    <>
      <section className="md-section">
        <h2 className="md-section__title">比分</h2>
        {upcoming ? <TabEmpty text="比赛尚未开始" /> : <QuarterScores match={match} />}
      </section>
      <section className="md-section" data-testid="bk-team-stats">
        <h2 className="md-section__title">球队统计</h2>
        <JobContent
          view={teamStats}
          emptyText="比赛开始后显示球队统计"
          isEmpty={(data) => !data.started}
        >
          {(data) => <TeamStats stats={withMatchScore(data, match)} />}
        </JobContent>
      </section>
      {shown > 1 && (
        <section className="md-section" data-testid="bk-box-score">
          <h2 className="md-section__title">球员统计</h2>
          <JobContent view={lineup} emptyText="暂无球员名单" isEmpty={noPlayers}>
            {(data) => <BoxScore lineup={data} />}
          </JobContent>
        </section>
      )}
      {shown > 2 && (
        <section className="md-section" data-testid="bk-injuries">
          <h2 className="md-section__title">伤病</h2>
          <JobContent view={injuries} emptyText="暂无伤病信息" isEmpty={noPlayers}>
            {(data) => <Injuries injuries={data} />}
          </JobContent>
        </section>
      )}
    </>
  );
}
