import { asc, eq } from 'drizzle-orm';
import type { TeamBrief } from '../../../../contracts/sportdata/dataLibrary';
import type { PlayerLeague } from '../../../../contracts/sportdata/players';
import type { Database } from '../../../db/database';
import { leagues, teams } from '../../../db/schema';
import { playerMoves, type PlayerMoves, type WorldClub } from '../../../domain/sport/transfers';
import type { LoadedPlayer } from './player';

/**
 * The clubs of a sport as the players' moves and careers name them: every club the world holds
 * (the catalogue's, seeded from it), with its league.
 */
export interface ClubsOfSport {
  clubs: WorldClub[];
  team(teamId: number): TeamBrief;
  league(teamId: number): PlayerLeague;
}

export async function clubsOfSport(db: Database, sport: number): Promise<ClubsOfSport> {
  const rows = await db
    .select({
      teamId: teams.id,
      name: teams.name,
      shortName: teams.shortName,
      logo: teams.logo,
      leagueId: leagues.id,
      leagueName: leagues.name,
      leagueShortName: leagues.shortName,
      country: leagues.country,
    })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(eq(teams.sport, sport))
    .orderBy(asc(teams.id));
  const byId = new Map(rows.map((r) => [r.teamId, r]));
  const rowOf = (teamId: number) => {
    const row = byId.get(teamId);
    // Moves name only clubs of this list (transfers.ts draws them from it).
    if (!row) throw new Error(`club ${teamId} is not a club of sport ${sport}`);
    return row;
  };
  return {
    clubs: rows.map((r) => ({ teamId: r.teamId, leagueId: r.leagueId, sport, country: r.country })),
    team: (teamId) => {
      const r = rowOf(teamId);
      return { teamId: r.teamId, name: r.name, shortName: r.shortName, logo: r.logo };
    },
    league: (teamId) => {
      const r = rowOf(teamId);
      return { leagueId: r.leagueId, name: r.leagueName, shortName: r.leagueShortName };
    },
  };
}

/** A player's transfers and career (world data, server/domain/sport/transfers.ts). */
export function movesOf(player: LoadedPlayer, clubs: ClubsOfSport): PlayerMoves {
  return playerMoves(
    {
      id: player.playerId,
      name: player.name,
      position: player.position,
      teamId: player.team.teamId,
      depth: player.depth,
    },
    player.league,
    clubs.clubs,
  );
}
