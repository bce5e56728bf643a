import { and, asc, desc, eq, gt, lt, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnalysisMatch, TeamResultMatch } from '../../../contracts/sportdata/analysis';
import type { Database } from '../../db/database';
import { leagues, matches, teams } from '../../db/schema';
import { GatewayError } from '../../platform/gateway/errors';
import { resultOf } from './record';
import { COMMON_REFUSAL_CODES, TEAM_NOT_FOUND } from '../../../contracts/refusals';

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');

const listFields = {
  matchId: matches.id,
  qtMatchId: matches.qtMatchId,
  sport: matches.sport,
  leagueId: matches.leagueId,
  leagueName: leagues.name,
  leagueShortName: leagues.shortName,
  leagueColor: leagues.color,
  round: matches.round,
  matchTime: matches.matchTime,
  status: matches.status,
  homeTeamId: matches.homeTeamId,
  homeTeamName: homeTeam.name,
  homeTeamLogo: homeTeam.logo,
  awayTeamId: matches.awayTeamId,
  awayTeamName: awayTeam.name,
  awayTeamLogo: awayTeam.logo,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  homeHalfScore: matches.homeHalfScore,
  awayHalfScore: matches.awayHalfScore,
};

type ListRow = { matchTime: Date } & Omit<AnalysisMatch, 'matchTime'>;

const toAnalysisMatch = (row: ListRow): AnalysisMatch => ({
  ...row,
  matchTime: row.matchTime.getTime(),
});

/** The match an analysis call is about, with its league and both teams; 404 when unknown. */
export async function loadMatch(db: Database, matchId: number) {
  const [row] = await db
    .select({
      ...listFields,
      leagueKind: leagues.kind,
      season: leagues.season,
      homeCoach: homeTeam.coach,
      awayCoach: awayTeam.coach,
      homeFormation: matches.homeFormation,
      awayFormation: matches.awayFormation,
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(eq(matches.id, matchId))
    .limit(1);
  if (!row) throw new GatewayError(404, COMMON_REFUSAL_CODES.matchNotFound, '比赛不存在');
  return row;
}
export type LoadedMatch = Awaited<ReturnType<typeof loadMatch>>;

/** A team with its own league; 404 when unknown. */
export async function loadTeam(db: Database, teamId: number) {
  const [row] = await db
    .select({
      teamId: teams.id,
      teamName: teams.name,
      teamLogo: teams.logo,
      sport: teams.sport,
      leagueId: teams.leagueId,
      leagueName: leagues.name,
    })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(eq(teams.id, teamId))
    .limit(1);
  if (!row) throw new GatewayError(TEAM_NOT_FOUND.status, TEAM_NOT_FOUND.code, TEAM_NOT_FOUND.msg);
  return row;
}

export type Side = 'home' | 'away';

export interface TeamMatchQuery {
  teamId: number;
  /** Which sides of the team to include: home games, away games or both. */
  sides: readonly Side[];
  /** Only matches against this team. */
  opponentId?: number;
  status?: number;
  /** Kick-off strictly before / at or before / strictly after. */
  before?: Date;
  notAfter?: Date;
  after?: Date;
  leagueId?: number | null;
  leagueKind?: 'league' | 'cup';
  limit: number;
  /** newest first ('desc', the default) or soonest first ('asc'). */
  order?: 'asc' | 'desc';
}

/**
 * A team's matches. Each side is its own query on matches(home_team_id, match_time) or
 * matches(away_team_id, match_time), read in time order and cut at `limit`, then the two are merged:
 * no OR across the two columns, so each walk stays on its index.
 */
export async function teamMatches(db: Database, q: TeamMatchQuery): Promise<AnalysisMatch[]> {
  const order = q.order ?? 'desc';
  const lists = await Promise.all(
    q.sides.map((side) => {
      const own = side === 'home' ? matches.homeTeamId : matches.awayTeamId;
      const other = side === 'home' ? matches.awayTeamId : matches.homeTeamId;
      const conditions: Array<SQL | undefined> = [
        eq(own, q.teamId),
        q.opponentId !== undefined ? eq(other, q.opponentId) : undefined,
        q.status !== undefined ? eq(matches.status, q.status) : undefined,
        q.before ? lt(matches.matchTime, q.before) : undefined,
        q.notAfter ? lte(matches.matchTime, q.notAfter) : undefined,
        q.after ? gt(matches.matchTime, q.after) : undefined,
        q.leagueId ? eq(matches.leagueId, q.leagueId) : undefined,
        q.leagueKind ? eq(leagues.kind, q.leagueKind) : undefined,
      ];
      return db
        .select(listFields)
        .from(matches)
        .innerJoin(leagues, eq(leagues.id, matches.leagueId))
        .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
        .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
        .where(and(...conditions))
        .orderBy(
          order === 'desc' ? desc(matches.matchTime) : asc(matches.matchTime),
          order === 'desc' ? desc(matches.id) : asc(matches.id),
        )
        .limit(q.limit);
    }),
  );
  const sign = order === 'desc' ? -1 : 1;
  return lists
    .flat()
    .map(toAnalysisMatch)
    .sort((a, b) => sign * (a.matchTime - b.matchTime || a.matchId - b.matchId))
    .slice(0, q.limit);
}

/** A finished match seen from `teamId`. */
export function fromTeam(match: AnalysisMatch, teamId: number): TeamResultMatch {
  const isHome = match.homeTeamId === teamId;
  const goalsFor = isHome ? match.homeScore : match.awayScore;
  const goalsAgainst = isHome ? match.awayScore : match.homeScore;
  return {
    ...match,
    teamId,
    isHome,
    goalsFor,
    goalsAgainst,
    result: resultOf(goalsFor, goalsAgainst),
  };
}
