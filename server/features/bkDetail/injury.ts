import type { BkInjury, BkMatchInjury } from '../../../contracts/sportdata/bkDetail';
import { defineApi } from '../../platform/gateway/api';
import * as bkDetailCalls from '../../../contracts/sportdata/bkDetailCalls';
import { loadBkMatch, teamOf } from './match';
import { rostersOf } from './roster';

/**
 * getBkMatchInjury: each team's injury list for the week of the match (roster.ts): out (缺阵) or
 * doubtful (出战成疑) with what he has. Often empty.
 */
export const getBkMatchInjury = defineApi(
  bkDetailCalls.getBkMatchInjury,
  async (args, { db }): Promise<BkMatchInjury> => {
    const match = await loadBkMatch(db, args.matchId);
    const rosters = await rostersOf(db, match);
    const list = (side: 'home' | 'away'): BkInjury[] =>
      rosters[side].flatMap((p) => (p.injury ? [p.injury] : []));
    return {
      matchId: match.matchId,
      home: { ...teamOf(match, 'home'), players: list('home') },
      away: { ...teamOf(match, 'away'), players: list('away') },
    };
  },
);
