import { z } from 'zod/mini';
import { flagArg, idArg, intArg } from '../../../contracts/sportdata/args';

/** A count between 1 and `max`, `fallback` when left out. */
export function countArg(fallback: number, max: number) {
  return z._default(z.pipe(intArg, z.number().check(z.gte(1), z.lte(max))), fallback);
}

/** A small code among `codes`, `fallback` when left out. */
function codeArg(codes: readonly number[], fallback: number) {
  return z._default(z.pipe(intArg, z.number().check(z.refine((n) => codes.includes(n)))), fallback);
}

export const MAX_ANALYSIS_MATCHES = 50;

/** getTeamBoutExploits and getTeamNearStatus (calls-errors-spec §7.1). leagueId 0 means any league. */
export const formArgs = z.object({
  matchId: idArg,
  number: countArg(10, MAX_ANALYSIS_MATCHES),
  isHomeAway: z._default(flagArg, false),
  leagueId: z._default(intArg, 0),
});

/** getMatchStanding, getMatchLineup. */
export const matchArgs = z.object({ matchId: idArg });

/** getMatchScheduleList: how many upcoming matches of each team. */
export const scheduleArgs = z.object({ matchId: idArg, number: countArg(5, 20) });

/**
 * getTeamStanding: the last `matchCount` finished matches; locationType 0 all, 1 home, 2 away;
 * leagueType 0 all competitions, 1 league matches, 2 cup matches.
 */
export const teamStandingArgs = z.object({
  teamId: idArg,
  matchCount: countArg(10, 100),
  locationType: codeArg([0, 1, 2], 0),
  leagueType: codeArg([0, 1, 2], 0),
});
