import { useCallback, useEffect, useRef, useState } from 'react';
import type { Message } from '@contracts/messages';
import { MESSAGE_TOAST_MS } from '@schedulers';
import { showToast } from '@shared/overlays';
import { fetchMessagePage } from './api';
import { failureMessage } from './failures';
import { refreshNewMessages } from './poll';

export interface MessagePages {
  items: readonly Message[];
  /** The first page is on its way. */
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  /** The last page asked for failed: paging stopped until a retry. */
  error: string | null;
  loadMore: () => void;
  retry: () => void;
  remove: (ids: ReadonlySet<number>) => void;
}

/**
 * One list's pages (issue 9 item 6): the first on open, the next as the reader reaches the end. A
 * failure shows the server's errorMsg or the system-error text for 1500 ms and stops paging
 * (calls-errors-spec §8); a retry asks for the same page again. Reading a page marks it read on
 * the server, so the new-message count is asked again.
 */
export function useMessagePages(subType: number): MessagePages {
  const [items, setItems] = useState<readonly Message[]>([]);
  const [next, setNext] = useState(1);
  const [hasMore, setHasMore] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const lastId = items.at(-1)?.id ?? null;
  const load = useCallback(
    (pageNo: number, beforeId: number | null) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setBusy(true);
      setError(null);
      fetchMessagePage(subType, pageNo, pageNo > 1 ? beforeId : null, abort.signal).then(
        (page) => {
          if (abort.signal.aborted) return;
          setItems((list) => {
            const seen = new Set(list.map((m) => m.id));
            return [...list, ...page.list.filter((m) => !seen.has(m.id))];
          });
          setNext(pageNo + 1);
          setHasMore(page.hasMore);
          setBusy(false);
          if (page.list.some((m) => !m.read)) refreshNewMessages();
        },
        (failure: unknown) => {
          if (abort.signal.aborted) return;
          const message = failureMessage(failure);
          setError(message);
          setBusy(false);
          void showToast(message, MESSAGE_TOAST_MS);
        },
      );
    },
    [subType],
  );

  useEffect(() => {
    load(1, null);
    return () => controller.current?.abort();
  }, [load]);

  const loadMore = useCallback(() => {
    if (!busy && hasMore && error === null && next > 1) load(next, lastId);
  }, [busy, hasMore, error, next, load, lastId]);
  const retry = useCallback(() => load(next, lastId), [load, next, lastId]);
  // Everything shown was deleted while more remain: there is no end to scroll to, so go on.
  useEffect(() => {
    if (items.length === 0 && next > 1) loadMore();
  }, [items.length, next, loadMore]);
  const remove = useCallback(
    (ids: ReadonlySet<number>) => setItems((list) => list.filter((m) => !ids.has(m.id))),
    [],
  );
  return {
    items,
    loading: busy && next === 1,
    loadingMore: busy && next > 1,
    hasMore,
    error,
    loadMore,
    retry,
    remove,
  };
}
