// Pins the one way a score is printed (issue 31 §12: a plan page printed 1 : 0 beside lists of 1 - 0).
import { describe, expect, it } from 'vitest';
import { scoreLine } from '@entities/match';

describe('scoreLine', () => {
  it('puts the left side first with one spaced dash', () => {
    expect(scoreLine(2, 1)).toBe('2 - 1');
    expect(scoreLine(0, 0)).toBe('0 - 0');
    expect(scoreLine(102, 98)).toBe('102 - 98');
  });
});
