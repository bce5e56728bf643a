// Pins the timer doorway every other module uses: fake clocks drive it and nothing is left pending.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { after, delay, every, pendingTimerCount } from '../../../schedulers';
import { installFakeClock } from '../../kit/fakeClock';

describe('schedulers/timers', () => {
  let clock: ReturnType<typeof installFakeClock>;
  beforeEach(() => {
    clock = installFakeClock();
  });
  afterEach(() => clock.restore());

  it('runs `after` once, at the time asked, and counts it as pending until then', async () => {
    const fn = vi.fn();
    after(200, fn);
    expect(pendingTimerCount()).toBe(1);
    await clock.advance(199);
    expect(fn).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(pendingTimerCount()).toBe(0);
  });

  it('cancels, and cancelling twice is harmless', async () => {
    const fn = vi.fn();
    const cancel = after(100, fn);
    cancel();
    cancel();
    await clock.advance(500);
    expect(fn).not.toHaveBeenCalled();
    expect(pendingTimerCount()).toBe(0);
  });

  it('repeats `every` until cancelled', async () => {
    const fn = vi.fn();
    const cancel = every(1000, fn);
    await clock.advance(3000);
    expect(fn).toHaveBeenCalledTimes(3);
    cancel();
    await clock.advance(3000);
    expect(fn).toHaveBeenCalledTimes(3);
    expect(pendingTimerCount()).toBe(0);
  });

  it('delay resolves on time and rejects when aborted', async () => {
    const done = vi.fn();
    void delay(300).then(done);
    await clock.advance(300);
    expect(done).toHaveBeenCalled();

    const controller = new AbortController();
    const aborted = delay(300, controller.signal);
    controller.abort(new Error('gone'));
    await expect(aborted).rejects.toThrow('gone');
    expect(pendingTimerCount()).toBe(0);
  });
});
