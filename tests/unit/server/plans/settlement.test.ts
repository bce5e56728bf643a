import { describe, expect, it } from 'vitest';
import type { InterpretationSegment } from '../../../../contracts/interpretation';
import { settlePick, settlePlan, type FinalScore } from '../../../../server/features/plans';

// The settlement rules (issue 19 §1): each kind of pick result, quarter lines' half results, void
// picks, and how a plan's result and return follow from its picks.

const score = (
  home: number,
  away: number,
  homeHalf: number | null = null,
  awayHalf: number | null = null,
): FinalScore => ({
  home,
  away,
  homeHalf,
  awayHalf,
});

/** A segment with `picked` options carrying `odds` (×10000) and the rest 0. */
function seg(
  gameId: InterpretationSegment['gameId'],
  handicap: number | null,
  size: number,
  picked: Record<number, number>,
): InterpretationSegment {
  return {
    gameId,
    handicap,
    odds: Array.from({ length: size }, (_, i) => picked[i] ?? 0),
  };
}

describe('win/draw/lose and other games without a line', () => {
  const homeWin = seg(4071, null, 3, { 0: 21_500 });
  it('wins when the picked option happened, loses otherwise', () => {
    expect(settlePick(homeWin, score(2, 1))).toBe('win');
    expect(settlePick(homeWin, score(1, 1))).toBe('lose');
  });
  it('a double chance wins on either option and shares the stake', () => {
    const double = seg(4071, null, 3, { 0: 21_500, 1: 32_000 });
    expect(settlePlan([double], score(0, 0))).toEqual({
      result: 1,
      picks: ['win'],
      payoutMilli: 1600,
    });
    expect(settlePlan([double], score(2, 0)).payoutMilli).toBe(1075);
  });
  it('half/full without the half-time score is void', () => {
    const halfFull = seg(4074, null, 9, { 0: 35_000 });
    expect(settlePick(halfFull, score(2, 0))).toBe('void');
    expect(settlePick(halfFull, score(2, 0, 1, 0))).toBe('win');
  });
  it('jingcai handicap counts the draw after the handicap as its own option', () => {
    const giveOneDraw = seg(4076, -1, 3, { 1: 34_000 });
    expect(settlePick(giveOneDraw, score(2, 1))).toBe('win');
    expect(settlePick(giveOneDraw, score(3, 1))).toBe('lose');
  });
});

describe('lines: push and half results', () => {
  it('a whole Asian line pushes on the line', () => {
    const homeMinusOne = seg(4078, -1, 2, { 0: 9_200 });
    expect(settlePick(homeMinusOne, score(2, 1))).toBe('push');
    expect(settlePick(homeMinusOne, score(3, 1))).toBe('win');
    expect(settlePick(homeMinusOne, score(1, 1))).toBe('lose');
  });
  it('a quarter line wins or loses half', () => {
    const homeMinusQuarter = seg(4078, -0.25, 2, { 0: 9_000 });
    expect(settlePick(homeMinusQuarter, score(1, 1))).toBe('halfLose');
    const awayPlusQuarter = seg(4078, -0.25, 2, { 1: 9_000 });
    expect(settlePick(awayPlusQuarter, score(1, 1))).toBe('halfWin');
    const homeMinusThreeQuarters = seg(4078, -0.75, 2, { 0: 9_000 });
    expect(settlePick(homeMinusThreeQuarters, score(2, 1))).toBe('halfWin');
  });
  it('over/under on a quarter line', () => {
    const over225 = seg(4079, 2.25, 2, { 0: 9_500 });
    expect(settlePick(over225, score(1, 1))).toBe('halfLose');
    expect(settlePick(over225, score(2, 1))).toBe('win');
    const under225 = seg(4079, 2.25, 2, { 1: 9_500 });
    const under275 = seg(4079, 2.75, 2, { 1: 9_500 });
    expect(settlePick(under275, score(2, 1))).toBe('halfLose');
    expect(settlePick(under225, score(1, 1))).toBe('halfWin');
  });
  it('pays Hong Kong odds on football lines: the stake plus the odds, half of it on a half win', () => {
    const awayPlusQuarter = seg(4078, -0.25, 2, { 1: 9_000 });
    expect(settlePlan([awayPlusQuarter], score(1, 1))).toEqual({
      result: 1,
      picks: ['halfWin'],
      payoutMilli: 1450,
    });
    const homeMinusQuarter = seg(4078, -0.25, 2, { 0: 9_000 });
    expect(settlePlan([homeMinusQuarter], score(1, 1))).toEqual({
      result: 2,
      picks: ['halfLose'],
      payoutMilli: 500,
    });
  });
  it('basketball lines carry decimal odds', () => {
    const over = seg(4064, 210.5, 2, { 0: 18_000 });
    expect(settlePlan([over], score(110, 101))).toEqual({
      result: 1,
      picks: ['win'],
      payoutMilli: 1800,
    });
  });
});

