import { isApiError } from '@shared/http';
import type { MatchPage } from '@contracts/sportdata/matches';
import { fetchFollowedPage, fetchMatchPage, type MatchPageArgs } from '../api';
import { listOf, patchList, setServerToday, upsertMatches } from '../store';
import type { LoadedPages } from './listMemory';
import { listKey, MATCH_PAGE_SIZE, MATCH_STATUS_ARG, type ListQuery } from './listQuery';

/**
 * Loading a day's list into the store: the first page (initial, pull to refresh, or a quiet refresh
 * when a fan comes back to a tab), then page after page as the list scrolls. An answer that a newer
 * request for the same list overtook is dropped.
 */

export type FirstPageMode = 'initial' | 'refresh' | 'quiet';

const generation = new Map<string, number>();

function nextGeneration(key: string): number {
  const n = (generation.get(key) ?? 0) + 1;
  generation.set(key, n);
  return n;
}

/**
 * Puts back a list's pages as the fan left them (a way back to the list): no request, and any answer
 * still on its way for this list, from before the fan left, is dropped so it cannot replace them.
 */
export function restorePages(key: string, pages: LoadedPages): void {
  nextGeneration(key);
  patchList(key, {
    ids: pages.ids,
    pageNo: pages.pageNo,
    hasMore: pages.hasMore,
    status: 'ready',
    error: null,
    needsLogin: false,
    loadingMore: false,
    moreError: null,
    refreshing: false,
  });
}

export function messageOf(error: unknown): string {
  return isApiError(error) ? error.message : '加载失败，请稍后重试';
}

/** A followed view asked by a visitor: the page offers login instead of an error. */
export function needsLoginError(error: unknown): boolean {
  return isApiError(error) && error.needsLogin;
}

export function argsOf(query: ListQuery, pageNo: number): MatchPageArgs {
  const state = query.state === 'followed' ? 'all' : query.state;
  return {
    sport: query.sport,
    matchStatus: MATCH_STATUS_ARG[state],
    // In-play matches are today's: the live tab has no date strip.
    date: state === 'live' ? null : query.date,
    game: query.game,
    oddsCompany: query.oddsCompany,
    pageNo,
    pageSize: MATCH_PAGE_SIZE,
  };
}

/** The call behind a list: the day list, or the fan's followed matches. */
export type PageFetcher = (args: MatchPageArgs) => Promise<MatchPage>;

export function fetcherOf(query: ListQuery): PageFetcher {
  return query.state === 'followed' ? fetchFollowedPage : fetchMatchPage;
}

/** Resolves false when the request failed (the list's state says how); never rejects. */
export async function loadFirstPage(
  query: ListQuery,
  mode: FirstPageMode,
  fetchPage: PageFetcher = fetcherOf(query),
): Promise<boolean> {
  const key = listKey(query);
  const mine = nextGeneration(key);
  if (mode === 'initial')
    patchList(key, { status: 'loading', error: null, needsLogin: false, moreError: null });
  else patchList(key, { refreshing: mode === 'refresh' });
  try {
    const page = await fetchPage(argsOf(query, 1));
    if (generation.get(key) !== mine) return true;
    upsertMatches(page.list);
    if (query.date === null && query.state !== 'followed') setServerToday(page.date);
    patchList(key, {
      ids: page.list.map((m) => m.matchId),
      status: 'ready',
      error: null,
      needsLogin: false,
      pageNo: 1,
      hasMore: page.hasMore,
      loadingMore: false,
      moreError: null,
      refreshing: false,
    });
    return true;
  } catch (error) {
    if (generation.get(key) !== mine) return true;
    // A failed refresh keeps the rows on screen; only an empty list turns into the error state.
    const hasRows = listOf(key).ids.length > 0;
    patchList(key, {
      status: hasRows ? 'ready' : 'error',
      error: messageOf(error),
      needsLogin: needsLoginError(error),
      refreshing: false,
      loadingMore: false,
    });
    return false;
  }
}

export async function loadNextPage(
  query: ListQuery,
  fetchPage: PageFetcher = fetcherOf(query),
): Promise<void> {
  const key = listKey(query);
  const list = listOf(key);
  if (list.status !== 'ready' || !list.hasMore || list.loadingMore || list.refreshing) return;
  const mine = generation.get(key) ?? 0;
  patchList(key, { loadingMore: true, moreError: null });
  try {
    const page = await fetchPage(argsOf(query, list.pageNo + 1));
    if (generation.get(key) !== mine) return;
    upsertMatches(page.list);
    const seen = new Set(list.ids);
    // Matches move between pages while the day is played (live first): never show one twice.
    const fresh = page.list.map((m) => m.matchId).filter((id) => !seen.has(id));
    patchList(key, {
      ids: [...listOf(key).ids, ...fresh],
      pageNo: page.pageNo,
      hasMore: page.hasMore,
      loadingMore: false,
    });
  } catch (error) {
    if (generation.get(key) !== mine) return;
    patchList(key, { loadingMore: false, moreError: messageOf(error) });
  }
}
