import { memo, useEffect } from 'react';
import { Link } from 'react-router-dom';
import {
  LeagueTag,
  matchPageHref,
  sportOf,
  StatusBadge,
  upsertCachedMatches,
  useMatch,
  scoreLine,
} from '@entities/match';
import { PageHeader } from '@shared/ui';
import { JobContent } from '../tabs/TabStates';
import { useDetailJob } from '../useDetailJob';
import { fetchWatchableLive } from './api';
import '../detail.css';
import './liveHub.css';

const LiveRow = memo(function LiveRow({ id }: { id: number }) {
  const match = useMatch(id);
  if (!match) return null;
  return (
    <li>
      <Link
        className="md-hub__row"
        to={matchPageHref(sportOf(match.sportType), match.matchId, 'video')}
        data-testid="live-hub-row"
      >
        <span className="md-hub__meta">
          <LeagueTag name={match.leagueShortName || match.leagueName} color={match.leagueColor} />
          <StatusBadge match={match} />
        </span>
        <span className="md-hub__teams">
          {match.homeTeamName} <b>{scoreLine(match.homeScore, match.awayScore)}</b>{' '}
          {match.awayTeamName}
        </span>
        <span className={`md-hub__kind${match.is_video ? ' is-video' : ''}`}>
          {match.is_video ? '视频' : '动画'}
        </span>
      </Link>
    </li>
  );
});

/**
 * 直播 (`home/live`): the matches in play now that can be watched here — a video source or the
 * animation — refreshed while the page is open; each opens its match page on the video tab.
 */
export default function LiveHubPage() {
  const view = useDetailJob('live-hub', (signal) => fetchWatchableLive(signal), { live: true });
  useEffect(() => {
    if (view.data) upsertCachedMatches(view.data);
  }, [view.data]);
  return (
    <div className="md-page">
      <PageHeader title="直播" />
      <JobContent view={view} emptyText="暂无正在直播的比赛" isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ul className="md-hub">
            {list.map((m) => (
              <LiveRow key={m.matchId} id={m.matchId} />
            ))}
          </ul>
        )}
      </JobContent>
    </div>
  );
}
