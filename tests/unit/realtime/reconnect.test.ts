// Pins the reconnect schedule: doubling from the base, equal jitter on every attempt, and still
// spread after reaching the cap (so clients that dropped together do not retry together).
import { describe, expect, it } from 'vitest';
import { reconnectDelay } from '../../../realtime/reconnect';
import { RECONNECT_BASE_MS, RECONNECT_CAP_MS } from '../../../realtime/timings';

describe('reconnectDelay', () => {
  it('doubles from the base up to the cap, without jitter at random 0', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7].map((n) => reconnectDelay(n, () => 0));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(delays[0]).toBe(RECONNECT_BASE_MS);
  });

  it('keeps jittering after the cap: attempts there spread over [cap/2, cap]', () => {
    const spread = [0, 0.25, 0.5, 0.75, 0.999].map((r) => reconnectDelay(40, () => r));
    expect(new Set(spread).size).toBe(spread.length);
    for (const delay of spread) {
      expect(delay).toBeGreaterThanOrEqual(RECONNECT_CAP_MS / 2);
      expect(delay).toBeLessThanOrEqual(RECONNECT_CAP_MS);
    }
  });
});
