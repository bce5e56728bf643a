import { Link } from 'react-router-dom';
import type { LeagueCard } from '@contracts/sportdata/dataLibrary';
import { leagueHref } from './links';
import type { Sport } from './rules';

/** A competition as a tile: its colour mark, short name and season, leading to its page. */
export function LeagueTile({ league }: { league: LeagueCard }) {
  return (
    <Link
      className="dl-league"
      to={leagueHref(league.sport as Sport, league.leagueId)}
      data-testid="data-league"
      data-league-id={league.leagueId}
    >
      <span className="dl-league__mark" style={{ background: league.color }} aria-hidden="true">
        {league.shortName.slice(0, 1)}
      </span>
      <span className="dl-league__name">{league.shortName}</span>
      <small className="dl-league__season">{league.season}</small>
    </Link>
  );
}
