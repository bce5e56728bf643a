// Pins the inspector's rows and the completeness of the spec's timing constants.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobRows$, type JobRow } from '../../../schedulers';
import * as timings from '../../../schedulers/timings';
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

describe('timings', () => {
  it('holds every timing the issue and the spec name', () => {
    expect(timings).toMatchObject({
      MESSAGE_POLL_MS: 60_000,
      RED_PACKET_CHECK_MS: 10_000,
      RED_PACKET_LIST_MS: 1_003_000,
      USER_DATA_STALE_MS: 60_000,
      HOME_TEMPLATES_STALE_MS: 180_000,
      HOME_INFORMATION_STALE_MS: 180_000,
      HOME_PLANNING_TIMEOUT_MS: 8_000,
      HOME_INTERPRETATION_TIMEOUT_MS: 8_000,
      TOAST_MS: 2000,
      TOAST_LONG_MS: 3000,
      MODAL_MESSAGE_MS: 1200,
      LOADING_MS: 5000,
      HIDE_LOADING_RETRIES: 5,
      HIDE_LOADING_RETRY_MS: 300,
      LOGIN_EVENT_DELAY_MS: 200,
      JD_LOGIN_DELAY_MS: 100,
      PARTNER_LOGIN_TRIES: 3,
      PARTNER_LOGIN_RETRY_MS: 500,
      SMS_RESEND_WAIT_S: 60,
      CAPTCHA_SUCCESS_MESSAGE_MS: 600,
      CAPTCHA_SUCCESS_MARKER_MS: 500,
      CAPTCHA_FAILURE_MESSAGE_MS: 1200,
      CAPTCHA_RESET_LOCK_MS: 500,
      STATS_AFTER_NAVIGATION_END_MS: 100,
      STATS_AFTER_ROUTE_ACTIVATION_MS: 1000,
      TAB_LEARNING_CLICK_WINDOW_MS: 5000,
      TAB_LEARNING_KEEP_MS: 3_600_000,
      RED_PACKET_SHAKE_FROM_MS: 60_000,
      RED_PACKET_SHAKE_UNTIL_MS: 300_000,
      RED_PACKET_RAIN_GAP_MS: 60_000,
      RED_PACKET_CLICK_WINDOW_MS: 10_000,
    });
  });
});
