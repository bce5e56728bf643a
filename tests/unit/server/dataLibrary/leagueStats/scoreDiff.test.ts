// Pins the score-difference fold (胜负差) on hand-made seasons: football's bands of one goal, two,
// three or more and the draw; basketball's five-point bands with their edges (5|6, 20|21); the
// league's matches by the home margin.
import { describe, expect, it } from 'vitest';
import { scoreDiffStat } from '../../../../../server/features/dataLibrary/leagueStats/scoreDiff';
import { A, B, C, CLUBS, FOOTBALL_SEASON, played, team } from './fixtures';

describe('scoreDiffStat, football', () => {
  const stat = scoreDiffStat(1, FOOTBALL_SEASON, CLUBS);
  const row = (teamId: number) => stat.teams.find((t) => t.team.teamId === teamId)!;

  it('names the bands', () => {
    expect(stat.bands.map((b) => b.label)).toEqual([
      '胜1球',
      '胜2球',
      '胜3球及以上',
      '平局',
      '负1球',
      '负2球',
      '负3球及以上',
    ]);
  });

  it('puts each team’s matches in its bands', () => {
    // A: +1 (home), +3 (away), 0 (home), -2 (away).
    expect(row(A)).toMatchObject({
      played: 4,
      total: [1, 0, 1, 1, 0, 1, 0],
      home: [1, 0, 0, 1, 0, 0, 0],
      away: [0, 0, 1, 0, 0, 1, 0],
      difference: 2,
    });
    // B: -1, 0, +2.
    expect(row(B)).toMatchObject({ played: 3, total: [0, 1, 0, 1, 1, 0, 0], difference: 1 });
    // C: 0, -3, 0.
    expect(row(C)).toMatchObject({ played: 3, total: [0, 0, 0, 2, 0, 0, 1], difference: -3 });
  });

  it('counts the league’s matches by the home margin: +1, 0, -3, 0, +2', () => {
    expect(stat.league).toEqual({ played: 5, home: [1, 1, 0, 2, 0, 0, 1] });
  });
});

describe('scoreDiffStat, basketball', () => {
  const [X, Y] = [11, 12];
  const season = [
    played(1, X, Y, 100, 95), // X +5
    played(2, Y, X, 120, 99), // Y +21
    played(3, X, Y, 110, 104), // X +6
    played(4, X, Y, 90, 70), // X +20
  ];
  const stat = scoreDiffStat(2, season, [team(X), team(Y)]);

  it('bands margins by five points, 21 and more at the end', () => {
    expect(stat.bands.map((b) => b.key)).toEqual([
      'W1-5',
      'W6-10',
      'W11-15',
      'W16-20',
      'W21+',
      'L1-5',
      'L6-10',
      'L11-15',
      'L16-20',
      'L21+',
    ]);
    expect(stat.bands[4]!.label).toBe('胜21分及以上');
    expect(stat.bands[5]!.label).toBe('负1-5分');
    expect(stat.teams[0]!.total).toEqual([1, 1, 0, 1, 0, 0, 0, 0, 0, 1]);
    expect(stat.teams[1]!.total).toEqual([0, 0, 0, 0, 1, 1, 1, 0, 1, 0]);
    expect(stat.league.home).toEqual([1, 1, 0, 1, 1, 0, 0, 0, 0, 0]);
  });
});
