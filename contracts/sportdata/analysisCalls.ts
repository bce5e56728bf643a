import { z } from 'zod/mini';
import { defineGatewayCall } from '../gateway';
import { idInput } from '../inputs';
import {
  matchLineupSchema,
  matchScheduleListSchema,
  matchStandingSchema,
  teamBoutExploitsSchema,
  teamNearStatusSchema,
  teamStandingSchema,
} from './analysis';
import { codeArg, countArg, flagArg, idOrZeroArg } from './args';

/** The match-analysis apiNames of the sport-data gateway (calls-errors-spec §7.1). */

export const MAX_ANALYSIS_MATCHES = 50;

/** getTeamBoutExploits and getTeamNearStatus. leagueId 0 means any league. */
const formArgs = z.object({
  matchId: idInput,
  number: countArg(10, MAX_ANALYSIS_MATCHES),
  isHomeAway: z._default(flagArg, false),
  leagueId: z._default(idOrZeroArg, 0),
});

const matchArgs = z.object({ matchId: idInput });

/**
 * The two teams' finished meetings before this match, newest first, from the home team's view.
 * isHomeAway keeps meetings with the same home team; leagueId one league.
 */
export const getTeamBoutExploits = defineGatewayCall(
  'getTeamBoutExploits',
  formArgs,
  teamBoutExploitsSchema,
);

/**
 * Each team's last finished matches before this one, against anyone. isHomeAway keeps the home
 * team's home games and the away team's away games; leagueId one league.
 */
export const getTeamNearStatus = defineGatewayCall(
  'getTeamNearStatus',
  formArgs,
  teamNearStatusSchema,
);

/** The table of the match's league with both teams highlighted; empty with a reason for cups. */
export const getMatchStanding = defineGatewayCall(
  'getMatchStanding',
  matchArgs,
  matchStandingSchema,
);

/**
 * A team's record over its last `matchCount` finished matches; locationType 0 all, 1 home, 2 away;
 * leagueType 0 all competitions, 1 league matches, 2 cup matches.
 */
export const getTeamStanding = defineGatewayCall(
  'getTeamStanding',
  z.object({
    teamId: idInput,
    matchCount: countArg(10, 100),
    locationType: codeArg([0, 1, 2], 0),
    leagueType: codeArg([0, 1, 2], 0),
  }),
  teamStandingSchema,
);

/** Starters and bench of both teams, published one hour before kick-off. */
export const getMatchLineup = defineGatewayCall('getMatchLineup', matchArgs, matchLineupSchema);

/** Each team's next matches after this one, soonest first: `number` of each (5, max 20). */
export const getMatchScheduleList = defineGatewayCall(
  'getMatchScheduleList',
  z.object({ matchId: idInput, number: countArg(5, 20) }),
  matchScheduleListSchema,
);
