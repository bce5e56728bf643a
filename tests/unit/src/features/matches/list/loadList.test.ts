// Pins loading a list into the store: the first page, a refresh that fails keeping the rows, an
// answer overtaken by a newer request, pages appended without duplicates, and the query → key/args.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchPage } from '@contracts/sportdata/matches';
import { ApiError } from '@shared/http';
import { loadFirstPage, loadNextPage, releaseList } from '@features/matches/list/loadList';
import { listKey, type ListQuery } from '@features/matches/list/listQuery';
import { listOf, resetMatchesStore, useMatchesStore } from '@entities/match/store';
import { matchItem, page } from '../../../entities/match/fixtures';

const query: ListQuery = { sport: 'football', state: 'all', date: null, game: 407, oddsCompany: 6 };
const key = listKey(query);

beforeEach(() => resetMatchesStore());

function deferred() {
  let resolve!: (p: MatchPage) => void;
  const promise = new Promise<MatchPage>((r) => (resolve = r));
  return { promise, resolve };
}

describe('loadFirstPage', () => {
  it('asks for page 1 of 20 with the game tab and company, and fills the list and today', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(page([matchItem({ matchId: 1 })], { hasMore: true })),
    );
    expect(await loadFirstPage(query, 'initial', fetch)).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      {
        sport: 'football',
        matchStatus: 0,
        date: null,
        game: 407,
        oddsCompany: 6,
        pageNo: 1,
        pageSize: 20,
      },
      expect.any(AbortSignal),
    );
    expect(listOf(key)).toMatchObject({ ids: [1], status: 'ready', hasMore: true, pageNo: 1 });
    expect(useMatchesStore.getState().serverToday).toBe('2026-11-22');
  });

  it('keeps the rows when a refresh fails, and shows the error when there are none', async () => {
    await loadFirstPage(query, 'initial', () => Promise.resolve(page([matchItem({ matchId: 1 })])));
    const fail = () => Promise.reject(new ApiError('network', { path: '/sportdata/f' }));
    expect(await loadFirstPage(query, 'refresh', fail)).toBe(false);
    expect(listOf(key)).toMatchObject({ ids: [1], status: 'ready', refreshing: false });
    const other = { ...query, game: 0, oddsCompany: 0 };
    await loadFirstPage(other, 'initial', fail);
    expect(listOf(listKey(other))).toMatchObject({
      status: 'error',
      error: '网络连接失败，请检查网络后重试',
    });
  });

  it('drops an answer that a newer request for the same list overtook', async () => {
    const slow = deferred();
    const first = loadFirstPage(query, 'initial', () => slow.promise);
    await loadFirstPage(query, 'refresh', () => Promise.resolve(page([matchItem({ matchId: 2 })])));
    slow.resolve(page([matchItem({ matchId: 1 })]));
    await first;
    expect(listOf(key).ids).toEqual([2]);
  });

  it('marks a visitor’s followed view as needing login', async () => {
    const followed: ListQuery = { ...query, state: 'followed' };
    await loadFirstPage(followed, 'initial', () =>
      Promise.reject(new ApiError('http', { status: 401, code: 'no_login', path: '/x' })),
    );
    expect(listOf(listKey(followed))).toMatchObject({ status: 'error', needsLogin: true });
  });
});

describe('loadNextPage', () => {
  it('appends the next page, skipping matches already listed (they move while played)', async () => {
    await loadFirstPage(query, 'initial', () =>
      Promise.resolve(
        page([matchItem({ matchId: 1 }), matchItem({ matchId: 2 })], { hasMore: true }),
      ),
    );
    const fetch = vi.fn(() =>
      Promise.resolve(
        page([matchItem({ matchId: 2 }), matchItem({ matchId: 3 })], { pageNo: 2, hasMore: false }),
      ),
    );
    await loadNextPage(query, fetch);
    expect(fetch).toHaveBeenCalledWith(
      expect.objectContaining({ pageNo: 2 }),
      expect.any(AbortSignal),
    );
    expect(listOf(key)).toMatchObject({ ids: [1, 2, 3], hasMore: false, pageNo: 2 });
    await loadNextPage(query, fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows and records the failure for the footer', async () => {
    await loadFirstPage(query, 'initial', () =>
      Promise.resolve(page([matchItem({ matchId: 1 })], { hasMore: true })),
    );
    await loadNextPage(query, () => Promise.reject(new ApiError('timeout', { path: '/x' })));
    expect(listOf(key)).toMatchObject({
      ids: [1],
      loadingMore: false,
      moreError: '请求超时，请稍后重试',
    });
  });
});

describe('leaving a list', () => {
  it('cancels the page on its way, and the store keeps the rows it had', async () => {
    await loadFirstPage(query, 'initial', () =>
      Promise.resolve(page([matchItem({ matchId: 1 })], { hasMore: true })),
    );
    let seen: AbortSignal | undefined;
    const pending = loadNextPage(query, (_args, signal) => {
      seen = signal;
      return new Promise<MatchPage>(() => {});
    });
    releaseList(key);
    await pending.catch(() => undefined);
    expect(seen?.aborted).toBe(true);
    expect(listOf(key).ids).toEqual([1]);
  });
});

describe('list queries', () => {
  it('keys lists by sport, state, day, game and company; live and followed have no day', () => {
    expect(listKey(query)).toBe('football|all|today|407|6');
    expect(listKey({ ...query, date: '2026-11-21' })).toBe('football|all|2026-11-21|407|6');
    expect(listKey({ ...query, state: 'live', date: '2026-11-21' })).toBe('football|live|-|407|6');
  });

  it('asks the live list for today whatever day is picked', async () => {
    const fetch = vi.fn(() => Promise.resolve(page([])));
    await loadFirstPage({ ...query, state: 'live', date: '2026-11-20' }, 'initial', fetch);
    expect(fetch).toHaveBeenCalledWith(
      expect.objectContaining({ matchStatus: 1, date: null }),
      expect.any(AbortSignal),
    );
  });
});
