import type { PlayerStanding } from '../../../../contracts/sportdata/players';
import type { Database } from '../../../db/database';
import { leagueSeason } from '../seasons';
import { clubsOfSport, movesOf } from './clubs';
import { briefOf, loadPlayer } from './player';
import { playerSeason } from './playerSeason';

/** getPlayerStanding: his figures of a season of his club's league (the current one by default). */
export async function playerStanding(
  db: Database,
  playerId: number,
  seasonName: string | undefined,
): Promise<PlayerStanding> {
  const player = await loadPlayer(db, playerId);
  const of = await leagueSeason(db, player.league.id, seasonName);
  const sport = player.league.sport;
  const clubs = await clubsOfSport(db, sport);
  const stay = movesOf(player, clubs).career.find((c) => c.season === of.season);
  const { team, league, matches, noFigures, football, basketball } = await playerSeason(
    db,
    player,
    of.league,
    of.season,
    stay,
    clubs,
  );
  return {
    player: briefOf(sport, player),
    sport,
    season: of.season,
    team,
    league,
    matches,
    noFigures,
    football,
    basketball,
  };
}
