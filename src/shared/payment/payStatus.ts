import { defer, Observable, repeat, takeWhile, timer } from 'rxjs';
import { appScheduler, rxSchedulerFromClock, type Clock } from '@schedulers';
import { fetchPayStatus, type PayStatusAnswer } from './api';
import { payOutcome } from './rules';
import { PAY_STATUS_MAX_REASKS, PAY_STATUS_REASK_MS } from './timings';

type Fetch = (id: number, signal: AbortSignal) => Promise<PayStatusAnswer>;

/** One ask, aborted when its subscriber lets go (the fan left the page). */
function ask(fetch: Fetch, id: number): Observable<PayStatusAnswer> {
  return new Observable<PayStatusAnswer>((subscriber) => {
    const controller = new AbortController();
    fetch(id, controller.signal).then(
      (answer) => {
        subscriber.next(answer);
        subscriber.complete();
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => controller.abort();
  });
}

/**
 * An order's status as a result page follows it: asked once, then again every
 * PAY_STATUS_REASK_MS while still awaiting, at most PAY_STATUS_MAX_REASKS times; it ends with the
 * first final answer or with the last awaiting one. A fixed delay after each answer (not a fixed
 * rate), so a slow server never has two asks in flight. The wait runs on the app scheduler's clock.
 */
export function payStatus$(
  id: number,
  fetch: Fetch = fetchPayStatus,
  clock: Clock = appScheduler.clock,
): Observable<PayStatusAnswer> {
  const scheduler = rxSchedulerFromClock(clock);
  return defer(() => ask(fetch, id)).pipe(
    repeat({
      count: 1 + PAY_STATUS_MAX_REASKS,
      delay: () => timer(PAY_STATUS_REASK_MS, scheduler),
    }),
    takeWhile((answer) => payOutcome(answer.status) === 'awaiting', true),
  );
}
