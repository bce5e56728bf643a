// Pins product-spec §4 "Status codes": the football progress ring and the basketball quarter length.
import { describe, expect, it } from 'vitest';
import {
  basketballQuarterMinutes,
  basketballRingFraction,
  clockSecondsLeft,
  footballProgressMinutes,
  footballRingFraction,
  showsFootballRing,
} from '@entities/match/rules';

describe('footballProgressMinutes (progress ring)', () => {
  it('counts plain minutes', () => {
    expect(footballProgressMinutes('67', 12)).toBe(67);
    expect(footballProgressMinutes(30, 11)).toBe(30);
  });
  it('minutes containing 90+ count as 90', () => {
    expect(footballProgressMinutes('90+3', 12)).toBe(90);
  });
  it('minutes containing 45+ count as 45', () => {
    expect(footballProgressMinutes('45+2', 1)).toBe(45);
  });
  it('status 2 forces 45', () => {
    expect(footballProgressMinutes('80', 2)).toBe(45);
    expect(footballProgressMinutes(null, 2)).toBe(45);
  });
  it('status 4 forces 90', () => {
    expect(footballProgressMinutes('12', 4)).toBe(90);
  });
  it('above 90 is capped at 90', () => {
    expect(footballProgressMinutes('105', 13)).toBe(90);
    expect(footballProgressMinutes('120+1', 13)).toBe(90);
  });
  it('missing is 0', () => {
    expect(footballProgressMinutes(null, 12)).toBe(0);
    expect(footballProgressMinutes(undefined, 12)).toBe(0);
    expect(footballProgressMinutes('', 12)).toBe(0);
    expect(footballProgressMinutes('加时', 13)).toBe(0);
  });
  it('half-time (14, 中场) shows 45 (our extension: the server sends no number then)', () => {
    expect(footballProgressMinutes('中场', 14)).toBe(45);
  });
  it('footballRingFraction is minutes over 90', () => {
    expect(footballRingFraction('45', 1)).toBe(0.5);
    expect(footballRingFraction('90+5', 12)).toBe(1);
    expect(footballRingFraction(null, 0)).toBe(0);
  });
  it('showsFootballRing only while in play', () => {
    expect(showsFootballRing(12)).toBe(true);
    expect(showsFootballRing(0)).toBe(false);
    expect(showsFootballRing(2)).toBe(false);
  });
});

describe('basketballQuarterMinutes (quarter length)', () => {
  it('is 10 minutes', () => {
    expect(basketballQuarterMinutes(7, 1)).toBe(10);
  });
  it('is 12 for leagues 1 and 3', () => {
    expect(basketballQuarterMinutes(1, 2)).toBe(12);
    expect(basketballQuarterMinutes(3, 4)).toBe(12);
    expect(basketballQuarterMinutes(2, 4)).toBe(10);
  });
  it('is 5 when status is above 55 (overtime)', () => {
    expect(basketballQuarterMinutes(1, 56)).toBe(5);
    expect(basketballQuarterMinutes(7, 60)).toBe(5);
    expect(basketballQuarterMinutes(1, 55)).toBe(12);
  });
  it('is 5 in our overtime codes 5 to 12', () => {
    expect(basketballQuarterMinutes(1, 5)).toBe(5);
    expect(basketballQuarterMinutes(7, 12)).toBe(5);
  });
});

describe('basketballRingFraction', () => {
  it('status 55 zeroes the ring', () => {
    expect(basketballRingFraction(1, 55, '06:00')).toBe(0);
  });
  it('is the part of the quarter played, by its length', () => {
    expect(basketballRingFraction(1, 1, '06:00')).toBe(0.5);
    expect(basketballRingFraction(7, 3, '05:00')).toBe(0.5);
    expect(basketballRingFraction(7, 5, '02:30')).toBe(0.5);
    expect(basketballRingFraction(7, 56, '00:00')).toBe(1);
  });
  it('is 0 outside a period or without a readable clock', () => {
    expect(basketballRingFraction(1, 0, '12:00')).toBe(0);
    expect(basketballRingFraction(1, 50, '00:00')).toBe(0);
    expect(basketballRingFraction(1, -1, null)).toBe(0);
    expect(basketballRingFraction(1, 2, '中场')).toBe(0);
  });
  it('clockSecondsLeft reads MM:SS', () => {
    expect(clockSecondsLeft('07:31')).toBe(451);
    expect(clockSecondsLeft('x')).toBeUndefined();
  });
});
