/**
 * Back-to-back flags of NBA and WNBA games (product-spec §4), from a team's schedule. The server sends
 * its own `backToBack` per match; this is the same rule for lists built on the client (a team's
 * schedule, a league page) and the reference its tests pin.
 */
import { HOUR_MS } from '@domain/time';

/** NBA and WNBA: the only leagues flagged. */
export const BACK_TO_BACK_LEAGUES: ReadonlySet<number> = new Set([1, 2]);
export const BACK_TO_BACK_TWO_GAP_MS = 24 * HOUR_MS;
export const BACK_TO_BACK_THREE_GAP_MS = 48 * HOUR_MS;

/** 2: second game of a back-to-back; 3: third of three games in three days. */
export type BackToBackFlag = 2 | 3;

/** What the rule needs of a match (MatchItem has all of it). */
export interface BackToBackGame {
  matchId: number;
  leagueId: number;
  /** Tip-off time, ms. */
  matchDate: number;
  homeTeamId: number;
  awayTeamId: number;
}

/**
 * For each team, games in time order: a game whose second-previous game is exactly 48 h earlier is a
 * three-in-a-row (3); otherwise a game exactly 24 h after the previous one, if not already flagged, is
 * a two-game back-to-back (2). A match takes the higher flag of its two teams. Other leagues are
 * never flagged.
 */
export function backToBackFlags(games: readonly BackToBackGame[]): Map<number, BackToBackFlag> {
  const byTeam = new Map<number, BackToBackGame[]>();
  for (const game of games) {
    if (!BACK_TO_BACK_LEAGUES.has(game.leagueId)) continue;
    for (const team of [game.homeTeamId, game.awayTeamId]) {
      const list = byTeam.get(team);
      if (list) list.push(game);
      else byTeam.set(team, [game]);
    }
  }
  const flags = new Map<number, BackToBackFlag>();
  for (const schedule of byTeam.values()) {
    schedule.sort((a, b) => a.matchDate - b.matchDate || a.matchId - b.matchId);
    schedule.forEach((game, i) => {
      const before = schedule[i - 1];
      const twoBefore = schedule[i - 2];
      let flag: BackToBackFlag | undefined;
      if (twoBefore && game.matchDate - twoBefore.matchDate === BACK_TO_BACK_THREE_GAP_MS) flag = 3;
      else if (
        before &&
        game.matchDate - before.matchDate === BACK_TO_BACK_TWO_GAP_MS &&
        !flags.has(game.matchId)
      )
        flag = 2;
      if (flag && (flags.get(game.matchId) ?? 0) < flag) flags.set(game.matchId, flag);
    });
  }
  return flags;
}

/** The Chinese badge of a flag: 背靠背 / 三连战; '' for none. */
export function backToBackLabel(flag: number): string {
  if (flag === 3) return '三连战';
  if (flag === 2) return '背靠背';
  return '';
}
