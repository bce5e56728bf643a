/**
 * Driving the app's time in a test. One call installs vitest fake timers (Date and performance
 * included) and gives a scheduler with a visibility/network switch you control:
 *
 *   const kit = installSchedulerKit();           // a fresh scheduler, page visible and online
 *   const job = kit.scheduler.poll('k', fetch, { intervalMs: 10_000 });
 *   const sub = job.data$.subscribe(...);
 *   await kit.advance(10_000);                   // timers fire, promises settle between them
 *   kit.hide(); kit.show(); kit.offline(); kit.online();
 *   await kit.flush();                           // settle what is pending now, without moving time
 *   kit.job('k')                                 // a job's state: status, failures, next run ...
 *   kit.timers()                                 // open timers: 0 once everything is torn down
 *   kit.restore();                               // in afterEach
 *
 * `installSchedulerKit({ app: true })` drives the app's own scheduler (`appScheduler`) instead, for
 * tests of code that declares its jobs on it; restore resets it and sets it visible and online again.
 */
import { vi } from 'vitest';
import {
  appEnvironment,
  appScheduler,
  createEnvironment,
  createScheduler,
  jobRows,
  pendingTimerCount,
  type EnvironmentControl,
  type JobRow,
  type JobState,
  type Random,
  type Scheduler,
} from '../../schedulers';
import { installFakeClock } from './fakeClock';

export interface SchedulerKitOptions {
  /** Use the app's scheduler instead of a fresh one. */
  app?: boolean;
  now?: Date;
  visible?: boolean;
  online?: boolean;
  /** Backoff jitter source for a fresh scheduler; default () => 0 (no jitter: full delays). */
  random?: Random;
}

export interface SchedulerKit {
  readonly scheduler: Scheduler;
  readonly environment: EnvironmentControl;
  /** Moves time forward, firing timers and settling promises between them. */
  advance(ms: number): Promise<void>;
  /** Runs what is due now and lets promise callbacks settle, without moving time. */
  flush(): Promise<void>;
  hide(): void;
  show(): void;
  offline(): void;
  online(): void;
  /** Every job's state. */
  jobs(): JobState<unknown>[];
  /** Inspector rows (times relative to now). */
  rows(): JobRow[];
  /** One job's state; throws when the key is unknown. */
  job(key: string): JobState<unknown>;
  /** Timers open through the scheduler (its jobs and id-set debounces). */
  timers(): number;
  /** Timers open through schedulers/timers.ts, app-wide. */
  hostTimers(): number;
  restore(): void;
}

export function installSchedulerKit(options: SchedulerKitOptions = {}): SchedulerKit {
  const clock = installFakeClock(options.now);
  const environment = options.app ? appEnvironment : createEnvironment();
  const scheduler = options.app
    ? appScheduler
    : createScheduler({ environment, random: options.random ?? (() => 0) });
  environment.setVisible(options.visible ?? true);
  environment.setOnline(options.online ?? true);

  const flush = async (): Promise<void> => {
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  };

  return {
    scheduler,
    environment,
    advance: async (ms) => {
      await clock.advance(ms);
    },
    flush,
    hide: () => environment.setVisible(false),
    show: () => environment.setVisible(true),
    offline: () => environment.setOnline(false),
    online: () => environment.setOnline(true),
    jobs: () => scheduler.inspect(),
    rows: () => jobRows(scheduler),
    job(key) {
      const state = scheduler.inspect().find((job) => job.key === key);
      if (!state) throw new Error(`no job "${key}"`);
      return state;
    },
    timers: () => scheduler.stats().timers,
    hostTimers: () => pendingTimerCount(),
    restore() {
      scheduler.reset();
      environment.setVisible(true);
      environment.setOnline(true);
      clock.restore();
    },
  };
}

/** A fetch that answers when the test says so: `pending` lists the calls not yet answered. */
export function controlledFetch<T>() {
  const pending: {
    signal: AbortSignal;
    resolve: (value: T) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const fn = vi.fn(
    ({ signal }: { signal: AbortSignal }) =>
      new Promise<T>((resolve, reject) => {
        pending.push({ signal, resolve, reject });
      }),
  );
  return {
    fn,
    pending,
    /** Answers the oldest unanswered call. */
    resolve(value: T) {
      const next = pending.shift();
      if (!next) throw new Error('no pending call');
      next.resolve(value);
    },
    reject(error: unknown) {
      const next = pending.shift();
      if (!next) throw new Error('no pending call');
      next.reject(error);
    },
  };
}
