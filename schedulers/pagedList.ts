/**
 * One paged list — the primitive every list screen pages with (issue 17 §3): the first page on
 * start, the next one when the reader reaches the end, pull to refresh, a retry of the page that
 * failed (its cursor kept), every request cancelled when the screen leaves, and an answer overtaken
 * by a newer request dropped. Cursors are whatever the endpoint pages by: a page number, the last
 * id shown, a time. Framework-free; `usePagedList` (src/shared/paging) is the React face.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import type { Clock } from './clock';
import { POLL_TIMEOUT_MS } from './timings';

/** One page's answer: its items, and the cursor of the next page (null: this was the last). */
export interface Page<Item, Cursor> {
  items: readonly Item[];
  next: Cursor | null;
}

export interface PagedListOptions<Item, Cursor> {
  /** The first page's cursor. */
  first: Cursor;
  fetchPage: (cursor: Cursor, context: { signal: AbortSignal }) => Promise<Page<Item, Cursor>>;
  /** Items already shown are not shown twice (a page that shifted under an insert). */
  keyOf: (item: Item) => string | number;
  /** A request is abandoned (and fails) after this long. Default POLL_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Where to start instead of the first page: a list shown before (a back to it). */
  restore?: PagedListSnapshot<Item, Cursor>;
}

/** What a screen shows. */
export interface PagedListState<Item> {
  readonly items: readonly Item[];
  /** The first page: idle before start, loading, ready (items shown), or error (nothing to show). */
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  /** A pull to refresh is under way (the items stay). */
  readonly refreshing: boolean;
  readonly loadingMore: boolean;
  readonly hasMore: boolean;
  /** Why the first page (or a refresh) failed; null otherwise. */
  readonly error: unknown;
  /** Why the next page failed: paging waits for `retry`. */
  readonly moreError: unknown;
  /** How many pages the items came from. */
  readonly pages: number;
}

/** Everything needed to show the same list again without a request. */
export interface PagedListSnapshot<Item, Cursor> {
  items: readonly Item[];
  next: Cursor | null;
  /** How many pages they came from (1 when not known). */
  pages?: number;
}

/** Its methods are plain functions (no `this`): a screen hands them to buttons as they are. */
export interface PagedList<Item, Cursor> {
  readonly state$: Observable<PagedListState<Item>>;
  readonly peek: () => PagedListState<Item>;
  /** Loads the first page (once; later calls do nothing). Settles when the answer is in. */
  readonly start: () => Promise<void>;
  /** Loads the first page again; the items stay until it answers, and stay if it fails. */
  readonly refresh: () => Promise<void>;
  /** Loads the next page, unless one is on its way, the last was failed or there is none. */
  readonly loadMore: () => Promise<void>;
  /** Asks again for what failed: the first page, or the next one. */
  readonly retry: () => Promise<void>;
  /** Adds items that appeared meanwhile (a kick-off joining the live view) after those shown. */
  readonly append: (items: readonly Item[]) => void;
  /** Takes items away (deleted on the server); the cursor stays where it was. */
  readonly remove: (drop: (item: Item) => boolean) => void;
  /** The items and the next cursor, for a screen that comes back to this list. */
  readonly snapshot: () => PagedListSnapshot<Item, Cursor>;
  /** Cancels what is on its way and stops; the screen has left. */
  readonly dispose: () => void;
}

const INITIAL: PagedListState<never> = {
  items: [],
  status: 'idle',
  refreshing: false,
  loadingMore: false,
  hasMore: true,
  error: null,
  moreError: null,
  pages: 0,
};

