import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { HotWord, SearchHits } from '../../../contracts/dataSearch';
import { SEARCH_HIT_LIMIT } from '../../../contracts/dataSearch';
import type { Database } from '../../db/database';
import { leagues, matches, matchFollows, players, teams } from '../../db/schema';
import { byHeat, leagueCards } from './catalogue';
import { kickingOffBetween } from './queries';
import { DAY_MS } from '../../../domain/time';
import { containsPattern } from '../../platform/likePattern';

/**
 * The data library's search (issue 36 §1; docs/decisions/data-library.md "Search"): a word against
 * the names of one sport's leagues, clubs and players, and the hot words — the leagues hottest this
 * week and the clubs whose matches fans follow most.
 */

/** How many hot leagues and hot clubs the hot words hold. */
const HOT_LEAGUES = 4;
const HOT_TEAMS = 6;

export async function searchData(
  db: Database,
  sport: number,
  keyword: string,
): Promise<SearchHits> {
  const pattern = containsPattern(keyword);
  const [leagueHits, teamHits, playerHits] = await Promise.all([
    db
      .select({
        leagueId: leagues.id,
        name: leagues.name,
        shortName: leagues.shortName,
        color: leagues.color,
        country: leagues.country,
      })
      .from(leagues)
      .where(
        and(
          eq(leagues.sport, sport),
          or(ilike(leagues.name, pattern), ilike(leagues.shortName, pattern)),
        ),
      )
      .orderBy(asc(sql`length(${leagues.shortName})`), asc(leagues.id))
      .limit(SEARCH_HIT_LIMIT),
    db
      .select({
        teamId: teams.id,
        name: teams.name,
        leagueId: teams.leagueId,
        leagueShortName: leagues.shortName,
      })
      .from(teams)
      .innerJoin(leagues, eq(leagues.id, teams.leagueId))
      .where(
        and(
          eq(teams.sport, sport),
          or(ilike(teams.name, pattern), ilike(teams.shortName, pattern)),
        ),
      )
      .orderBy(asc(sql`length(${teams.name})`), asc(teams.id))
      .limit(SEARCH_HIT_LIMIT),
    db
      .select({
        playerId: players.id,
        name: players.name,
        shirtNumber: players.shirtNumber,
        position: players.position,
        teamId: teams.id,
        teamName: teams.name,
      })
      .from(players)
      .innerJoin(teams, eq(teams.id, players.teamId))
      .where(and(eq(teams.sport, sport), ilike(players.name, pattern)))
      .orderBy(asc(sql`length(${players.name})`), asc(players.depth), asc(players.id))
      .limit(SEARCH_HIT_LIMIT),
  ]);
  return { keyword, leagues: leagueHits, teams: teamHits, players: playerHits };
}

export async function hotWords(db: Database, sport: number, now: number): Promise<HotWord[]> {
  const ranked = [...(await leagueCards(db, sport, now))].sort(byHeat).slice(0, HOT_LEAGUES);
  // A club's heat: fans following its matches from three days back to a week ahead.
  const followed = await db
    .select({
      teamId: teams.id,
      name: teams.name,
      follows: sql<number>`count(${matchFollows.userId})::int`,
      hot: sql<number>`count(distinct ${matches.id}) filter (where ${matches.isHot})::int`,
    })
    .from(matches)
    .innerJoin(teams, or(eq(teams.id, matches.homeTeamId), eq(teams.id, matches.awayTeamId)))
    .leftJoin(matchFollows, eq(matchFollows.matchId, matches.id))
    .where(and(eq(matches.sport, sport), kickingOffBetween(now - 3 * DAY_MS, now + 7 * DAY_MS)))
    .groupBy(teams.id, teams.name)
    .orderBy(
      sql`count(${matchFollows.userId}) * 5 + count(distinct ${matches.id}) filter (where ${matches.isHot}) * 3 desc`,
      asc(teams.id),
    )
    .limit(HOT_TEAMS);
  return [
    ...ranked.map(({ card }) => ({
      word: card.shortName,
      kind: 'league' as const,
      id: card.leagueId,
    })),
    ...followed.map((t) => ({ word: t.name, kind: 'team' as const, id: t.teamId })),
  ];
}
