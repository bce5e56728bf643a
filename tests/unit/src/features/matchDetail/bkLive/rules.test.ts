// Pins how a basketball text-live line reads: its team from `side`, the score away first.
import { describe, expect, it } from 'vitest';
import { BK_TEXT_PAGE_SIZE, lineScore, lineSide } from '@features/matchDetail/bkLive/rules';

describe('basketball text live rules', () => {
  it('marks the team of a line, none for period lines', () => {
    expect(lineSide(1)).toBe('home');
    expect(lineSide(2)).toBe('away');
    expect(lineSide(0)).toBe('none');
  });

  it('prints the score after a line away first', () => {
    expect(lineScore({ homeScore: 80, awayScore: 78 })).toBe('78-80');
  });

  it('asks pages within the server limit', () => {
    expect(BK_TEXT_PAGE_SIZE).toBeGreaterThan(0);
    expect(BK_TEXT_PAGE_SIZE).toBeLessThanOrEqual(100);
  });
});
