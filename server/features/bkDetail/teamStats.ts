import { and, eq, inArray } from 'drizzle-orm';
import type { BkMatchTeamStats, BkTeamStats } from '../../../contracts/sportdata/bkDetail';
import { standings } from '../../db/schema';
import { defineApi } from '../../platform/gateway/api';
import * as bkDetailCalls from '../../../contracts/sportdata/bkDetailCalls';
import { boxScoreOf, type BoxScore } from './box';
import { loadBkMatch, teamOf, type BkMatch, type Side } from './match';
import { bkPercent } from './record';
import { rostersOf } from './roster';

function teamStats(match: BkMatch, side: Side, box: BoxScore, rank: number | null): BkTeamStats {
  const line = box.totals[side];
  const index = side === 'home' ? 0 : 1;
  return {
    ...teamOf(match, side),
    rank,
    ...line,
    fieldGoalPercent: bkPercent(line.fieldGoalsMade, line.fieldGoalsAttempted),
    threePointPercent: bkPercent(line.threePointsMade, line.threePointsAttempted),
    freeThrowPercent: bkPercent(line.freeThrowsMade, line.freeThrowsAttempted),
    periodPoints: box.periods.map((p) => p[index]),
  };
}

/**
 * getBkMatchTeamRankAndCount: each team's rank in the league table and its statistics of this match,
 * the players' lines of getBkMatchLineup added up (so the points are the score). All zeros, with
 * started false, before tip-off.
 */
export const getBkMatchTeamRankAndCount = defineApi(
  bkDetailCalls.getBkMatchTeamRankAndCount,
  async (args, { db }): Promise<BkMatchTeamStats> => {
    const match = await loadBkMatch(db, args.matchId);
    const [rosters, ranks] = await Promise.all([
      rostersOf(db, match),
      db
        .select({ teamId: standings.teamId, rank: standings.rank })
        .from(standings)
        .where(
          and(
            eq(standings.leagueId, match.leagueId),
            inArray(standings.teamId, [match.homeTeamId, match.awayTeamId]),
          ),
        ),
    ]);
    const box = boxScoreOf(match, rosters);
    const rankOf = (teamId: number) => ranks.find((r) => r.teamId === teamId)?.rank ?? null;
    return {
      matchId: match.matchId,
      status: match.status,
      started: box.started,
      home: teamStats(match, 'home', box, rankOf(match.homeTeamId)),
      away: teamStats(match, 'away', box, rankOf(match.awayTeamId)),
    };
  },
);
