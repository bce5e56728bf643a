// Pins polls over a changing set of ids: debounced set changes, one batched request per interval,
// ids that leave stop being polled, ids that stay cost nothing, cursors kept, per-id structural sharing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from 'rxjs';
import { createIdSetPoll, type IdSetFetchContext } from '../../../schedulers';
import { installSchedulerKit, type SchedulerKit } from '../../kit/schedulerKit';

const SECOND = 1000;

interface Score {
  matchId: number;
  home: number;
  away: number;
}

describe('id-set poll', () => {
  let kit: SchedulerKit;
  let subs: Subscription[];
  let scores: Map<number, Score>;
  let fetch: ReturnType<
    typeof vi.fn<(ids: readonly number[], ctx: IdSetFetchContext) => Promise<Score[]>>
  >;

  beforeEach(() => {
    kit = installSchedulerKit();
    subs = [];
    scores = new Map();
    // The server answers fresh objects every time, as JSON would.
    fetch = vi.fn((ids: readonly number[]) =>
      Promise.resolve(
        ids.map((id) => ({ ...(scores.get(id) ?? { matchId: id, home: 0, away: 0 }) })),
      ),
    );
  });
  afterEach(() => {
    for (const sub of subs) sub.unsubscribe();
    kit.restore();
  });

  const livePoll = () =>
    createIdSetPoll(kit.scheduler, {
      key: 'live-scores',
      intervalMs: 10 * SECOND,
      debounceMs: 300,
      fetch,
      entries: (list: Score[]) => list.map((s) => [s.matchId, s] as const),
    });

  it('debounces set changes and makes one batched request for the union of watchers', async () => {
    const poll = livePoll();
    const releaseA = poll.watch([1, 2, 3]);
    await kit.advance(100);
    const releaseB = poll.watch([3, 4]);
    await kit.advance(299);
    expect(fetch).not.toHaveBeenCalled();
    await kit.advance(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect([...(fetch.mock.calls[0]?.[0] ?? [])].sort()).toEqual([1, 2, 3, 4]);
    await kit.advance(30 * SECOND);
    expect(fetch).toHaveBeenCalledTimes(4);
    releaseA();
    releaseB();
  });

  it('stops polling ids that leave, and drops their entries', async () => {
    const poll = livePoll();
    const release12 = poll.watch([1, 2]);
    const release3 = poll.watch([3]);
    await kit.advance(300);
    expect([...(await firstValue(poll))].map(([id]) => id).sort()).toEqual([1, 2, 3]);
    release12();
    await kit.advance(300);
    expect([...poll.ids()]).toEqual([3]);
    expect([...(await firstValue(poll)).keys()]).toEqual([3]);
    await kit.advance(10 * SECOND);
    expect(fetch.mock.calls.at(-1)?.[0]).toEqual([3]);
    release3();
    await kit.advance(300 + 2 * SECOND);
    const calls = fetch.mock.calls.length;
    await kit.advance(60 * SECOND);
    expect(fetch.mock.calls.length).toBe(calls);
    expect(kit.timers()).toBe(0);
    expect(kit.job('live-scores').active).toBe(false);
  });

  it('does not restart or add requests for ids that stay; new ids ride with the next tick', async () => {
    const poll = livePoll();
    poll.watch([1, 2]);
    await kit.advance(300);
    expect(fetch).toHaveBeenCalledTimes(1);
    await kit.advance(4 * SECOND);
    // Scrolling: 2 leaves, 3 joins; 1 stays.
    const release = poll.watch([1, 3]);
    await kit.advance(2 * SECOND);
    expect(fetch).toHaveBeenCalledTimes(1);
    // The first tick comes on the original schedule (10 s after the first request).
    await kit.advance(10 * SECOND - 300 - 4 * SECOND - 2 * SECOND + 300);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect([...(fetch.mock.calls[1]?.[0] ?? [])].sort()).toEqual([1, 2, 3]);
    release();
  });

  it('shares structure: an unchanged poll emits nothing; one changed match replaces only its object', async () => {
    const poll = livePoll();
    poll.watch([1, 2, 3]);
    const maps: ReadonlyMap<number, Score>[] = [];
    subs.push(poll.entries$.subscribe((m) => maps.push(m)));
    await kit.advance(300);
    expect(maps).toHaveLength(2); // the empty start, then the first answer
    await kit.advance(30 * SECOND);
    expect(maps).toHaveLength(2);
    const before = maps.at(-1);
    scores.set(2, { matchId: 2, home: 1, away: 0 });
    await kit.advance(10 * SECOND);
    expect(maps).toHaveLength(3);
    const after = maps.at(-1);
    expect(after?.get(2)).toEqual({ matchId: 2, home: 1, away: 0 });
    expect(after?.get(1)).toBe(before?.get(1));
    expect(after?.get(3)).toBe(before?.get(3));
    expect(after?.get(2)).not.toBe(before?.get(2));

    const two: (Score | undefined)[] = [];
    const one: (Score | undefined)[] = [];
    subs.push(poll.entry$(2).subscribe((s) => two.push(s)));
    subs.push(poll.entry$(1).subscribe((s) => one.push(s)));
    scores.set(2, { matchId: 2, home: 2, away: 0 });
    await kit.advance(10 * SECOND);
    expect(two.map((s) => s?.home)).toEqual([1, 2]);
    expect(one).toHaveLength(1);
  });

  it('keeps per-id cursors for incremental polls; a new id asks for everything once', async () => {
    const poll = livePoll();
    const t0 = Date.now();
    poll.watch([1]);
    await kit.advance(300);
    expect(fetch.mock.calls[0]?.[1].since).toBeUndefined();
    await kit.advance(10 * SECOND);
    expect(fetch.mock.calls[1]?.[1].since).toBe(t0 + 300);
    await kit.advance(10 * SECOND);
    expect(fetch.mock.calls[2]?.[1].since).toBe(t0 + 300 + 10 * SECOND);
    poll.watch([2]);
    await kit.advance(10 * SECOND);
    expect(fetch.mock.calls[3]?.[1].since).toBeUndefined();
    await kit.advance(10 * SECOND);
    expect(fetch.mock.calls[4]?.[1].since).toBe(t0 + 300 + 30 * SECOND);
  });

  it('merges incoming entries into the previous ones when asked (incremental events)', async () => {
    let round = 0;
    const events = createIdSetPoll(kit.scheduler, {
      key: 'events',
      intervalMs: 10 * SECOND,
      fetch: () => Promise.resolve<[number, string[]][]>([[1, [`e${++round}`]]]),
      entries: (list: [number, string[]][]) => list,
      merge: (prev: string[] | undefined, next: string[]) => [...(prev ?? []), ...next],
    });
    events.watch([1]);
    await kit.advance(300 + 20 * SECOND);
    expect(events.peek().data?.entries.get(1)).toEqual(['e1', 'e2', 'e3']);
  });

  it('a page that carried its scores asks one interval after they came, not at once (issue 31)', async () => {
    const poll = livePoll();
    poll.seedFresh(kit.scheduler.clock.now());
    subs.push(poll.entries$.subscribe());
    poll.watch([1, 2]);
    await kit.advance(10 * SECOND - 1);
    expect(fetch).not.toHaveBeenCalled();
    await kit.advance(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(poll.peek().data?.entries.get(1)).toEqual({ matchId: 1, home: 0, away: 0 });
  });

  it('a page seeded after the poll already answered changes nothing', async () => {
    const poll = livePoll();
    poll.watch([1]);
    await kit.advance(300);
    expect(fetch).toHaveBeenCalledTimes(1);
    poll.seedFresh(kit.scheduler.clock.now() - 5 * SECOND);
    await kit.advance(10 * SECOND);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('ignores answers for ids that left while the request was out', async () => {
    let answer: (list: Score[]) => void = () => undefined;
    const slow = createIdSetPoll(kit.scheduler, {
      key: 'slow',
      intervalMs: 10 * SECOND,
      fetch: () => new Promise<Score[]>((r) => (answer = r)),
      entries: (list: Score[]) => list.map((s) => [s.matchId, s] as const),
    });
    slow.watch([1]);
    const release = slow.watch([2]);
    await kit.advance(300);
    release();
    await kit.advance(300);
    answer([
      { matchId: 1, home: 0, away: 0 },
      { matchId: 2, home: 0, away: 0 },
    ]);
    await kit.flush();
    expect([...(slow.peek().data?.entries.keys() ?? [])]).toEqual([1]);
  });
});

function firstValue<T>(poll: {
  entries$: { subscribe(fn: (v: T) => void): { unsubscribe(): void } };
}) {
  return new Promise<T>((resolve) => {
    const sub = poll.entries$.subscribe((v) => resolve(v));
    sub.unsubscribe();
  });
}
