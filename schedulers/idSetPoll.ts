/**
 * A poll over a changing set of ids (the matches on screen, plus followed ones): one batched request
 * per interval for the whole set, whatever number of screens watch which ids.
 *
 * - `watch(ids)` adds interest and returns its release; interest is counted per id, so two lists
 *   showing the same match poll it once.
 * - Set changes are debounced (`debounceMs`). Ids that leave are dropped from the data and no longer
 *   asked for; ids that stay are untouched; ids that join ride along with the next tick (no extra
 *   request) — except when the set was empty, where the job starts and fetches if its data is stale.
 * - Each id keeps a cursor (when a request covering it last succeeded). `since` hands the oldest one
 *   to the fetch so incremental calls (live events with `second`) ask only for what is new; a set with
 *   a never-fetched id gets `since: undefined` (a full request).
 * - Every entry is structurally shared: a match that did not change keeps its object, and a response
 *   that changes nothing emits nothing.
 */
import {
  BehaviorSubject,
  distinctUntilChanged,
  map,
  type Observable,
  type Subscription,
} from 'rxjs';
import type { JobState, PollOptions } from './jobTypes';
import type { PollHandle, Scheduler } from './scheduler';
import { replaceEqualDeep } from './structuralSharing';
import type { Cancel } from './timers';
import { ID_SET_DEBOUNCE_MS } from './timings';

export interface IdSetFetchContext {
  readonly signal: AbortSignal;
  readonly startedAt: number;
  /** The oldest cursor of the ids asked for; undefined when one of them was never fetched. */
  readonly since: number | undefined;
}

export interface IdSetPollOptions<Id, Entry, Response> extends PollOptions {
  key: string;
  /** Debounce of set changes. Default ID_SET_DEBOUNCE_MS. */
  debounceMs?: number;
  fetch: (ids: readonly Id[], context: IdSetFetchContext) => Promise<Response>;
  /** The response as [id, entry] pairs. Entries for ids no longer watched are ignored. */
  entries: (response: Response) => Iterable<readonly [Id, Entry]>;
  /** How an incoming entry joins the previous one (incremental polls); default: it replaces it. */
  merge?: (previous: Entry | undefined, incoming: Entry) => Entry;
}

export interface IdSetData<Id, Entry> {
  readonly entries: ReadonlyMap<Id, Entry>;
  readonly cursors: ReadonlyMap<Id, number>;
}

export interface IdSetPoll<Id, Entry> {
  readonly key: string;
  /** Polls these ids until the returned release is called. */
  watch(ids: Iterable<Id>): Cancel;
  /** The entries of the polled ids; replays the current map. Does not by itself keep polling. */
  readonly entries$: Observable<ReadonlyMap<Id, Entry>>;
  /** One id's entry, once per new object. */
  entry$(id: Id): Observable<Entry | undefined>;
  /** The ids polled now (after the debounce). */
  ids(): ReadonlySet<Id>;
  /** The underlying job's state (status, failures, last success). */
  peek(): JobState<IdSetData<Id, Entry>>;
  /** The polled ids, each time the set changes (after the debounce); replays the current set. */
  readonly ids$: Observable<ReadonlySet<Id>>;
  /**
   * Entries that came another way (a live push): they join exactly as a poll's answer would
   * (merged, shared, only for ids polled now), and leave the cursors alone.
   */
  receive(entries: Iterable<readonly [Id, Entry]>): void;
  /** Asks for the whole set at once (a gap in the pushes); see PollHandle.invalidate. */
  refresh(): void;
  /**
   * The screens' own data is as fresh as an answer received at `receivedAt` (a first screen the
   * server rendered carries every score it shows): the first request waits until that goes stale,
   * instead of asking at once for what the page already holds. Ignored when the poll holds newer.
   */
  seedFresh(receivedAt: number): void;
  /** See PollHandle.retime: the safety-net cadence while pushes arrive. */
  retime(intervalMs: number | undefined): void;
  /** Whether pushes keep the entries current now (the screens say 实时 instead of "N s ago"). */
  pushed(): boolean;
  setPushed(on: boolean): void;
}

