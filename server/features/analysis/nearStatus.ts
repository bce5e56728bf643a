import type { TeamForm, TeamNearStatus } from '../../../contracts/sportdata/analysis';
import type { Database } from '../../db/database';
import { defineApi } from '../../platform/gateway/api';
import * as analysisCalls from '../../../contracts/sportdata/analysisCalls';
import { fromTeam, loadMatch, teamMatches, type LoadedMatch, type Side } from './queries';
import { finishedStatus, summarize } from './record';

/**
 * getTeamNearStatus: each team's last finished matches before this one, against anyone. isHomeAway
 * keeps the home team's home games and the away team's away games; leagueId one league.
 */
export const getTeamNearStatus = defineApi(
  analysisCalls.getTeamNearStatus,
  async (args, { db }): Promise<TeamNearStatus> => {
    const match = await loadMatch(db, args.matchId);
    const leagueId = args.leagueId || null;
    const filters = { number: args.number, isHomeAway: args.isHomeAway, leagueId };
    const [home, away] = await Promise.all([
      teamForm(db, match, 'home', filters),
      teamForm(db, match, 'away', filters),
    ]);
    return {
      matchId: match.matchId,
      sport: match.sport,
      filters,
      home,
      away,
    };
  },
);

async function teamForm(
  db: Database,
  match: LoadedMatch,
  side: Side,
  args: { number: number; isHomeAway: boolean; leagueId: number | null },
): Promise<TeamForm> {
  const teamId = side === 'home' ? match.homeTeamId : match.awayTeamId;
  const rows = (
    await teamMatches(db, {
      teamId,
      sides: args.isHomeAway ? [side] : ['home', 'away'],
      status: finishedStatus(match.sport),
      before: match.matchTime,
      leagueId: args.leagueId,
      limit: args.number,
    })
  ).map((m) => fromTeam(m, teamId));
  return {
    teamId,
    teamName: side === 'home' ? match.homeTeamName : match.awayTeamName,
    teamLogo: side === 'home' ? match.homeTeamLogo : match.awayTeamLogo,
    summary: summarize(rows, match.sport),
    matches: rows,
  };
}
