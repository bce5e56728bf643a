import type {
  BkFutureGame,
  BkTeamBoutMatch,
  BkTeamForm,
  BkTeamFutureMatch,
  BkTeamRecentMatch,
} from '../../../contracts/sportdata/bkDetail';
import type { Database } from '../../db/database';
import { teamMatches } from '../analysis';
import { defineApi } from '../../platform/gateway/api';
import * as bkDetailCalls from '../../../contracts/sportdata/bkDetailCalls';
import { loadBkMatch, teamOf, type BkMatch, type Side } from './match';
import { bkGameOf, bkRecordOf } from './record';
import { DAY_MS } from '../../../domain/time';

const FINISHED = -1;

/**
 * getBkTeamBoutMatch: the two teams' finished meetings before this tip-off, newest first, seen from
 * the home team. isHomeAway keeps the meetings where this match's home team was at home.
 */
export const getBkTeamBoutMatch = defineApi(
  bkDetailCalls.getBkTeamBoutMatch,
  async (args, { db }): Promise<BkTeamBoutMatch> => {
    const match = await loadBkMatch(db, args.matchId);
    const meetings = await teamMatches(db, {
      teamId: match.homeTeamId,
      opponentId: match.awayTeamId,
      sides: args.isHomeAway ? ['home'] : ['home', 'away'],
      status: FINISHED,
      before: match.matchTime,
      limit: args.number,
    });
    const games = meetings.map((m) => bkGameOf(m, match.homeTeamId));
    return {
      matchId: match.matchId,
      homeTeamId: match.homeTeamId,
      homeTeamName: match.homeTeamName,
      homeTeamLogo: match.homeTeamLogo,
      awayTeamId: match.awayTeamId,
      awayTeamName: match.awayTeamName,
      awayTeamLogo: match.awayTeamLogo,
      number: args.number,
      isHomeAway: args.isHomeAway,
      summary: bkRecordOf(games),
      matches: games,
    };
  },
);

async function recentForm(
  db: Database,
  match: BkMatch,
  side: Side,
  number: number,
  isHomeAway: boolean,
): Promise<BkTeamForm> {
  const team = teamOf(match, side);
  const games = (
    await teamMatches(db, {
      teamId: team.teamId,
      sides: isHomeAway ? [side] : ['home', 'away'],
      status: FINISHED,
      before: match.matchTime,
      limit: number,
    })
  ).map((m) => bkGameOf(m, team.teamId));
  return { ...team, summary: bkRecordOf(games), matches: games };
}

/**
 * getBkTeamRecentMatch: each team's last finished games before this tip-off, in any competition.
 * isHomeAway keeps the home team's home games and the away team's away games.
 */
export const getBkTeamRecentMatch = defineApi(
  bkDetailCalls.getBkTeamRecentMatch,
  async (args, { db }): Promise<BkTeamRecentMatch> => {
    const match = await loadBkMatch(db, args.matchId);
    const [home, away] = await Promise.all([
      recentForm(db, match, 'home', args.number, args.isHomeAway),
      recentForm(db, match, 'away', args.number, args.isHomeAway),
    ]);
    return { matchId: match.matchId, number: args.number, isHomeAway: args.isHomeAway, home, away };
  },
);

async function nextGames(db: Database, match: BkMatch, side: Side, number: number) {
  const team = teamOf(match, side);
  const tipOff = match.matchTime.getTime();
  const list = await teamMatches(db, {
    teamId: team.teamId,
    sides: ['home', 'away'],
    after: match.matchTime,
    limit: number,
    order: 'asc',
  });
  return {
    ...team,
    matches: list.map((m): BkFutureGame => {
      const isHome = m.homeTeamId === team.teamId;
      return {
        matchId: m.matchId,
        leagueId: m.leagueId,
        leagueName: m.leagueName,
        leagueShortName: m.leagueShortName,
        leagueColor: m.leagueColor,
        matchTime: m.matchTime,
        status: m.status,
        teamId: team.teamId,
        isHome,
        opponentTeamId: isHome ? m.awayTeamId : m.homeTeamId,
        opponentTeamName: isHome ? m.awayTeamName : m.homeTeamName,
        opponentTeamLogo: isHome ? m.awayTeamLogo : m.homeTeamLogo,
        daysAfter: Math.floor((m.matchTime - tipOff) / DAY_MS),
      };
    }),
  };
}

/** getBkTeamFutureMatch: each team's next games after this one, soonest first (5, max 20). */
export const getBkTeamFutureMatch = defineApi(
  bkDetailCalls.getBkTeamFutureMatch,
  async (args, { db }): Promise<BkTeamFutureMatch> => {
    const match = await loadBkMatch(db, args.matchId);
    const [home, away] = await Promise.all([
      nextGames(db, match, 'home', args.number),
      nextGames(db, match, 'away', args.number),
    ]);
    return { matchId: match.matchId, number: args.number, home, away };
  },
);
