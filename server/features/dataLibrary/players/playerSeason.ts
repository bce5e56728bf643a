import type { TeamBrief } from '../../../../contracts/sportdata/dataLibrary';
import type {
  BasketballFigures,
  FootballFigures,
  NoFigures,
  PlayerLeague,
} from '../../../../contracts/sportdata/players';
import type { Database } from '../../../db/database';
import type { CareerSeason } from '../../../domain/sport/transfers';
import type { LeagueOfSeason } from '../seasons';
import type { ClubsOfSport } from './clubs';
import { clubSeason, figuresIn, type ClubSeason } from './clubSeason';
import type { LoadedPlayer } from './player';

/**
 * A player's season: the club his career puts him at, and his figures there — or why there are
 * none. A club's records (events, box scores) name the squad it has today, so they are his only
 * for a season he played for the club he is at now; a season at another club says so rather than
 * borrow figures that were never his.
 */
export interface PlayerSeason {
  team: TeamBrief | null;
  league: PlayerLeague | null;
  onLoan: boolean;
  matches: number;
  noFigures: NoFigures | null;
  football: FootballFigures | null;
  basketball: BasketballFigures | null;
  /** The club's season behind the figures; null without figures. */
  club: ClubSeason | null;
}

const none = (noFigures: NoFigures) => ({
  matches: 0,
  noFigures,
  football: null,
  basketball: null,
  club: null,
});

export async function playerSeason(
  db: Database,
  player: LoadedPlayer,
  league: LeagueOfSeason,
  season: string,
  stay: CareerSeason | undefined,
  clubs: ClubsOfSport,
): Promise<PlayerSeason> {
  if (!stay) return { team: null, league: null, onLoan: false, ...none('before_career') };
  const where = {
    team: clubs.team(stay.teamId),
    league: clubs.league(stay.teamId),
    onLoan: stay.onLoan,
  };
  if (stay.teamId !== player.team.teamId) return { ...where, ...none('other_club') };
  const club = await clubSeason(db, league, season, player.team.teamId);
  if (club.noFigures) return { ...where, ...none(club.noFigures) };
  return {
    ...where,
    matches: club.matches,
    noFigures: null,
    ...figuresIn(club, player.playerId),
    club,
  };
}
