import { memo } from 'react';
import { SPORT } from '@domain/sport';
import { Link } from 'react-router-dom';
import { beijingTime } from '@domain/time';
import { LeagueTag, matchPhase, sportOf, StatusBadge, useMatch, sidesOf } from '@entities/match';
import { FollowButton } from '@features/matches';
import { detailHref } from './rules';

/**
 * One of today's big matches: kick-off, league and status on a line, the teams and the score on a
 * line of their own below (the row's full width, so names are not cut short), the follow star.
 */
export const TodayRow = memo(function TodayRow({ id }: { id: number }) {
  const match = useMatch(id);
  if (!match) return null;
  const phase = matchPhase(sportOf(match.sportType), match.matchStatus);
  const basketball = match.sportType === SPORT.basketball;
  const { left, right, score } = sidesOf(match, phase === 'upcoming');
  return (
    <li
      className={`home-today__row home-today__row--${phase}`}
      data-testid="today-row"
      data-match-id={id}
    >
      <Link className="home-today__body" to={detailHref(match.sportType, match.matchId)}>
        <span className="home-today__meta">
          <span className="home-today__time">{beijingTime(match.matchDate)}</span>
          <LeagueTag name={match.leagueShortName || match.leagueName} color={match.leagueColor} />
          <span className="home-today__status">
            {phase === 'upcoming' ? (
              <span className="home-status">{basketball ? '篮球' : '足球'}</span>
            ) : (
              <StatusBadge match={match} />
            )}
          </span>
        </span>
        <span className="home-today__teams">
          <span className="home-today__team home-today__team--left">{left}</span>
          <span className="home-today__score" data-testid="match-score">
            {score}
          </span>
          <span className="home-today__team">{right}</span>
        </span>
      </Link>
      <span className="home-today__follow">
        <FollowButton matchId={match.matchId} sport={basketball ? 2 : 1} />
      </span>
    </li>
  );
});
