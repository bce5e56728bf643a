/**
 * The spoiler delay: live updates held back by the fan's chosen delay, so that the list does not
 * show a goal before their TV picture does. Timers through `@schedulers` only; order is kept.
 */
import { Subject, type Observable } from 'rxjs';
import { after, appNow, type Cancel } from '@schedulers';

export interface SpoilerDelay<T> {
  /** Takes an update; it comes out of `released$` after the delay (at once when the delay is 0). */
  push(value: T): void;
  /** The updates, in the order pushed, each once its delay is over. */
  readonly released$: Observable<T>;
  /** Changes the delay; waiting updates are rescheduled from the time they were pushed. */
  setDelay(delayMs: number): void;
  readonly delayMs: number;
  /** How many updates are waiting. */
  pending(): number;
  /** Drops the waiting updates and cancels their timers; released$ completes. */
  dispose(): void;
}

interface Waiting<T> {
  value: T;
  pushedAt: number;
  cancel: Cancel | undefined;
}

export function createSpoilerDelay<T>(
  delayMs: number,
  now: () => number = appNow,
): SpoilerDelay<T> {
  const released = new Subject<T>();
  let waiting: Waiting<T>[] = [];
  let delay = Math.max(0, delayMs);
  let disposed = false;

  // Releases from the front while the front is due: a later push never overtakes an earlier one.
  const releaseDue = (): void => {
    while (waiting.length > 0) {
      const first = waiting[0] as Waiting<T>;
      if (first.pushedAt + delay > now()) break;
      waiting.shift();
      first.cancel?.();
      released.next(first.value);
    }
  };

  const schedule = (entry: Waiting<T>): void => {
    const wait = entry.pushedAt + delay - now();
    entry.cancel = wait > 0 ? after(wait, releaseDue) : undefined;
  };

  return {
    released$: released.asObservable(),
    get delayMs() {
      return delay;
    },
    push(value) {
      if (disposed) return;
      const entry: Waiting<T> = { value, pushedAt: now(), cancel: undefined };
      waiting.push(entry);
      if (delay === 0) releaseDue();
      else schedule(entry);
    },
    setDelay(next) {
      delay = Math.max(0, next);
      for (const entry of waiting) {
        entry.cancel?.();
        schedule(entry);
      }
      releaseDue();
    },
    pending: () => waiting.length,
    dispose() {
      disposed = true;
      for (const entry of waiting) entry.cancel?.();
      waiting = [];
      released.complete();
    },
  };
}
