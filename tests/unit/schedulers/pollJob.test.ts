// Pins the poll job: one request per interval however many subscribers, no overlap with a slow server,
// timeouts and cancellation, stale time, grace and teardown to zero timers, and the state screens read.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from 'rxjs';
import { PollStoppedError, PollTimeoutError, type FetchContext } from '../../../schedulers';
import { controlledFetch, installSchedulerKit, type SchedulerKit } from '../../kit/schedulerKit';

const SECOND = 1000;

describe('poll job', () => {
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

  const counter = () => {
    let n = 0;
    return vi.fn(() => Promise.resolve(++n));
  };

  it('makes one request per interval however many subscribers there are', async () => {
    const fetch = counter();
    const job = kit.scheduler.poll('count', fetch, { intervalMs: 10 * SECOND });
    const seen: number[][] = [];
    for (let i = 0; i < 50; i += 1) {
      const got: number[] = [];
      seen.push(got);
      subs.push(job.data$.subscribe((v) => got.push(v)));
    }
    await kit.flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    await kit.advance(30 * SECOND);
    expect(fetch).toHaveBeenCalledTimes(4);
    // A second declaration of the same key shares the job (one that says otherwise is refused:
    // tests/unit/schedulers/keys.test.ts).
    subs.push(kit.scheduler.poll('count', fetch, { intervalMs: 10 * SECOND }).data$.subscribe());
    await kit.advance(10 * SECOND);
    expect(fetch).toHaveBeenCalledTimes(5);
    for (const got of seen) expect(got).toEqual([1, 2, 3, 4, 5]);
    expect(kit.job('count').subscribers).toBe(51);
  });

  it('fires at a fixed rate and never overlaps or restarts a slow request', async () => {
    const server = controlledFetch<string>();
    const job = kit.scheduler.poll('slow', server.fn, {
      intervalMs: 10 * SECOND,
      timeoutMs: 60 * SECOND,
    });
    subs.push(job.data$.subscribe());
    await kit.flush();
    expect(server.fn).toHaveBeenCalledTimes(1);
    // The answer takes 25 s: the ticks at 10 s and 20 s find it in flight and are skipped.
    await kit.advance(25 * SECOND);
    expect(server.fn).toHaveBeenCalledTimes(1);
    expect(server.pending[0]?.signal.aborted).toBe(false);
    expect(kit.job('slow').status).toBe('fetching');
    server.resolve('late');
    await kit.flush();
    expect(job.peek().data).toBe('late');
    // The grid holds: the next request is at 30 s, not 25 s + 10 s.
    await kit.advance(5 * SECOND - 1);
    expect(server.fn).toHaveBeenCalledTimes(1);
    await kit.advance(1);
    expect(server.fn).toHaveBeenCalledTimes(2);
    expect(server.pending).toHaveLength(1);
  });

  it('aborts a request at its timeout and counts it as a failure', async () => {
    const server = controlledFetch<string>();
    const job = kit.scheduler.poll('t', server.fn, {
      intervalMs: 60 * SECOND,
      timeoutMs: 8 * SECOND,
    });
    subs.push(job.state$.subscribe());
    await kit.advance(8 * SECOND);
    expect(server.pending[0]?.signal.aborted).toBe(true);
    expect(server.pending[0]?.signal.reason).toBeInstanceOf(PollTimeoutError);
    expect(job.peek()).toMatchObject({ status: 'error', failureCount: 1 });
    expect(job.peek().error).toBeInstanceOf(PollTimeoutError);
    // Its late answer is not taken.
    server.resolve('too late');
    await kit.flush();
    expect(job.peek().data).toBeUndefined();
  });

  it('cancels the request in flight when the last subscriber leaves (after the grace period)', async () => {
    const server = controlledFetch<string>();
    const job = kit.scheduler.poll('gone', server.fn, {
      intervalMs: 10 * SECOND,
      graceMs: 2 * SECOND,
    });
    const sub = job.data$.subscribe();
    await kit.flush();
    sub.unsubscribe();
    await kit.advance(2 * SECOND - 1);
    expect(server.pending[0]?.signal.aborted).toBe(false);
    await kit.advance(1);
    expect(server.pending[0]?.signal.reason).toBeInstanceOf(PollStoppedError);
    expect(kit.job('gone')).toMatchObject({ active: false, failureCount: 0 });
    expect(kit.timers()).toBe(0);
    expect(kit.hostTimers()).toBe(0);
  });

  it('keeps running through the grace period when a subscriber comes back', async () => {
    const fetch = counter();
    const job = kit.scheduler.poll('route', fetch, {
      intervalMs: 10 * SECOND,
      graceMs: 2 * SECOND,
    });
    job.data$.subscribe().unsubscribe();
    await kit.advance(1 * SECOND);
    subs.push(job.data$.subscribe());
    await kit.advance(10 * SECOND);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(kit.job('route').active).toBe(true);
  });

  it('serves fresh data at once without a request, and keeps the old schedule', async () => {
    const fetch = counter();
    const job = kit.scheduler.poll('fresh', fetch, { intervalMs: 60 * SECOND, graceMs: 0 });
    const first = job.data$.subscribe();
    await kit.flush();
    first.unsubscribe();
    expect(fetch).toHaveBeenCalledTimes(1);
    await kit.advance(20 * SECOND);
    const got: number[] = [];
    subs.push(job.data$.subscribe((v) => got.push(v)));
    expect(got).toEqual([1]);
    expect(fetch).toHaveBeenCalledTimes(1);
    await kit.advance(40 * SECOND - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await kit.advance(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('refetches at once for a subscriber arriving after the data went stale', async () => {
    const fetch = counter();
    const job = kit.scheduler.poll('stale', fetch, { intervalMs: 60 * SECOND, graceMs: 0 });
    const first = job.data$.subscribe();
    await kit.flush();
    first.unsubscribe();
    await kit.advance(61 * SECOND);
    const got: number[] = [];
    subs.push(job.data$.subscribe((v) => got.push(v)));
    await kit.flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(got).toEqual([1, 2]);
  });

  it('is a cache without an interval: fetch when wanted and stale, never on a timer', async () => {
    const fetch = counter();
    const user = kit.scheduler.poll('user', fetch, { staleMs: 60 * SECOND, graceMs: 0 });
    subs.push(user.data$.subscribe());
    await kit.advance(10 * 60 * SECOND);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(kit.timers()).toBe(0);
    // A new screen wanting it after a minute refetches; "flagged" (invalidate) refetches at once.
    subs.push(user.data$.subscribe());
    await kit.flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    user.invalidate();
    await kit.flush();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('takes data the page brought as an answer: nothing asked until it goes stale', async () => {
    const fetch = counter();
    const home = kit.scheduler.poll('seeded', fetch, { staleMs: 60 * SECOND, graceMs: 0 });
    home.seed(41, kit.scheduler.clock.now());
    expect(home.peek()).toMatchObject({ data: 41, status: 'idle' });
    const seen: number[] = [];
    subs.push(home.data$.subscribe((v) => seen.push(v)));
    await kit.advance(59 * SECOND);
    expect(fetch).not.toHaveBeenCalled();
    expect(seen).toEqual([41]);
    // Stale now: a new subscriber asks.
    await kit.advance(2 * SECOND);
    subs.push(home.data$.subscribe());
    await kit.flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([41, 1]);
    // A seed older than the answer held changes nothing.
    home.seed(99, kit.scheduler.clock.now() - 30 * SECOND);
    expect(home.peek().data).toBe(1);
  });

  it('keeps data seeded before anyone holds the job its cache time, through a sweep', async () => {
    const fetch = counter();
    const page = kit.scheduler.poll('seeded-early', fetch, {
      staleMs: 60 * SECOND,
      cacheMs: 30 * SECOND,
    });
    page.seed(7, kit.scheduler.clock.now());
    // Another job's release sweeps the scheduler before the page mounts.
    kit.scheduler.sweep();
    subs.push(page.data$.subscribe());
    await kit.flush();
    expect(fetch).not.toHaveBeenCalled();
    expect(page.peek().data).toBe(7);
  });

  it('tears down to zero timers and subscriptions, and forgets expired jobs', async () => {
    const jobs = Array.from({ length: 20 }, (_, i) =>
      kit.scheduler.poll(`j${i}`, counter(), {
        intervalMs: (i + 1) * SECOND,
        cacheMs: 60 * SECOND,
      }),
    );
    const local = jobs.flatMap((job) => [job.data$.subscribe(), job.state$.subscribe()]);
    await kit.advance(30 * SECOND);
    expect(kit.scheduler.stats()).toMatchObject({ activeJobs: 20, subscribers: 40 });
    expect(kit.timers()).toBeGreaterThanOrEqual(20);
    for (const sub of local) sub.unsubscribe();
    await kit.advance(5 * SECOND);
    expect(kit.scheduler.stats()).toMatchObject({ activeJobs: 0, subscribers: 0, timers: 0 });
    expect(kit.hostTimers()).toBe(0);
    await kit.advance(60 * SECOND);
    kit.scheduler.sweep();
    expect(kit.scheduler.stats().jobs).toBe(0);
  });

  it('passes the previous data and a live signal to the fetch', async () => {
    const fetch = vi.fn(({ previous, signal }: FetchContext<number>) => {
      expect(signal.aborted).toBe(false);
      return Promise.resolve((previous ?? 0) + 1);
    });
    const job = kit.scheduler.poll('inc', fetch, { intervalMs: SECOND });
    subs.push(job.data$.subscribe());
    await kit.advance(3 * SECOND);
    expect(job.peek().data).toBe(4);
  });

  it('exposes status, last success and failures for the UI', async () => {
    const server = controlledFetch<number>();
    const job = kit.scheduler.poll('ui', server.fn, { intervalMs: 60 * SECOND });
    const statuses: string[] = [];
    subs.push(job.state$.subscribe((s) => statuses.push(s.status)));
    expect(job.peek()).toMatchObject({ status: 'fetching', subscribers: 1, active: true });
    const t0 = Date.now();
    server.resolve(7);
    await kit.flush();
    expect(job.peek()).toMatchObject({
      status: 'idle',
      data: 7,
      lastSuccessAt: t0,
      failureCount: 0,
    });
    expect(job.peek().nextRunAt).toBe(t0 + 60 * SECOND);
    await kit.advance(60 * SECOND);
    server.reject(new Error('boom'));
    await kit.flush();
    expect(job.peek()).toMatchObject({
      status: 'error',
      data: 7,
      failureCount: 1,
      lastSuccessAt: t0,
    });
    expect(statuses).toEqual(['fetching', 'idle', 'fetching', 'error']);
  });

  it('runs at another interval when retimed, and back at the declared one with one catch-up', async () => {
    const fetch = counter();
    const job = kit.scheduler.poll('cadence', fetch, { intervalMs: 10 * SECOND });
    subs.push(job.data$.subscribe());
    await kit.flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    // A live push is healthy: the poll becomes a safety net at 60 s.
    job.retime(60 * SECOND);
    expect(kit.job('cadence').intervalMs).toBe(60 * SECOND);
    await kit.advance(59 * SECOND);
    expect(fetch).toHaveBeenCalledTimes(1);
    await kit.advance(1 * SECOND);
    expect(fetch).toHaveBeenCalledTimes(2);
    // The push drops 15 s after that request: one catch-up at once (it is overdue at 10 s), then 10 s.
    await kit.advance(15 * SECOND);
    job.retime(undefined);
    await kit.flush();
    expect(fetch).toHaveBeenCalledTimes(3);
    await kit.advance(10 * SECOND);
    expect(fetch).toHaveBeenCalledTimes(4);
    // Hidden: nothing whatever the cadence; shown again, one catch-up.
    job.retime(60 * SECOND);
    kit.hide();
    job.retime(undefined);
    await kit.advance(120 * SECOND);
    expect(fetch).toHaveBeenCalledTimes(4);
    kit.show();
    await kit.flush();
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('keeps a retimed interval for the key when its job starts again', async () => {
    const fetch = counter();
    const job = kit.scheduler.poll('kept', fetch, {
      intervalMs: 10 * SECOND,
      graceMs: 0,
      cacheMs: 0,
    });
    job.retime(60 * SECOND);
    const sub = job.data$.subscribe();
    await kit.flush();
    expect(kit.job('kept').intervalMs).toBe(60 * SECOND);
    sub.unsubscribe();
    subs.push(job.data$.subscribe());
    await kit.flush();
    expect(kit.job('kept').intervalMs).toBe(60 * SECOND);
    await kit.advance(30 * SECOND);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('runs once more right after a request that was out when the data was invalidated', async () => {
    const server = controlledFetch<string>();
    const job = kit.scheduler.poll('news', server.fn, { intervalMs: 60 * SECOND });
    subs.push(job.data$.subscribe());
    await kit.flush();
    expect(server.fn).toHaveBeenCalledTimes(1);
    // News arrives while the request is out: its answer may be older than the news.
    job.invalidate();
    expect(server.fn).toHaveBeenCalledTimes(1);
    server.resolve('before the news');
    await kit.flush();
    expect(server.fn).toHaveBeenCalledTimes(2);
    server.resolve('after the news');
    await kit.flush();
    expect(job.peek().data).toBe('after the news');
    // Then the cadence: nothing more until the interval.
    await kit.advance(60 * SECOND - 1);
    expect(server.fn).toHaveBeenCalledTimes(2);
  });
});
