import { Link } from 'react-router-dom';
import type { ScheduleMatch } from '@contracts/sportdata/dataLibrary';
import { date2 } from '@shared/format';
import { matchHref } from './links';
import { scoreText, type Sport } from './rules';

/** A match of a schedule: when, who, the score (half-time too in football), to its page. */
export function ScheduleRow({ match, sport }: { match: ScheduleMatch; sport: Sport }) {
  const half =
    sport === 1 && match.status !== 0 && match.homeHalfScore !== null
      ? `半 ${match.homeHalfScore}-${match.awayHalfScore}`
      : null;
  return (
    <Link
      className="dl-match"
      to={matchHref(sport, match.matchId)}
      data-testid="data-match"
      data-match-id={match.matchId}
    >
      <span className="dl-match__time">
        {date2(match.matchTime, 'MM-dd HH:mm')}
        <small>{match.leagueName}</small>
      </span>
      <span className="dl-match__team dl-match__team--home">{match.home.name}</span>
      <span className="dl-match__score">
        {scoreText(match)}
        {half && <small>{half}</small>}
      </span>
      <span className="dl-match__team">{match.away.name}</span>
    </Link>
  );
}
