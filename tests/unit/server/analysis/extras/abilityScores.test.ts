// Pins the ability radar's scores: points shares, the football scale (0, 1.5 and 3 goals a match),
// basketball measured against the two teams' own level, and 50 for a side without a match.
import { describe, expect, it } from 'vitest';
import { summarize } from '../../../../../server/features/analysis/record';
import {
  abilityDimensions,
  pointsShare,
  referenceLevel,
  totalScore,
} from '../../../../../server/features/analysis/extras/abilityScores';
import { reversed } from '../../../../../server/features/analysis/extras/records';

const record = (games: Array<[number, number]>, sport = 1) =>
  summarize(
    games.map(([goalsFor, goalsAgainst]) => ({ goalsFor, goalsAgainst })),
    sport,
  );
const inputOf = (games: Array<[number, number]>, sport = 1) => {
  const r = record(games, sport);
  return { summary: r, form: r, venue: r, headToHead: r };
};

describe('pointsShare', () => {
  it('is 3 a win and 1 a draw in football, wins in basketball, null without a game', () => {
    expect(
      pointsShare(
        record([
          [1, 0],
          [1, 1],
          [0, 1],
        ]),
        1,
      ),
    ).toBe(44.44);
    expect(
      pointsShare(
        record(
          [
            [90, 80],
            [70, 80],
          ],
          2,
        ),
        2,
      ),
    ).toBe(50);
    expect(pointsShare(record([]), 1)).toBeNull();
  });
});

describe('reversed', () => {
  it('turns a record round to the other side', () => {
    const r = reversed(
      record([
        [2, 0],
        [1, 1],
        [0, 3],
      ]),
    );
    expect(r).toMatchObject({ won: 1, drawn: 1, lost: 1, goalsFor: 4, goalsAgainst: 3, points: 4 });
    expect(r.form).toEqual(['L', 'D', 'W']);
  });
});

describe('abilityDimensions', () => {
  it('scores football goals against 1.5 a match: 3 is 100, none is 0', () => {
    const [attack, defence] = abilityDimensions(
      1,
      inputOf([
        [3, 0],
        [3, 0],
      ]),
      inputOf([
        [0, 3],
        [0, 4],
      ]),
    );
    expect([attack!.home, attack!.away, defence!.home, defence!.away]).toEqual([100, 0, 100, 0]);
    expect([attack!.homeValue, defence!.awayValue]).toEqual([3, 3.5]);
  });

  it('scores 50 on every axis for a side without a match', () => {
    const dims = abilityDimensions(1, inputOf([]), inputOf([[1, 0]]));
    expect(dims.map((d) => d.home)).toEqual([50, 50, 50, 50, 50, 50]);
    expect(dims.map((d) => d.homeValue)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(totalScore(dims, 'home')).toBe(50);
  });

  it('scores basketball against the mean points a side scored in both teams’ games', () => {
    expect(referenceLevel(2, record([[110, 90]], 2), record([[100, 100]], 2))).toBe(100);
    // 110 is 10 % above a level of 100: 50 + 250 × 0.1.
    const [attack] = abilityDimensions(2, inputOf([[110, 90]], 2), inputOf([[100, 100]], 2));
    expect([attack!.home, attack!.away, attack!.unit]).toEqual([75, 50, '分/场']);
  });
});
