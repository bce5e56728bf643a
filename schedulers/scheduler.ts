/**
 * The registry: one job per key, whoever asks. `poll(key, fetch, options)` returns a handle; the
 * handle's streams find (or create) the live job each time someone subscribes, so a handle kept in a
 * module stays valid after its job was stopped and forgotten.
 *
 * The scheduler also owns the clock (wrapped to count open timers), the environment subscription that
 * pauses and resumes jobs, and the change feed the inspector reads.
 */
import { Observable, Subject, distinctUntilChanged, filter, map } from 'rxjs';
import type { Random } from './backoff';
import { systemClock, type Clock } from './clock';
import { createEnvironment, type Environment } from './environment';
import type { Fetcher, JobState, PollOptions } from './jobTypes';
import { PollJob, type JobHost } from './pollJob';

export interface PollHandle<T> {
  readonly key: string;
  /** Every state of the job (status, data, failures); subscribing keeps the job running. */
  readonly state$: Observable<JobState<T>>;
  /** The data only, once per new value (structurally shared: an identical payload emits nothing). */
  readonly data$: Observable<T>;
  /** The current state, without subscribing. */
  peek(): JobState<T>;
  /** Marks the data stale; a running job fetches at once (hidden/offline: on return). */
  invalidate(): void;
  /** Changes the data without a request. */
  mutate(update: (previous: T | undefined) => T | undefined): void;
  /**
   * Data the server sent with the page (issue 20 §3: the first screen rendered on the server), as
   * fresh as an answer received at `receivedAt`: nothing is asked until it goes stale. Ignored when
   * the job already holds an answer at least as new.
   */
  seed(data: T, receivedAt: number): void;
  /**
   * Polls at another interval until retimed again (undefined: the declared one), kept for the key
   * across the job's restarts. Live pushes make the live polls a safety net this way.
   */
  retime(intervalMs: number | undefined): void;
}

export interface SchedulerStats {
  /** Jobs the registry holds (running, in grace, or stopped with cached data). */
  jobs: number;
  activeJobs: number;
  subscribers: number;
  /** Timers open through this scheduler's clock (ticks, timeouts, grace periods, debounces). */
  timers: number;
}

export interface Scheduler {
  readonly clock: Clock;
  readonly environment: Environment;
  readonly random: Random;
  poll<T>(key: string, fetch: Fetcher<T>, options?: PollOptions): PollHandle<T>;
  /** Every job's current state, sorted by key (the inspector, tests). */
  inspect(): JobState<unknown>[];
  /** Emits after any job's state changes. */
  readonly changes$: Observable<void>;
  stats(): SchedulerStats;
  /**
   * Marks stale the data of every job whose key matches, running or kept for the next subscriber
   * (resources: schedulers/resource.ts). Answers how many it marked; a key with no job is left alone.
   */
  invalidateWhere(match: (key: string) => boolean): number;
  /**
   * Drops the data of every job whose key matches (another fan logged in: what was asked for the
   * last one is not shown to this one): a kept job is forgotten, a running one empties and asks
   * again at once. Answers how many it dropped.
   */
  forgetWhere(match: (key: string) => boolean): number;
  /** Forgets stopped jobs whose cache time is over. */
  sweep(): void;
  /** Stops and forgets every job at once, without grace (test teardown, logout of everything). */
  reset(): void;
  /**
   * What a second, different declaration of a live key does: `throw` (the default: development and
   * tests, where the mistake must surface) or `share` (production: the first declaration serves
   * both rather than a fan's screen failing).
   */
  setKeyConflicts(mode: KeyConflictMode): void;
}

export type KeyConflictMode = 'throw' | 'share';

/** Two declarations of one key that would not behave alike. */
export class KeyConflictError extends Error {
  constructor(key: string, what: string) {
    super(
      `scheduler key "${key}" is declared again with a different ${what}: one key, one job — give the other job its own key`,
    );
    this.name = 'KeyConflictError';
  }
}

export interface SchedulerOptions {
  clock?: Clock;
  environment?: Environment;
  /** Jitter source for backoff; default Math.random. */
  random?: Random;
}

/** Wraps a clock to count its open timers, so teardown can be proved to reach zero. */
function countingClock(clock: Clock): { clock: Clock; open: () => number } {
  let open = 0;
  return {
    open: () => open,
    clock: {
      now: () => clock.now(),
      after(ms, fn) {
        let live = true;
        open += 1;
        const cancel = clock.after(ms, () => {
          if (!live) return;
          live = false;
          open -= 1;
          fn();
        });
        return () => {
          if (!live) return;
          live = false;
          open -= 1;
          cancel();
        };
      },
    },
  };
}

