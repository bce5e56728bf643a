import { z } from 'zod/mini';
import { defineGatewayCall } from '../gateway';
import { idInput } from '../inputs';
import { countArg, flagArg, pageSizeArg } from './args';
import {
  bkMatchInjurySchema,
  bkMatchLineupSchema,
  bkMatchStandingSchema,
  bkMatchTeamStatsSchema,
  bkTeamBoutMatchSchema,
  bkTeamFutureMatchSchema,
  bkTeamRecentMatchSchema,
  bkTextLiveSchema,
} from './bkDetail';

/**
 * The basketball match-detail apiNames of the sport-data gateway (calls-errors-spec §7.1). Unknown
 * keys (the client's session fields) are ignored.
 */

const bkMatchArgs = z.object({ matchId: idInput });

/** `number` games (10, max 50); isHomeAway see each call. */
const bkFormArgs = z.object({
  matchId: idInput,
  number: countArg(10, 50),
  isHomeAway: z._default(flagArg, false),
});

/**
 * The two teams' finished meetings before this tip-off, newest first, seen from the home team.
 * isHomeAway keeps the meetings where this match's home team was at home.
 */
export const getBkTeamBoutMatch = defineGatewayCall(
  'getBkTeamBoutMatch',
  bkFormArgs,
  bkTeamBoutMatchSchema,
);

/**
 * Each team's last finished games before this tip-off, in any competition. isHomeAway keeps the
 * home team's home games and the away team's away games.
 */
export const getBkTeamRecentMatch = defineGatewayCall(
  'getBkTeamRecentMatch',
  bkFormArgs,
  bkTeamRecentMatchSchema,
);

/** Each team's next games after this one, soonest first (`number` 5, max 20). */
export const getBkTeamFutureMatch = defineGatewayCall(
  'getBkTeamFutureMatch',
  z.object({ matchId: idInput, number: countArg(5, 20) }),
  bkTeamFutureMatchSchema,
);

/** Both teams' rows of the match league's table. */
export const getBkMatchAnalyzeStandingData = defineGatewayCall(
  'getBkMatchAnalyzeStandingData',
  bkMatchArgs,
  bkMatchStandingSchema,
);

/** The spec's "standing" of the basketball detail: the same rows as getBkMatchAnalyzeStandingData. */
export const getBkMatchStanding = defineGatewayCall(
  'getBkMatchStanding',
  bkMatchArgs,
  bkMatchStandingSchema,
);

/** Each team's rank and its statistics of this match (zeros, started false, before tip-off). */
export const getBkMatchTeamRankAndCount = defineGatewayCall(
  'getBkMatchTeamRankAndCount',
  bkMatchArgs,
  bkMatchTeamStatsSchema,
);

/** Both teams' players, starters first, with each one's line of this match. */
export const getBkMatchLineup = defineGatewayCall(
  'getBkMatchLineup',
  bkMatchArgs,
  bkMatchLineupSchema,
);

/** Both teams' injury lists (either may be empty). */
export const getBkMatchInjury = defineGatewayCall(
  'getBkMatchInjury',
  bkMatchArgs,
  bkMatchInjurySchema,
);

/**
 * The match's text live, newest first, `pageSize` lines (100, max 100) older than `beforeId`. Line
 * ids are told from the score, 1 up, never a database id wider than int32.
 */
export const getBkMatchTextLive = defineGatewayCall(
  'getBkMatchTextLive',
  z.object({
    matchId: idInput,
    beforeId: z.optional(idInput),
    pageSize: pageSizeArg(100),
  }),
  bkTextLiveSchema,
);
