// Pins how an expert's record reads wherever an expert is shown: 近N中M, the hit rate, the return
// (at most one decimal), the streak running now (from 2), and 红 / 黑 of a recent result.
import { describe, expect, it } from 'vitest';
import {
  currentStreakText,
  hitRateText,
  percentText,
  recentResultText,
  recordText,
  returnRateText,
} from '@entities/expert';

describe('expert record texts', () => {
  it('reads 近N中M and the hit rate, and nothing without a record', () => {
    expect(recordText(7, 10)).toBe('近10中7');
    expect(recordText(0, 0)).toBeNull();
    expect(hitRateText(70)).toBe('命中率70%');
    expect(hitRateText(null)).toBeNull();
  });

  it('reads the return with at most one decimal, and nothing with no settled plan', () => {
    expect(returnRateText(112.5)).toBe('回报率112.5%');
    expect(returnRateText(100)).toBe('回报率100%');
    expect(returnRateText(0)).toBe('回报率0%');
    expect(returnRateText(null)).toBeNull();
    expect(percentText(87.25)).toBe('87.3%');
  });

  it('calls a run of two or more 连红, and one win no run', () => {
    expect(currentStreakText(5)).toBe('5连红');
    expect(currentStreakText(2)).toBe('2连红');
    expect(currentStreakText(1)).toBeNull();
    expect(currentStreakText(0)).toBeNull();
  });

  it('names a recent result 红 or 黑', () => {
    expect([1, 2, 3].map(recentResultText)).toEqual(['红', '黑', null]);
  });
});
