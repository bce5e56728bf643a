import { Link } from 'react-router-dom';
import type { ActivityMatch } from '@contracts/activities';
import { formatBeijing } from '@domain/time';
import { hrefFor } from '@shared/routes';
import { EmptyState } from '@shared/ui';

/** The asian-cup page's fixtures: each a link to its match page, the score once it began. */
export function AsianMatches({ matches }: { matches: readonly ActivityMatch[] }) {
  if (matches.length === 0)
    return <EmptyState text="近期暂无亚洲赛场比赛" testId="hd-matches-empty" />;
  return (
    <section className="hd-matches" data-testid="hd-matches">
      <h3>亚洲赛场</h3>
      {matches.map((m) => (
        <Link
          key={m.matchId}
          className="hd-match"
          to={hrefFor('match-detail', {}, { matchId: m.matchId })}
        >
          <span className="hd-match__league">{m.leagueName}</span>
          <span className="hd-match__time">{formatBeijing(m.matchTime, 'MM-dd HH:mm')}</span>
          <span className="hd-match__teams">
            {m.home} {m.status === 0 ? 'VS' : `${m.homeScore} - ${m.awayScore}`} {m.away}
          </span>
        </Link>
      ))}
    </section>
  );
}
