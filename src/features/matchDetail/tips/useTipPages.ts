import { useCallback, useEffect, useRef, useState } from 'react';
import type { TipItem, TipSort, TipsPage } from '@contracts/matchcenter';
import { errorText, useDetailJob, type DetailJobView } from '../useDetailJob';
import { fetchTipsPage, type TipsMatchType } from './api';
import { joinPages } from './rules';

export interface TipPagesView {
  /** The first page as a scheduler job: its loading, error and retry are the tab's. */
  first: DetailJobView<TipsPage>;
  /** Every loaded page's items, in order, each once. */
  items: TipItem[];
  hasMore: boolean;
  loadingMore: boolean;
  /** The last "load more" failed: the button offers a retry. */
  moreError: string | null;
  loadMore: () => void;
}

interface MorePages {
  /** The first page these follow: a new first page (sort switch, retry) starts over. */
  base: TipsPage | undefined;
  pages: TipsPage[];
  loading: boolean;
  error: string | null;
}

/**
 * React: the tips of a match, sorted, page by page. Page 1 is a scheduler job (cached while the
 * page is open, never polled: experts publish before kick-off, so nothing changes in play); later
 * pages are asked on demand, and an ask in flight is cancelled when the first page changes or the
 * tab unmounts.
 */
export function useTipPages(
  matchId: number,
  matchType: TipsMatchType,
  sort: TipSort,
): TipPagesView {
  const first = useDetailJob(
    `tips:queryPlanAndJdByMatchId:${matchId}:${matchType}:${sort}`,
    (signal) => fetchTipsPage(matchId, matchType, sort, 1, signal),
    { live: false },
  );
  const base = first.data;
  const [stored, setMore] = useState<MorePages>({
    base: undefined,
    pages: [],
    loading: false,
    error: null,
  });
  const more: MorePages =
    stored.base === base ? stored : { base, pages: [], loading: false, error: null };
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => {
    inFlight.current?.abort();
    inFlight.current = null;
  }, [base]);
  useEffect(() => () => inFlight.current?.abort(), []);

  const last = more.pages.at(-1) ?? base;
  const hasMore = last?.hasMore ?? false;
  const loadMore = useCallback(() => {
    if (!base || !last?.hasMore || more.loading) return;
    const controller = new AbortController();
    inFlight.current?.abort();
    inFlight.current = controller;
    const settle = (change: (m: MorePages) => MorePages) =>
      setMore((m) => (m.base === base ? change(m) : m));
    setMore({ base, pages: more.pages, loading: true, error: null });
    fetchTipsPage(matchId, matchType, sort, last.pageNo + 1, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) settle((m) => ({ ...m, loading: false }));
        else settle((m) => ({ ...m, pages: [...m.pages, page], loading: false }));
      },
      (error: unknown) => {
        const aborted = controller.signal.aborted;
        settle((m) => ({ ...m, loading: false, error: aborted ? null : errorText(error) }));
      },
    );
  }, [base, last, more.loading, more.pages, matchId, matchType, sort]);

  return {
    first,
    items: base ? joinPages([base, ...more.pages]) : [],
    hasMore,
    loadingMore: more.loading,
    moreError: more.error,
    loadMore,
  };
}
