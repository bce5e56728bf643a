import type { BkMatchLineup, BkTeamLineup } from '../../../contracts/sportdata/bkDetail';
import { defineApi } from '../../platform/gateway/api';
import * as bkDetailCalls from '../../../contracts/sportdata/bkDetailCalls';
import { boxScoreOf, type BoxScore } from './box';
import { loadBkMatch, teamOf, type BkMatch, type Side } from './match';
import { rostersOf, type RosterPlayer } from './roster';

function teamLineup(
  match: BkMatch,
  side: Side,
  roster: readonly RosterPlayer[],
  box: BoxScore,
): BkTeamLineup {
  const ordered = [...roster.filter((p) => p.isStarter), ...roster.filter((p) => !p.isStarter)];
  return {
    ...teamOf(match, side),
    coach: side === 'home' ? match.homeCoach : match.awayCoach,
    players: ordered.map((p) => ({
      playerId: p.playerId,
      name: p.name,
      shirtNumber: p.shirtNumber,
      position: p.position,
      positionName: p.positionName,
      isStarter: p.isStarter,
      injury: p.injury?.status ?? null,
      stats: box.started ? (box.lines.get(p.playerId) ?? null) : null,
    })),
    totals: box.started ? box.totals[side] : null,
  };
}

/**
 * getBkMatchLineup: both teams' players, starters first, with each one's line of this match. Before
 * tip-off the roster alone (the expected starting five, stats null); players out injured never have
 * a line. The lines are told from the score (playByPlay.ts): their points add up to it.
 */
export const getBkMatchLineup = defineApi(
  bkDetailCalls.getBkMatchLineup,
  async (args, { db }): Promise<BkMatchLineup> => {
    const match = await loadBkMatch(db, args.matchId);
    const rosters = await rostersOf(db, match);
    const box = boxScoreOf(match, rosters);
    return {
      matchId: match.matchId,
      status: match.status,
      hasStats: box.started,
      home: teamLineup(match, 'home', rosters.home, box),
      away: teamLineup(match, 'away', rosters.away, box),
    };
  },
);
