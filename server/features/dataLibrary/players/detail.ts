import type { PlayerDetail } from '../../../../contracts/sportdata/players';
import type { Database } from '../../../db/database';
import { playerProfile } from '../../../domain/sport/playerProfiles';
import { ageOn } from '../../../domain/sport/seasonDates';
import { beijingDate } from '../../../../domain/time';
import { clubsOfSport, movesOf } from './clubs';
import { briefOf, loadPlayer, startsEveryMatch, type LoadedPlayer } from './player';

/** A player's profile (world data, playerProfiles.ts) as of a day: his age on it. */
export function profileOn(player: LoadedPlayer, today: string) {
  const profile = playerProfile(
    { id: player.playerId, name: player.name, position: player.position },
    player.league,
  );
  return { ...profile, age: ageOn(profile.birthDate, today) };
}

/** getPlayerDetail: who he is, where he plays, and how he came there. */
export async function playerDetail(
  db: Database,
  playerId: number,
  now: number,
): Promise<PlayerDetail> {
  const player = await loadPlayer(db, playerId);
  const sport = player.league.sport;
  const clubs = await clubsOfSport(db, sport);
  const moves = movesOf(player, clubs);
  const joined = moves.transfers.at(-1);
  return {
    ...briefOf(sport, player),
    sport,
    team: player.team,
    league: {
      leagueId: player.league.id,
      name: player.league.name,
      shortName: player.league.shortName,
    },
    season: player.league.season,
    ...profileOn(player, beijingDate(now)),
    isStarter: startsEveryMatch(sport, player.depth),
    joinedDate: joined?.date ?? '',
    joinedKind: joined?.kind ?? '',
    onLoan: moves.career[0]?.onLoan ?? false,
  };
}
