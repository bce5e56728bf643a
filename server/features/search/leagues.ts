import { asc, ilike, or, sql } from 'drizzle-orm';
import type { SearchLeague } from '../../../contracts/search';
import type { Database } from '../../db/database';
import { leagues } from '../../db/schema';
import type { HitPage } from './page';

/** Leagues of both sports whose name or short name holds the word, the closest name first. */
export async function searchLeagues(
  db: Database,
  pattern: string,
  page: HitPage,
): Promise<SearchLeague[]> {
  return db
    .select({
      leagueId: leagues.id,
      sport: leagues.sport,
      name: leagues.name,
      shortName: leagues.shortName,
      color: leagues.color,
      country: leagues.country,
    })
    .from(leagues)
    .where(or(ilike(leagues.name, pattern), ilike(leagues.shortName, pattern)))
    .orderBy(asc(sql`length(${leagues.shortName})`), asc(leagues.sport), asc(leagues.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}
