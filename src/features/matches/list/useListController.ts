import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { ListRange } from 'react-virtuoso';
import { useShallow } from 'zustand/react/shallow';
import { beijingDate, shiftDate } from '@domain/time';
import { canStillChange, useList, useMatchesStore, type Sport } from '@entities/match';
import { serverNow } from '@shared/http';
import { showToast } from '@shared/overlays';
import { useTabSettings } from '../settings';
import type { RememberedList } from './listMemory';
import { loadFirstPage, loadNextPage, releaseList, restorePages } from './loadList';
import { listKey, type ListQuery, type ListState } from './listQuery';
import { watchLiveMembership } from './liveMembership';
import { stillInPlay } from './liveView';
import { takeSeededList } from './seededLists';

/** Rows kept in the live poll beyond the ones on screen, so a short scroll finds fresh scores. */
const LIVE_OVERSCAN = 5;

/** Whether a left list can come back as it was: the store still holds every one of its matches. */
function canRestore(back: RememberedList, key: string): boolean {
  const { byId } = useMatchesStore.getState();
  return back.key === key && back.ids.length > 0 && back.ids.every((id) => byId[id] !== undefined);
}

/**
 * The state of one list screen: which list (state tab, day, game tab, odds company from the tab's
 * settings), loading it, paging, refreshing, and which of its matches the live poll should watch.
 * `back` is the list the fan left from this history entry, when they come back to it.
 */
export function useListController(
  sport: Sport,
  state: ListState,
  dayOffset: number,
  game: number,
  back?: RememberedList,
) {
  const settings = useTabSettings(sport, game);
  const serverToday = useMatchesStore((s) => s.serverToday);
  const [fallbackToday] = useState(() => beijingDate(serverNow()));
  const today = serverToday ?? fallbackToday;
  const query = useMemo<ListQuery>(
    () => ({
      sport,
      state,
      date: dayOffset === 0 ? null : shiftDate(today, dayOffset),
      game,
      oddsCompany: settings.provider.oddsCompany,
    }),
    [sport, state, dayOffset, today, game, settings.provider.oddsCompany],
  );
  const key = listKey(query);
  const list = useList(key);

  // Back to a left list: its pages and place come back, with no request (the live poll keeps its
  // rows fresh). Another tab or day afterwards starts at the top, even back on this list.
  const [restoring, setRestoring] = useState(() =>
    back && canRestore(back, key) ? back : undefined,
  );
  if (restoring && restoring.key !== key) setRestoring(undefined);
  // Before paint: a page answer that landed after the fan left must not show first.
  useLayoutEffect(() => {
    if (restoring) restorePages(restoring.key, restoring);
  }, [restoring]);

  // Entering a list: load it, or (seen before) show it at once and refresh it quietly; the list the
  // page brought (seeded, the server's render) is as fresh as a load. Leaving it (another tab or
  // day, or the screen) cancels whatever it still waits for.
  useEffect(() => {
    if (restoring?.key !== key && !takeSeededList(key)) {
      const seen = useMatchesStore.getState().lists[key];
      void loadFirstPage(query, seen?.status === 'ready' ? 'quiet' : 'initial');
    }
    return () => releaseList(key);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the query: once per list entered
  }, [key]);

  // The live view learns of kick-offs while it is open.
  useEffect(
    () => (query.state === 'live' ? watchLiveMembership(query) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the query: one watch per list
    [key],
  );

  const retry = useCallback(() => void loadFirstPage(query, 'initial'), [query]);
  const refresh = useCallback(() => {
    void loadFirstPage(query, 'refresh').then((ok) => {
      if (!ok) void showToast('刷新失败，请检查网络后重试');
    });
  }, [query]);
  const loadMore = useCallback(() => void loadNextPage(query), [query]);

  const [range, setRange] = useState<ListRange>({ startIndex: 0, endIndex: 0 });
  const onRangeChange = useCallback((next: ListRange) => {
    setRange((prev) =>
      prev.startIndex === next.startIndex && prev.endIndex === next.endIndex ? prev : next,
    );
  }, []);

  // The rows shown: the 进行中 view lets a match go once it is no longer in play.
  const ids = useMatchesStore(
    useShallow((s) => (query.state === 'live' ? stillInPlay(list.ids, s.byId) : list.ids)),
  );

  // The matches on screen (plus a few) that can still change: finished ones are not polled. The
  // range is of the rows shown, so it slices those.
  const from = Math.max(0, range.startIndex - LIVE_OVERSCAN);
  const to = range.endIndex + LIVE_OVERSCAN + 1;
  const liveIds = useMatchesStore(
    useShallow((s) =>
      ids.slice(from, to).filter((id) => {
        const match = s.byId[id];
        return match !== undefined && canStillChange(match);
      }),
    ),
  );

  return {
    query,
    key,
    list,
    /** The list's rows as shown (the 进行中 view without the matches that ended). */
    ids,
    today,
    retry,
    refresh,
    loadMore,
    onRangeChange,
    liveIds,
    /** Virtuoso's snapshot to start the list from (a way back), else undefined: the top. */
    restoreScroll: restoring?.scroll,
  };
}
