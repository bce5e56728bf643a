import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { players } from '../../../db/schema';
import type { SquadPlayer } from './footballFold';
import { startsEveryMatch } from './player';

/** A squad's player as the lists show him and the folds find him. */
export interface SquadRow extends SquadPlayer {
  shirtNumber: number;
  position: string;
  depth: number;
}

/** The squads of some clubs by club, each in depth order. */
export async function squadsOf(
  db: Database,
  sport: number,
  teamIds: readonly number[],
): Promise<Map<number, SquadRow[]>> {
  const squads = new Map<number, SquadRow[]>();
  if (teamIds.length === 0) return squads;
  const rows = await db
    .select({
      playerId: players.id,
      teamId: players.teamId,
      name: players.name,
      shirtNumber: players.shirtNumber,
      position: players.position,
      depth: players.depth,
    })
    .from(players)
    .where(inArray(players.teamId, [...new Set(teamIds)]))
    .orderBy(asc(players.teamId), asc(players.depth), asc(players.id));
  for (const row of rows) {
    const squad = squads.get(row.teamId) ?? [];
    squad.push({ ...row, starter: startsEveryMatch(sport, row.depth) });
    squads.set(row.teamId, squad);
  }
  return squads;
}
