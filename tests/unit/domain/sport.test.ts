// Pins issue 33 §2: sport ids and match status codes are named once, in domain/sport, and read the
// way product-spec §3 ("Race type") and §4 ("Status codes") write them. Every comparison of a sport
// id or a status code in src/, server/ and contracts/ goes through these names.
import { describe, expect, it } from 'vitest';
import {
  BASKETBALL_STATUS,
  FINAL_STATUSES,
  FOOTBALL_BALL_IN_PLAY,
  FOOTBALL_IN_PLAY,
  FOOTBALL_STATUS,
  isBasketballAbnormal,
  isBasketballFinished,
  isBasketballInPlay,
  isBasketballOvertime,
  isBasketballPeriod,
  isBasketballQuarter,
  isFinishedStatus,
  isFootballAbnormal,
  isFootballFinished,
  isFootballInPlay,
  NOT_STARTED,
  overtimeNumber,
  SPORT,
  SPORT_IDS,
} from '@domain/sport';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('sport ids (product-spec §3 "Race type")', () => {
  it('are 1 football and 2 basketball, football first', () => {
    expect(SPORT).toEqual({ football: 1, basketball: 2 });
    expect(SPORT_IDS).toEqual([1, 2]);
  });
});

describe('football status codes (product-spec §4)', () => {
  it('are the spec’s numbers', () => {
    expect(FOOTBALL_STATUS).toEqual({
      notStarted: 0,
      inPlay: 1,
      firstHalf: 11,
      secondHalf: 12,
      extraTime: 13,
      halfTime: 14,
      finished: 2,
      interrupted: 3,
      abandoned: 7,
      postponed: 8,
    });
  });

  it('in play: 1, 11, 12, 13 and the half-time break 14; the ball rolls in all but 14', () => {
    expect(range(-5, 60).filter(isFootballInPlay)).toEqual([1, 11, 12, 13, 14]);
    expect([...FOOTBALL_IN_PLAY].sort((a, b) => a - b)).toEqual([1, 11, 12, 13, 14]);
    expect([...FOOTBALL_BALL_IN_PLAY].sort((a, b) => a - b)).toEqual([1, 11, 12, 13]);
  });

  it('abnormal: 3, 7, 8; finished: 2', () => {
    expect(range(-5, 60).filter(isFootballAbnormal)).toEqual([3, 7, 8]);
    expect(range(-5, 60).filter(isFootballFinished)).toEqual([2]);
  });
});

describe('basketball status codes (product-spec §4)', () => {
  it('are the spec’s numbers', () => {
    expect(BASKETBALL_STATUS).toEqual({
      notStarted: 0,
      firstQuarter: 1,
      lastQuarter: 4,
      firstOvertime: 5,
      lastOvertime: 12,
      halfTime: 50,
      finished: -1,
      toBeDecided: -2,
      interrupted: -3,
      cancelled: -4,
      postponed: -5,
    });
  });

  it('quarters 1–4, overtimes 5–12 (overtime 1–8), a period either; half-time 50 is none', () => {
    expect(range(-5, 60).filter(isBasketballQuarter)).toEqual([1, 2, 3, 4]);
    expect(range(-5, 60).filter(isBasketballOvertime)).toEqual(range(5, 12));
    expect(range(-5, 60).filter(isBasketballPeriod)).toEqual(range(1, 12));
    expect(range(5, 12).map(overtimeNumber)).toEqual(range(1, 8));
  });

  it('in play means 1 or higher; abnormal below -1; finished -1', () => {
    expect(range(-5, 60).filter(isBasketballInPlay)).toEqual(range(1, 60));
    expect(range(-5, 60).filter(isBasketballAbnormal)).toEqual([-5, -4, -3, -2]);
    expect(range(-5, 60).filter(isBasketballFinished)).toEqual([-1]);
  });
});

describe('both sports', () => {
  it('0 is not started', () => {
    expect(NOT_STARTED).toBe(0);
  });

  it('finished is 2 in football and -1 in basketball', () => {
    expect(isFinishedStatus(SPORT.football, 2)).toBe(true);
    expect(isFinishedStatus(SPORT.football, -1)).toBe(false);
    expect(isFinishedStatus(SPORT.basketball, -1)).toBe(true);
    expect(isFinishedStatus(SPORT.basketball, 2)).toBe(false);
  });

  it('a match is played no more once finished, abandoned or cancelled, or postponed', () => {
    expect(FINAL_STATUSES).toEqual({ 1: [2, 7, 8], 2: [-1, -4, -5] });
  });
});
