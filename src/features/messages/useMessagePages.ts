import { useCallback, useEffect, useRef } from 'react';
import type { Message } from '@contracts/messages';
import { showToast } from '@shared/overlays';
import { usePagedList } from '@shared/paging';
import { fetchMessagePage } from './api';
import { failureMessage } from './failures';
import { refreshNewMessages } from './poll';
import { MESSAGE_TOAST_MS } from './timings';

export interface MessagePages {
  items: readonly Message[];
  /** The first page is on its way. */
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  /** The first page failed (nothing to show). */
  error: unknown;
  /** The next page failed: paging stopped until a retry. */
  moreError: unknown;
  loadMore: () => void;
  retry: () => void;
  remove: (ids: ReadonlySet<number>) => void;
}

/** Where the next page starts: its number, and the last id shown (deletes do not shift it). */
interface Cursor {
  pageNo: number;
  beforeId: number | null;
}

/**
 * One list's pages (issue 9 item 6) on the paged-list primitive: the first on open, the next as the
 * reader reaches the end. A failure shows the server's errorMsg or the system-error text for 1500 ms
 * and stops paging (calls-errors-spec §8); a retry asks for the same page again. Reading a page
 * marks it read on the server, so the new-message count is asked again.
 */
export function useMessagePages(subType: number): MessagePages {
  const pages = usePagedList<Message, Cursor>(
    () => ({
      first: { pageNo: 1, beforeId: null },
      keyOf: (m) => m.id,
      fetchPage: async ({ pageNo, beforeId }, { signal }) => {
        const page = await fetchMessagePage(subType, pageNo, beforeId, signal);
        if (page.list.some((m) => !m.read)) refreshNewMessages();
        const last = page.list.at(-1)?.id ?? beforeId;
        return {
          items: page.list,
          next: page.hasMore ? { pageNo: pageNo + 1, beforeId: last } : null,
        };
      },
    }),
    [subType],
  );

  // Each failure is told once, as it happens.
  const told = useRef<unknown>(null);
  const failure = pages.error ?? pages.moreError;
  useEffect(() => {
    if (failure === null || failure === told.current) return;
    told.current = failure;
    void showToast(failureMessage(failure), MESSAGE_TOAST_MS);
  }, [failure]);

  const { remove: removeWhere, loadMore } = pages;
  const remove = useCallback(
    (ids: ReadonlySet<number>) => removeWhere((m) => ids.has(m.id)),
    [removeWhere],
  );
  // Everything shown was deleted while more remain: there is no end to scroll to, so go on.
  const empty = pages.items.length === 0 && pages.status === 'ready' && pages.hasMore;
  useEffect(() => {
    if (empty) loadMore();
  }, [empty, loadMore]);

  return {
    items: pages.items,
    loading: pages.status === 'loading' || pages.status === 'idle',
    loadingMore: pages.loadingMore,
    hasMore: pages.hasMore,
    error: pages.error,
    moreError: pages.moreError,
    loadMore: pages.loadMore,
    retry: pages.retry,
    remove,
  };
}
