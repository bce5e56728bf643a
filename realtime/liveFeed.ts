import {
  LIVE_EVENTS,
  LIVE_WATCH_MAX,
  liveEventsPushSchema,
  liveScorePushSchema,
  liveWatchAckSchema,
  type LiveEventsPush,
  type LiveMark,
} from '@contracts/live';
import type { LiveScore } from '@contracts/sportdata/matches';
import { backoffDelay, type Cancel, type Clock, type Environment } from '@schedulers';
import { BehaviorSubject, distinctUntilChanged, Subject, type Observable } from 'rxjs';
import type { ConnectionState } from './connection';
import { LIVE_WATCH_ACK_MS, RECONNECT_CAP_MS } from './timings';
import type { Transport } from './transport';

/** What the feed needs of the app's socket: the transport, its state, and keeping it open. */
export interface LiveConnection extends Transport {
  readonly state: ConnectionState;
  onState(listener: (state: ConnectionState) => void): () => void;
  hold(): () => void;
}

export interface LiveFeedDeps {
  connection: LiveConnection;
  clock: Clock;
  environment: Environment;
}

/**
 * Live scores and events pushed for a set of matches (issue 20 §2; docs/decisions/live-push.md).
 * `watch(ids)` names the whole set (empty: none, and the socket is let go); on every connection
 * and every change of the set the server is told, and its answer's marks say where each match
 * stands. Pushes and marks are parsed with the contracts (a bad one is counted and dropped).
 *
 * `healthy$` is true while pushes cover the set: connected, the page visible and online, and the
 * server's answer for exactly this set in. The live polls slow to a safety cadence while it holds.
 */
export class LiveFeed {
  private readonly deps: LiveFeedDeps;
  private wanted: readonly number[] = [];
  private acked: readonly number[] | null = null;
  /** Bumped by every watch sent: an answer to an older one is ignored. */
  private generation = 0;
  /** The set of the watch waiting for its answer: the same set is not asked twice meanwhile. */
  private inFlight: readonly number[] | null = null;
  private failures = 0;
  private retry: Cancel | null = null;
  private release: (() => void) | null = null;
  private readonly disposers: Array<() => void> = [];
  private readonly health = new BehaviorSubject(false);
  private readonly scoreSubject = new Subject<LiveScore>();
  private readonly eventSubject = new Subject<LiveEventsPush>();
  private readonly markSubject = new Subject<readonly LiveMark[]>();
  /** Pushes that failed their contract (dropped). */
  rejected = 0;

  readonly healthy$: Observable<boolean>;
  readonly scores$ = this.scoreSubject.asObservable();
  readonly events$ = this.eventSubject.asObservable();
  readonly marks$ = this.markSubject.asObservable();

  constructor(deps: LiveFeedDeps) {
    this.deps = deps;
    this.healthy$ = this.health.pipe(distinctUntilChanged());
    const { connection, environment } = deps;
    this.disposers.push(
      connection.onConnect(() => {
        this.acked = null;
        this.inFlight = null;
        this.failures = 0;
        this.send();
      }),
      connection.onState(() => this.judge()),
      connection.on(LIVE_EVENTS.score, (payload) => {
        const parsed = liveScorePushSchema.safeParse(payload);
        if (parsed.success) this.scoreSubject.next(parsed.data);
        else this.rejected += 1;
      }),
      connection.on(LIVE_EVENTS.events, (payload) => {
        const parsed = liveEventsPushSchema.safeParse(payload);
        if (parsed.success) this.eventSubject.next(parsed.data);
        else this.rejected += 1;
      }),
    );
    const env = environment.state$.subscribe(() => {
      this.judge();
      // Back in view with a set the server has not answered for: ask now.
      if (!this.retry && (this.acked === null || !sameIds(this.acked, this.wanted))) this.send();
    });
    this.disposers.push(() => env.unsubscribe());
  }

  /** Pushes for exactly these matches from now on (the set replaces the last one). */
  watch(ids: Iterable<number>): void {
    const next = [...new Set(ids)].sort((a, b) => a - b);
    if (sameIds(next, this.wanted)) return;
    this.wanted = next;
    if (next.length > 0 && !this.release) this.release = this.deps.connection.hold();
    if (next.length === 0 && this.release) {
      this.release();
      this.release = null;
    }
    this.failures = 0;
    this.send();
  }

  dispose(): void {
    this.retry?.();
    this.release?.();
    this.release = null;
    for (const dispose of this.disposers.splice(0)) dispose();
    this.health.next(false);
    this.health.complete();
  }

  private send(): void {
    this.retry?.();
    this.retry = null;
    this.judge();
    const { connection, environment } = this.deps;
    const env = environment.current();
    // Nothing is asked while the page is hidden or offline; the return asks (see judge).
    if (!connection.connected || !env.visible || !env.online) return;
    const sent = this.wanted.slice(0, LIVE_WATCH_MAX);
    if (this.inFlight && sameIds(this.inFlight, sent)) return;
    this.inFlight = sent;
    const generation = ++this.generation;
    const answered = (error: Error | null, answer?: unknown) => {
      if (generation !== this.generation) return;
      this.inFlight = null;
      const parsed = error ? null : liveWatchAckSchema.safeParse(answer);
      if (parsed?.success && parsed.data.ok) {
        this.acked = sent;
        this.failures = 0;
        this.markSubject.next(parsed.data.marks);
      } else {
        // Unanswered or refused: the polls serve the set meanwhile; asked again on a backoff.
        this.acked = null;
        this.failures += 1;
        this.retry = this.deps.clock.after(
          backoffDelay(this.failures, { capMs: RECONNECT_CAP_MS }),
          () => {
            this.retry = null;
            this.send();
          },
        );
      }
      this.judge();
    };
    connection.emit(LIVE_EVENTS.watch, { matchIds: sent }, answered, LIVE_WATCH_ACK_MS);
  }

  private judge(): void {
    const env = this.deps.environment.current();
    const healthy =
      this.wanted.length > 0 &&
      this.wanted.length <= LIVE_WATCH_MAX &&
      env.visible &&
      env.online &&
      this.deps.connection.state === 'connected' &&
      this.acked !== null &&
      sameIds(this.acked, this.wanted);
    if (healthy !== this.health.getValue()) this.health.next(healthy);
  }
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
