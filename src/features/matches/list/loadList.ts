import type { MatchPage } from '@contracts/sportdata/matches';
import {
  listOf,
  patchList,
  readyList,
  setServerToday,
  upsertMatches,
  type ListSlice,
} from '@entities/match';
import { appScheduler, createPagedList, type PagedList, type PagedListState } from '@schedulers';
import { failureText, isApiError } from '@shared/http';
import { fetchFollowedPage, fetchMatchPage, type MatchPageArgs } from '../api';
import type { LoadedPages } from './listMemory';
import { argsOf, listKey, type ListQuery } from './listQuery';

/**
 * A day's list in the store, paged by the paged-list primitive (schedulers/pagedList.ts): one pager
 * per list key while its screen is open, projected into the store's slice for that key, which the
 * rows, the live poll, the list memory and the 进行中 view's new members read. The first page
 * (initial, pull to refresh, or a quiet refresh when a fan comes back to a list seen before), page
 * after page as the list scrolls, an answer a newer request overtook dropped, and everything on its
 * way cancelled when the screen leaves (`releaseList`).
 */

export type FirstPageMode = 'initial' | 'refresh' | 'quiet';

/** The call behind a list: the day list, or the fan's followed matches. */
export type PageFetcher = (args: MatchPageArgs, signal?: AbortSignal) => Promise<MatchPage>;

export function fetcherOf(query: ListQuery): PageFetcher {
  return query.state === 'followed' ? fetchFollowedPage : fetchMatchPage;
}

/** A followed view asked by a visitor: the page offers login instead of an error. */
export function needsLoginError(error: unknown): boolean {
  return isApiError(error) && error.needsLogin;
}

interface Pager {
  list: PagedList<number, number>;
  /** The call pages are asked with (tests pass their own). */
  fetch: PageFetcher;
  /** A refresh the fan did not ask for: no spinner. */
  quiet: boolean;
}

const pagers = new Map<string, Pager>();

/** The store slice a pager's state shows as. */
function sliceOf(state: PagedListState<number>, quiet: boolean): Partial<ListSlice> {
  return {
    ids: state.items,
    status: state.status,
    error: state.error === null ? null : failureText(state.error),
    needsLogin: needsLoginError(state.error),
    pageNo: state.pages,
    hasMore: state.hasMore,
    loadingMore: state.loadingMore,
    moreError: state.moreError === null ? null : failureText(state.moreError),
    refreshing: state.refreshing && !quiet,
  };
}

function pagerFor(query: ListQuery, fetch: PageFetcher): Pager {
  const key = listKey(query);
  const existing = pagers.get(key);
  // The store forgot the list (reset): its pager is stale with it.
  if (existing && listOf(key).status === 'idle' && existing.list.peek().status !== 'idle')
    releaseList(key);
  else if (existing) {
    existing.fetch = fetch;
    return existing;
  }
  // A list the store holds (seen before, or put back from memory) starts from its rows.
  const held = listOf(key);
  const pager = { fetch, quiet: false } as Pager;
  pager.list = createPagedList<number, number>(
    {
      first: 1,
      keyOf: (id) => id,
      restore:
        held.status === 'ready'
          ? { items: held.ids, next: held.hasMore ? held.pageNo + 1 : null, pages: held.pageNo }
          : undefined,
      fetchPage: async (pageNo, { signal }) => {
        const page = await pager.fetch(argsOf(query, pageNo), signal);
        // Matches are shared by every list: fresh data is worth keeping whoever asked.
        upsertMatches(page.list);
        if (pageNo === 1 && query.date === null && query.state !== 'followed')
          setServerToday(page.date);
        return {
          items: page.list.map((m) => m.matchId),
          next: page.hasMore ? page.pageNo + 1 : null,
        };
      },
    },
    appScheduler.clock,
  );
  pager.list.state$.subscribe((state) => patchList(key, sliceOf(state, pager.quiet)));
  pagers.set(key, pager);
  return pager;
}

/** Loads a list's first page. Resolves false when the request failed (the slice says how). */
export async function loadFirstPage(
  query: ListQuery,
  mode: FirstPageMode,
  fetchPage: PageFetcher = fetcherOf(query),
): Promise<boolean> {
  const pager = pagerFor(query, fetchPage);
  const { list } = pager;
  const state = list.peek();
  if (state.status === 'idle') await list.start();
  else if (state.status === 'error') await list.retry();
  else {
    pager.quiet = mode === 'quiet';
    await list.refresh();
    pager.quiet = false;
  }
  return list.peek().error === null;
}

export async function loadNextPage(
  query: ListQuery,
  fetchPage: PageFetcher = fetcherOf(query),
): Promise<void> {
  const { list } = pagerFor(query, fetchPage);
  await (list.peek().moreError !== null ? list.retry() : list.loadMore());
}

/** Adds matches that joined the list meanwhile (kick-offs in the 进行中 view) after the ones shown. */
export function appendToList(query: ListQuery, ids: readonly number[]): void {
  pagerFor(query, fetcherOf(query)).list.append(ids);
}

/** The screen left: whatever is on its way for this list is cancelled; the store keeps its rows. */
export function releaseList(key: string): void {
  pagers.get(key)?.list.dispose();
  pagers.delete(key);
}

/**
 * Puts back a list's pages as the fan left them (a way back to the list): no request, and any answer
 * still on its way for this list, from before the fan left, is dropped so it cannot replace them.
 */
export function restorePages(key: string, pages: LoadedPages): void {
  releaseList(key);
  patchList(key, readyList(pages.ids, pages.pageNo, pages.hasMore));
}

/** Forgets every list's pager (tests; the store's reset). */
export function releaseAllLists(): void {
  for (const key of [...pagers.keys()]) releaseList(key);
}
