import { aliasedTable, and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { ActivityMatch } from '../../../contracts/activities';
import { DAY_MS } from '../../../domain/time';
import { countryNamed } from '../../domain/sport/regions';
import type { DbOrTx } from '../../db/database';
import { leagues, matches, teams } from '../../db/schema';

const ASIA = 3;
const FOOTBALL = 1;
const LIMIT = 20;

/**
 * The asian-cup page's matches: the world has no Asian Cup and no national teams, so the page shows
 * the Asian competitions it does have (leagues of the area 亚洲, domain/sport/regions.ts) from
 * yesterday on, the next 20 by kick-off — real fixtures with live scores, as a tournament hub would.
 */
export async function asianMatches(db: DbOrTx, now: number): Promise<ActivityMatch[]> {
  const football = await db
    .select({ id: leagues.id, name: leagues.shortName, country: leagues.country })
    .from(leagues)
    .where(eq(leagues.sport, FOOTBALL));
  const asian = football.filter((l) => countryNamed(l.country).areaCode === ASIA);
  if (asian.length === 0) return [];
  const names = new Map(asian.map((l) => [l.id, l.name]));
  const home = aliasedTable(teams, 'home');
  const away = aliasedTable(teams, 'away');
  const rows = await db
    .select({
      matchId: matches.id,
      leagueId: matches.leagueId,
      home: home.shortName,
      away: away.shortName,
      matchTime: matches.matchTime,
      status: matches.status,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(
      and(
        inArray(matches.leagueId, [...names.keys()]),
        gte(matches.matchTime, new Date(now - DAY_MS)),
        lt(matches.matchTime, new Date(now + 14 * DAY_MS)),
      ),
    )
    .orderBy(asc(matches.matchTime), asc(matches.id))
    .limit(LIMIT);
  return rows.map((r) => ({
    matchId: r.matchId,
    leagueName: names.get(r.leagueId) ?? '',
    home: r.home,
    away: r.away,
    matchTime: r.matchTime.getTime(),
    status: r.status,
    homeScore: r.homeScore,
    awayScore: r.awayScore,
  }));
}
