import { z } from 'zod/mini';
import { defineGatewayCall } from '../gateway';
import { idInput } from '../inputs';
import {
  matchAbilitySchema,
  matchAnalysisNumberSchema,
  matchInformationSchema,
  matchPointRankNewSchema,
  matchPointRankSchema,
  matchTidianListSchema,
} from './matchExtras';

/**
 * The match-analysis extras of the sport-data gateway (calls-errors-spec §7.1, "match based"):
 * ability, counts, intelligence, data tips and league positions
 * (docs/decisions/match-analysis-extras.md). Each takes the match id only; unknown keys (the
 * client's session fields) are ignored.
 */

const matchArgs = z.object({ matchId: idInput });

/**
 * The two teams' ability compared on six 0–100 axes (attack, defence, form, win rate, venue,
 * head-to-head) from their finished matches before kick-off, with the raw figures.
 */
export const getMatchAnalysisAbility = defineGatewayCall(
  'getMatchAnalysisAbility',
  matchArgs,
  matchAbilitySchema,
);

/** How much each section of the analysis tab holds: meetings, recent and future matches, tips. */
export const getMatchAnalysisNumber = defineGatewayCall(
  'getMatchAnalysisNumber',
  matchArgs,
  matchAnalysisNumberSchema,
);

/**
 * The intelligence (情报): each team's good and bad news — suspensions, rest, fixture congestion,
 * streaks, table position, head-to-head edge — as sentences, and the neutral ones.
 */
export const getMatchInfomationApi = defineGatewayCall(
  'getMatchInfomationApi',
  matchArgs,
  matchInformationSchema,
);

/** Data tips (提点) of a football match: venue records, goals, over/under, half-time, meetings. */
export const getMatchTidianList = defineGatewayCall(
  'getMatchTidianList',
  matchArgs,
  matchTidianListSchema,
);

/** Data tips (提点) of a basketball match: venue records, points, over/under, meetings. */
export const getBkMatchTidianList = defineGatewayCall(
  'getBkMatchTidianList',
  matchArgs,
  matchTidianListSchema,
);

/** Each team's total, home and away lines in its own league's table, with the rows around it. */
export const getMatchPointRank = defineGatewayCall(
  'getMatchPointRank',
  matchArgs,
  matchPointRankSchema,
);

/** getMatchPointRank with each club's last five league results of the season. */
export const getMatchPointRankNew = defineGatewayCall(
  'getMatchPointRankNew',
  matchArgs,
  matchPointRankNewSchema,
);
