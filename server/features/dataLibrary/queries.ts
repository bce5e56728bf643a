import { and, asc, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ScheduleMatch } from '../../../contracts/sportdata/dataLibrary';
import type { Database } from '../../db/database';
import { leagues, matches, matchFollows, teams } from '../../db/schema';
import { GatewayError } from '../../platform/gateway/errors';
import { TEAM_NOT_FOUND } from '../../../contracts/refusals';
import { DAY_MS, HOUR_MS } from '../../../domain/time';

/** Matches of any league as the data library lists them (a team's page, hot lists, a day's games). */

const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');

const followCount = sql<number>`(select count(*)::int from ${matchFollows} where ${matchFollows.matchId} = ${matches.id})`;

export async function listMatches(
  db: Database,
  where: SQL | undefined,
  order: 'newest' | 'oldest' | 'followed',
  limit: number,
): Promise<ScheduleMatch[]> {
  const orderBy =
    order === 'newest'
      ? [desc(matches.matchTime), desc(matches.id)]
      : order === 'oldest'
        ? [asc(matches.matchTime), asc(matches.id)]
        : [desc(matches.isHot), desc(followCount), asc(matches.matchTime), asc(matches.id)];
  const rows = await db
    .select({
      matchId: matches.id,
      leagueId: matches.leagueId,
      leagueName: leagues.shortName,
      season: matches.season,
      round: matches.round,
      matchTime: matches.matchTime,
      status: matches.status,
      minute: matches.minute,
      homeId: home.id,
      homeName: home.name,
      homeShort: home.shortName,
      homeLogo: home.logo,
      awayId: away.id,
      awayName: away.name,
      awayShort: away.shortName,
      awayLogo: away.logo,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      homeHalfScore: matches.homeHalfScore,
      awayHalfScore: matches.awayHalfScore,
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
  return rows.map((r) => ({
    matchId: r.matchId,
    leagueId: r.leagueId,
    leagueName: r.leagueName,
    season: r.season,
    round: r.round,
    matchTime: r.matchTime.getTime(),
    status: r.status,
    minute: r.minute,
    home: { teamId: r.homeId, name: r.homeName, shortName: r.homeShort, logo: r.homeLogo },
    away: { teamId: r.awayId, name: r.awayName, shortName: r.awayShort, logo: r.awayLogo },
    homeScore: r.homeScore,
    awayScore: r.awayScore,
    homeHalfScore: r.homeHalfScore,
    awayHalfScore: r.awayHalfScore,
  }));
}

/** Kick-off between two instants. */
export const kickingOffBetween = (from: number, to: number) =>
  and(gte(matches.matchTime, new Date(from)), lt(matches.matchTime, new Date(to)));

/** A team's matches in every competition. */
export const ofTeam = (teamId: number) =>
  or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId));

/** A club with its league; 404 in the fan's words when unknown. */
export async function loadClub(db: Database, teamId: number) {
  const [row] = await db
    .select({
      teamId: teams.id,
      name: teams.name,
      shortName: teams.shortName,
      logo: teams.logo,
      sport: teams.sport,
      coach: teams.coach,
      leagueId: teams.leagueId,
      leagueName: leagues.name,
      leagueShortName: leagues.shortName,
      country: leagues.country,
    })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(eq(teams.id, teamId))
    .limit(1);
  if (!row) throw new GatewayError(TEAM_NOT_FOUND.status, TEAM_NOT_FOUND.code, TEAM_NOT_FOUND.msg);
  return row;
}

/** A league's matches from three hours back to a week ahead: hot and most followed first. */
export function comingMatchesOf(db: Database, leagueId: number, now: number, limit: number) {
  return listMatches(
    db,
    and(eq(matches.leagueId, leagueId), kickingOffBetween(now - 3 * HOUR_MS, now + 7 * DAY_MS)),
    'followed',
    limit,
  );
}

/** A league's latest matches, newest first. */
export function latestMatchesOf(db: Database, leagueId: number, limit: number) {
  return listMatches(db, eq(matches.leagueId, leagueId), 'newest', limit);
}

/** Most matches of one sport a Beijing day holds (the NBA plays 15 at most, the world's all 40). */
const DAY_MATCH_LIMIT = 500;

/** A Beijing day's matches of a sport, in kick-off order. */
export function matchesOfDay(db: Database, sport: number, dayStart: number) {
  return listMatches(
    db,
    and(eq(matches.sport, sport), kickingOffBetween(dayStart, dayStart + DAY_MS)),
    'oldest',
    DAY_MATCH_LIMIT,
  );
}
