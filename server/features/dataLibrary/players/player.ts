import { eq } from 'drizzle-orm';
import type { TeamBrief } from '../../../../contracts/sportdata/dataLibrary';
import { positionNameOf, type PlayerBrief } from '../../../../contracts/sportdata/players';
import type { Database } from '../../../db/database';
import { leagues, players, teams } from '../../../db/schema';
import { GatewayError } from '../../../platform/gateway/errors';
import { COMMON_REFUSAL_CODES } from '../../../../contracts/refusals';
import { SPORT } from '../../../../domain/sport';

/** The player a call is about, with his club and its league; an unknown id is a 404. */

export const PlayerMessages = { noPlayer: '球员不存在' } as const;

export interface PlayerLeagueRow {
  id: number;
  sport: number;
  name: string;
  shortName: string;
  country: string;
  /** The league's current season. */
  season: string;
}

export interface LoadedPlayer {
  playerId: number;
  name: string;
  shirtNumber: number;
  position: string;
  depth: number;
  team: TeamBrief;
  league: PlayerLeagueRow;
}

export async function loadPlayer(db: Database, playerId: number): Promise<LoadedPlayer> {
  const [row] = await db
    .select({
      playerId: players.id,
      name: players.name,
      shirtNumber: players.shirtNumber,
      position: players.position,
      depth: players.depth,
      teamId: teams.id,
      teamName: teams.name,
      teamShortName: teams.shortName,
      teamLogo: teams.logo,
      league: {
        id: leagues.id,
        sport: leagues.sport,
        name: leagues.name,
        shortName: leagues.shortName,
        country: leagues.country,
        season: leagues.season,
      },
    })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.teamId))
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(eq(players.id, playerId))
    .limit(1);
  if (!row)
    throw new GatewayError(404, COMMON_REFUSAL_CODES.playerNotFound, PlayerMessages.noPlayer);
  return {
    playerId: row.playerId,
    name: row.name,
    shirtNumber: row.shirtNumber,
    position: row.position,
    depth: row.depth,
    team: {
      teamId: row.teamId,
      name: row.teamName,
      shortName: row.teamShortName,
      logo: row.teamLogo,
    },
    league: row.league,
  };
}

export function briefOf(
  sport: number,
  p: Pick<LoadedPlayer, 'playerId' | 'name' | 'shirtNumber' | 'position'>,
): PlayerBrief {
  return {
    playerId: p.playerId,
    name: p.name,
    shirtNumber: p.shirtNumber,
    position: p.position,
    positionName: positionNameOf(sport, p.position),
  };
}

/** The starters of a squad: the depth chart's first 11 (football) or 5 (basketball), world.ts. */
export function startsEveryMatch(sport: number, depth: number): boolean {
  return depth < (sport === SPORT.basketball ? 5 : 11);
}
