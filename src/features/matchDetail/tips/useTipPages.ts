import { useState } from 'react';
import type { TipItem, TipSort } from '@contracts/matchcenter';
import { usePagedList, type PagedListView } from '@shared/paging';
import { fetchTipsPage, type TipsMatchType } from './api';
import { tipKey } from './rules';

/** How many of each kind the match has, from the first page's answer. */
export interface TipTotals {
  planTotal: number;
  jdTotal: number;
}

export interface TipPagesView extends PagedListView<TipItem, number> {
  totals: TipTotals | null;
}

/**
 * React: the tips of a match, sorted, page by page, on the paged-list primitive: another sort starts
 * over from its first page, a page asked when the tab leaves is cancelled. Nothing polls: experts
 * publish before kick-off, so nothing changes in play.
 */
export function useTipPages(
  matchId: number,
  matchType: TipsMatchType,
  sort: TipSort,
): TipPagesView {
  const [totals, setTotals] = useState<TipTotals | null>(null);
  const pages = usePagedList<TipItem, number>(
    () => ({
      first: 1,
      keyOf: tipKey,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchTipsPage(matchId, matchType, sort, pageNo, signal);
        if (pageNo === 1) setTotals({ planTotal: page.planTotal, jdTotal: page.jdTotal });
        return { items: page.list, next: page.hasMore ? page.pageNo + 1 : null };
      },
    }),
    [matchId, matchType, sort],
  );
  return { ...pages, totals };
}
