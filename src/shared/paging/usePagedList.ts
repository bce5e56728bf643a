import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  appScheduler,
  createPagedList,
  type PagedList,
  type PagedListOptions,
  type PagedListState,
} from '@schedulers';

export interface PagedListView<Item, Cursor> extends PagedListState<Item> {
  loadMore: () => void;
  retry: () => void;
  refresh: () => Promise<void>;
  remove: (drop: (item: Item) => boolean) => void;
  /** The list itself (for a snapshot when the screen is left). */
  list: PagedList<Item, Cursor>;
}

/**
 * React's face of the paged-list primitive (schedulers/pagedList.ts): a list per `deps` (a new
 * list — another tab, another day — starts from its first page), started on mount, cancelled on
 * unmount. Every list screen pages through this one hook.
 */
export function usePagedList<Item, Cursor>(
  options: () => PagedListOptions<Item, Cursor>,
  deps: readonly unknown[],
): PagedListView<Item, Cursor> {
  // The options are read when deps change, as useMemo's factory: a new list per deps.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- deps are the caller's, by design
  const list = useMemo(() => createPagedList(options(), appScheduler.clock), deps);
  const [subscribe] = useState(() => (l: PagedList<Item, Cursor>) => (onChange: () => void) => {
    const sub = l.state$.subscribe(onChange);
    return () => sub.unsubscribe();
  });
  const state = useSyncExternalStore(
    useMemo(() => subscribe(list), [subscribe, list]),
    list.peek,
    list.peek,
  );
  useEffect(() => {
    void list.start(); // never rejects: a failure lands in the state
    return () => list.dispose();
  }, [list]);
  return {
    ...state,
    loadMore: () => void list.loadMore(),
    retry: () => void list.retry(),
    refresh: list.refresh,
    remove: list.remove,
    list,
  };
}
