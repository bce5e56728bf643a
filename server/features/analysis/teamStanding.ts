import type { TeamStanding } from '../../../contracts/sportdata/analysis';
import { defineApi } from '../../platform/gateway/api';
import * as analysisCalls from '../../../contracts/sportdata/analysisCalls';
import { fromTeam, loadTeam, teamMatches, type Side } from './queries';
import { finishedStatus, summarize } from './record';

const SIDES: Record<number, readonly Side[]> = { 0: ['home', 'away'], 1: ['home'], 2: ['away'] };
const KINDS: Record<number, 'league' | 'cup' | undefined> = { 0: undefined, 1: 'league', 2: 'cup' };

/**
 * getTeamStanding: a team's record over its last `matchCount` finished matches up to now, at home,
 * away or both (locationType), in all competitions, league or cup matches (leagueType).
 */
export const getTeamStanding = defineApi(
  analysisCalls.getTeamStanding,
  async (args, { db, clock }): Promise<TeamStanding> => {
    const team = await loadTeam(db, args.teamId);
    const rows = (
      await teamMatches(db, {
        teamId: team.teamId,
        sides: SIDES[args.locationType] ?? ['home', 'away'],
        status: finishedStatus(team.sport),
        notAfter: new Date(clock.now()),
        leagueKind: KINDS[args.leagueType],
        limit: args.matchCount,
      })
    ).map((m) => fromTeam(m, team.teamId));
    return {
      ...team,
      filters: {
        matchCount: args.matchCount,
        locationType: args.locationType,
        leagueType: args.leagueType,
      },
      summary: summarize(rows, team.sport),
      matches: rows,
    };
  },
);
