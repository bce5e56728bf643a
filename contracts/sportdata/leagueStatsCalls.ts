import { z } from 'zod/mini';
import { defineGatewayCall } from '../gateway';
import { idInput } from '../inputs';
import { idOrZeroArg } from './args';
import { seasonArg } from './dataLibrary';
import {
  bkLeagueStatSchema,
  bkTheMostOfLeagueSchema,
  leagueBackToBackStatSchema,
  leagueHandicapStatSchema,
  leagueOddEvenStatSchema,
  leagueScoreDiffStatSchema,
} from './leagueStats';

/**
 * The league statistics of the data library (calls-errors-spec §7.1: "league odd-even, handicap,
 * score-difference and back-to-back statistics | league based"; basketball getBkLeagueStat,
 * getBkTheMostOfLeague; docs/decisions/data-library.md "League statistics"). seasonName left out is
 * the league's current season; an unknown league or season is a 404, a basketball call for a football
 * league a 400.
 */

const leagueArgs = z.object({ leagueId: idInput, seasonName: seasonArg });

/** Per team: matches with an odd and an even total, home and away; the league's matches too. */
export const getLeagueOddEvenStat = defineGatewayCall(
  'getLeagueOddEvenStat',
  leagueArgs,
  leagueOddEvenStatSchema,
);

/**
 * Per team: 赢/赢半/走/输半/输 on the provider's opening Asian line (0, the crown, by default),
 * home, away, as favourite, underdog and on a level line; the league's totals.
 */
export const getLeagueHandicapStat = defineGatewayCall(
  'getLeagueHandicapStat',
  z.object({ ...leagueArgs.shape, providerId: z._default(idOrZeroArg, 0) }),
  leagueHandicapStatSchema,
);

/** Per team: wins and losses by margin band (football 1, 2, 3+ goals; basketball 5-point bands). */
export const getLeagueScoreDiffStat = defineGatewayCall(
  'getLeagueScoreDiffStat',
  leagueArgs,
  leagueScoreDiffStatSchema,
);

/**
 * Per team: the record in games played soon after the previous one (basketball: within 36 hours, a
 * back-to-back; football: within 72 hours) against the rest.
 */
export const getLeagueBackToBackStat = defineGatewayCall(
  'getLeagueBackToBackStat',
  leagueArgs,
  leagueBackToBackStatSchema,
);

/** Basketball: each team's per-game averages from the box scores, and the league's. */
export const getBkLeagueStat = defineGatewayCall('getBkLeagueStat', leagueArgs, bkLeagueStatSchema);

/** Basketball: the season's records — team and player bests in one game, with the game. */
export const getBkTheMostOfLeague = defineGatewayCall(
  'getBkTheMostOfLeague',
  leagueArgs,
  bkTheMostOfLeagueSchema,
);
