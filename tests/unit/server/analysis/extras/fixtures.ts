import type { TeamResultMatch } from '../../../../../contracts/sportdata/analysis';
import type {
  MatchContext,
  SideContext,
} from '../../../../../server/features/analysis/extras/context';
import { resultOf } from '../../../../../server/features/analysis/record';

/** Small builders of the extras' context for the rules' unit tests. */

export const KICK_OFF = Date.UTC(2026, 8, 20, 12, 0);
export const DAY = 86_400_000;

let nextId = 1;

/**
 * A finished match of `teamId`: [goals for, goals against], at home unless `away`, `daysBefore`
 * the kick-off, with an optional half-time score from the team's view.
 */
export function game(
  teamId: number,
  score: [number, number],
  opts: { away?: boolean; daysBefore?: number; half?: [number, number]; sport?: number } = {},
): TeamResultMatch {
  const isHome = !opts.away;
  const [f, a] = score;
  const other = teamId + 1000;
  return {
    matchId: nextId++,
    qtMatchId: 0,
    sport: opts.sport ?? 1,
    leagueId: 1,
    leagueName: '联赛',
    leagueShortName: '联',
    leagueColor: '#000',
    round: null,
    matchTime: KICK_OFF - (opts.daysBefore ?? 7) * DAY,
    status: 2,
    homeTeamId: isHome ? teamId : other,
    homeTeamName: isHome ? '本队' : '对手',
    homeTeamLogo: null,
    awayTeamId: isHome ? other : teamId,
    awayTeamName: isHome ? '对手' : '本队',
    awayTeamLogo: null,
    homeScore: isHome ? f : a,
    awayScore: isHome ? a : f,
    homeHalfScore: opts.half ? (isHome ? opts.half[0] : opts.half[1]) : null,
    awayHalfScore: opts.half ? (isHome ? opts.half[1] : opts.half[0]) : null,
    teamId,
    isHome,
    goalsFor: f,
    goalsAgainst: a,
    result: resultOf(f, a),
  };
}

export function side(teamId: number, name: string, extra: Partial<SideContext> = {}): SideContext {
  return {
    side: 'home',
    teamId,
    teamName: name,
    teamLogo: null,
    recent: [],
    venue: [],
    previous: null,
    next: null,
    standing: null,
    suspended: [],
    ...extra,
  };
}

export function context(
  home: SideContext,
  away: SideContext,
  opts: { sport?: number; meetings?: TeamResultMatch[] } = {},
): MatchContext {
  return {
    match: {
      matchId: 99,
      sport: opts.sport ?? 1,
      matchTime: new Date(KICK_OFF),
      homeTeamId: home.teamId,
      homeTeamName: home.teamName,
      awayTeamId: away.teamId,
      awayTeamName: away.teamName,
    } as MatchContext['match'],
    home: { ...home, side: 'home' },
    away: { ...away, side: 'away' },
    meetings: opts.meetings ?? [],
  };
}

/** A league-table row of a team in a league of `teamCount` clubs. */
export function standing(rank: number, teamCount: number, played = 10) {
  return { rank, teamCount, played, points: 30 - rank, leagueId: 1, leagueName: '测试联赛' };
}
