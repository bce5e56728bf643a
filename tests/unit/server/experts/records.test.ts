import { describe, expect, it } from 'vitest';
import { EMPTY_RECORD, foldAll, foldRecord, recordOf } from '../../../../server/features/experts';

// The record formulas (issue 19 §1; contracts/experts.ts): streaks, 近N中M, hit rate and return, as
// a fold over settled plans — folding in steps gives what folding all at once gives.

const plan = (result: 1 | 2 | 3, payoutMilli: number, settleSeq: number) => ({
  result,
  payoutMilli,
  settleSeq,
});
const WON = (seq: number, payout = 1900) => plan(1, payout, seq);
const LOST = (seq: number) => plan(2, 0, seq);
const VOID = (seq: number) => plan(3, 1000, seq);

describe('streaks', () => {
  it('counts consecutive wins; a loss resets the current streak, the best stays', () => {
    const state = foldAll([WON(1), WON(2), WON(3), LOST(4), WON(5)]);
    expect(state).toMatchObject({ currentStreak: 1, bestStreak: 3, won: 4, lost: 1 });
  });
  it('a void plan neither breaks nor extends a streak', () => {
    expect(foldAll([WON(1), VOID(2), WON(3)])).toMatchObject({
      currentStreak: 2,
      bestStreak: 2,
      voided: 1,
    });
  });
});

describe('近N中M and the hit rate', () => {
  it('reads the last 10 non-void results, newest first', () => {
    const results = [
      WON(1),
      LOST(2),
      ...Array.from({ length: 10 }, (_, i) => (i % 2 ? LOST(i + 3) : WON(i + 3))),
    ];
    const record = recordOf(foldAll(results));
    expect(record).toMatchObject({ recentTotal: 10, recentWins: 5, hitRate: 50, settled: 12 });
    expect(record.recent).toEqual([2, 1, 2, 1, 2, 1, 2, 1, 2, 1]);
  });
  it('has no hit rate and no return without a settled plan', () => {
    expect(recordOf(EMPTY_RECORD)).toMatchObject({
      recentTotal: 0,
      hitRate: null,
      returnRate: null,
    });
  });
});

describe('return', () => {
  it('is total payout ÷ total stake, void plans returning their stake', () => {
    // Stakes 3 units; payouts 1.9 + 0 + 1.0 = 2.9 → 96.7%.
    expect(recordOf(foldAll([WON(1), LOST(2), VOID(3)])).returnRate).toBe(96.7);
  });
});

describe('fold', () => {
  it('folding one at a time equals folding all at once', () => {
    const plans = Array.from({ length: 50 }, (_, i) =>
      plan((((i * 7) % 3) + 1) as 1 | 2 | 3, (i * 37) % 2500, i + 1),
    );
    const stepwise = plans.reduce(foldRecord, EMPTY_RECORD);
    expect(stepwise).toEqual(foldAll(plans));
    expect(stepwise.lastSettleSeq).toBe(50);
  });
});
