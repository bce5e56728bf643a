/**
 * One poll job: the state machine behind a key. It owns its timers (tick, request timeout, grace) and
 * its in-flight request, and nothing else may start a request for its key.
 *
 * Cadence is fixed-rate without overlap (RxJS's `interval` + `exhaustMap`): a run sets the next due
 * time one interval ahead; a tick that finds the previous request still in flight is skipped, never
 * cancelling it (so a slow server is not restarted forever). A failure moves the due time to a backoff
 * delay instead. While the page is hidden or the device offline the tick timer is cleared but the due
 * time is kept: on return a job that is overdue runs once at once, one that is not yet due keeps its
 * schedule. Written as an explicit machine rather than an operator chain so that the due time, the
 * subscriber count and every timer are readable (inspector, tests) and provably released on stop.
 */
import { BehaviorSubject, isObservable, take, type Observable } from 'rxjs';
import { backoffDelay, type Random } from './backoff';
import type { Clock } from './clock';
import type { EnvironmentState } from './environment';
import {
  PollStoppedError,
  PollTimeoutError,
  type Fetcher,
  type JobState,
  type JobStatus,
  type PauseReason,
  type PollOptions,
} from './jobTypes';
import { replaceEqualDeep } from './structuralSharing';
import type { Cancel } from './timers';
import { BACKOFF_CAP_MS, POLL_CACHE_MS, POLL_GRACE_MS, POLL_TIMEOUT_MS } from './timings';

/** What a job needs from its scheduler. */
export interface JobHost {
  readonly clock: Clock;
  readonly random: Random;
  environment(): EnvironmentState;
  /** Called when the job starts or stops running. */
  activeChanged(job: PollJob<unknown>): void;
  /** Called after every state change (the inspector listens). */
  changed(): void;
}

interface ResolvedOptions extends Required<Omit<PollOptions, 'intervalMs' | 'retry'>> {
  intervalMs: number | undefined;
  retry: PollOptions['retry'];
}

function resolveOptions(options: PollOptions): ResolvedOptions {
  const intervalMs = options.intervalMs;
  return {
    intervalMs,
    staleMs: options.staleMs ?? intervalMs ?? 0,
    timeoutMs: options.timeoutMs ?? POLL_TIMEOUT_MS,
    graceMs: options.graceMs ?? POLL_GRACE_MS,
    cacheMs: options.cacheMs ?? POLL_CACHE_MS,
    retry:
      options.retry === false
        ? false
        : { capMs: Math.max(BACKOFF_CAP_MS, intervalMs ?? 0), ...options.retry },
    runWhenHidden: options.runWhenHidden ?? false,
    runWhenOffline: options.runWhenOffline ?? false,
  };
}

interface Request {
  readonly controller: AbortController;
  readonly cancelTimeout: Cancel;
}

export class PollJob<T> {
  readonly key: string;
  readonly options: ResolvedOptions;
  /** Emits every state; replays the current one to new subscribers. */
  readonly subject: BehaviorSubject<JobState<T>>;

  private readonly fetcher: Fetcher<T>;
  private readonly host: JobHost;
  private subscribers = 0;
  private active = false;
  private disposed = false;
  private data: T | undefined;
  private error: unknown;
  private failureCount = 0;
  private lastSuccessAt: number | undefined;
  private lastRunAt: number | undefined;
  private nextRunAt: number | undefined;
  private invalidated = false;
  /** Invalidated while a request was out (its answer may predate the news): run once more after it. */
  private rerun = false;
  private stoppedAt: number | undefined;
  private request: Request | undefined;
  private cancelTick: Cancel | undefined;
  private cancelGrace: Cancel | undefined;
  /** The interval in force: the declared one, unless retimed (a live push makes the poll a safety net). */
  private cadence: number | undefined;

  constructor(
    key: string,
    fetcher: Fetcher<T>,
    options: PollOptions,
    host: JobHost,
    cadence?: number,
  ) {
    this.key = key;
    this.fetcher = fetcher;
    this.options = resolveOptions(options);
    this.cadence = cadence ?? this.options.intervalMs;
    this.host = host;
    this.subject = new BehaviorSubject(this.snapshot());
  }

  // ---- subscribers ----

  retain(): void {
    if (this.disposed) return;
    this.subscribers += 1;
    this.cancelGrace?.();
    this.cancelGrace = undefined;
    if (!this.active) this.start();
    else if (this.cadence === undefined && this.isStale() && this.canRun()) this.run();
    this.publish();
  }

  release(): void {
    if (this.disposed || this.subscribers === 0) return;
    this.subscribers -= 1;
    if (this.subscribers === 0) {
      if (this.options.graceMs <= 0) this.stop();
      else
        this.cancelGrace = this.host.clock.after(this.options.graceMs, () => {
          this.cancelGrace = undefined;
          this.stop();
        });
    }
    this.publish();
  }

