/**
 * The clock seam. Everything in schedulers/ that waits or reads the time does it through a `Clock`:
 * the app uses `systemClock` (timers.ts + Date.now, so vitest fake timers with `Date` faked drive it),
 * tests may hand in `clockFromRxScheduler(testScheduler)` so RxJS marble tests drive it instead.
 *
 * The other direction, `rxSchedulerFromClock`, lets RxJS time operators (debounceTime, timer, ...)
 * run on a Clock, so a feature that needs one still creates its timers through timers.ts.
 */
import { Subscription, type SchedulerAction, type SchedulerLike } from 'rxjs';
import { after, type Cancel } from './timers';

export interface Clock {
  /** Wall time in ms since the epoch (what "updated 12 s ago" is measured against). */
  now(): number;
  /** Runs `fn` once after `ms`; the cancel is safe to call more than once. */
  after(ms: number, fn: () => void): Cancel;
}

/** The host's clock, through timers.ts. Date.now is read at call time, so faked Date applies. */
export const systemClock: Clock = {
  now: () => Date.now(),
  after,
};

/** A Clock driven by an RxJS scheduler (TestScheduler, VirtualTimeScheduler, asyncScheduler). */
export function clockFromRxScheduler(scheduler: SchedulerLike): Clock {
  return {
    now: () => scheduler.now(),
    after(ms, fn) {
      const subscription = scheduler.schedule(fn, Math.max(0, ms));
      return () => subscription.unsubscribe();
    },
  };
}

/** One scheduled piece of RxJS work on a Clock; rescheduling replaces its timer (RxJS semantics). */
class ClockAction<T> extends Subscription implements SchedulerAction<T> {
  private cancelTimer: Cancel | undefined;
  private readonly clock: Clock;
  private readonly work: (this: SchedulerAction<T>, state?: T) => void;

  constructor(clock: Clock, work: (this: SchedulerAction<T>, state?: T) => void) {
    super();
    this.clock = clock;
    this.work = work;
    this.add(() => this.clear());
  }

  schedule(state?: T, delay = 0): Subscription {
    if (this.closed) return this;
    this.clear();
    this.cancelTimer = this.clock.after(delay, () => {
      this.cancelTimer = undefined;
      try {
        this.work.call(this, state);
      } catch (error) {
        this.unsubscribe();
        throw error;
      }
      // Work that did not reschedule itself is finished: release it like RxJS's own actions do.
      if (this.cancelTimer === undefined) this.unsubscribe();
    });
    return this;
  }

  private clear(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
  }
}

/** An RxJS scheduler whose time and timers come from `clock`. */
export function rxSchedulerFromClock(clock: Clock): SchedulerLike {
  return {
    now: () => clock.now(),
    schedule<T>(
      work: (this: SchedulerAction<T>, state?: T) => void,
      delay = 0,
      state?: T,
    ): Subscription {
      return new ClockAction<T>(clock, work).schedule(state, delay);
    },
  };
}
