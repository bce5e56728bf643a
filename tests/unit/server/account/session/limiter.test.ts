// Pins the in-memory lock: the limit-th event within the window locks the key for lockMs from then;
// older events slide out of the window; a reset forgives events but not a standing lock.
import { describe, expect, it } from 'vitest';
import { limiter } from '../../../../../server/platform/limiter';

const MINUTE = 60_000;

function fifteenMinuteLock() {
  let now = 1_000_000;
  const lock = limiter({ limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, now: () => now });
  return { lock, advance: (ms: number) => (now += ms) };
}

describe('limiter', () => {
  it('locks on the 5th event within the window, for 15 minutes from it', () => {
    const { lock, advance } = fifteenMinuteLock();
    for (let i = 0; i < 4; i++) {
      lock.hit('a');
      advance(MINUTE);
    }
    expect(lock.lockedFor('a')).toBe(0);
    lock.hit('a');
    expect(lock.lockedFor('a')).toBe(15 * MINUTE);
    advance(15 * MINUTE - 1);
    expect(lock.lockedFor('a')).toBe(1);
    advance(1);
    expect(lock.lockedFor('a')).toBe(0);
    // The lock used the events up: one more is not a new lock.
    lock.hit('a');
    expect(lock.lockedFor('a')).toBe(0);
  });

  it('lets old events slide out of the window', () => {
    const { lock, advance } = fifteenMinuteLock();
    for (let i = 0; i < 4; i++) lock.hit('a');
    advance(15 * MINUTE);
    lock.hit('a');
    expect(lock.lockedFor('a')).toBe(0);
  });

  it('keeps keys apart, and a reset forgives the events so far', () => {
    const { lock } = fifteenMinuteLock();
    for (let i = 0; i < 4; i++) lock.hit('a');
    lock.reset('a');
    lock.hit('a');
    for (let i = 0; i < 5; i++) lock.hit('b');
    expect(lock.lockedFor('a')).toBe(0);
    expect(lock.lockedFor('b')).toBeGreaterThan(0);
  });
});
