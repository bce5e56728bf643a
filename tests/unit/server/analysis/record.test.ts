// Pins W/D/L and the record summaries of the analysis calls.
import { describe, expect, it } from 'vitest';
import {
  finishedStatus,
  gamesBehind,
  resultOf,
  summarize,
} from '../../../../server/features/analysis/record';

describe('resultOf', () => {
  it.each([
    [2, 1, 'W'],
    [1, 1, 'D'],
    [0, 0, 'D'],
    [0, 3, 'L'],
    [101, 99, 'W'],
  ])('%i–%i is %s', (goalsFor, goalsAgainst, result) => {
    expect(resultOf(goalsFor, goalsAgainst)).toBe(result);
  });
});

describe('finishedStatus', () => {
  it('is 2 for football and -1 for basketball (product-spec §4)', () => {
    expect(finishedStatus(1)).toBe(2);
    expect(finishedStatus(2)).toBe(-1);
  });
});

describe('summarize', () => {
  it('counts a football record, newest first', () => {
    const games = [
      { goalsFor: 1, goalsAgainst: 0 },
      { goalsFor: 2, goalsAgainst: 2 },
      { goalsFor: 0, goalsAgainst: 3 },
    ];
    expect(summarize(games, 1)).toEqual({
      played: 3,
      won: 1,
      drawn: 1,
      lost: 1,
      goalsFor: 3,
      goalsAgainst: 5,
      goalDiff: -2,
      points: 4,
      winPercent: 33.3,
      avgGoalsFor: 1,
      avgGoalsAgainst: 1.67,
      cleanSheets: 1,
      failedToScore: 1,
      form: ['W', 'D', 'L'],
    });
  });

  it('has no points, clean sheets or blanks in basketball', () => {
    const summary = summarize(
      [
        { goalsFor: 101, goalsAgainst: 99 },
        { goalsFor: 100, goalsAgainst: 110 },
      ],
      2,
    );
    expect(summary).toMatchObject({
      points: null,
      cleanSheets: 0,
      failedToScore: 0,
      avgGoalsFor: 100.5,
    });
  });

  it('is all zeros without matches', () => {
    expect(summarize([], 1)).toMatchObject({ played: 0, winPercent: 0, avgGoalsFor: 0, form: [] });
  });
});

describe('gamesBehind', () => {
  it('is half the sum of the win and loss gaps to the leader', () => {
    expect(gamesBehind({ won: 10, lost: 2 }, { won: 10, lost: 2 })).toBe(0);
    expect(gamesBehind({ won: 10, lost: 2 }, { won: 8, lost: 4 })).toBe(2);
    expect(gamesBehind({ won: 10, lost: 2 }, { won: 9, lost: 2 })).toBe(0.5);
  });
});
