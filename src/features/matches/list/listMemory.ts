import type { StateSnapshot } from 'react-virtuoso';
import type { Sport } from '@entities/match';
import { appScheduler, POLL_CACHE_MS, type Clock } from '@schedulers';
import type { ListState } from './listQuery';

/**
 * Where the fan was in a list when they left its page (for a match page, say): the tabs and day,
 * the pages loaded, and Virtuoso's snapshot (measured row heights and scroll offset). Going back
 * to that history entry puts all of it back without a request, as FotMob does; a fresh visit, a tab
 * or day change and a pull to refresh start at the top as before.
 *
 * One entry per list (store key: sport, state tab, day, game tab, odds company), holding the history
 * entry it was left from, so only a back (or forward) to that very entry restores it.
 *
 * Bounded: the last LIST_MEMORY_SIZE lists, none older than LIST_MEMORY_MS. Age is read through the
 * scheduler's clock when the memory is read or written, so no timer runs for it.
 */

/** The page's choice of list: state tab, day (offset from today) and game tab. */
export interface ListView {
  readonly state: ListState;
  readonly dayOffset: number;
  readonly game: number;
}

/** The loaded pages of a list, as its store slice holds them. */
export interface LoadedPages {
  readonly ids: readonly number[];
  readonly pageNo: number;
  readonly hasMore: boolean;
}

export interface RememberedList extends LoadedPages {
  readonly sport: Sport;
  /** The list's store key (listKey of its query). */
  readonly key: string;
  /** The history entry (router location key) the fan left the list from. */
  readonly entry: string;
  readonly view: ListView;
  readonly scroll: StateSnapshot;
}

/** Lists remembered at most: both sports' lists and a few days or tabs left from. */
export const LIST_MEMORY_SIZE = 6;
/**
 * How long a left list is kept: the scheduler's cache lifetime of stopped jobs' data. Coming back
 * later, the rows would be stale enough to load afresh.
 */
export const LIST_MEMORY_MS = POLL_CACHE_MS;

interface Entry extends RememberedList {
  readonly savedAt: number;
}

export class ListMemory {
  // Insertion order is age order: a list left again moves to the end.
  private readonly entries = new Map<string, Entry>();

  private readonly clock: Pick<Clock, 'now'>;
  private readonly capacity: number;
  private readonly maxAgeMs: number;

  constructor(
    clock: Pick<Clock, 'now'>,
    capacity: number = LIST_MEMORY_SIZE,
    maxAgeMs: number = LIST_MEMORY_MS,
  ) {
    this.clock = clock;
    this.capacity = capacity;
    this.maxAgeMs = maxAgeMs;
  }

  /** Keeps a list the fan is leaving; the oldest one goes when there are too many. */
  remember(list: RememberedList): void {
    const now = this.clock.now();
    // One list per history entry: the one shown last when the fan left it.
    this.forgetEntry(list.entry);
    this.entries.delete(list.key);
    this.entries.set(list.key, { ...list, savedAt: now });
    this.prune(now);
  }

  /** The list this sport's page showed at history entry `entry`, if it is still kept. */
  recall(sport: Sport, entry: string): RememberedList | undefined {
    this.prune(this.clock.now());
    for (const list of this.entries.values())
      if (list.sport === sport && list.entry === entry) return list;
    return undefined;
  }

  /** Drops what the history entry `entry` held (its page was left with nothing to restore). */
  forgetEntry(entry: string): void {
    for (const [key, list] of this.entries) if (list.entry === entry) this.entries.delete(key);
  }

  /** How many lists are kept (after dropping the expired ones). */
  size(): number {
    this.prune(this.clock.now());
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  private prune(now: number): void {
    for (const [key, list] of this.entries)
      if (now - list.savedAt > this.maxAgeMs || list.savedAt > now) this.entries.delete(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(key);
    }
  }
}

/** The app's memory of left lists, on the app scheduler's clock. */
export const listMemory = new ListMemory(appScheduler.clock);

/** Forgets every left list (tests). */
export function forgetListMemory(): void {
  listMemory.clear();
}
