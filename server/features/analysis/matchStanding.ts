import { asc, eq } from 'drizzle-orm';
import type { MatchStanding, StandingRow } from '../../../contracts/sportdata/analysis';
import { standings, teams } from '../../db/schema';
import { defineApi } from '../../platform/gateway/api';
import * as analysisCalls from '../../../contracts/sportdata/analysisCalls';
import { loadMatch } from './queries';
import { gamesBehind } from './record';
import { SPORT } from '../../../domain/sport';

export const NO_TABLE_CUP = '杯赛不设积分榜';
export const NO_TABLE_YET = '暂无积分榜数据';

/**
 * getMatchStanding: the table of the match's league with both teams highlighted. Basketball rows
 * carry the win percentage and games behind the leader. Cups, and leagues without rows, answer an
 * empty table with the reason.
 */
export const getMatchStanding = defineApi(
  analysisCalls.getMatchStanding,
  async (args, { db }): Promise<MatchStanding> => {
    const match = await loadMatch(db, args.matchId);
    const head = {
      matchId: match.matchId,
      sport: match.sport,
      leagueId: match.leagueId,
      leagueName: match.leagueName,
      leagueKind: match.leagueKind,
      season: match.season,
      homeTeamId: match.homeTeamId,
      awayTeamId: match.awayTeamId,
    };
    if (match.leagueKind === 'cup')
      return { ...head, available: false, reason: NO_TABLE_CUP, rows: [] };
    const table = await db
      .select({
        rank: standings.rank,
        teamId: standings.teamId,
        teamName: teams.name,
        teamLogo: teams.logo,
        played: standings.played,
        won: standings.won,
        drawn: standings.drawn,
        lost: standings.lost,
        goalsFor: standings.goalsFor,
        goalsAgainst: standings.goalsAgainst,
        points: standings.points,
        homeWon: standings.homeWon,
        awayWon: standings.awayWon,
      })
      .from(standings)
      .innerJoin(teams, eq(teams.id, standings.teamId))
      .where(eq(standings.leagueId, match.leagueId))
      .orderBy(asc(standings.rank), asc(standings.teamId));
    const leader = table[0];
    if (!leader) return { ...head, available: false, reason: NO_TABLE_YET, rows: [] };
    const basketball = match.sport === SPORT.basketball;
    const rows = table.map((row): StandingRow => ({
      ...row,
      goalDiff: row.goalsFor - row.goalsAgainst,
      winPercent: row.played === 0 ? 0 : Math.round((row.won / row.played) * 1000) / 10,
      gamesBehind: basketball ? gamesBehind(leader, row) : null,
      highlight:
        row.teamId === match.homeTeamId ? 'home' : row.teamId === match.awayTeamId ? 'away' : null,
    }));
    return { ...head, available: true, reason: null, rows };
  },
);
