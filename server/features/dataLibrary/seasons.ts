import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { leagues, matches, teams } from '../../db/schema';
import { GatewayError } from '../../platform/gateway/errors';
import { FOOTBALL_STATUS, BASKETBALL_STATUS, SPORT } from '../../../domain/sport';
import { COMMON_REFUSAL_CODES } from '../../../contracts/refusals';

/**
 * A league and the season a data-library call asks about (issue 36 §1). Every call of the league,
 * team and player pages resolves its `seasonName` here: left out, the league's current season; a
 * season the league has no match of is a 404 in the fan's words, never an empty page that looks
 * like a real one.
 */

export const DataLibraryMessages = {
  noLeague: '联赛不存在',
  noSeason: '该赛季暂无数据',
} as const;

export interface LeagueOfSeason {
  id: number;
  sport: number;
  name: string;
  shortName: string;
  kind: string;
  country: string;
  color: string;
  /** The league's current season. */
  currentSeason: string;
}

export interface LeagueSeason {
  league: LeagueOfSeason;
  season: string;
  current: boolean;
}

export async function loadLeague(db: Database, leagueId: number): Promise<LeagueOfSeason> {
  const [row] = await db
    .select({
      id: leagues.id,
      sport: leagues.sport,
      name: leagues.name,
      shortName: leagues.shortName,
      kind: leagues.kind,
      country: leagues.country,
      color: leagues.color,
      currentSeason: leagues.season,
    })
    .from(leagues)
    .where(eq(leagues.id, leagueId))
    .limit(1);
  if (!row)
    throw new GatewayError(404, COMMON_REFUSAL_CODES.leagueNotFound, DataLibraryMessages.noLeague);
  return row;
}

/** The seasons a league has matches of, newest first (the current one always among them). */
export async function seasonsOf(db: Database, league: LeagueOfSeason): Promise<string[]> {
  const rows = await db
    .selectDistinct({ season: matches.season })
    .from(matches)
    .where(eq(matches.leagueId, league.id));
  const names = new Set(rows.map((r) => r.season).filter((s) => s !== ''));
  names.add(league.currentSeason);
  return [...names].sort((a, b) => b.localeCompare(a));
}

export async function leagueSeason(
  db: Database,
  leagueId: number,
  seasonName: string | undefined,
): Promise<LeagueSeason> {
  const league = await loadLeague(db, leagueId);
  const season = seasonName ?? league.currentSeason;
  if (season !== league.currentSeason && !(await seasonsOf(db, league)).includes(season))
    throw new GatewayError(404, COMMON_REFUSAL_CODES.seasonNotFound, DataLibraryMessages.noSeason);
  return { league, season, current: season === league.currentSeason };
}

/** The finished status code of a sport (product-spec §4). */
export function finishedCode(sport: number): number {
  return sport === SPORT.basketball ? BASKETBALL_STATUS.finished : FOOTBALL_STATUS.finished;
}

const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');

/** One match of a season as the tables and statistics count it. */
export interface SeasonMatch {
  matchId: number;
  matchTime: number;
  round: string | null;
  status: number;
  minute: string | null;
  homeTeamId: number;
  homeName: string;
  homeShortName: string;
  homeLogo: string | null;
  awayTeamId: number;
  awayName: string;
  awayShortName: string;
  awayLogo: string | null;
  homeScore: number;
  awayScore: number;
  homeHalfScore: number | null;
  awayHalfScore: number | null;
  /** Basketball back-to-back flag of the home and away sides is the match's (0, 2, 3). */
  backToBack: number;
  scriptSeed: number;
}

/**
 * Every match of a league's season, oldest first; `finishedOnly` keeps those whose result stands.
 * Tables, schedules and statistics read the season through this one query.
 */
export async function seasonMatches(
  db: Database,
  of: LeagueSeason,
  finishedOnly: boolean,
): Promise<SeasonMatch[]> {
  const rows = await db
    .select({
      matchId: matches.id,
      matchTime: matches.matchTime,
      round: matches.round,
      status: matches.status,
      minute: matches.minute,
      homeTeamId: matches.homeTeamId,
      homeName: home.name,
      homeShortName: home.shortName,
      homeLogo: home.logo,
      awayTeamId: matches.awayTeamId,
      awayName: away.name,
      awayShortName: away.shortName,
      awayLogo: away.logo,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      homeHalfScore: matches.homeHalfScore,
      awayHalfScore: matches.awayHalfScore,
      backToBack: matches.backToBack,
      scriptSeed: matches.scriptSeed,
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(
      and(
        eq(matches.leagueId, of.league.id),
        eq(matches.season, of.season),
        finishedOnly ? eq(matches.status, finishedCode(of.league.sport)) : sql`true`,
      ),
    )
    .orderBy(asc(matches.matchTime), asc(matches.id));
  return rows.map((r) => ({ ...r, matchTime: r.matchTime.getTime() }));
}

/** The clubs of a league, in id order (a table lists every club, even before its first game). */
export function leagueClubs(db: Database, leagueId: number) {
  return db
    .select({ teamId: teams.id, name: teams.name, shortName: teams.shortName, logo: teams.logo })
    .from(teams)
    .where(eq(teams.leagueId, leagueId))
    .orderBy(asc(teams.id));
}
