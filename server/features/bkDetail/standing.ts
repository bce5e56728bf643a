import { asc, eq } from 'drizzle-orm';
import type {
  BkMatchStanding,
  BkResult,
  BkStandingRow,
} from '../../../contracts/sportdata/bkDetail';
import type { Database } from '../../db/database';
import { standings, teams } from '../../db/schema';
import { gamesBehind, seasonGames } from '../analysis';
import { defineApi } from '../../platform/gateway/api';
import * as bkDetailCalls from '../../../contracts/sportdata/bkDetailCalls';
import { loadBkMatch, type BkMatch } from './match';
import { bkAverage, bkPercent, streakOf } from './record';
import { BASKETBALL_STATUS } from '../../../domain/sport';

export const NO_BK_TABLE = '暂无积分榜数据';

/**
 * Home and away records, the last ten and the streak of each team, from the league's finished games
 * of its current season: the same games its table counts (server/features/analysis/standingsTable.ts).
 */
async function splits(db: Database, match: BkMatch) {
  const ids = [match.homeTeamId, match.awayTeamId];
  const games = await seasonGames(db, match.leagueId, BASKETBALL_STATUS.finished, ids);
  return new Map(
    ids.map((teamId) => {
      const own = games.filter((g) => g.home === teamId || g.away === teamId);
      const view = own.map((g): { isHome: boolean; result: BkResult } => {
        const isHome = g.home === teamId;
        const won = isHome ? g.hs > g.as : g.as > g.hs;
        return { isHome, result: won ? 'W' : 'L' };
      });
      const count = (isHome: boolean, result: BkResult) =>
        view.filter((v) => v.isHome === isHome && v.result === result).length;
      const last10 = view.slice(0, 10);
      return [
        teamId,
        {
          homeWon: count(true, 'W'),
          homeLost: count(true, 'L'),
          awayWon: count(false, 'W'),
          awayLost: count(false, 'L'),
          last10Won: last10.filter((v) => v.result === 'W').length,
          last10Lost: last10.filter((v) => v.result === 'L').length,
          streak: streakOf(view.map((v) => v.result)),
        },
      ] as const;
    }),
  );
}

/**
 * getBkMatchAnalyzeStandingData and getBkMatchStanding: both teams' rows of the match league's table
 * (rank, W-L, win %, games behind, points, home/away records, last ten, streak).
 */
async function standingOf(db: Database, matchId: number): Promise<BkMatchStanding> {
  const match = await loadBkMatch(db, matchId);
  const table = await db
    .select({
      rank: standings.rank,
      teamId: standings.teamId,
      teamName: teams.name,
      teamLogo: teams.logo,
      played: standings.played,
      won: standings.won,
      lost: standings.lost,
      pointsFor: standings.goalsFor,
      pointsAgainst: standings.goalsAgainst,
    })
    .from(standings)
    .innerJoin(teams, eq(teams.id, standings.teamId))
    .where(eq(standings.leagueId, match.leagueId))
    .orderBy(asc(standings.rank), asc(standings.teamId));
  const head = {
    matchId: match.matchId,
    leagueId: match.leagueId,
    leagueName: match.leagueName,
    season: match.season,
    teamCount: table.length,
  };
  const leader = table[0];
  const mine = table.filter((r) => r.teamId === match.homeTeamId || r.teamId === match.awayTeamId);
  if (!leader || mine.length === 0)
    return { ...head, available: false, reason: NO_BK_TABLE, home: null, away: null };
  const extra = await splits(db, match);
  const rowOf = (teamId: number): BkStandingRow | null => {
    const row = mine.find((r) => r.teamId === teamId);
    const split = extra.get(teamId);
    if (!row || !split) return null;
    return {
      ...row,
      winPercent: bkPercent(row.won, row.played),
      gamesBehind: gamesBehind(leader, row),
      avgPointsFor: bkAverage(row.pointsFor, row.played),
      avgPointsAgainst: bkAverage(row.pointsAgainst, row.played),
      ...split,
    };
  };
  return {
    ...head,
    available: true,
    reason: null,
    home: rowOf(match.homeTeamId),
    away: rowOf(match.awayTeamId),
  };
}

export const getBkMatchAnalyzeStandingData = defineApi(
  bkDetailCalls.getBkMatchAnalyzeStandingData,
  (args, { db }) => standingOf(db, args.matchId),
);

// The spec's "standing" of the basketball detail: the same rows under its own apiName.
export const getBkMatchStanding = defineApi(bkDetailCalls.getBkMatchStanding, (args, { db }) =>
  standingOf(db, args.matchId),
);
