// Pins the spoiler delay: updates held back by the chosen delay through @schedulers timers, in order.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pendingTimerCount } from '@schedulers';
import { createSpoilerDelay } from '@features/matches/tips';
import { installFakeClock } from '../../../../../kit/fakeClock';

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
});
afterEach(() => clock.restore());

function collect(delayMs: number) {
  const delay = createSpoilerDelay<string>(delayMs);
  const out: string[] = [];
  delay.released$.subscribe((v) => out.push(v));
  return { delay, out };
}

describe('createSpoilerDelay', () => {
  it('with the delay off, releases at once', () => {
    const { delay, out } = collect(0);
    delay.push('a');
    expect(out).toEqual(['a']);
    expect(pendingTimerCount()).toBe(0);
  });

  it('holds an update back by the chosen delay', async () => {
    const { delay, out } = collect(30_000);
    delay.push('goal');
    await clock.advance(29_999);
    expect(out).toEqual([]);
    expect(delay.pending()).toBe(1);
    await clock.advance(1);
    expect(out).toEqual(['goal']);
    expect(pendingTimerCount()).toBe(0);
  });

  it('keeps the order of updates, each released its delay after its push', async () => {
    const { delay, out } = collect(10_000);
    delay.push('a');
    await clock.advance(4000);
    delay.push('b');
    await clock.advance(6000);
    expect(out).toEqual(['a']);
    await clock.advance(4000);
    expect(out).toEqual(['a', 'b']);
  });

  it('shortening the delay releases what is now due, in order', async () => {
    const { delay, out } = collect(60_000);
    delay.push('a');
    await clock.advance(5000);
    delay.push('b');
    await clock.advance(9000);
    delay.setDelay(10_000);
    expect(out).toEqual(['a']);
    await clock.advance(0);
    expect(delay.pending()).toBe(1);
    await clock.advance(1000 - 1);
    expect(out).toEqual(['a']);
    await clock.advance(1);
    expect(out).toEqual(['a', 'b']);
    delay.setDelay(0);
    delay.push('c');
    expect(out).toEqual(['a', 'b', 'c']);
  });

  it('lengthening the delay holds waiting updates longer', async () => {
    const { delay, out } = collect(10_000);
    delay.push('a');
    delay.setDelay(30_000);
    await clock.advance(10_000);
    expect(out).toEqual([]);
    await clock.advance(20_000);
    expect(out).toEqual(['a']);
  });

  it('dispose drops waiting updates and leaves no timer', async () => {
    const { delay, out } = collect(10_000);
    delay.push('a');
    delay.push('b');
    expect(pendingTimerCount()).toBe(2);
    delay.dispose();
    expect(pendingTimerCount()).toBe(0);
    await clock.advance(20_000);
    delay.push('c');
    expect(out).toEqual([]);
  });
});
