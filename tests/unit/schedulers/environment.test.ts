// Pins visibility and network handling: nothing fires while hidden or offline (unless a job opts in);
// on return an overdue job fetches exactly once, at once, then keeps its cadence; one not yet due waits.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from 'rxjs';
import { createEnvironment, networkReturns } from '../../../schedulers';
import { installSchedulerKit, type SchedulerKit } from '../../kit/schedulerKit';

const SECOND = 1000;

describe('visibility and network', () => {
  let kit: SchedulerKit;
  let subs: Subscription[];
  let fetch: ReturnType<typeof vi.fn<() => Promise<number>>>;
  beforeEach(() => {
    kit = installSchedulerKit();
    subs = [];
    let n = 0;
    fetch = vi.fn(() => Promise.resolve(++n));
  });
  afterEach(() => {
    for (const sub of subs) sub.unsubscribe();
    kit.restore();
  });

  const start = async (key = 'messages', options = {}) => {
    const job = kit.scheduler.poll(key, fetch, { intervalMs: 60 * SECOND, ...options });
    subs.push(job.data$.subscribe());
    await kit.flush();
    return job;
  };

  it('does nothing while hidden, then catches up exactly once, then keeps its cadence', async () => {
    await start();
    expect(fetch).toHaveBeenCalledTimes(1);
    await kit.advance(10 * SECOND);
    kit.hide();
    expect(kit.job('messages')).toMatchObject({ status: 'paused', pausedBy: 'hidden' });
    expect(kit.timers()).toBe(0);
    await kit.advance(10 * 60 * SECOND);
    expect(fetch).toHaveBeenCalledTimes(1);
    kit.show();
    await kit.flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    await kit.advance(60 * SECOND - 1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await kit.advance(1);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does nothing while offline, and catches up once when back online', async () => {
    await start();
    kit.offline();
    expect(kit.job('messages').pausedBy).toBe('offline');
    await kit.advance(5 * 60 * SECOND);
    expect(fetch).toHaveBeenCalledTimes(1);
    kit.online();
    await kit.flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(kit.job('messages').status).toBe('idle');
  });

  it('keeps the schedule of a job that was not yet due', async () => {
    await start();
    await kit.advance(20 * SECOND);
    kit.hide();
    await kit.advance(10 * SECOND);
    kit.show();
    await kit.flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    await kit.advance(30 * SECOND - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await kit.advance(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('runs a job that opted in while hidden, and pauses the others', async () => {
    await start('chat', { intervalMs: 10 * SECOND, runWhenHidden: true });
    const other = vi.fn(() => Promise.resolve(0));
    subs.push(kit.scheduler.poll('other', other, { intervalMs: 10 * SECOND }).data$.subscribe());
    await kit.flush();
    kit.hide();
    await kit.advance(30 * SECOND);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(other).toHaveBeenCalledTimes(1);
    expect(kit.job('chat').status).toBe('idle');
    expect(kit.job('other').status).toBe('paused');
  });

  it('starts a job subscribed while hidden only when the page shows', async () => {
    kit.hide();
    const job = kit.scheduler.poll('later', fetch, { intervalMs: 60 * SECOND });
    subs.push(job.data$.subscribe());
    await kit.advance(5 * 60 * SECOND);
    expect(fetch).not.toHaveBeenCalled();
    kit.show();
    await kit.flush();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('lets a request in flight when the page hides finish, and catches up with no burst', async () => {
    let resolve: (n: number) => void = () => undefined;
    const slow = vi.fn(() => new Promise<number>((r) => (resolve = r)));
    subs.push(kit.scheduler.poll('slow', slow, { intervalMs: 10 * SECOND }).data$.subscribe());
    kit.hide();
    resolve(1);
    await kit.flush();
    expect(kit.job('slow')).toMatchObject({ status: 'paused', data: 1 });
    await kit.advance(10 * 60 * SECOND);
    kit.show();
    await kit.advance(0);
    expect(slow).toHaveBeenCalledTimes(2);
  });
});

// Issue 31 item 4: the one signal screens retry their failures on.
describe('networkReturns', () => {
  it('emits each time the network comes back, and for nothing else', () => {
    const environment = createEnvironment({ online: false });
    const returns: number[] = [];
    let n = 0;
    const sub = networkReturns(environment).subscribe(() => returns.push(++n));
    environment.setVisible(false);
    environment.setVisible(true);
    expect(returns).toEqual([]);
    environment.setOnline(true);
    expect(returns).toEqual([1]);
    environment.setVisible(false);
    environment.setOnline(false);
    environment.setOnline(true);
    expect(returns).toEqual([1, 2]);
    sub.unsubscribe();
  });

  it('says nothing on subscribing while online', () => {
    const environment = createEnvironment();
    const returns: unknown[] = [];
    const sub = networkReturns(environment).subscribe((v) => returns.push(v));
    expect(returns).toEqual([]);
    sub.unsubscribe();
  });
});
