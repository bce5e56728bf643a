// Pins the registration cap per address: a place is taken at the check itself (so a burst cannot all
// pass before one is counted), held while in flight, given back once if the registration fails, and
// freed when the oldest place slides out of the window, which is how long the refusal says to wait.
import { describe, expect, it } from 'vitest';
import { registrationQuota } from '../../../../../server/features/account/session/registerQuota';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function hourlyThree() {
  let now = 5_000_000;
  const quota = registrationQuota({ limit: 3, windowMs: HOUR, now: () => now });
  return { quota, advance: (ms: number) => (now += ms) };
}

const granted = (answer: ReturnType<ReturnType<typeof registrationQuota>['take']>) =>
  answer.granted;

describe('registrationQuota', () => {
  it('grants the limit at once, before any is finished, then says when the oldest frees', () => {
    const { quota, advance } = hourlyThree();
    expect(granted(quota.take('a'))).toBe(true);
    advance(10 * MINUTE);
    expect(granted(quota.take('a'))).toBe(true);
    expect(granted(quota.take('a'))).toBe(true);
    expect(quota.take('a')).toEqual({ granted: false, waitMs: 50 * MINUTE });
    advance(50 * MINUTE - 1);
    expect(quota.take('a')).toEqual({ granted: false, waitMs: 1 });
    advance(1);
    expect(granted(quota.take('a'))).toBe(true);
    expect(granted(quota.take('a'))).toBe(false);
  });

  it('frees a place given back, once only', () => {
    const { quota } = hourlyThree();
    const first = quota.take('a');
    quota.take('a');
    quota.take('a');
    if (!first.granted) throw new Error('the first place was refused');
    first.giveBack();
    first.giveBack();
    expect(granted(quota.take('a'))).toBe(true);
    expect(granted(quota.take('a'))).toBe(false);
  });

  it('keeps addresses apart', () => {
    const { quota } = hourlyThree();
    for (let i = 0; i < 3; i++) quota.take('a');
    expect(granted(quota.take('a'))).toBe(false);
    expect(granted(quota.take('b'))).toBe(true);
  });
});
