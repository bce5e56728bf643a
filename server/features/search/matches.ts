import { and, asc, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { SearchMatch } from '../../../contracts/search';
import type { Database } from '../../db/database';
import { leagues, matches } from '../../db/schema';
import { awayTeam, homeTeam, matchAway, matchHome, matchLeague, planMatchColumns } from '../plans';
import { matchWindow } from './matchWindow';
import type { HitPage } from './page';

/**
 * Matches of both sports in the search window whose league or either team holds the word, the one
 * kicking off nearest to now first (a live or coming match before last week's).
 */
export async function searchMatches(
  db: Database,
  pattern: string,
  now: number,
  page: HitPage,
): Promise<SearchMatch[]> {
  const { from, to } = matchWindow(now);
  const rows = await db
    .select(planMatchColumns)
    .from(matches)
    .innerJoin(leagues, matchLeague)
    .innerJoin(homeTeam, matchHome)
    .innerJoin(awayTeam, matchAway)
    .where(
      and(
        gte(matches.matchTime, from),
        lt(matches.matchTime, to),
        or(
          ilike(homeTeam.name, pattern),
          ilike(homeTeam.shortName, pattern),
          ilike(awayTeam.name, pattern),
          ilike(awayTeam.shortName, pattern),
          ilike(leagues.name, pattern),
          ilike(leagues.shortName, pattern),
        ),
      ),
    )
    .orderBy(
      asc(
        sql`abs(extract(epoch from (${matches.matchTime} - ${new Date(now).toISOString()}::timestamptz)))`,
      ),
      asc(matches.id),
    )
    .limit(page.limit + 1)
    .offset(page.offset);
  return rows.map((r) => ({ ...r, matchTime: r.matchTime.getTime() }));
}
