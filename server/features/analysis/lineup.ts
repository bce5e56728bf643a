import { asc, inArray } from 'drizzle-orm';
import type { LineupPlayer, MatchLineup, TeamLineup } from '../../../contracts/sportdata/analysis';
import { players } from '../../db/schema';
import { defineApi } from '../../platform/gateway/api';
import * as analysisCalls from '../../../contracts/sportdata/analysisCalls';
import { effectiveFormation, placeStarters } from './formation';
import { loadMatch, type LoadedMatch, type Side } from './queries';
import { SPORT } from '../../../domain/sport';

/** Lineups are published this long before kick-off. */
export const LINEUP_LEAD_MS = 60 * 60 * 1000;
export const LINEUP_NOT_YET = '首发阵容将于赛前1小时公布';

const STARTERS: Record<number, number> = { 1: 11, 2: 5 };
const POSITION_NAMES: Record<number, Record<string, string>> = {
  1: { G: '门将', D: '后卫', M: '中场', F: '前锋' },
  2: { G: '后卫', F: '前锋', C: '中锋' },
};

type PlayerRow = typeof players.$inferSelect;

/**
 * getMatchLineup: starters (the first 11 / 5 of the depth chart) and bench of both teams, with the
 * football starters placed on the formation (4-4-2 when the match has none). Before the one-hour mark
 * the lineup is not out yet.
 */
export const getMatchLineup = defineApi(
  analysisCalls.getMatchLineup,
  async (args, { db, clock }): Promise<MatchLineup> => {
    const match = await loadMatch(db, args.matchId);
    const publishAt = match.matchTime.getTime() - LINEUP_LEAD_MS;
    const head = { matchId: match.matchId, sport: match.sport, publishAt };
    if (clock.now() < publishAt) return { ...head, available: false, reason: LINEUP_NOT_YET };
    const squad = await db
      .select()
      .from(players)
      .where(inArray(players.teamId, [match.homeTeamId, match.awayTeamId]))
      .orderBy(asc(players.depth), asc(players.id));
    return {
      ...head,
      available: true,
      reason: null,
      home: teamLineup(match, 'home', squad),
      away: teamLineup(match, 'away', squad),
    };
  },
);

function teamLineup(match: LoadedMatch, side: Side, squad: readonly PlayerRow[]): TeamLineup {
  const teamId = side === 'home' ? match.homeTeamId : match.awayTeamId;
  const own = squad.filter((p) => p.teamId === teamId);
  const count = STARTERS[match.sport] ?? 11;
  const names = POSITION_NAMES[match.sport] ?? {};
  const entry = (
    p: PlayerRow,
    isStarter: boolean,
    spot?: { line: number; x: number; y: number },
  ): LineupPlayer => ({
    playerId: p.id,
    name: p.name,
    shirtNumber: p.shirtNumber,
    position: p.position,
    positionName: names[p.position] ?? p.position,
    isStarter,
    line: spot?.line ?? null,
    x: spot?.x ?? null,
    y: spot?.y ?? null,
  });
  const football = match.sport !== SPORT.basketball;
  const formation = football
    ? effectiveFormation(side === 'home' ? match.homeFormation : match.awayFormation)
    : null;
  const firstPicks = own.slice(0, count);
  const starters = formation
    ? placeStarters(firstPicks, formation).map(({ player, spot }) => entry(player, true, spot))
    : firstPicks.map((p) => entry(p, true));
  return {
    teamId,
    teamName: side === 'home' ? match.homeTeamName : match.awayTeamName,
    teamLogo: side === 'home' ? match.homeTeamLogo : match.awayTeamLogo,
    coach: side === 'home' ? match.homeCoach : match.awayCoach,
    formation,
    starters,
    bench: own.slice(count).map((p) => entry(p, false)),
  };
}
