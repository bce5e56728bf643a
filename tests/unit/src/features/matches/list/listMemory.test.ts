// Pins the memory of left lists: what a history entry held comes back for that entry and that sport
// only, at most LIST_MEMORY_SIZE lists are kept (the oldest goes), none past LIST_MEMORY_MS on the
// clock it is given; and putting pages back drops a page answer still on its way from before.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchPage } from '@contracts/sportdata/matches';
import {
  LIST_MEMORY_MS,
  LIST_MEMORY_SIZE,
  ListMemory,
  type RememberedList,
} from '@features/matches/list/listMemory';
import { loadNextPage, restorePages } from '@features/matches/list/loadList';
import { listKey, type ListQuery } from '@features/matches/list/listQuery';
import { listOf, patchList, resetMatchesStore } from '@entities/match/store';
import { matchItem, page } from '../../../entities/match/fixtures';

function left(n: number, over: Partial<RememberedList> = {}): RememberedList {
  return {
    sport: 'football',
    key: `football|all|2026-11-${10 + n}|0|0`,
    entry: `entry-${n}`,
    view: { state: 'all', dayOffset: n, game: 0 },
    ids: [n],
    pageNo: 1,
    hasMore: true,
    scroll: { ranges: [], scrollTop: n * 100 },
    ...over,
  };
}

function memoryAt(start = 1_000_000) {
  const clock = { t: start, now: () => clock.t };
  return { clock, memory: new ListMemory(clock) };
}

describe('ListMemory', () => {
  it('gives back what a history entry held, for that entry and sport only', () => {
    const { memory } = memoryAt();
    memory.remember(left(1));
    expect(memory.recall('football', 'entry-1')?.scroll.scrollTop).toBe(100);
    expect(memory.recall('football', 'entry-2')).toBeUndefined();
    expect(memory.recall('basketball', 'entry-1')).toBeUndefined();
  });

  it('keeps one list per history entry: the one shown when the fan left it last', () => {
    const { memory } = memoryAt();
    memory.remember(left(1));
    memory.remember(left(2, { entry: 'entry-1' }));
    expect(memory.recall('football', 'entry-1')?.key).toBe(left(2).key);
    expect(memory.size()).toBe(1);
  });

  it('keeps one entry per list: the same list left again replaces the older one', () => {
    const { memory } = memoryAt();
    memory.remember(left(1));
    memory.remember(left(1, { entry: 'entry-9', scroll: { ranges: [], scrollTop: 42 } }));
    expect(memory.size()).toBe(1);
    expect(memory.recall('football', 'entry-1')).toBeUndefined();
    expect(memory.recall('football', 'entry-9')?.scroll.scrollTop).toBe(42);
  });

  it(`keeps the last ${LIST_MEMORY_SIZE} lists`, () => {
    const { memory } = memoryAt();
    for (let n = 1; n <= LIST_MEMORY_SIZE + 2; n += 1) memory.remember(left(n));
    expect(memory.size()).toBe(LIST_MEMORY_SIZE);
    expect(memory.recall('football', 'entry-1')).toBeUndefined();
    expect(memory.recall('football', 'entry-2')).toBeUndefined();
    expect(memory.recall('football', `entry-${LIST_MEMORY_SIZE + 2}`)).toBeDefined();
  });

  it('forgets a list older than LIST_MEMORY_MS on its clock', () => {
    const { clock, memory } = memoryAt();
    memory.remember(left(1));
    clock.t += LIST_MEMORY_MS;
    expect(memory.recall('football', 'entry-1')).toBeDefined();
    clock.t += 1;
    expect(memory.recall('football', 'entry-1')).toBeUndefined();
    expect(memory.size()).toBe(0);
  });

  it('forgets what an entry held when its page was left with nothing to keep', () => {
    const { memory } = memoryAt();
    memory.remember(left(1));
    memory.remember(left(2));
    memory.forgetEntry('entry-1');
    expect(memory.recall('football', 'entry-1')).toBeUndefined();
    expect(memory.recall('football', 'entry-2')).toBeDefined();
  });
});

describe('restorePages', () => {
  const query: ListQuery = { sport: 'football', state: 'all', date: null, game: 0, oddsCompany: 0 };
  const key = listKey(query);
  beforeEach(() => resetMatchesStore());

  it('puts the pages back and drops a page answer from before the fan left', async () => {
    patchList(key, { ids: [1, 2], status: 'ready', pageNo: 1, hasMore: true });
    let answer!: (p: MatchPage) => void;
    const fetch = vi.fn(() => new Promise<MatchPage>((resolve) => (answer = resolve)));
    const pending = loadNextPage(query, fetch);
    expect(listOf(key).loadingMore).toBe(true);

    restorePages(key, { ids: [1, 2, 3], pageNo: 2, hasMore: false });
    answer(page([matchItem({ matchId: 9 })], { pageNo: 2 }));
    await pending;
    expect(listOf(key)).toMatchObject({
      ids: [1, 2, 3],
      pageNo: 2,
      hasMore: false,
      status: 'ready',
      loadingMore: false,
    });
  });
});
