// Pins the home data as a scheduler cache job (product-spec §9): one request when first wanted, the
// answer served from cache for 3 minutes, a new request once it is older, at once on pull to refresh,
// and a request that has not answered in 8 s fails (no retry behind the fan's back).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HomeMatches } from '@contracts/sportdata/home';
import { createHomeMatchesSource, storeHomeMatches } from '@features/home/source';
import { HOME_MATCHES_STALE_MS, HOME_MATCHES_TIMEOUT_MS } from '@features/home/timings';
import { resetMatchesStore, useMatchesStore } from '@entities/match/store';
import { installSchedulerKit, type SchedulerKit } from '../../../../kit/schedulerKit';
import { matchItem } from '../../entities/match/fixtures';
import {
  HOME_PLANNING_TIMEOUT_MS,
  HOME_TEMPLATES_STALE_MS,
} from '../../../../../src/features/home/timings';

const answer = (ids: number[]): HomeMatches => ({
  list: ids.map((matchId) => matchItem({ matchId })),
  liveIds: ids,
  todayIds: [],
  date: '2026-11-22',
});

let kit: SchedulerKit;
beforeEach(() => {
  kit = installSchedulerKit();
  resetMatchesStore();
});
afterEach(() => kit.restore());

describe('home matches cache job', () => {
  it('uses the spec figures: 3 minutes fresh, 8 s timeout', () => {
    expect(HOME_MATCHES_STALE_MS).toBe(HOME_TEMPLATES_STALE_MS);
    expect(HOME_MATCHES_STALE_MS).toBe(180_000);
    expect(HOME_MATCHES_TIMEOUT_MS).toBe(HOME_PLANNING_TIMEOUT_MS);
    expect(HOME_MATCHES_TIMEOUT_MS).toBe(8000);
  });

  it('asks once, serves the cache for 3 minutes, then asks again', async () => {
    const fetch = vi.fn(() => Promise.resolve(answer([1])));
    const handle = createHomeMatchesSource(kit.scheduler, fetch);
    let sub = handle.data$.subscribe();
    await kit.flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    sub.unsubscribe();

    await kit.advance(HOME_MATCHES_STALE_MS - 10_000);
    sub = handle.data$.subscribe();
    await kit.flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    // No timer of its own: staying on the page does not poll.
    await kit.advance(5_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    sub.unsubscribe();

    await kit.advance(10_000);
    sub = handle.data$.subscribe();
    await kit.flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    sub.unsubscribe();
  });

  it('asks again at once on refresh', async () => {
    const fetch = vi.fn(() => Promise.resolve(answer([1])));
    const handle = createHomeMatchesSource(kit.scheduler, fetch);
    const sub = handle.data$.subscribe();
    await kit.flush();
    handle.invalidate();
    await kit.flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    sub.unsubscribe();
  });

  it('fails a request that has not answered in 8 s, and does not retry by itself', async () => {
    const fetch = vi.fn(() => new Promise<HomeMatches>(() => {}));
    const handle = createHomeMatchesSource(kit.scheduler, fetch);
    const sub = handle.state$.subscribe();
    await kit.advance(HOME_MATCHES_TIMEOUT_MS - 1);
    expect(handle.peek().status).toBe('fetching');
    await kit.advance(1);
    expect(handle.peek().status).toBe('error');
    expect((handle.peek().error as Error).name).toBe('PollTimeoutError');
    await kit.advance(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    sub.unsubscribe();
  });
});

describe('storeHomeMatches', () => {
  it('puts the matches in the shared store and keeps unchanged ones as they were', () => {
    storeHomeMatches(answer([1, 2]));
    const first = useMatchesStore.getState().byId[1];
    expect(first?.matchId).toBe(1);
    storeHomeMatches(answer([1, 2]));
    expect(useMatchesStore.getState().byId[1]).toBe(first);
  });
});
