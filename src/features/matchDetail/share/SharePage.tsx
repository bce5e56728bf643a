import { useSearchParams } from 'react-router-dom';
import { matchPageHref, type Sport } from '@entities/match';
import { appNameFor, currentChannel } from '@shared/channels';
import { parseMatchId } from '../matchIdParam';
import { MatchSummary } from './MatchSummary';
import '../detail.css';
import '../live/live.css';
import '../stats/stats.css';
import './share.css';

/**
 * A match as shared outside the app (`/share-page/ftMatch?matchId=ID`, `/share-page/bkMatch`): no
 * tab bar, no back button — a brand band, the match live, and a way into the app's full page.
 * `long` is the 比赛长图 variant (`match/long-page`): laid out to be saved as one image.
 */
export function SharePage({ sport, long = false }: { sport: Sport; long?: boolean }) {
  const [params] = useSearchParams();
  const matchId = parseMatchId(params.get('matchId'));
  const appName = appNameFor(currentChannel().agentId);
  return (
    <div className={`md-page md-share${long ? ' md-share--long' : ''}`} data-testid="share-page">
      <header className="md-share__brand">{appName}</header>
      {matchId === null ? (
        <div className="ui-state" role="alert" data-testid="detail-bad-link">
          <p>链接有误，找不到这场比赛</p>
        </div>
      ) : (
        <>
          <MatchSummary sport={sport} matchId={matchId} />
          {long ? (
            <footer className="md-share__footer">来自{appName} · 即时比分</footer>
          ) : (
            <a
              className="btn btn--primary md-share__open"
              href={`#${matchPageHref(sport, matchId)}`}
            >
              打开{appName}，查看完整赛况
            </a>
          )}
        </>
      )}
    </div>
  );
}
