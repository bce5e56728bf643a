import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import type { VirtuosoHandle } from 'react-virtuoso';
import type { ListSlice, Sport } from '@entities/match';
import { listMemory, type ListMemory, type ListView, type RememberedList } from './listMemory';

/**
 * The list this page showed at the current history entry, when the fan comes back to it (a back or
 * forward: the router's POP); undefined on a fresh visit. Read once, when the page mounts.
 */
export function useRememberedList(
  sport: Sport,
  memory: ListMemory = listMemory,
): RememberedList | undefined {
  const navigationType = useNavigationType();
  const { key: entry } = useLocation();
  const [back] = useState(() =>
    navigationType === NavigationType.Pop ? memory.recall(sport, entry) : undefined,
  );
  return back;
}

export interface ShownList {
  sport: Sport;
  view: ListView;
  /** The list's store key. */
  key: string;
  list: ListSlice;
}

/**
 * When the page unmounts (the fan opens a match, or another tab), keeps the list it shows, its pages
 * and Virtuoso's snapshot for a way back to this history entry. Nothing worth keeping (no rows, an
 * error) forgets what the entry held.
 */
export function useRememberOnLeave(
  shown: ShownList,
  virtuoso: RefObject<VirtuosoHandle | null>,
  memory: ListMemory = listMemory,
): void {
  const { key: entry } = useLocation();
  const latest = useRef({ ...shown, entry });
  useLayoutEffect(() => {
    latest.current = { ...shown, entry };
  });
  // A layout cleanup: it runs before the list below lets go of its handle.
  useLayoutEffect(
    () => () => {
      const { sport, view, key, list, entry: left } = latest.current;
      const handle = virtuoso.current;
      if (!handle || list.status !== 'ready' || list.ids.length === 0) {
        memory.forgetEntry(left);
        return;
      }
      const { ids, pageNo, hasMore } = list;
      handle.getState((scroll) =>
        memory.remember({ sport, key, entry: left, view, ids, pageNo, hasMore, scroll }),
      );
    },
    [virtuoso, memory],
  );
}
