import type { PlayerCareer } from '../../../../contracts/sportdata/players';
import type { Database } from '../../../db/database';
import { loadLeague } from '../seasons';
import { clubsOfSport, movesOf } from './clubs';
import { briefOf, loadPlayer } from './player';
import { playerSeason } from './playerSeason';

/**
 * getPlayerCareer: every season from his first, newest first, with the club of each (his moves)
 * and its figures where the world holds them — the seasons at his club of today whose matches have
 * records; the others say why not.
 */
export async function playerCareer(db: Database, playerId: number): Promise<PlayerCareer> {
  const player = await loadPlayer(db, playerId);
  const sport = player.league.sport;
  const [league, clubs] = await Promise.all([
    loadLeague(db, player.league.id),
    clubsOfSport(db, sport),
  ]);
  const seasons = [];
  for (const stay of movesOf(player, clubs).career) {
    const s = await playerSeason(db, player, league, stay.season, stay, clubs);
    seasons.push({
      season: stay.season,
      team: s.team ?? clubs.team(stay.teamId),
      league: s.league ?? clubs.league(stay.teamId),
      onLoan: stay.onLoan,
      matches: s.matches,
      noFigures: s.noFigures,
      football: s.football,
      basketball: s.basketball,
    });
  }
  return { player: briefOf(sport, player), sport, seasons };
}
