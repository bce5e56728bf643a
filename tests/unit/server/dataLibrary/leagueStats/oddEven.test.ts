// Pins the odd-even fold (单双) on a hand-made season: each team's odd and even totals, home and
// away, and the league's over its matches counted once; a goalless draw is even.
import { describe, expect, it } from 'vitest';
import { oddEvenStat } from '../../../../../server/features/dataLibrary/leagueStats/oddEven';
import { A, B, C, CLUBS, D, FOOTBALL_SEASON } from './fixtures';

describe('oddEvenStat', () => {
  const stat = oddEvenStat(FOOTBALL_SEASON, CLUBS);
  const row = (teamId: number) => stat.teams.find((t) => t.team.teamId === teamId)!;

  it('counts the league’s matches once: 3 and 5 goals odd; 0, 4 and 4 even', () => {
    expect(stat.league).toEqual({
      played: 5,
      odd: 2,
      even: 3,
      oddPercent: 40,
      evenPercent: 60,
    });
  });

  it('counts each team’s matches, home and away', () => {
    expect(row(A)).toMatchObject({
      total: { played: 4, odd: 2, even: 2, oddPercent: 50 },
      home: { played: 2, odd: 1, even: 1 },
      away: { played: 2, odd: 1, even: 1 },
    });
    expect(row(B)).toMatchObject({
      total: { played: 3, odd: 1, even: 2, oddPercent: 33.3, evenPercent: 66.7 },
      home: { played: 2, odd: 0, even: 2 },
      away: { played: 1, odd: 1, even: 0 },
    });
    expect(row(C)).toMatchObject({
      total: { played: 3, odd: 1, even: 2 },
      home: { played: 1, odd: 1, even: 0 },
      away: { played: 2, odd: 0, even: 2 },
    });
  });

  it('lists a club without a match with zeros', () => {
    expect(row(D).total).toEqual({ played: 0, odd: 0, even: 0, oddPercent: 0, evenPercent: 0 });
    expect(stat.teams.map((t) => t.team.teamId)).toEqual([A, B, C, D]);
  });
});
