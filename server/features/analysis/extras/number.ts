import type { MatchAnalysisNumber } from '../../../../contracts/sportdata/matchExtras';
import * as matchExtrasCalls from '../../../../contracts/sportdata/matchExtrasCalls';
import { defineApi } from '../../../platform/gateway/api';
import { LINEUP_LEAD_MS } from '../lineup';
import { finishedStatus } from '../record';
import { loadMatchContext } from './context';
import { informationOf } from './informationRules';
import { countTeamMatches, tableSize } from './queries';
import { tidianListOf } from './tidian';

/**
 * getMatchAnalysisNumber: how much each section of the analysis tab holds, counted in the database
 * (every meeting and every finished match before kick-off, not only the pages the tab shows), and
 * how many intelligence items and tips the other calls give.
 */
export const getMatchAnalysisNumber = defineApi(
  matchExtrasCalls.getMatchAnalysisNumber,
  async (args, { db, clock }): Promise<MatchAnalysisNumber> => {
    const ctx = await loadMatchContext(db, args.matchId);
    const { match } = ctx;
    const finished = finishedStatus(match.sport);
    const before = { before: match.matchTime, status: finished };
    const [headToHead, homeRecent, awayRecent, homeFuture, awayFuture, standingRows, tidian] =
      await Promise.all([
        countTeamMatches(db, match.homeTeamId, { ...before, opponentId: match.awayTeamId }),
        countTeamMatches(db, match.homeTeamId, before),
        countTeamMatches(db, match.awayTeamId, before),
        countTeamMatches(db, match.homeTeamId, { after: match.matchTime }),
        countTeamMatches(db, match.awayTeamId, { after: match.matchTime }),
        match.leagueKind === 'cup' ? 0 : tableSize(db, match.leagueId),
        tidianListOf(db, ctx),
      ]);
    const information = informationOf(ctx);
    return {
      matchId: match.matchId,
      sport: match.sport,
      headToHead,
      homeRecent,
      awayRecent,
      homeFuture,
      awayFuture,
      standingRows,
      lineupPublished: clock.now() >= match.matchTime.getTime() - LINEUP_LEAD_MS,
      suspended: ctx.home.suspended.length + ctx.away.suspended.length,
      information:
        information.home.good.length +
        information.home.bad.length +
        information.away.good.length +
        information.away.bad.length +
        information.neutral.length,
      tidian: tidian.list.length,
    };
  },
);
