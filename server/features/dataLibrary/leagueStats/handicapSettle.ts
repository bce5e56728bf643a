import type { HandicapResult } from '../../../../contracts/sportdata/leagueStats';
import { SPORT } from '../../../../domain/sport';
import { settlePick } from '../../plans';

/**
 * How one side of a finished match ended on an Asian line, settled the standard way: a whole or
 * half line wins, pushes (走) or loses; a quarter line is half the stake on each neighbouring line,
 * so it can end 赢半 or 输半. `line` is the home side's, as the odds store it (-0.75: home gives
 * half/one).
 *
 * The rule is written once, in the plans' settlement (an expert's 亚盘 / 让分 pick settles the same
 * way, server/features/plans/settlement/rules.ts): a side here is settled as a pick of that side at
 * the line, so a statistic and a settled plan can never disagree about a match.
 */
export function handicapResultOf(
  sport: number,
  line: number,
  homeScore: number,
  awayScore: number,
  side: 'home' | 'away',
): HandicapResult {
  const result = settlePick(
    {
      // 亚盘 (quarter goals) for football, 让分胜负 (half points) for basketball.
      gameId: sport === SPORT.basketball ? 4062 : 4078,
      handicap: line,
      // Only the side picked carries odds; their size plays no part in the result.
      odds: side === 'home' ? [1, 0] : [0, 1],
    },
    { home: homeScore, away: awayScore, homeHalf: null, awayHalf: null },
  );
  // A pick of one side on a line is never void: the score is known and one option is picked.
  if (result === 'void') throw new Error('a line pick of one side cannot be void');
  return result;
}
