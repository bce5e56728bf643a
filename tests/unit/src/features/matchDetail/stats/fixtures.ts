import type {
  BkInjury,
  BkLineupPlayer,
  BkMatchInjury,
  BkMatchLineup,
  BkMatchTeamStats,
  BkStatLine,
  BkTeamLineup,
  BkTeamStats,
} from '@contracts/sportdata/bkDetail';

/** Basketball 赛况 answers as the server builds them (docs/api.md, "Basketball match detail"). */

export function statLine(over: Partial<BkStatLine> = {}): BkStatLine {
  return {
    minutes: 30,
    points: 10,
    rebounds: 5,
    offensiveRebounds: 1,
    defensiveRebounds: 4,
    assists: 3,
    steals: 1,
    blocks: 0,
    turnovers: 2,
    fouls: 2,
    fieldGoalsMade: 4,
    fieldGoalsAttempted: 9,
    threePointsMade: 1,
    threePointsAttempted: 3,
    freeThrowsMade: 1,
    freeThrowsAttempted: 2,
    ...over,
  };
}

const zeroLine: BkStatLine = statLine(
  Object.fromEntries(Object.keys(statLine()).map((k) => [k, 0])),
);

export function teamStats(side: 'home' | 'away', over: Partial<BkTeamStats> = {}): BkTeamStats {
  return {
    ...statLine({ minutes: 240 }),
    teamId: side === 'home' ? 1 : 2,
    teamName: side === 'home' ? '湖人' : '勇士',
    teamLogo: null,
    rank: null,
    fieldGoalPercent: 44.4,
    threePointPercent: 33.3,
    freeThrowPercent: 50,
    periodPoints: [25, 20],
    ...over,
  };
}

export function matchTeamStats(over: Partial<BkMatchTeamStats> = {}): BkMatchTeamStats {
  return {
    matchId: 8,
    status: 3,
    started: true,
    home: teamStats('home', {
      points: 88,
      rebounds: 40,
      turnovers: 9,
      fieldGoalsMade: 33,
      fieldGoalsAttempted: 70,
      fieldGoalPercent: 47.1,
    }),
    away: teamStats('away', {
      points: 80,
      rebounds: 36,
      turnovers: 12,
      fieldGoalsMade: 30,
      fieldGoalsAttempted: 72,
      fieldGoalPercent: 41.7,
    }),
    ...over,
  };
}

/** Before tip-off: every number 0. */
export const notStartedStats: BkMatchTeamStats = {
  matchId: 8,
  status: 0,
  started: false,
  home: {
    ...teamStats('home'),
    ...zeroLine,
    fieldGoalPercent: 0,
    threePointPercent: 0,
    freeThrowPercent: 0,
    periodPoints: [],
  },
  away: {
    ...teamStats('away'),
    ...zeroLine,
    fieldGoalPercent: 0,
    threePointPercent: 0,
    freeThrowPercent: 0,
    periodPoints: [],
  },
};

export function lineupPlayer(over: Partial<BkLineupPlayer> = {}): BkLineupPlayer {
  const playerId = over.playerId ?? 1;
  return {
    playerId,
    name: `球员${playerId}`,
    shirtNumber: playerId % 100,
    position: 'G',
    positionName: '后卫',
    isStarter: false,
    injury: null,
    stats: statLine(),
    ...over,
  };
}

/** Five starters from `first`, then two on the bench, one of them out injured. */
export function teamLineup(side: 'home' | 'away', withStats = true): BkTeamLineup {
  const first = side === 'home' ? 100 : 200;
  const stats = (over: Partial<BkStatLine> = {}) => (withStats ? statLine(over) : null);
  return {
    teamId: side === 'home' ? 1 : 2,
    teamName: side === 'home' ? '湖人' : '勇士',
    teamLogo: null,
    coach: side === 'home' ? '雷迪克' : '科尔',
    players: [
      ...Array.from({ length: 5 }, (_, i) =>
        lineupPlayer({
          playerId: first + i,
          isStarter: true,
          stats: stats({ points: 20 - i, minutes: 34 - i }),
        }),
      ),
      lineupPlayer({ playerId: first + 5, stats: stats({ points: 6, minutes: 12 }) }),
      lineupPlayer({ playerId: first + 6, injury: 'out', stats: null }),
    ],
    totals: withStats
      ? statLine({ minutes: 240, points: 96, fieldGoalsMade: 36, fieldGoalsAttempted: 80 })
      : null,
  };
}

export function matchLineup(withStats = true): BkMatchLineup {
  return {
    matchId: 8,
    status: withStats ? 3 : 0,
    hasStats: withStats,
    home: teamLineup('home', withStats),
    away: teamLineup('away', withStats),
  };
}

export function injury(over: Partial<BkInjury> = {}): BkInjury {
  return {
    playerId: 206,
    name: '球员206',
    shirtNumber: 6,
    position: 'F',
    positionName: '前锋',
    status: 'out',
    statusName: '缺阵',
    reason: '右脚踝扭伤',
    ...over,
  };
}

export function matchInjuries(home: BkInjury[] = [], away: BkInjury[] = []): BkMatchInjury {
  return {
    matchId: 8,
    home: { teamId: 1, teamName: '湖人', teamLogo: null, players: home },
    away: { teamId: 2, teamName: '勇士', teamLogo: null, players: away },
  };
}
