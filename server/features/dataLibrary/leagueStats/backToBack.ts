import type { TeamBrief } from '../../../../contracts/sportdata/dataLibrary';
import type {
  BackToBackTeam,
  LeagueBackToBackStat,
  RestRecord,
} from '../../../../contracts/sportdata/leagueStats';
import { SPORT } from '../../../../domain/sport';
import { HOUR_MS } from '../../../../domain/time';
import type { SeasonMatch } from '../seasons';
import { averageOf, percentOf } from './figures';
import { gamesByTeam, type TeamGame } from './teamGames';

/**
 * Back-to-back (背靠背) and short rest: a team's record in games it played soon after its previous
 * one, against the rest. The previous game is the team's last kick-off before this one in any
 * competition the world holds (a cup tie tires a club as much as a league match).
 *
 * - Basketball: within 36 hours, the night before. Evening tip-offs on consecutive days are about a
 *   day apart, with a day off between them about two days; 36 hours is halfway. The world plays a
 *   club at most once a day (server/seed/sport/rest.ts).
 * - Football: within 72 hours, fewer than three days since the last kick-off: the usual line of a
 *   congested fixture (a midweek match between two weekends).
 *
 * The match's own flag (backToBack 2 or 3, NBA and WNBA) is the higher of its two teams' and cannot
 * say which team was tired, so the team's rest is measured from its schedule instead.
 */

export const SHORT_REST_HOURS: Record<number, number> = {
  [SPORT.football]: 72,
  [SPORT.basketball]: 36,
};

export const REST_LABELS: Record<number, { shortRest: string; rested: string }> = {
  [SPORT.football]: { shortRest: '72小时内再战', rested: '休息超过72小时' },
  [SPORT.basketball]: { shortRest: '背靠背', rested: '非背靠背' },
};

/** A game a club played (or at least kicked off), in any competition. */
export interface Appearance {
  teamId: number;
  matchId: number;
  matchTime: number;
}

function restRecordOf(games: readonly TeamGame[]): RestRecord {
  const won = games.filter((g) => g.scored > g.conceded).length;
  const drawn = games.filter((g) => g.scored === g.conceded).length;
  const goalsFor = games.reduce((s, g) => s + g.scored, 0);
  const goalsAgainst = games.reduce((s, g) => s + g.conceded, 0);
  return {
    played: games.length,
    won,
    drawn,
    lost: games.length - won - drawn,
    winPercent: percentOf(won, games.length),
    goalsFor,
    goalsAgainst,
    averageFor: averageOf(goalsFor, games.length),
    averageAgainst: averageOf(goalsAgainst, games.length),
  };
}

/** Each club's kick-off times, oldest first. */
function kickOffsByTeam(appearances: readonly Appearance[]): Map<number, Appearance[]> {
  const byTeam = new Map<number, Appearance[]>();
  for (const a of appearances) {
    const list = byTeam.get(a.teamId);
    if (list) list.push(a);
    else byTeam.set(a.teamId, [a]);
  }
  for (const list of byTeam.values()) list.sort((a, b) => a.matchTime - b.matchTime);
  return byTeam;
}

/** The hours since the team's previous kick-off before `game`, or null for its first game. */
function hoursSincePrevious(game: TeamGame, kickOffs: readonly Appearance[]): number | null {
  let previous: number | null = null;
  for (const a of kickOffs) {
    if (a.matchTime >= game.match.matchTime) break;
    if (a.matchId !== game.match.matchId) previous = a.matchTime;
  }
  return previous === null ? null : (game.match.matchTime - previous) / HOUR_MS;
}

export function backToBackStat(
  sport: number,
  matches: readonly SeasonMatch[],
  teams: readonly TeamBrief[],
  appearances: readonly Appearance[],
): Pick<
  LeagueBackToBackStat,
  'windowHours' | 'shortRestLabel' | 'restedLabel' | 'teams' | 'league'
> {
  const windowHours = SHORT_REST_HOURS[sport] ?? 72;
  const labels = REST_LABELS[sport] ?? REST_LABELS[SPORT.football]!;
  const kickOffs = kickOffsByTeam(appearances);
  const byTeam = gamesByTeam(matches);
  const allShort: TeamGame[] = [];
  const allRested: TeamGame[] = [];
  const rows = teams.map((team): BackToBackTeam => {
    const games = byTeam.get(team.teamId) ?? [];
    const own = kickOffs.get(team.teamId) ?? [];
    const isShort = (g: TeamGame) => {
      const hours = hoursSincePrevious(g, own);
      return hours !== null && hours <= windowHours;
    };
    const short = games.filter(isShort);
    const rested = games.filter((g) => !isShort(g));
    allShort.push(...short);
    allRested.push(...rested);
    return { team, shortRest: restRecordOf(short), rested: restRecordOf(rested) };
  });
  return {
    windowHours,
    shortRestLabel: labels.shortRest,
    restedLabel: labels.rested,
    teams: rows,
    league: { shortRest: restRecordOf(allShort), rested: restRecordOf(allRested) },
  };
}
