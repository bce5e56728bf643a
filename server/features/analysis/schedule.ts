import type { MatchScheduleList, ScheduleMatch } from '../../../contracts/sportdata/analysis';
import type { Database } from '../../db/database';
import { defineApi } from '../../platform/gateway/api';
import * as analysisCalls from '../../../contracts/sportdata/analysisCalls';
import { loadMatch, teamMatches, type LoadedMatch, type Side } from './queries';
import { DAY_MS } from '../../../domain/time';

/** getMatchScheduleList: each team's next matches after this one, soonest first. */
export const getMatchScheduleList = defineApi(
  analysisCalls.getMatchScheduleList,
  async (args, { db }): Promise<MatchScheduleList> => {
    const match = await loadMatch(db, args.matchId);
    const [home, away] = await Promise.all([
      upcoming(db, match, 'home', args.number),
      upcoming(db, match, 'away', args.number),
    ]);
    return { matchId: match.matchId, sport: match.sport, number: args.number, home, away };
  },
);

async function upcoming(db: Database, match: LoadedMatch, side: Side, limit: number) {
  const teamId = side === 'home' ? match.homeTeamId : match.awayTeamId;
  const kickOff = match.matchTime.getTime();
  const list = await teamMatches(db, {
    teamId,
    sides: ['home', 'away'],
    after: match.matchTime,
    limit,
    order: 'asc',
  });
  return {
    teamId,
    teamName: side === 'home' ? match.homeTeamName : match.awayTeamName,
    teamLogo: side === 'home' ? match.homeTeamLogo : match.awayTeamLogo,
    matches: list.map((m): ScheduleMatch => {
      const isHome = m.homeTeamId === teamId;
      return {
        ...m,
        teamId,
        isHome,
        opponentTeamId: isHome ? m.awayTeamId : m.homeTeamId,
        opponentTeamName: isHome ? m.awayTeamName : m.homeTeamName,
        daysAfter: Math.floor((m.matchTime - kickOff) / DAY_MS),
      };
    }),
  };
}
