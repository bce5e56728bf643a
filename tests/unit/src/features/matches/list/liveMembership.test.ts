// Pins the live view (进行中) learning of kick-offs while open: no extra ask on entering, then one ask
// a minute over the pages it has loaded; new matches are appended, shown rows stay put, a failure
// keeps the view, and hiding the page pauses the asks.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchPage } from '@contracts/sportdata/matches';
import { ApiError } from '@shared/http';
import type { MatchPageArgs } from '@features/matches/api';
import { loadFirstPage, loadNextPage } from '@features/matches/list/loadList';
import { listKey, type ListQuery } from '@features/matches/list/listQuery';
import { appendNewMembers, watchLiveMembership } from '@features/matches/list/liveMembership';
import {
  listOf,
  patchList,
  resetMatchesStore,
  upsertMatches,
  useMatchesStore,
} from '@entities/match/store';
import { installSchedulerKit, type SchedulerKit } from '../../../../../kit/schedulerKit';
import { matchItem, page } from '../../../entities/match/fixtures';
import { LIVE_LIST_REFRESH_MS } from '../../../../../../src/features/matches/list/timings';

const query: ListQuery = { sport: 'football', state: 'live', date: null, game: 0, oddsCompany: 0 };
const key = listKey(query);
const live = (matchId: number) => matchItem({ matchId, matchStatus: 1, matchStartedMinutes: '12' });

let kit: SchedulerKit;
beforeEach(() => {
  resetMatchesStore();
  kit = installSchedulerKit();
});
afterEach(() => kit.restore());

async function openLiveView(ids: number[]) {
  await loadFirstPage(query, 'initial', () => Promise.resolve(page(ids.map(live))));
}

describe('appendNewMembers', () => {
  it('appends unseen ids in server order and leaves shown rows where they are', () => {
    patchList(key, { ids: [1, 2, 3], status: 'ready' });
    appendNewMembers(query, [live(3), live(7), live(1), live(5)]);
    expect(listOf(key).ids).toEqual([1, 2, 3, 7, 5]);
    expect(useMatchesStore.getState().byId[7]?.matchStatus).toBe(1);
  });

  it('leaves the scores of rows already shown to the live pipeline', () => {
    upsertMatches([live(1)]);
    patchList(key, { ids: [1], status: 'ready' });
    const held = useMatchesStore.getState().byId[1];
    appendNewMembers(query, [{ ...live(1), homeScore: 3 }]);
    expect(useMatchesStore.getState().byId[1]).toBe(held);
  });

  it('leaves a list that is not ready alone', () => {
    patchList(key, { ids: [], status: 'loading' });
    appendNewMembers(query, [live(7)]);
    expect(listOf(key).ids).toEqual([]);
  });
});

describe('watchLiveMembership', () => {
  it('asks first one period after entering, then once a period, over the loaded pages', async () => {
    // Two pages loaded, more to come.
    await loadFirstPage(query, 'initial', () =>
      Promise.resolve(page([live(1)], { hasMore: true })),
    );
    await loadNextPage(query, () => Promise.resolve(page([live(2)], { pageNo: 2, hasMore: true })));
    expect(listOf(key)).toMatchObject({ ids: [1, 2], pageNo: 2 });
    const fetchPage = vi.fn((args: MatchPageArgs): Promise<MatchPage> =>
      Promise.resolve(
        args.pageNo === 1
          ? page([live(1), live(2)], { hasMore: true })
          : page([live(3)], { hasMore: false }),
      ),
    );
    const stop = watchLiveMembership(query, { scheduler: kit.scheduler, fetchPage });
    await kit.advance(LIVE_LIST_REFRESH_MS - 1);
    expect(fetchPage).not.toHaveBeenCalled();
    await kit.advance(1);
    await kit.flush();
    expect(fetchPage.mock.calls.map(([args]) => [args.matchStatus, args.pageNo])).toEqual([
      [1, 1],
      [1, 2],
    ]);
    expect(listOf(key).ids).toEqual([1, 2, 3]);
    await kit.advance(LIVE_LIST_REFRESH_MS);
    await kit.flush();
    expect(fetchPage).toHaveBeenCalledTimes(4);
    stop();
    await kit.advance(LIVE_LIST_REFRESH_MS * 3);
    expect(fetchPage).toHaveBeenCalledTimes(4);
  });

  it('keeps the view when an ask fails, and pauses while the page is hidden', async () => {
    await openLiveView([1]);
    const fetchPage = vi.fn((): Promise<MatchPage> =>
      Promise.reject(new ApiError('network', { path: '/sportdata/x' })),
    );
    const stop = watchLiveMembership(query, { scheduler: kit.scheduler, fetchPage });
    await kit.advance(LIVE_LIST_REFRESH_MS);
    await kit.flush();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(listOf(key)).toMatchObject({ ids: [1], status: 'ready' });
    kit.hide();
    await kit.advance(LIVE_LIST_REFRESH_MS * 3);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves no timer behind when the view closes before the first ask', async () => {
    await openLiveView([1]);
    const before = kit.hostTimers();
    const stop = watchLiveMembership(query, {
      scheduler: kit.scheduler,
      fetchPage: () => Promise.resolve(page([])),
    });
    expect(kit.hostTimers()).toBe(before + 1);
    stop();
    expect(kit.hostTimers()).toBe(before);
  });
});
