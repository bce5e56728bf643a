import type { Fixture } from './schedule';
import { DAY_MS } from '../../../domain/time';

/** Leagues whose schedules have back-to-backs worth flagging (product-spec §4). */
export const BACK_TO_BACK_LEAGUES = new Set([1, 2]);

/**
 * Flags per match, by the rule of product-spec §4 applied to each team: the third of three games whose
 * first and third are exactly 48 h apart is a three-in-a-row (3); otherwise a game exactly 24 h after
 * the team's previous one, not already flagged, is a back-to-back (2). A match takes the higher flag of
 * its two teams.
 */
export function backToBackFlags(fixtures: readonly Fixture[]): Map<number, 2 | 3> {
  const flags = new Map<number, 2 | 3>();
  const byTeam = new Map<number, Fixture[]>();
  for (const f of fixtures) {
    if (!BACK_TO_BACK_LEAGUES.has(f.leagueId)) continue;
    for (const team of [f.homeTeamId, f.awayTeamId])
      byTeam.set(team, [...(byTeam.get(team) ?? []), f]);
  }
  for (const games of byTeam.values()) {
    games.sort((a, b) => a.matchTime - b.matchTime);
    games.forEach((game, i) => {
      const before = games[i - 1];
      const twoBefore = games[i - 2];
      let flag: 2 | 3 | null = null;
      if (twoBefore && game.matchTime - twoBefore.matchTime === 2 * DAY_MS) flag = 3;
      else if (before && game.matchTime - before.matchTime === DAY_MS) flag = 2;
      if (flag && (flags.get(game.id) ?? 0) < flag) flags.set(game.id, flag);
    });
  }
  return flags;
}