  // ---- commands ----

  /** Marks the data stale: a running job fetches now (unless paused or in flight), a stopped one on start. */
  invalidate(): void {
    this.invalidated = true;
    if (!this.active) return;
    this.nextRunAt = this.host.clock.now();
    if (this.request) this.rerun = true;
    else if (this.canRun()) this.run();
  }

  /** Replaces the data without a request (an optimistic change, or ids leaving a set). */
  mutate(update: (previous: T | undefined) => T | undefined): void {
    const next = update(this.data);
    const shared = next === undefined ? undefined : replaceEqualDeep(this.data, next);
    if (shared === this.data) return;
    this.data = shared;
    this.publish();
  }

  /** Data received outside a request (the page's own), counted as an answer at `receivedAt`. */
  seed(data: T, receivedAt: number): void {
    if (this.lastSuccessAt !== undefined && this.lastSuccessAt >= receivedAt) return;
    // Seeded before anyone holds it (the page's own data, before its screen mounts): kept its cache
    // time from now like any answer, not swept as a job that never started.
    if (!this.active && this.subscribers === 0) this.stoppedAt ??= this.host.clock.now();
    this.lastSuccessAt = receivedAt;
    this.invalidated = false;
    this.data = replaceEqualDeep(this.data, data);
    this.publish();
  }

  /**
   * Runs at another interval from now on (undefined: the declared one). The next request is due
   * an interval after the last one: slowing down waits longer, speeding up may make it due at once
   * (one catch-up run, as after a pause).
   */
  retime(intervalMs: number | undefined): void {
    const next = intervalMs ?? this.options.intervalMs;
    if (next === this.cadence) return;
    this.cadence = next;
    if (!this.active) return;
    if (next === undefined) this.nextRunAt = undefined;
    else if (this.lastRunAt !== undefined) this.nextRunAt = this.lastRunAt + next;
    this.arm();
    this.publish();
  }

  /** Stops at once and refuses to start again (scheduler reset). */
  dispose(): void {
    this.stop();
    this.disposed = true;
    this.subscribers = 0;
    this.subject.complete();
  }

  // ---- reading ----

  snapshot(): JobState<T> {
    const pausedBy = this.active ? this.blockedBy() : undefined;
    let status: JobStatus = 'idle';
    if (this.request) status = 'fetching';
    else if (pausedBy) status = 'paused';
    else if (this.failureCount > 0) status = 'error';
    return {
      key: this.key,
      status,
      data: this.data,
      error: this.error,
      failureCount: this.failureCount,
      lastSuccessAt: this.lastSuccessAt,
      lastRunAt: this.lastRunAt,
      nextRunAt: this.active ? this.nextRunAt : undefined,
      pausedBy,
      subscribers: this.subscribers,
      active: this.active,
      intervalMs: this.cadence,
      staleMs: this.options.staleMs,
    };
  }

  isActive(): boolean {
    return this.active;
  }

  /** A stopped job whose cache time is over: the registry may forget it. */
  isExpired(now: number): boolean {
    return (
      !this.active &&
      this.subscribers === 0 &&
      (this.stoppedAt === undefined || now - this.stoppedAt >= this.options.cacheMs)
    );
  }

  /** Timers this job holds right now (tick, timeout, grace). */
  timerCount(): number {
    return (this.cancelTick ? 1 : 0) + (this.request ? 1 : 0) + (this.cancelGrace ? 1 : 0);
  }

  // ---- environment ----

  /** The scheduler calls this on every visibility or network change while the job is active. */
  environmentChanged(): void {
    if (!this.active) return;
    if (this.blockedBy()) {
      this.clearTick();
    } else if (!this.request) {
      const now = this.host.clock.now();
      const due =
        this.nextRunAt !== undefined
          ? this.nextRunAt <= now
          : this.cadence === undefined && this.isStale();
      // One catch-up run, whatever number of ticks were missed; then the normal cadence from now.
      if (due) this.run();
      else this.arm();
    } else {
      this.arm();
    }
    this.publish();
  }

  // ---- the machine ----

  private start(): void {
    this.active = true;
    this.stoppedAt = undefined;
    this.host.activeChanged(this as PollJob<unknown>);
    const now = this.host.clock.now();
    if (!this.isStale()) {
      // Fresh data is served from the replay; the next request comes on the old schedule.
      const interval = this.cadence;
      this.nextRunAt =
        interval === undefined || this.lastSuccessAt === undefined
          ? undefined
          : Math.max(now, this.lastSuccessAt + interval);
      this.arm();
      return;
    }
    this.nextRunAt = now;
    if (this.canRun()) this.run();
  }

