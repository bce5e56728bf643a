import { memo } from 'react';
import { SPORT } from '@domain/sport';
import { Link } from 'react-router-dom';
import { beijingTime } from '@domain/time';
import {
  LeagueTag,
  matchPageHref,
  matchPhase,
  sidesOf,
  sportOf,
  StatusBadge,
  useMatch,
} from '@entities/match';
import { FollowButton } from '@features/matches';

/**
 * One hot match: kick-off, league and status, then the teams and the score (VS before kick-off).
 * It selects its match by id, so a live score re-renders only its row. Basketball reads away first.
 */
export const HotMatchRow = memo(function HotMatchRow({ id }: { id: number }) {
  const match = useMatch(id);
  if (!match) return null;
  const sport = sportOf(match.sportType);
  const phase = matchPhase(sport, match.matchStatus);
  const basketball = match.sportType === SPORT.basketball;
  const { left, right, score } = sidesOf(match, phase === 'upcoming');
  return (
    <li className={`ch-match ch-match--${phase}`} data-testid="hot-match" data-match-id={id}>
      <Link className="ch-match__body" to={matchPageHref(sport, match.matchId)}>
        <span className="ch-match__meta">
          <span>{beijingTime(match.matchDate)}</span>
          <LeagueTag name={match.leagueShortName || match.leagueName} color={match.leagueColor} />
          {phase === 'upcoming' ? (
            <span className="ch-match__sport">{basketball ? '篮球' : '足球'}</span>
          ) : (
            <StatusBadge match={match} />
          )}
        </span>
        <span className="ch-match__teams">
          <span className="ch-match__team">{left}</span>
          <span className="ch-match__score" data-testid="hot-match-score">
            {score}
          </span>
          <span className="ch-match__team">{right}</span>
        </span>
      </Link>
      <FollowButton matchId={match.matchId} sport={basketball ? 2 : 1} />
    </li>
  );
});
