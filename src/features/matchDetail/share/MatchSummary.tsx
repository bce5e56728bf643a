import type { MatchItem } from '@contracts/sportdata/matches';
import type { Sport } from '@entities/match';
import { fetchMatchEvents } from '../api';
import { DetailHeader } from '../DetailHeader';
import { Timeline } from '../live/Timeline';
import { timelineOf } from '../live/rules';
import { QuarterScores } from '../stats/QuarterScores';
import { JobContent, TabError, TabSkeleton } from '../tabs/TabStates';
import { useDetailJob } from '../useDetailJob';
import { useDetailMatch } from '../useDetailMatch';

function FootballEvents({ match, live }: { match: MatchItem; live: boolean }) {
  const id = match.matchId;
  const events = useDetailJob(`events:${id}`, (signal) => fetchMatchEvents(id, signal), { live });
  return (
    <JobContent
      view={events}
      emptyText="暂无比赛事件"
      isEmpty={(d) => timelineOf(d.list).length === 0}
    >
      {(data) => <Timeline events={data.list} match={match} />}
    </JobContent>
  );
}

/**
 * A match on one screen, for the share pages and the long image: the header, then the events
 * timeline (football) or the quarter table (basketball), live while the match is in play.
 */
export function MatchSummary({ sport, matchId }: { sport: Sport; matchId: number }) {
  const { match, view, live } = useDetailMatch(sport, matchId);
  if (!match)
    return view.error !== null ? (
      <TabError message={view.error} onRetry={view.refresh} />
    ) : (
      <TabSkeleton rows={6} />
    );
  return (
    <>
      <DetailHeader match={match} sport={sport} followable={false} />
      <section className="md-section">
        <h2 className="md-section__title">{sport === 'football' ? '比赛事件' : '比分'}</h2>
        {sport === 'football' ? (
          <FootballEvents match={match} live={live} />
        ) : (
          <QuarterScores match={match} />
        )}
      </section>
    </>
  );
}
