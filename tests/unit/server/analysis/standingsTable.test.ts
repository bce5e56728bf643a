// Pins the one table builder of the standings and the point-rank calls: its order, and the home
// and away tables that count only each club's games at that venue.
import { describe, expect, it } from 'vitest';
import { tableLines } from '../../../../server/features/analysis/standingsTable';

const games = [
  { home: 1, away: 2, hs: 2, as: 0 },
  { home: 2, away: 3, hs: 1, as: 1 },
  { home: 3, away: 1, hs: 0, as: 1 },
];

const ranks = (lines: ReturnType<typeof tableLines>) =>
  lines.map((l) => [l.teamId, l.played, l.points]);

describe('tableLines', () => {
  it('ranks by points, goal difference and goals, clubs without a game in id order', () => {
    expect(ranks(tableLines(games, [1, 2, 3, 4], 1))).toEqual([
      [1, 2, 6],
      [3, 2, 1],
      [2, 2, 1],
      [4, 0, 0],
    ]);
  });

  it('counts home games only, or away games only', () => {
    expect(ranks(tableLines(games, [1, 2, 3], 1, 'home'))).toEqual([
      [1, 1, 3],
      [2, 1, 1],
      [3, 1, 0],
    ]);
    const away = tableLines(games, [1, 2, 3], 1, 'away');
    expect(ranks(away)).toEqual([
      [1, 1, 3],
      [3, 1, 1],
      [2, 1, 0],
    ]);
    expect(away[0]).toMatchObject({ awayWon: 1, homeWon: 0, goalsFor: 1, goalsAgainst: 0 });
  });

  it('ranks basketball by win rate with 2 points a win and 1 a loss', () => {
    const bk = [
      { home: 1, away: 2, hs: 100, as: 90 },
      { home: 2, away: 1, hs: 101, as: 99 },
      { home: 2, away: 3, hs: 80, as: 70 },
    ];
    expect(ranks(tableLines(bk, [1, 2, 3], 2))).toEqual([
      [2, 3, 5],
      [1, 2, 3],
      [3, 1, 1],
    ]);
  });
});
