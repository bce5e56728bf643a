// Pins the crowd's numbers: which matches draw one, how big it should be (bigger for hot matches and
// big competitions, within ±15% of its base), and that the count drifts a few percent a tick toward
// that rather than jumping.
import { describe, expect, it } from 'vitest';
import type { MatchItem } from '../../../contracts/sportdata/matches';
import { audienceTarget, driftToward, isBusy } from '../../../server/features/chat/crowd';

const match = (over: Partial<MatchItem>) =>
  ({ matchId: 1, leagueId: 0, isHot: false, ...over }) as MatchItem;

describe('the chat crowd', () => {
  it('comes to hot matches and to competitions of 中超 and above', () => {
    expect(isBusy(match({ isHot: true }))).toBe(true);
    expect(isBusy(match({ leagueId: 36 }))).toBe(true); // 英超
    expect(isBusy(match({ leagueId: 60 }))).toBe(true); // 中超
    expect(isBusy(match({ leagueId: 16 }))).toBe(false); // 荷甲
  });

  it('is bigger for bigger matches, and stays within ±15% of its base', () => {
    const now = Date.parse('2026-11-24T20:00:00+08:00');
    const ucl = match({ leagueId: 103, isHot: true });
    const base = 60 + 100 * 4 + 300;
    for (let minute = 0; minute < 60; minute++) {
      const target = audienceTarget(ucl, 2026, now + minute * 60_000);
      expect(target).toBeGreaterThanOrEqual(Math.floor(base * 0.85));
      expect(target).toBeLessThanOrEqual(Math.ceil(base * 1.15));
    }
    expect(audienceTarget(match({ leagueId: 60 }), 2026, now)).toBeLessThan(base * 0.85);
    // The same minute gives the same target.
    expect(audienceTarget(ucl, 2026, now + 10)).toBe(audienceTarget(ucl, 2026, now + 20));
  });

  it('drifts toward its target by at most 3% a tick', () => {
    expect(driftToward(800, 700)).toBe(776);
    expect(driftToward(800, 900)).toBe(824);
    expect(driftToward(800, 810)).toBe(810);
    expect(driftToward(10, 0)).toBe(9);
  });
});