/** Makes a paged list that times its requests on `clock` (the scheduler's, so tests own time). */
export function createPagedList<Item, Cursor>(
  options: PagedListOptions<Item, Cursor>,
  clock: Clock,
): PagedList<Item, Cursor> {
  const restored = options.restore;
  const state = new BehaviorSubject<PagedListState<Item>>(
    restored
      ? {
          ...INITIAL,
          items: restored.items,
          status: 'ready',
          hasMore: restored.next !== null,
          pages: restored.pages ?? 1,
        }
      : INITIAL,
  );
  let next: Cursor | null = restored ? restored.next : options.first;
  let started = restored !== undefined;
  let disposed = false;
  // Each request bumps the generation: an answer for an older one is dropped.
  let generation = 0;
  let inFlight: AbortController | undefined;

  const set = (patch: Partial<PagedListState<Item>>) => {
    if (!disposed) state.next({ ...state.value, ...patch });
  };

  function request(cursor: Cursor): { done: Promise<Page<Item, Cursor>>; mine: number } {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const mine = ++generation;
    const timeoutMs = options.timeoutMs ?? POLL_TIMEOUT_MS;
    const done = new Promise<Page<Item, Cursor>>((resolve, reject) => {
      const cancelTimer = clock.after(timeoutMs, () => {
        // The timeout is the reason, said before the abort below says "cancelled".
        reject(new PageTimeoutError(timeoutMs));
        controller.abort();
      });
      // Cancelled (overtaken, or the screen left): settle now, whatever the fetch does with it.
      controller.signal.addEventListener(
        'abort',
        () => {
          cancelTimer();
          reject(new PageCancelledError());
        },
        { once: true },
      );
      options.fetchPage(cursor, { signal: controller.signal }).then(
        (page) => {
          cancelTimer();
          resolve(page);
        },
        (error: unknown) => {
          cancelTimer();
          // The fetch's own failure, passed on as it is (an ApiError, usually).
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
    return { done, mine };
  }

  const current = (mine: number) => !disposed && mine === generation;

  function merge(items: readonly Item[], page: readonly Item[]): readonly Item[] {
    const seen = new Set(items.map(options.keyOf));
    const fresh = page.filter((item) => !seen.has(options.keyOf(item)));
    return fresh.length === 0 ? items : [...items, ...fresh];
  }

  function loadFirst(mode: 'initial' | 'refresh'): Promise<void> {
    if (mode === 'initial') set({ status: 'loading', error: null, moreError: null });
    else set({ refreshing: true, error: null });
    const { done, mine } = request(options.first);
    return done.then(
      (page) => {
        if (!current(mine)) return;
        next = page.next;
        set({
          items: merge([], page.items),
          status: 'ready',
          refreshing: false,
          loadingMore: false,
          hasMore: page.next !== null,
          error: null,
          moreError: null,
          pages: 1,
        });
      },
      (error: unknown) => {
        if (!current(mine)) return;
        // A failed refresh keeps the rows on screen; only an empty list turns into the error state.
        const hasRows = state.value.items.length > 0;
        set({ status: hasRows ? 'ready' : 'error', refreshing: false, loadingMore: false, error });
      },
    );
  }

  function loadNext(): Promise<void> {
    const cursor = next;
    if (cursor === null) return Promise.resolve();
    set({ loadingMore: true, moreError: null });
    const { done, mine } = request(cursor);
    return done.then(
      (page) => {
        if (!current(mine)) return;
        next = page.next;
        set({
          items: merge(state.value.items, page.items),
          loadingMore: false,
          hasMore: page.next !== null,
          pages: state.value.pages + 1,
        });
      },
      (error: unknown) => {
        if (!current(mine)) return;
        set({ loadingMore: false, moreError: error });
      },
    );
  }

  return {
    state$: state.asObservable(),
    peek: () => state.value,
    start: () => {
      if (started || disposed) return Promise.resolve();
      started = true;
      return loadFirst('initial');
    },
    refresh: () => (disposed ? Promise.resolve() : loadFirst('refresh')),
    loadMore: () => {
      const s = state.value;
      if (disposed || s.status !== 'ready' || s.loadingMore || s.refreshing)
        return Promise.resolve();
      if (!s.hasMore || s.moreError !== null) return Promise.resolve();
      return loadNext();
    },
    retry: () => {
      if (disposed) return Promise.resolve();
      const s = state.value;
      started = true;
      if (s.status === 'error' || s.status === 'idle') return loadFirst('initial');
      if (s.moreError !== null) return loadNext();
      return Promise.resolve();
    },
    append: (items) => {
      const merged = merge(state.value.items, items);
      if (merged !== state.value.items) set({ items: merged });
    },
    remove: (drop) => {
      const items = state.value.items.filter((item) => !drop(item));
      if (items.length !== state.value.items.length) set({ items });
    },
    snapshot: () => ({ items: state.value.items, next, pages: state.value.pages }),
    dispose: () => {
      if (disposed) return;
      disposed = true;
      generation += 1;
      inFlight?.abort();
      state.complete();
    },
  };
}

/** A page that did not answer in time. */
export class PageTimeoutError extends Error {
  constructor(ms: number) {
    super(`a page did not answer within ${ms} ms`);
    this.name = 'PageTimeoutError';
  }
}

/** A page request given up on purpose: overtaken by a newer one, or the screen left. */
export class PageCancelledError extends Error {
  constructor() {
    super('the page request was cancelled');
    this.name = 'PageCancelledError';
  }
}
