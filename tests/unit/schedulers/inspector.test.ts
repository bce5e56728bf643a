// Pins the inspector's rows and the completeness of the spec's timing constants.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobRows$, type JobRow } from '../../../schedulers';
import { installSchedulerKit, type SchedulerKit } from '../../kit/schedulerKit';

describe('inspector rows', () => {
  let kit: SchedulerKit;
  beforeEach(() => {
    kit = installSchedulerKit();
  });
  afterEach(() => kit.restore());

  it('lists every live job with subscribers, interval, last and next run, failures, pause', async () => {
    const ok = kit.scheduler.poll('messages', () => Promise.resolve(1), { intervalMs: 60_000 });
    const bad = kit.scheduler.poll('packets', () => Promise.reject(new Error('x')), {
      intervalMs: 10_000,
    });
    const subs = [ok.data$.subscribe(), ok.state$.subscribe(), bad.state$.subscribe()];
    await kit.advance(5_000);
    expect(kit.rows()).toEqual<JobRow[]>([
      {
        key: 'messages',
        status: 'idle',
        subscribers: 2,
        intervalMs: 60_000,
        lastRunAgoMs: 5_000,
        lastSuccessAgoMs: 5_000,
        nextRunInMs: 55_000,
        failureCount: 0,
        paused: false,
        pausedBy: undefined,
        active: true,
        stale: false,
      },
      expect.objectContaining({ key: 'packets', status: 'error', failureCount: 3 }) as JobRow,
    ]);
    kit.hide();
    expect(kit.rows().every((row) => row.paused && row.pausedBy === 'hidden')).toBe(true);
    for (const sub of subs) sub.unsubscribe();
  });

  it('streams rows on changes, throttled on the scheduler clock', async () => {
    const seen = vi.fn();
    const sub = jobRows$(kit.scheduler, 250).subscribe(seen);
    expect(seen).toHaveBeenCalledTimes(1);
    const job = kit.scheduler.poll('k', () => Promise.resolve(1), { intervalMs: 1000 });
    const s = job.data$.subscribe();
    await kit.advance(250);
    expect(seen).toHaveBeenCalledTimes(2);
    s.unsubscribe();
    sub.unsubscribe();
  });
});
