import { fetchMatchEvents, lookupVideo } from '../api';
import { timelineOf, eventLabel, eventMinute } from '../live/rules';
import { JobContent, TabEmpty } from '../tabs/TabStates';
import type { DetailTabProps } from '../tabs/types';
import { useDetailJob } from '../useDetailJob';
import './video.css';

/** Video sources of the match: links out to the broadcaster (only https addresses are kept). */
function VideoSources({ sport, matchId }: Pick<DetailTabProps, 'sport'> & { matchId: number }) {
  const view = useDetailJob(
    `video:${sport}:${matchId}`,
    (signal) => lookupVideo(sport, matchId, signal),
    {
      live: false,
    },
  );
  return (
    <JobContent view={view} emptyText="暂无可用的视频直播源" isEmpty={(list) => list.length === 0}>
      {(list) => (
        <ul className="md-video__sources">
          {list.map((source) => (
            <li key={source.url}>
              <a
                className="btn btn--primary"
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                观看直播 · {source.sourceName}
              </a>
            </li>
          ))}
        </ul>
      )}
    </JobContent>
  );
}

/**
 * Animation (动画直播) drawn from the live events: a pitch with the attacking side's half lit and
 * the latest event with its minute, updated as the events poll brings new ones.
 */
function Animation({ match, live }: Pick<DetailTabProps, 'match' | 'live'>) {
  const id = match.matchId;
  const view = useDetailJob(`events:${id}`, (signal) => fetchMatchEvents(id, signal), { live });
  return (
    <JobContent view={view} emptyText="暂无动画数据">
      {(data) => {
        const latest = timelineOf(data.list)[0];
        const side = latest?.side === 2 ? 'away' : latest ? 'home' : null;
        return (
          <figure className="md-anim" data-testid="match-animation">
            <svg viewBox="0 0 300 190" className="md-anim__pitch" role="img" aria-label="球场动画">
              <rect x="1" y="1" width="298" height="188" rx="4" className="md-anim__grass" />
              {side && (
                <rect
                  x={side === 'home' ? 150 : 1}
                  y="1"
                  width="149"
                  height="188"
                  className="md-anim__attack"
                />
              )}
              <line x1="150" y1="1" x2="150" y2="189" className="md-anim__line" />
              <circle cx="150" cy="95" r="26" className="md-anim__line" />
              <rect x="1" y="50" width="40" height="90" className="md-anim__line" />
              <rect x="259" y="50" width="40" height="90" className="md-anim__line" />
              {side && (
                <circle cx={side === 'home' ? 235 : 65} cy="95" r="6" className="md-anim__ball" />
              )}
            </svg>
            <figcaption className="md-anim__caption">
              {latest
                ? `${eventMinute(latest)} ${eventLabel(latest.kind)} · ${latest.player ?? (side === 'home' ? match.homeTeamName : match.awayTeamName)}`
                : live
                  ? '比赛进行中，等待精彩事件'
                  : '比赛尚未开始'}
            </figcaption>
          </figure>
        );
      }}
    </JobContent>
  );
}

/** 视频 or 动画 of a match page, whichever the match has (is_video first). */
export default function VideoTab({ match, sport, live }: DetailTabProps) {
  if (match.is_video)
    return (
      <section className="md-section">
        <VideoSources sport={sport} matchId={match.matchId} />
      </section>
    );
  if (match.is_cartoon && sport === 'football')
    return (
      <section className="md-section">
        <Animation match={match} live={live} />
      </section>
    );
  return <TabEmpty text="本场比赛暂无视频或动画" />;
}
