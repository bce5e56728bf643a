import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { LeagueCard } from '../../../contracts/sportdata/dataLibrary';
import type { Database } from '../../db/database';
import { leagues, matches, matchFollows, teams } from '../../db/schema';
import { AREAS, COUNTRIES, countryNamed, levelOf } from '../../domain/sport/regions';
import { DAY_MS } from '../../../domain/time';

/**
 * The data library's countries and leagues (issue 36 §1): every competition of a sport as a card,
 * where it belongs, and how hot it is this week — counted from the fans' follows of its matches
 * and the matches flagged hot, from three days back to a week ahead.
 */

/** How far around now a league's heat counts follows and hot matches. */
const HEAT_BACK_MS = 3 * DAY_MS;
const HEAT_AHEAD_MS = 7 * DAY_MS;

export interface RankedLeague {
  card: LeagueCard;
  heat: number;
}

/** Every competition of the sport as a card, or only the one named by `only` (a league's page). */
export async function leagueCards(
  db: Database,
  sport: number,
  now: number,
  only?: number,
): Promise<RankedLeague[]> {
  const onlyLeague = (
    column: typeof leagues.id | typeof matches.leagueId | typeof teams.leagueId,
  ) => (only === undefined ? sql`true` : eq(column, only));
  const rows = await db
    .select({
      leagueId: leagues.id,
      sport: leagues.sport,
      name: leagues.name,
      shortName: leagues.shortName,
      kind: leagues.kind,
      country: leagues.country,
      color: leagues.color,
      season: leagues.season,
    })
    .from(leagues)
    .where(and(eq(leagues.sport, sport), onlyLeague(leagues.id)))
    .orderBy(leagues.id);
  const clubs = await db
    .select({ leagueId: teams.leagueId, n: sql<number>`count(*)::int` })
    .from(teams)
    .where(and(eq(teams.sport, sport), onlyLeague(teams.leagueId)))
    .groupBy(teams.leagueId);
  // A cup's clubs belong to their leagues: it counts those it drew this season.
  const cupTies = await db
    .select({ leagueId: matches.leagueId, home: matches.homeTeamId, away: matches.awayTeamId })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .where(
      and(
        eq(leagues.kind, 'cup'),
        eq(leagues.sport, sport),
        eq(matches.season, leagues.season),
        onlyLeague(matches.leagueId),
      ),
    );
  const cupClubs = new Map<number, Set<number>>();
  for (const t of cupTies) {
    const set = cupClubs.get(t.leagueId) ?? new Set<number>();
    set.add(t.home).add(t.away);
    cupClubs.set(t.leagueId, set);
  }
  const heat = await db
    .select({
      leagueId: matches.leagueId,
      follows: sql<number>`count(${matchFollows.userId})::int`,
      hot: sql<number>`count(distinct ${matches.id}) filter (where ${matches.isHot})::int`,
      games: sql<number>`count(distinct ${matches.id})::int`,
    })
    .from(matches)
    .leftJoin(matchFollows, eq(matchFollows.matchId, matches.id))
    .where(
      and(
        eq(matches.sport, sport),
        onlyLeague(matches.leagueId),
        gte(matches.matchTime, new Date(now - HEAT_BACK_MS)),
        lt(matches.matchTime, new Date(now + HEAT_AHEAD_MS)),
      ),
    )
    .groupBy(matches.leagueId);
  const clubCount = new Map(clubs.map((c) => [c.leagueId, c.n]));
  for (const [leagueId, set] of cupClubs) clubCount.set(leagueId, set.size);
  const heatOf = new Map(heat.map((h) => [h.leagueId, h.follows * 5 + h.hot * 3 + h.games]));
  return rows.map((l) => {
    const country = countryNamed(l.country);
    return {
      card: {
        ...l,
        countryId: country.countryId,
        areaCode: country.areaCode,
        level: levelOf(l.leagueId),
        teamCount: clubCount.get(l.leagueId) ?? 0,
      },
      heat: heatOf.get(l.leagueId) ?? 0,
    };
  });
}

/** Hottest first; equal heat in the catalogue's order. */
export const byHeat = (a: RankedLeague, b: RankedLeague) => b.heat - a.heat;

export interface CountryLine {
  countryId: number;
  name: string;
  areaCode: number;
  leagueCount: number;
}

/** The countries that hold competitions of the sport, in the areas' order. */
export function countriesOf(cards: readonly LeagueCard[]): CountryLine[] {
  return COUNTRIES.map((c) => ({
    ...c,
    leagueCount: cards.filter((card) => card.countryId === c.countryId).length,
  })).filter((c) => c.leagueCount > 0);
}

export { AREAS };