describe('plans settle pick by pick (docs/decisions/multi-pick-settlement.md)', () => {
  const homeWin = seg(4071, null, 3, { 0: 20_000 });
  const over = seg(4079, 2.5, 2, { 0: 9_000 });
  it('every pick won: 红, the unit shared by the picks, the payouts averaged', () => {
    expect(settlePlan([homeWin, over], score(2, 1))).toEqual({
      result: 1,
      picks: ['win', 'win'],
      // Half a unit at 2.00 and half at 1.90 (Hong Kong 0.90).
      payoutMilli: 1950,
    });
  });
  // Issue 31 item 13: one pick won and one lost was 黑 with a return of 0.00.
  it('one pick won and one lost: 红 for the pick that hit, half the unit back at its odds', () => {
    expect(settlePlan([homeWin, over], score(1, 0))).toEqual({
      result: 1,
      picks: ['win', 'lose'],
      payoutMilli: 1000,
    });
    expect(settlePlan([homeWin, over], score(0, 3))).toEqual({
      result: 1,
      picks: ['lose', 'win'],
      payoutMilli: 950,
    });
  });
  it('a half win is a hit; a half loss beside a loss is 黑 with what the half gave back', () => {
    const awayPlusQuarter = seg(4078, -0.25, 2, { 1: 9_000 });
    expect(settlePlan([homeWin, awayPlusQuarter], score(0, 0))).toEqual({
      result: 1,
      picks: ['lose', 'halfWin'],
      payoutMilli: 725,
    });
    const homeMinusQuarter = seg(4078, -0.25, 2, { 0: 9_000 });
    expect(settlePlan([homeWin, homeMinusQuarter], score(0, 0))).toEqual({
      result: 2,
      picks: ['lose', 'halfLose'],
      payoutMilli: 250,
    });
  });
  it('no pick won and one lost: 黑, even beside a push', () => {
    const pushes = seg(4078, -1, 2, { 0: 9_000 });
    expect(settlePlan([homeWin, pushes], score(0, 0))).toMatchObject({
      result: 2,
      picks: ['lose', 'lose'],
      payoutMilli: 0,
    });
    expect(settlePlan([pushes, over], score(1, 0))).toEqual({
      result: 2,
      picks: ['push', 'lose'],
      payoutMilli: 500,
    });
  });
  it('a pushed pick beside a won one: 红, its half of the unit back', () => {
    const pushes = seg(4078, -1, 2, { 0: 9_000 });
    expect(settlePlan([homeWin, pushes], score(2, 1))).toEqual({
      result: 1,
      picks: ['win', 'push'],
      payoutMilli: 1500,
    });
  });
  it('is void (走水) when every pick pushed or the match was called off, the stake back', () => {
    const pushes = seg(4078, -1, 2, { 0: 9_000 });
    expect(settlePlan([pushes], score(2, 1))).toEqual({
      result: 3,
      picks: ['push'],
      payoutMilli: 1000,
    });
    expect(settlePlan([homeWin, over], null)).toEqual({
      result: 3,
      picks: ['void', 'void'],
      payoutMilli: 1000,
    });
  });
});
