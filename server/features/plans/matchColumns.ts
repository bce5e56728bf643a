import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { leagues, matches, teams } from '../../db/schema';

// A plan's match as the plan screens show it (contracts/plans.ts planMatchSchema): its league and
// team names joined in. One definition for the plan page, the lists and the publish options.

export const homeTeam = alias(teams, 'home_team');
export const awayTeam = alias(teams, 'away_team');

export const planMatchColumns = {
  matchId: matches.id,
  sport: matches.sport,
  leagueName: leagues.name,
  homeName: homeTeam.name,
  awayName: awayTeam.name,
  matchTime: matches.matchTime,
  status: matches.status,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
};

/** The join conditions of the names: `.innerJoin(leagues, matchLeague)` and the two teams. */
export const matchLeague = eq(leagues.id, matches.leagueId);
export const matchHome = eq(homeTeam.id, matches.homeTeamId);
export const matchAway = eq(awayTeam.id, matches.awayTeamId);
