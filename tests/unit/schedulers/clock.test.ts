// Pins the clock seam: RxJS time operators run on a Clock (so they go through timers.ts and vitest fake
// timers), and a poll job runs on RxJS's TestScheduler through clockFromRxScheduler.
import { afterEach, describe, expect, it } from 'vitest';
import { Subject, debounceTime, timer } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import {
  clockFromRxScheduler,
  createEnvironment,
  createScheduler,
  pendingTimerCount,
  rxSchedulerFromClock,
  systemClock,
} from '../../../schedulers';
import { installFakeClock } from '../../kit/fakeClock';

describe('rxSchedulerFromClock', () => {
  let clock: ReturnType<typeof installFakeClock> | undefined;
  afterEach(() => clock?.restore());

  it('runs timer and debounceTime through timers.ts, driven by fake timers', async () => {
    clock = installFakeClock();
    const rx = rxSchedulerFromClock(systemClock);
    expect(rx.now()).toBe(Date.now());
    const ticks: number[] = [];
    const sub = timer(1000, 500, rx).subscribe((n) => ticks.push(n));
    expect(pendingTimerCount()).toBe(1);
    await clock.advance(2000);
    expect(ticks).toEqual([0, 1, 2]);
    sub.unsubscribe();
    expect(pendingTimerCount()).toBe(0);

    const input = new Subject<number>();
    const out: number[] = [];
    const debounced = input.pipe(debounceTime(300, rx)).subscribe((v) => out.push(v));
    input.next(1);
    await clock.advance(200);
    input.next(2);
    await clock.advance(299);
    expect(out).toEqual([]);
    await clock.advance(1);
    expect(out).toEqual([2]);
    debounced.unsubscribe();
    expect(pendingTimerCount()).toBe(0);
  });
});

describe('a poll on the TestScheduler', () => {
  it('is driven by virtual time: a tick every 10 ms, answers 2 ms later, paused while hidden', () => {
    const testScheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    testScheduler.run(({ cold, expectObservable }) => {
      const environment = createEnvironment();
      const scheduler = createScheduler({
        clock: clockFromRxScheduler(testScheduler),
        environment,
        random: () => 0,
      });
      let n = 0;
      // An Observable fetch: the server answers 2 ms (virtual) after each request.
      const job = scheduler.poll('marbles', () => cold('--a|', { a: ++n }), {
        intervalMs: 10,
        graceMs: 0,
      });
      testScheduler.schedule(() => environment.setVisible(false), 25);
      testScheduler.schedule(() => environment.setVisible(true), 55);
      // 0, 10, 20 on schedule; hidden from 25 to 55 (ticks at 30..50 skipped); one catch-up at 55.
      expectObservable(job.data$, '^ 60ms !').toBe('--a 9ms b 9ms c 34ms d', {
        a: 1,
        b: 2,
        c: 3,
        d: 4,
      });
    });
  });
});