export function createIdSetPoll<Id, Entry, Response>(
  scheduler: Scheduler,
  options: IdSetPollOptions<Id, Entry, Response>,
): IdSetPoll<Id, Entry> {
  const { key, debounceMs = ID_SET_DEBOUNCE_MS, fetch, entries, merge, ...pollOptions } = options;
  const empty: IdSetData<Id, Entry> = { entries: new Map(), cursors: new Map() };
  const wanted = new Map<Id, number>();
  let applied: ReadonlySet<Id> = new Set();
  const entries$ = new BehaviorSubject<ReadonlyMap<Id, Entry>>(empty.entries);
  const ids$ = new BehaviorSubject<ReadonlySet<Id>>(applied);
  let pushedNow = false;
  let running: Subscription | undefined;
  let cancelDebounce: Cancel | undefined;

  const handle: PollHandle<IdSetData<Id, Entry>> = scheduler.poll(
    key,
    async ({ signal, startedAt, previous }) => {
      const ids = [...applied];
      if (ids.length === 0) return previous ?? empty;
      const since = oldestCursor(previous?.cursors, ids);
      const response = await fetch(ids, { signal, startedAt, since });
      // Merge into the data as it is now: ids may have left while the request was out.
      const current = handle.peek().data ?? empty;
      const merged = mergeEntries(current.entries, entries(response));
      const cursors = new Map(current.cursors);
      for (const id of ids) if (applied.has(id)) cursors.set(id, startedAt);
      return { entries: merged, cursors };
    },
    pollOptions,
  );

  /** The entries with these joined (merged, structurally shared); the same map when none changed. */
  function mergeEntries(
    current: ReadonlyMap<Id, Entry>,
    incoming: Iterable<readonly [Id, Entry]>,
  ): ReadonlyMap<Id, Entry> {
    let next: Map<Id, Entry> | undefined;
    for (const [id, entry] of incoming) {
      if (!applied.has(id)) continue;
      const prev = (next ?? current).get(id);
      const shared = replaceEqualDeep(prev, merge ? merge(prev, entry) : entry);
      if (shared === prev) continue;
      next ??= new Map(current);
      next.set(id, shared);
    }
    return next ?? current;
  }

  function publish(data: IdSetData<Id, Entry>): void {
    if (data.entries !== entries$.getValue()) entries$.next(data.entries);
  }

  function apply(): void {
    cancelDebounce = undefined;
    const next = new Set<Id>();
    for (const [id, count] of wanted) if (count > 0) next.add(id);
    const left = [...applied].filter((id) => !next.has(id));
    const joined = [...next].some((id) => !applied.has(id));
    applied = next;
    if (left.length > 0 || joined) ids$.next(applied);
    if (left.length > 0) {
      handle.mutate((data) => {
        if (!data) return data;
        const kept = new Map(data.entries);
        const cursors = new Map(data.cursors);
        for (const id of left) {
          kept.delete(id);
          cursors.delete(id);
        }
        return { entries: kept, cursors };
      });
      publish(handle.peek().data ?? empty);
    }
    if (next.size === 0) {
      running?.unsubscribe();
      running = undefined;
    } else if (!running) {
      running = handle.data$.subscribe(publish);
    }
  }

  function changed(): void {
    cancelDebounce?.();
    cancelDebounce = scheduler.clock.after(debounceMs, apply);
  }

  return {
    key,
    watch(ids) {
      const list = [...new Set(ids)];
      for (const id of list) wanted.set(id, (wanted.get(id) ?? 0) + 1);
      changed();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        for (const id of list) {
          const count = (wanted.get(id) ?? 0) - 1;
          if (count > 0) wanted.set(id, count);
          else wanted.delete(id);
        }
        changed();
      };
    },
    entries$: entries$.asObservable(),
    entry$: (id) =>
      entries$.pipe(
        map((all) => all.get(id)),
        distinctUntilChanged(),
      ),
    ids: () => applied,
    peek: () => handle.peek(),
    ids$: ids$.asObservable(),
    receive(incoming) {
      const current = handle.peek().data ?? empty;
      const merged = mergeEntries(current.entries, incoming);
      if (merged === current.entries) return;
      handle.mutate((data) => ({ entries: merged, cursors: data?.cursors ?? empty.cursors }));
      publish(handle.peek().data ?? empty);
    },
    refresh: () => handle.invalidate(),
    seedFresh: (receivedAt) => handle.seed(handle.peek().data ?? empty, receivedAt),
    retime: (intervalMs) => handle.retime(intervalMs),
    pushed: () => pushedNow,
    setPushed: (on) => {
      pushedNow = on;
    },
  };
}

function oldestCursor<Id>(
  cursors: ReadonlyMap<Id, number> | undefined,
  ids: readonly Id[],
): number | undefined {
  let oldest: number | undefined;
  for (const id of ids) {
    const cursor = cursors?.get(id);
    if (cursor === undefined) return undefined;
    if (oldest === undefined || cursor < oldest) oldest = cursor;
  }
  return oldest;
}
