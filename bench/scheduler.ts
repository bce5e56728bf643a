/**
 * Scheduler figures (run: `npx tsx --expose-gc bench/scheduler.ts`; without --expose-gc the heap
 * figures are noisier).
 *
 * 1. Overhead per tick: 500 jobs × 10 subscribers (5,000), fetches answering at once; CPU time of the
 *    scheduler per job tick (timer fire, request bookkeeping, two state publishes to 10 subscribers,
 *    structural sharing of a 20-row payload).
 * 2. A simulated 24 hours: 300 keys (polls of 10 s, 60 s and 1003 s, plus live-score id-set polls),
 *    screens subscribing and leaving every few seconds, the page hidden now and then, a server that
 *    fails 5% of the time. Open timers, subscriptions and heap are sampled every simulated hour and must
 *    come back to their baseline.
 *
 * Time is virtual: a small timer queue implements the scheduler's Clock, so 24 hours take seconds and
 * promises settle between timers like under vitest's fake timers.
 */
import { performance } from 'node:perf_hooks';
import type { Subscription } from 'rxjs';
import {
  createEnvironment,
  createIdSetPoll,
  createScheduler,
  type Cancel,
  type Clock,
} from '../schedulers';

/** A min-heap of timers by (time, order); cancelled timers are dropped lazily. */
class VirtualClock implements Clock {
  private time = Date.UTC(2026, 10, 22);
  private seq = 0;
  private live = 0;
  private readonly heap: { at: number; id: number; fn: () => void; cancelled: boolean }[] = [];
  open(): number {
    return this.live;
  }
  now = (): number => this.time;
  after = (ms: number, fn: () => void): Cancel => {
    const timer = { at: this.time + Math.max(0, ms), id: (this.seq += 1), fn, cancelled: false };
    this.push(timer);
    this.live += 1;
    return () => {
      if (timer.cancelled) return;
      timer.cancelled = true;
      this.live -= 1;
    };
  };
  /** Fires every timer up to `now + ms` in time order, settling promises after each. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      const top = this.heap[0];
      if (!top || top.at > end) break;
      this.pop();
      if (top.cancelled) continue;
      top.cancelled = true;
      this.live -= 1;
      this.time = top.at;
      top.fn();
      await settle();
    }
    this.time = end;
  }
  private less(a: number, b: number): boolean {
    const x = this.heap[a];
    const y = this.heap[b];
    return !!x && !!y && (x.at < y.at || (x.at === y.at && x.id < y.id));
  }
  private swap(a: number, b: number): void {
    const x = this.heap[a];
    const y = this.heap[b];
    if (!x || !y) return;
    this.heap[a] = y;
    this.heap[b] = x;
  }
  private push(timer: (typeof this.heap)[number]): void {
    this.heap.push(timer);
    let i = this.heap.length - 1;
    while (i > 0 && this.less(i, (i - 1) >> 1)) {
      this.swap(i, (i - 1) >> 1);
      i = (i - 1) >> 1;
    }
  }
  private pop(): void {
    const last = this.heap.pop();
    if (!last || this.heap.length === 0) return;
    this.heap[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < this.heap.length && this.less(l, m)) m = l;
      if (r < this.heap.length && this.less(r, m)) m = r;
      if (m === i) break;
      this.swap(i, m);
      i = m;
    }
  }
}

async function settle(): Promise<void> {
  for (let i = 0; i < 4; i += 1) await Promise.resolve();
}

function payload(seed: number) {
  return Array.from({ length: 20 }, (_, i) => ({ matchId: i, home: seed % 3, away: i % 2 }));
}

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

async function overheadPerTick(): Promise<void> {
  const clock = new VirtualClock();
  const scheduler = createScheduler({ clock, environment: createEnvironment() });
  const subs: Subscription[] = [];
  let requests = 0;
  for (let j = 0; j < 500; j += 1) {
    // Every job ticks each 10 s, offset so ticks spread over the interval like real mounts.
    const job = scheduler.poll(`job-${j}`, () => Promise.resolve(payload((requests += 1))), {
      intervalMs: 10_000,
    });
    for (let s = 0; s < 10; s += 1) subs.push(job.state$.subscribe(() => undefined));
    await clock.advance(20);
  }
  await clock.advance(10_000); // warm-up
  const before = requests;
  const t0 = performance.now();
  await clock.advance(10 * 10_000);
  const ms = performance.now() - t0;
  const ticks = requests - before;
  const stats = scheduler.stats();
  console.log('1. overhead per tick (500 jobs, 5,000 subscribers)');
  console.log(`   ${ticks} job ticks in ${ms.toFixed(1)} ms of CPU`);
  console.log(
    `   ${((ms / ticks) * 1000).toFixed(1)} µs per job tick (${(ms / 10).toFixed(2)} ms per 10 s of app time)`,
  );
  console.log(
    `   jobs ${stats.activeJobs}, subscribers ${stats.subscribers}, timers ${stats.timers}`,
  );
  for (const sub of subs) sub.unsubscribe();
  await clock.advance(5_000);
  console.log(
    `   after teardown: ${JSON.stringify(scheduler.stats())}, clock timers ${clock.open()}`,
  );
}

async function dayLong(): Promise<void> {
  const clock = new VirtualClock();
  const environment = createEnvironment();
  const scheduler = createScheduler({ clock, environment });
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const intervals = [10_000, 60_000, 1_003_000];
  const live = createIdSetPoll(scheduler, {
    key: 'live-scores',
    intervalMs: 10_000,
    fetch: (ids: readonly number[]) =>
      Promise.resolve(ids.map((id) => ({ matchId: id, home: Math.floor(random() * 2) }))),
    entries: (list: { matchId: number; home: number }[]) =>
      list.map((s) => [s.matchId, s] as const),
  });
  const screens: { sub?: Subscription; release?: Cancel; leaveAt: number }[] = [];
  const baseline = { ...scheduler.stats(), clockTimers: clock.open(), heap: heapMb() };
  console.log('2. simulated 24 hours');
  console.log(
    `   baseline: timers ${baseline.clockTimers}, subscribers ${baseline.subscribers}, heap ${baseline.heap.toFixed(1)} MB`,
  );
  const t0 = performance.now();
  let opened = 0;
  let peakTimers = 0;
  let peakSubscribers = 0;
  const heaps: number[] = [];
  for (let hour = 1; hour <= 24; hour += 1) {
    for (let step = 0; step < 3600 / 5; step += 1) {
      // A screen opens every 5 s or so and stays 5 s to 10 minutes.
      const leaveAt = clock.now() + 5_000 + Math.floor(random() * 600_000);
      if (random() < 0.3) {
        const first = Math.floor(random() * 2000);
        const ids = Array.from({ length: 1 + Math.floor(random() * 40) }, (_, i) => first + i);
        screens.push({ release: live.watch(ids), leaveAt });
      } else {
        const k = Math.floor(random() * 300);
        const job = scheduler.poll(
          `key-${k}`,
          () =>
            random() < 0.05
              ? Promise.reject(new Error('503'))
              : Promise.resolve(payload(Math.floor(random() * 3))),
          { intervalMs: intervals[k % 3] },
        );
        screens.push({ sub: job.data$.subscribe(() => undefined), leaveAt });
      }
      opened += 1;
      if (random() < 0.01) environment.setVisible(false);
      else if (!environment.current().visible && random() < 0.2) environment.setVisible(true);
      await clock.advance(5_000);
      for (let i = screens.length - 1; i >= 0; i -= 1) {
        const screen = screens[i];
        if (screen && screen.leaveAt <= clock.now()) {
          screen.sub?.unsubscribe();
          screen.release?.();
          screens.splice(i, 1);
        }
      }
      const stats = scheduler.stats();
      peakTimers = Math.max(peakTimers, stats.timers);
      peakSubscribers = Math.max(peakSubscribers, stats.subscribers);
    }
    if (hour % 6 === 0) {
      const s = scheduler.stats();
      const heap = heapMb();
      heaps.push(heap);
      console.log(
        `   hour ${String(hour).padStart(2)}: screens ${screens.length}, jobs ${s.jobs} (${s.activeJobs} active), subscribers ${s.subscribers}, timers ${s.timers}, heap ${heap.toFixed(1)} MB`,
      );
    }
  }
  for (const screen of screens.splice(0)) {
    screen.sub?.unsubscribe();
    screen.release?.();
  }
  environment.setVisible(true);
  await clock.advance(10_000);
  await clock.advance(10 * 60_000); // past the cache time: stopped jobs are forgotten
  scheduler.sweep();
  const end = scheduler.stats();
  const heap = heapMb();
  console.log(
    `   ${opened} screens opened and closed in ${((performance.now() - t0) / 1000).toFixed(1)} s of CPU; peak timers ${peakTimers}, peak subscribers ${peakSubscribers}`,
  );
  console.log(
    `   after all left: jobs ${end.jobs}, subscribers ${end.subscribers}, scheduler timers ${end.timers}, clock timers ${clock.open()}, heap ${heap.toFixed(1)} MB (baseline ${baseline.heap.toFixed(1)} MB; 6-hourly ${heaps.map((h) => h.toFixed(1)).join(', ')})`,
  );
  const leak = end.timers !== 0 || clock.open() !== 0 || end.subscribers !== 0 || end.jobs !== 0;
  console.log(leak ? '   LEAK: something is still open' : '   back to baseline: no leak');
}

await overheadPerTick();
await dayLong();
