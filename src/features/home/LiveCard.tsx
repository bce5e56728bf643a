import { memo } from 'react';
import { Link } from 'react-router-dom';
import { LeagueTag, matchPhase, sportOf, StatusBadge, useMatch } from '@entities/match';
import { detailHref } from './rules';
import { SPORT } from '@domain/sport';

/**
 * One card of the live-now strip: league, minute or quarter with the ring, teams and score. It
 * selects its own match by id, so a live score re-renders only its card. A tap opens the match.
 */
export const LiveCard = memo(function LiveCard({ id }: { id: number }) {
  const match = useMatch(id);
  if (!match) return null;
  const phase = matchPhase(sportOf(match.sportType), match.matchStatus);
  // Basketball reads away team first (客队在前), as the basketball list does.
  const basketball = match.sportType === SPORT.basketball;
  const first = basketball
    ? { name: match.awayTeamName, score: match.awayScore }
    : { name: match.homeTeamName, score: match.homeScore };
  const second = basketball
    ? { name: match.homeTeamName, score: match.homeScore }
    : { name: match.awayTeamName, score: match.awayScore };
  return (
    <Link
      className={`home-card home-card--${phase}`}
      to={detailHref(match.sportType, match.matchId)}
      data-testid="live-card"
      data-match-id={match.matchId}
      data-sport={match.sportType}
    >
      <span className="home-card__meta">
        <LeagueTag name={match.leagueShortName || match.leagueName} color={match.leagueColor} />
        <StatusBadge match={match} />
      </span>
      <span className="home-card__teams">
        <span className="home-card__team">
          <span className="home-card__name">{first.name}</span>
          {basketball && <span className="home-card__tag">客</span>}
        </span>
        <span className="home-card__team">
          <span className="home-card__name">{second.name}</span>
          {basketball && <span className="home-card__tag">主</span>}
        </span>
      </span>
      <span className="home-card__score" data-testid="match-score">
        <span>{first.score}</span>
        <span>{second.score}</span>
      </span>
    </Link>
  );
});
