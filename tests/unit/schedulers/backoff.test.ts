// Pins failure handling: exponential backoff with jitter up to a cap, the error kept as state, polling
// that never dies, and a success that resets the count and the cadence.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from 'rxjs';
import { backoffDelay, BACKOFF_CAP_MS } from '../../../schedulers';
import { installSchedulerKit, type SchedulerKit } from '../../kit/schedulerKit';

const SECOND = 1000;

describe('backoffDelay', () => {
  it('doubles from the base up to the cap', () => {
    const none = () => 0;
    const delays = [1, 2, 3, 4, 5, 6, 7, 40].map((n) => backoffDelay(n, {}, none));
    expect(delays).toEqual([
      1000,
      2000,
      4000,
      8000,
      16000,
      BACKOFF_CAP_MS,
      BACKOFF_CAP_MS,
      BACKOFF_CAP_MS,
    ]);
    expect(backoffDelay(3, { baseMs: 500, capMs: 1500 }, none)).toBe(1500);
  });

  it('jitters down by up to half the delay by default', () => {
    expect(backoffDelay(4, {}, () => 0.999_999)).toBe(4000);
    expect(backoffDelay(4, {}, () => 0.5)).toBe(6000);
    expect(backoffDelay(4, { jitter: 0 }, () => 0.9)).toBe(8000);
    for (let i = 0; i < 100; i += 1) {
      const d = backoffDelay(2, {});
      expect(d).toBeGreaterThanOrEqual(1000);
      expect(d).toBeLessThanOrEqual(2000);
    }
  });
});

describe('a failing poll', () => {
  let kit: SchedulerKit;
  let subs: Subscription[];
  beforeEach(() => {
    kit = installSchedulerKit();
    subs = [];
  });
  afterEach(() => {
    for (const sub of subs) sub.unsubscribe();
    kit.restore();
  });

  it('retries with backoff, keeps the last data, never dies, and recovers on success', async () => {
    let down = false;
    let n = 0;
    const fetch = vi.fn(() => (down ? Promise.reject(new Error('503')) : Promise.resolve(++n)));
    const job = kit.scheduler.poll('packets', fetch, { intervalMs: 10 * SECOND });
    subs.push(job.data$.subscribe());
    await kit.flush();
    down = true;
    await kit.advance(10 * SECOND); // fails: failure 1 → retry after 1 s
    expect(job.peek()).toMatchObject({ status: 'error', failureCount: 1, data: 1 });
    expect(job.peek().nextRunAt).toBe(Date.now() + 1 * SECOND);
    const times: number[] = [];
    fetch.mockImplementation(() => {
      times.push(Date.now());
      return down ? Promise.reject(new Error('503')) : Promise.resolve(++n);
    });
    // Retries 1, 2, 4, 8, 16, then 30 s (the cap) apart.
    await kit.advance((1 + 2 + 4 + 8 + 16 + 30 + 30) * SECOND);
    const gaps = times.slice(1).map((t, i) => (t - (times[i] ?? 0)) / SECOND);
    expect(gaps).toEqual([2, 4, 8, 16, 30, 30]);
    expect(job.peek()).toMatchObject({ status: 'error', failureCount: 8, data: 1 });
    expect(job.peek().error).toEqual(new Error('503'));

    down = false;
    await kit.advance(30 * SECOND);
    expect(job.peek()).toMatchObject({
      status: 'idle',
      failureCount: 0,
      data: 2,
      error: undefined,
    });
    // Back on the normal cadence.
    const before = fetch.mock.calls.length;
    await kit.advance(30 * SECOND);
    expect(fetch.mock.calls.length - before).toBe(3);
  });

  it('uses the interval as the cap for a slow poll, and can wait for the next tick instead', async () => {
    const fail = vi.fn(() => Promise.reject(new Error('x')));
    subs.push(kit.scheduler.poll('list', fail, { intervalMs: 1003 * SECOND }).state$.subscribe());
    await kit.flush();
    for (let i = 0; i < 15; i += 1) await kit.advance(1003 * SECOND);
    const next = kit.job('list').nextRunAt ?? 0;
    expect(next - Date.now()).toBeLessThanOrEqual(1003 * SECOND);

    const plain = vi.fn(() => Promise.reject(new Error('y')));
    subs.push(
      kit.scheduler
        .poll('plain', plain, { intervalMs: 10 * SECOND, retry: false })
        .state$.subscribe(),
    );
    await kit.flush();
    await kit.advance(30 * SECOND);
    expect(plain).toHaveBeenCalledTimes(4);
    expect(kit.job('plain').failureCount).toBe(4);
  });
});
