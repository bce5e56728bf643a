import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { leagues } from '../../../db/schema';
import { SPORT } from '../../../../domain/sport';
import { leagueSeason } from '../seasons';
import { basketballBoxes } from './basketballRecords';

/**
 * Tells the box scores of every basketball league's current season once, in the background after
 * the server starts, so the first fan to open a rank list, a player's season or the league's
 * averages is not the one who waits for them (an NBA season's ~480 games took 3.7 s on a plain
 * start). One league at a time, each game between database reads, so requests keep being answered
 * meanwhile. The box scores stay kept by seasonBoxScores.ts; a game that finishes later joins on
 * the next call as before. Answers the number of games told.
 */
export async function warmBasketballSeasons(
  db: Database,
  stopping: () => boolean = () => false,
): Promise<number> {
  const rows = await db
    .select({ id: leagues.id })
    .from(leagues)
    .where(eq(leagues.sport, SPORT.basketball))
    .orderBy(asc(leagues.id));
  let games = 0;
  for (const { id } of rows) {
    if (stopping()) break;
    try {
      games += (await basketballBoxes(db, await leagueSeason(db, id, undefined))).length;
    } catch {
      // That league's cache fills on use instead; the other leagues are still told.
    }
  }
  return games;
}
