// Pins the basketball fold (server/features/dataLibrary/players/basketballFold.ts) on hand-computed
// lines: efficiency (rank type 8) as PTS + REB + AST + STL + BLK − missed FG − missed FT − TOV,
// per-game figures over the games played (a game sat out is not one), shooting percentages.
import { describe, expect, it } from 'vitest';
import type { BkStatLine } from '../../../../../contracts/sportdata/bkDetail';
import {
  basketballFigures,
  efficiencyOf,
  emptyStatLine,
  percentOf,
  type BoxEntry,
} from '../../../../../server/features/dataLibrary/players/basketballFold';

const line = (fields: Partial<BkStatLine>): BkStatLine => ({ ...emptyStatLine(), ...fields });
const entry = (fields: Partial<BkStatLine>, isStarter = true): BoxEntry => ({
  playerId: 7,
  teamId: 1,
  isStarter,
  line: line(fields),
});

// 25 points on 9/18 FG (2/6 threes) and 5/6 FT, 8 rebounds, 6 assists, 2 steals, 1 block, 3 turnovers.
const big = {
  minutes: 36,
  points: 25,
  rebounds: 8,
  offensiveRebounds: 2,
  defensiveRebounds: 6,
  assists: 6,
  steals: 2,
  blocks: 1,
  turnovers: 3,
  fouls: 2,
  fieldGoalsMade: 9,
  fieldGoalsAttempted: 18,
  threePointsMade: 2,
  threePointsAttempted: 6,
  freeThrowsMade: 5,
  freeThrowsAttempted: 6,
};

describe('efficiency', () => {
  it('adds what he made and takes away what he missed and lost', () => {
    // 25 + 8 + 6 + 2 + 1 − (18 − 9) − (6 − 5) − 3 = 29
    expect(efficiencyOf(line(big))).toBe(29);
    expect(efficiencyOf(emptyStatLine())).toBe(0);
  });
});

describe('a season', () => {
  const small = { minutes: 24, points: 9, rebounds: 2, fieldGoalsMade: 4, fieldGoalsAttempted: 10 };
  const figures = basketballFigures([
    entry(big),
    entry(small, false),
    // Out that game: an empty line is no game played.
    entry({}),
  ]);

  it('counts the games he played and started', () => {
    expect(figures.games).toBe(2);
    expect(figures.starts).toBe(1);
  });

  it('averages per game to one decimal', () => {
    expect(figures.points).toBe(17);
    expect(figures.rebounds).toBe(5);
    expect(figures.minutes).toBe(30);
    // (29 + (9 + 2 − 6)) / 2 = 17
    expect(figures.efficiency).toBe(17);
    expect(figures.totals.points).toBe(34);
  });

  it('gives shooting percentages of the season’s attempts', () => {
    expect(figures.fieldGoalPercent).toBe(46.4); // 13 / 28
    expect(figures.threePointPercent).toBe(33.3); // 2 / 6
    expect(figures.freeThrowPercent).toBe(83.3); // 5 / 6
    expect(percentOf(0, 0)).toBe(0);
  });

  it('is all zeros without a game', () => {
    const none = basketballFigures([]);
    expect(none).toMatchObject({ games: 0, points: 0, efficiency: 0, fieldGoalPercent: 0 });
  });
});