export function createScheduler(options: SchedulerOptions = {}): Scheduler {
  const counted = countingClock(options.clock ?? systemClock);
  const clock = counted.clock;
  const environment = options.environment ?? createEnvironment();
  const random = options.random ?? Math.random;
  const jobs = new Map<string, PollJob<unknown>>();
  const active = new Set<PollJob<unknown>>();
  const changes = new Subject<void>();
  /** Keys polled at another interval than declared (PollHandle.retime). */
  const cadences = new Map<string, number>();

  const host: JobHost = {
    clock,
    random,
    environment: () => environment.current(),
    activeChanged(job) {
      if (job.isActive()) active.add(job);
      else {
        active.delete(job);
        if (job.options.cacheMs <= 0 && jobs.get(job.key) === job) jobs.delete(job.key);
        sweep();
      }
    },
    changed: () => changes.next(),
  };

  function sweep(): void {
    const now = clock.now();
    for (const [key, job] of jobs) if (job.isExpired(now)) jobs.delete(key);
  }

  // One subscription for the scheduler's lifetime; a change reaches only the jobs that are running.
  let lastEnv = environment.current();
  environment.state$.subscribe((env) => {
    if (env.visible === lastEnv.visible && env.online === lastEnv.online) return;
    lastEnv = env;
    for (const job of [...active]) job.environmentChanged();
  });

  let keyConflicts: KeyConflictMode = 'throw';
  // How each live key was declared: a later declaration must say the same.
  const declarations = new WeakMap<PollJob<unknown>, { fetch: string; options: string }>();

  function jobFor<T>(key: string, fetch: Fetcher<T>, pollOptions: PollOptions): PollJob<T> {
    const existing = jobs.get(key);
    if (existing) {
      // Later declarations share the job; one that would fetch or time differently is a mistake
      // (two modules claiming one key), and the first would otherwise win without a word.
      const first = declarations.get(existing);
      if (keyConflicts === 'throw' && first) {
        if (first.fetch !== String(fetch)) throw new KeyConflictError(key, 'fetch');
        if (first.options !== optionsSignature(pollOptions))
          throw new KeyConflictError(key, 'options');
      }
      return existing as PollJob<T>;
    }
    const job = new PollJob<T>(key, fetch, pollOptions, host, cadences.get(key));
    jobs.set(key, job as PollJob<unknown>);
    // Only where conflicts throw (development, tests): the app shares and never reads them, and
    // writing out every job's fetch and options costs its start-up time (issue 20 §3).
    if (keyConflicts === 'throw')
      declarations.set(job as PollJob<unknown>, {
        fetch: String(fetch),
        options: optionsSignature(pollOptions),
      });
    return job;
  }

  function poll<T>(key: string, fetch: Fetcher<T>, pollOptions: PollOptions = {}): PollHandle<T> {
    const job = () => jobFor(key, fetch, pollOptions);
    const state$ = new Observable<JobState<T>>((subscriber) => {
      const current = job();
      current.retain();
      const inner = current.subject.subscribe(subscriber);
      return () => {
        inner.unsubscribe();
        current.release();
      };
    });
    return {
      key,
      state$,
      data$: state$.pipe(
        map((state) => state.data),
        filter((data): data is T => data !== undefined),
        distinctUntilChanged(),
      ),
      peek: () => job().snapshot(),
      invalidate: () => job().invalidate(),
      mutate: (update) => job().mutate(update),
      seed: (data, receivedAt) => job().seed(data, receivedAt),
      retime(intervalMs) {
        if (intervalMs === undefined) cadences.delete(key);
        else cadences.set(key, intervalMs);
        jobs.get(key)?.retime(intervalMs);
      },
    };
  }

  return {
    clock,
    environment,
    random,
    poll,
    changes$: changes.asObservable(),
    inspect: () =>
      [...jobs.values()].map((job) => job.snapshot()).sort((a, b) => a.key.localeCompare(b.key)),
    stats() {
      let subscribers = 0;
      for (const job of jobs.values()) subscribers += job.snapshot().subscribers;
      return { jobs: jobs.size, activeJobs: active.size, subscribers, timers: counted.open() };
    },
    invalidateWhere(match) {
      let marked = 0;
      for (const [key, job] of [...jobs])
        if (match(key)) {
          job.invalidate();
          marked++;
        }
      return marked;
    },
    forgetWhere(match) {
      let dropped = 0;
      for (const [key, job] of [...jobs]) {
        if (!match(key)) continue;
        dropped++;
        if (job.isActive()) {
          job.mutate(() => undefined);
          job.invalidate();
        } else {
          job.dispose();
          jobs.delete(key);
        }
      }
      return dropped;
    },
    sweep,
    reset() {
      for (const job of jobs.values()) job.dispose();
      jobs.clear();
      cadences.clear();
      active.clear();
    },
    setKeyConflicts(mode) {
      keyConflicts = mode;
    },
  };
}

/**
 * Options compared by what they say: the same figures written at two call sites are one declaration.
 * The fetch is compared by its source text for the same reason — a closure made anew on each mount
 * is still the same declaration — while a fetch from another module is not.
 */
function optionsSignature(options: PollOptions): string {
  return JSON.stringify(Object.entries(options).sort(([a], [b]) => a.localeCompare(b)));
}