  private stop(): void {
    if (!this.active) return;
    this.active = false;
    this.stoppedAt = this.host.clock.now();
    this.clearTick();
    this.cancelGrace?.();
    this.cancelGrace = undefined;
    const request = this.request;
    this.rerun = false;
    this.request = undefined;
    if (request) {
      request.cancelTimeout();
      request.controller.abort(new PollStoppedError(this.key));
    }
    this.nextRunAt = undefined;
    this.publish();
    this.host.activeChanged(this as PollJob<unknown>);
  }

  private run(): void {
    this.clearTick();
    const now = this.host.clock.now();
    this.lastRunAt = now;
    const interval = this.cadence;
    this.nextRunAt = interval === undefined ? undefined : now + interval;
    this.arm();

    const controller = new AbortController();
    const cancelTimeout = this.host.clock.after(this.options.timeoutMs, () => {
      const error = new PollTimeoutError(this.key, this.options.timeoutMs);
      controller.abort(error);
      this.settle(request, { ok: false, error });
    });
    const request: Request = { controller, cancelTimeout };
    this.request = request;
    this.publish();

    let answer: Promise<T> | Observable<T>;
    try {
      answer = this.fetcher({ signal: controller.signal, previous: this.data, startedAt: now });
    } catch (error) {
      answer = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    if (isObservable(answer)) {
      const subscription = answer.pipe(take(1)).subscribe({
        next: (value) => this.settle(request, { ok: true, value }),
        error: (error: unknown) => this.settle(request, { ok: false, error }),
        complete: () =>
          this.settle(request, { ok: false, error: new Error(`poll "${this.key}": no answer`) }),
      });
      controller.signal.addEventListener('abort', () => subscription.unsubscribe(), { once: true });
    } else {
      answer.then(
        (value) => this.settle(request, { ok: true, value }),
        (error: unknown) => this.settle(request, { ok: false, error }),
      );
    }
  }

  private settle(
    request: Request,
    outcome: { ok: true; value: T } | { ok: false; error: unknown },
  ) {
    // A request that timed out, or whose job stopped, is no longer ours: its late answer is dropped.
    if (this.request !== request) return;
    this.request = undefined;
    request.cancelTimeout();
    const now = this.host.clock.now();
    const rerun = this.rerun;
    this.rerun = false;
    if (outcome.ok) {
      this.failureCount = 0;
      this.error = undefined;
      this.lastSuccessAt = now;
      this.invalidated = false;
      this.data = replaceEqualDeep(this.data, outcome.value);
    } else {
      this.failureCount += 1;
      this.error = outcome.error;
      const retry = this.options.retry;
      if (retry !== false) {
        this.nextRunAt = now + backoffDelay(this.failureCount, retry, this.host.random);
        this.arm();
      }
    }
    // After a failure the backoff's retry is that run.
    if (rerun && outcome.ok && this.active) {
      this.invalidated = true;
      this.nextRunAt = now;
      this.arm();
    }
    // Publish outside any try/catch: a throwing subscriber is not a failed request.
    this.publish();
  }

  private onTick(): void {
    this.cancelTick = undefined;
    if (!this.active || this.blockedBy()) return;
    const interval = this.cadence;
    if (this.request) {
      // exhaustMap: the request in flight keeps going; this tick is skipped, the grid stays.
      if (interval !== undefined && this.nextRunAt !== undefined) {
        const now = this.host.clock.now();
        while (this.nextRunAt <= now) this.nextRunAt += interval;
      } else {
        this.nextRunAt = undefined;
      }
      this.arm();
      this.publish();
      return;
    }
    this.run();
  }

  /** (Re)sets the tick timer to the due time, unless stopped, paused or nothing is due. */
  private arm(): void {
    this.clearTick();
    if (!this.active || this.nextRunAt === undefined || this.blockedBy()) return;
    const delay = Math.max(0, this.nextRunAt - this.host.clock.now());
    this.cancelTick = this.host.clock.after(delay, () => this.onTick());
  }

  private clearTick(): void {
    this.cancelTick?.();
    this.cancelTick = undefined;
  }

  private canRun(): boolean {
    return this.active && !this.request && !this.blockedBy();
  }

  private isStale(): boolean {
    return (
      this.invalidated ||
      this.lastSuccessAt === undefined ||
      this.host.clock.now() - this.lastSuccessAt >= this.options.staleMs
    );
  }

  private blockedBy(): PauseReason | undefined {
    const env = this.host.environment();
    if (!env.online && !this.options.runWhenOffline) return 'offline';
    if (!env.visible && !this.options.runWhenHidden) return 'hidden';
    return undefined;
  }

  private publish(): void {
    if (this.disposed) return;
    this.subject.next(this.snapshot());
    this.host.changed();
  }
}
