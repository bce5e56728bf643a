import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { leagues, matches, teams } from '../../db/schema';
import { GatewayError } from '../../platform/gateway/errors';
import { SPORT } from '../../../domain/sport';
import { COMMON_REFUSAL_CODES } from '../../../contracts/refusals';

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');

/**
 * The basketball match a detail call is about, with its league and both teams. A football id, like an
 * unknown one, answers 404 match_not_found (as getBkMatchDetail does).
 */
export async function loadBkMatch(db: Database, matchId: number) {
  const [row] = await db
    .select({
      matchId: matches.id,
      leagueId: matches.leagueId,
      leagueName: leagues.name,
      leagueKind: leagues.kind,
      season: leagues.season,
      quarterMinutes: leagues.quarterMinutes,
      matchTime: matches.matchTime,
      status: matches.status,
      minute: matches.minute,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      periodScores: matches.periodScores,
      scriptSeed: matches.scriptSeed,
      homeTeamId: matches.homeTeamId,
      homeTeamName: homeTeam.name,
      homeTeamLogo: homeTeam.logo,
      homeCoach: homeTeam.coach,
      awayTeamId: matches.awayTeamId,
      awayTeamName: awayTeam.name,
      awayTeamLogo: awayTeam.logo,
      awayCoach: awayTeam.coach,
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(and(eq(matches.id, matchId), eq(matches.sport, SPORT.basketball)))
    .limit(1);
  if (!row) throw new GatewayError(404, COMMON_REFUSAL_CODES.matchNotFound, '比赛不存在');
  return row;
}
export type BkMatch = Awaited<ReturnType<typeof loadBkMatch>>;
export type Side = 'home' | 'away';

/** The id, name and logo of one side's team. */
export function teamOf(match: BkMatch, side: Side) {
  return side === 'home'
    ? { teamId: match.homeTeamId, teamName: match.homeTeamName, teamLogo: match.homeTeamLogo }
    : { teamId: match.awayTeamId, teamName: match.awayTeamName, teamLogo: match.awayTeamLogo };
}
