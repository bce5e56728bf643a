import type {
  FootballFigures,
  PlayerCareer,
  PlayerContribution,
  PlayerDetail,
  PlayerStanding,
  PlayerTransfer,
} from '@contracts/sportdata/players';

/** Small builders of the player calls' answers, for the data library's page tests. */

export const team = (teamId: number, name: string) => ({
  teamId,
  name,
  shortName: name,
  logo: null,
});

export const league = { leagueId: 36, name: '英格兰超级联赛', shortName: '英超' };
export const brief = {
  playerId: 9001,
  name: '哈兰德',
  shirtNumber: 9,
  position: 'F',
  positionName: '前锋',
};

export function detail(over: Partial<PlayerDetail> = {}): PlayerDetail {
  return {
    ...brief,
    sport: 1,
    team: team(5, '曼城'),
    league,
    season: '2026-2027',
    birthDate: '2000-07-21',
    age: 26,
    heightCm: 194,
    weightKg: 88,
    nationality: '挪威',
    preferredFoot: '左脚',
    isStarter: true,
    joinedDate: '2024-07-01',
    joinedKind: '转会',
    onLoan: false,
    ...over,
  };
}

export function figures(over: Partial<FootballFigures> = {}): FootballFigures {
  return {
    appearances: 12,
    starts: 11,
    subIn: 1,
    minutes: 1003,
    goals: 14,
    penalties: 2,
    penaltiesMissed: 0,
    assists: 3,
    ownGoals: 0,
    yellow: 1,
    red: 0,
    ...over,
  };
}

export function standing(over: Partial<PlayerStanding> = {}): PlayerStanding {
  return {
    player: brief,
    sport: 1,
    season: '2026-2027',
    team: team(5, '曼城'),
    league,
    matches: 12,
    noFigures: null,
    football: figures(),
    basketball: null,
    ...over,
  };
}

export function contribution(over: Partial<PlayerContribution> = {}): PlayerContribution {
  return {
    player: brief,
    sport: 1,
    season: '2026-2027',
    team: team(5, '曼城'),
    matches: 12,
    noFigures: null,
    football: {
      teamGoals: 30,
      goals: 14,
      assists: 3,
      involvement: 17,
      goalShare: 46.7,
      involvementShare: 56.7,
      matches: [],
    },
    basketball: null,
    ...over,
  };
}

export const career: PlayerCareer = {
  player: brief,
  sport: 1,
  seasons: [
    {
      season: '2026-2027',
      team: team(5, '曼城'),
      league,
      onLoan: false,
      matches: 12,
      noFigures: null,
      football: figures(),
      basketball: null,
    },
    {
      season: '2025-2026',
      team: team(5, '曼城'),
      league,
      onLoan: false,
      matches: 6,
      noFigures: 'no_events',
      football: null,
      basketball: null,
    },
    {
      season: '2023-2024',
      team: team(77, '多特蒙德'),
      league: { leagueId: 40, name: '德国甲级联赛', shortName: '德甲' },
      onLoan: false,
      matches: 0,
      noFigures: 'other_club',
      football: null,
      basketball: null,
    },
  ],
};

export const transfers: PlayerTransfer = {
  player: brief,
  list: [
    {
      date: '2024-07-01',
      season: '2024-2025',
      from: team(77, '多特蒙德'),
      fromName: '多特蒙德',
      to: team(5, '曼城'),
      kind: '转会',
      feeWan: 6000,
    },
    {
      date: '2019-07-10',
      season: '2019-2020',
      from: null,
      fromName: '青训',
      to: team(77, '多特蒙德'),
      kind: '青训',
      feeWan: null,
    },
  ],
};
