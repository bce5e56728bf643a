import type { LineupPlayer, MatchLineup, TeamLineup } from '@contracts/sportdata/analysis';

/** Lineups as the server builds them: 4-4-2 spots (docs/api.md, Analysis). */

const POSITION_NAMES: Record<string, string> = { G: '门将', D: '后卫', M: '中场', F: '前锋' };

export function player(over: Partial<LineupPlayer> = {}): LineupPlayer {
  const playerId = over.playerId ?? 1;
  return {
    playerId,
    name: `球员${playerId}`,
    shirtNumber: playerId % 100,
    position: 'M',
    positionName: '中场',
    isStarter: true,
    line: null,
    x: null,
    y: null,
    ...over,
  };
}

/** Eleven starters placed on `sizes` (outfield lines), ids from `firstId`. */
export function placedEleven(firstId: number, sizes: number[] = [4, 4, 2]): LineupPlayer[] {
  const positions = ['D', 'M', 'M', 'F'];
  const out: LineupPlayer[] = [
    player({ playerId: firstId, position: 'G', positionName: '门将', line: 0, x: 50, y: 8 }),
  ];
  let id = firstId + 1;
  sizes.forEach((size, i) => {
    const position = i === sizes.length - 1 ? 'F' : (positions[i] ?? 'M');
    for (let j = 0; j < size; j++) {
      out.push(
        player({
          playerId: id++,
          position,
          positionName: POSITION_NAMES[position] ?? position,
          line: i + 1,
          x: Math.round(((j + 1) * 100) / (size + 1)),
          y: 28 + i * 20,
        }),
      );
    }
  });
  return out;
}

export function teamLineup(side: 'home' | 'away', over: Partial<TeamLineup> = {}): TeamLineup {
  const firstId = side === 'home' ? 100 : 200;
  return {
    teamId: side === 'home' ? 1 : 2,
    teamName: side === 'home' ? '曼城' : '阿森纳',
    teamLogo: null,
    coach: side === 'home' ? '瓜迪奥拉' : '阿尔特塔',
    formation: '4-4-2',
    starters: placedEleven(firstId),
    bench: [
      player({ playerId: firstId + 50, isStarter: false, position: 'G', positionName: '门将' }),
      player({ playerId: firstId + 51, isStarter: false }),
    ],
    ...over,
  };
}

export function published(over: { home?: TeamLineup; away?: TeamLineup } = {}): MatchLineup {
  return {
    matchId: 11,
    sport: 1,
    available: true,
    reason: null,
    publishAt: Date.parse('2026-11-22T19:00:00+08:00'),
    home: over.home ?? teamLineup('home'),
    away: over.away ?? teamLineup('away'),
  };
}

export const notYet: MatchLineup = {
  matchId: 11,
  sport: 1,
  available: false,
  reason: '首发阵容将于赛前1小时公布',
  publishAt: Date.parse('2026-11-22T19:00:00+08:00'),
};
