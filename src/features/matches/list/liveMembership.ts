import type { MatchItem } from '@contracts/sportdata/matches';
import { listOf, upsertMatches } from '@entities/match';
import { after, appScheduler, type Scheduler } from '@schedulers';
import { fetchMatchPage } from '../api';
import { appendToList } from './loadList';
import { argsOf } from './listQuery';
import { listKey, type ListQuery } from './listQuery';
import { LIVE_LIST_REFRESH_MS } from './timings';

export interface LiveMembershipDeps {
  scheduler: Scheduler;
  fetchPage: typeof fetchMatchPage;
}

const browserDeps: LiveMembershipDeps = { scheduler: appScheduler, fetchPage: fetchMatchPage };

/**
 * Adds the matches the live view does not show yet, after the ones it shows, in the server's order
 * (kick-off time). Rows already there stay where they are, even once finished: nothing moves under
 * the fan's finger; pull to refresh tidies the view.
 */
export function appendNewMembers(query: ListQuery, items: ReadonlyArray<MatchItem>): void {
  const list = listOf(listKey(query));
  if (list.status !== 'ready') return;
  const shown = new Set(list.ids);
  const fresh = items.filter((m) => !shown.has(m.matchId));
  if (fresh.length === 0) return;
  // Only the new rows: scores of rows already shown come through the live pipeline (spoiler delay,
  // goal tips and alerts); writing them here would get ahead of it and swallow its goal alerts.
  upsertMatches(fresh);
  appendToList(
    query,
    fresh.map((m) => m.matchId),
  );
}

/**
 * While the live view (进行中) is open, a scheduler poll asks once a LIVE_LIST_REFRESH_MS which
 * matches are in play (the pages the view has loaded), so a match that kicks off joins it. Scores in
 * between come from the live-score poll. The first ask waits one period: entering the view has just
 * loaded its first page. Like every poll it pauses while the page is hidden or the device offline.
 */
export function watchLiveMembership(
  query: ListQuery,
  deps: LiveMembershipDeps = browserDeps,
): () => void {
  const key = listKey(query);
  const handle = deps.scheduler.poll<MatchItem[]>(
    `matches:live-members:${key}`,
    async ({ signal }) => {
      const items: MatchItem[] = [];
      const pages = Math.max(1, listOf(key).pageNo);
      for (let pageNo = 1; pageNo <= pages; pageNo += 1) {
        const page = await deps.fetchPage(argsOf(query, pageNo), signal);
        items.push(...page.list);
        if (!page.hasMore) break;
      }
      return items;
    },
    // A failed ask waits for the next period: the view keeps what it shows.
    { intervalMs: LIVE_LIST_REFRESH_MS, retry: false },
  );
  let subscription: { unsubscribe(): void } | undefined;
  const cancelStart = after(LIVE_LIST_REFRESH_MS, () => {
    subscription = handle.data$.subscribe((items) => appendNewMembers(query, items));
  });
  return () => {
    cancelStart();
    subscription?.unsubscribe();
  };
}
