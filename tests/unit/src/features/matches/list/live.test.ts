// @vitest-environment jsdom
// Pins the live side of the lists: only changed poll entries reach the store; the spoiler delay holds
// updates (and their tips) back together; a stale cached answer never turns a score back; the ids on
// screen are watched until released; and what the "live · updated N s ago" line and warning read.
import { BehaviorSubject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveScore } from '@contracts/sportdata/matches';
import type { IdSetPoll, JobState } from '@schedulers';
import {
  connectLiveScores,
  liveStatusOf,
  startLivePipeline,
  useUnlistedOver,
  watchLive,
} from '@features/matches/live';
import { resetMatchesStore, upsertMatches, useMatchesStore } from '@entities/match/store';
import { useLiveTipStore, clearLiveTips } from '@features/matches/tips';
import { installFakeClock } from '../../../../../kit/fakeClock';
import { liveScoreOf, matchItem } from '../../../entities/match/fixtures';

function fakePoll() {
  const entries$ = new BehaviorSubject<ReadonlyMap<number, LiveScore>>(new Map());
  const watched: number[][] = [];
  const released: number[][] = [];
  const poll = {
    key: 'fake',
    entries$,
    watch: (ids: Iterable<number>) => {
      const list = [...ids];
      watched.push(list);
      return () => released.push(list);
    },
    entry$: () => entries$ as never,
    ids: () => new Set<number>(),
    peek: () => ({}) as never,
  } as unknown as IdSetPoll<number, LiveScore>;
  return { poll, entries$, watched, released };
}

beforeEach(() => {
  resetMatchesStore();
  clearLiveTips();
});

describe('connectLiveScores', () => {
  it('queues only the entries whose object changed since the last emission', () => {
    const { poll, entries$ } = fakePoll();
    const a = liveScoreOf(matchItem({ matchId: 1 }));
    const b = liveScoreOf(matchItem({ matchId: 2 }));
    const queued: number[][] = [];
    const stop = connectLiveScores(poll, (scores) => queued.push(scores.map((s) => s.matchId)));
    entries$.next(
      new Map([
        [1, a],
        [2, b],
      ]),
    );
    entries$.next(
      new Map([
        [1, a],
        [2, { ...b, homeScore: 1 }],
      ]),
    );
    stop();
    entries$.next(new Map([[1, { ...a, homeScore: 5 }]]));
    expect(queued).toEqual([[1, 2], [2]]);
  });
});

describe('startLivePipeline', () => {
  let clock: ReturnType<typeof installFakeClock>;
  beforeEach(() => {
    clock = installFakeClock();
  });
  afterEach(() => clock.restore());

  const options = (delayMs: number) => ({
    tipSettings: () => ({ goalTip: true, redCardTip: true }),
    isFollowed: () => false,
    prefs: () => ({ goalSound: false, goalVibrate: false, spoilerDelayMs: delayMs as 0 }),
  });

  it('holds a goal back by the spoiler delay, then shows the tip and the score together', async () => {
    const match = matchItem({ matchId: 7, matchStatus: 12, version: 10 });
    upsertMatches([match]);
    const { poll, entries$ } = fakePoll();
    const written: LiveScore[][] = [];
    const pipeline = startLivePipeline(poll, options(30_000), (s) => written.push(s));
    entries$.next(new Map([[7, liveScoreOf(match, { homeScore: 1, version: 20 })]]));
    await clock.advance(29_000);
    expect(written).toEqual([]);
    expect(useLiveTipStore.getState().queue).toEqual([]);
    await clock.advance(1_000);
    expect(written.map((batch) => batch.map((s) => s.homeScore))).toEqual([[1]]);
    expect(useLiveTipStore.getState().queue.map((t) => t.text)).toEqual([
      `⚽ 进球！${match.homeTeamName} 1-0 ${match.awayTeamName}`,
    ]);
    pipeline.stop();
  });

  it('holds the scorer back as long as the score, then records the latest goal', async () => {
    const scores = fakePoll();
    const events = fakePoll();
    const pipeline = startLivePipeline(
      scores.poll,
      options(10_000),
      () => {},
      events.poll as never,
    );
    const goal = {
      id: 5,
      matchId: 3,
      kind: 'goal',
      side: 2,
      minute: 67,
      extraMinute: 0,
      second: 0,
      player: '萨卡',
      detail: null,
      happenedAt: 1,
    };
    (events.entries$ as unknown as BehaviorSubject<Map<number, unknown>>).next(
      new Map([[3, [goal]]]),
    );
    await clock.advance(9_000);
    expect(useMatchesStore.getState().lastGoals[3]).toBeUndefined();
    await clock.advance(1_000);
    expect(useMatchesStore.getState().lastGoals[3]).toMatchObject({
      minute: "67'",
      player: '萨卡',
    });
    pipeline.stop();
  });

  it('drops a score older than the one held (a cached answer replayed after a fresher page)', async () => {
    const match = matchItem({ matchId: 8, homeScore: 2, version: 50 });
    upsertMatches([match]);
    const { poll, entries$ } = fakePoll();
    const written: LiveScore[][] = [];
    entries$.next(new Map([[8, liveScoreOf(match, { homeScore: 1, version: 40 })]]));
    const pipeline = startLivePipeline(poll, options(0), (s) => written.push(s));
    await clock.advance(0);
    expect(written).toEqual([]);
    pipeline.stop();
  });

  // Regression (issue 16 item 1): a seeded row carries the database's wall clock, the simulator
  // writes simulated time, so a newer state may carry an older time. The version orders them.
  it.each([
    ['simulated clock behind the real one', 1_000_000, 400_000],
    ['simulated clock equal to the real one', 1_000_000, 1_000_000],
    ['simulated clock ahead of the real one', 1_000_000, 1_600_000],
  ])('takes a newer version whatever its time (%s)', async (_name, heldAt, nextAt) => {
    const match = matchItem({ matchId: 10, matchStatus: 0, version: 0, updatedAt: heldAt });
    upsertMatches([match]);
    const { poll, entries$ } = fakePoll();
    const written: LiveScore[][] = [];
    const pipeline = startLivePipeline(poll, options(0), (s) => written.push(s));
    const kickOff = liveScoreOf(match, { matchStatus: 1, version: 1, updatedAt: nextAt });
    entries$.next(new Map([[10, kickOff]]));
    await clock.advance(0);
    expect(written).toEqual([[kickOff]]);
    pipeline.stop();
  });
});

describe('goal alerts for a followed match no list has loaded', () => {
  let clock: ReturnType<typeof installFakeClock>;
  beforeEach(() => {
    clock = installFakeClock();
  });
  afterEach(() => {
    clock.restore();
    Reflect.deleteProperty(navigator, 'vibrate');
  });

  it('vibrates on its goal, measured against its last polled score, and stores nothing', async () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const unlisted = matchItem({ matchId: 41, matchStatus: 12, version: 10 });
    const { poll, entries$ } = fakePoll();
    const written: LiveScore[][] = [];
    const pipeline = startLivePipeline(
      poll,
      {
        tipSettings: () => ({ goalTip: true }),
        isFollowed: (id) => id === 41,
        prefs: () => ({ goalSound: false, goalVibrate: true, spoilerDelayMs: 0 }),
      },
      (s) => written.push(s),
    );
    entries$.next(new Map([[41, liveScoreOf(unlisted, { version: 20 })]]));
    await clock.advance(0);
    expect(vibrate).not.toHaveBeenCalled();
    entries$.next(new Map([[41, liveScoreOf(unlisted, { awayScore: 1, version: 30 })]]));
    await clock.advance(0);
    expect(vibrate).toHaveBeenCalledTimes(1);
    // A replayed older answer neither alerts again nor turns the baseline back.
    entries$.next(new Map([[41, liveScoreOf(unlisted, { version: 25 })]]));
    await clock.advance(0);
    entries$.next(new Map([[41, liveScoreOf(unlisted, { awayScore: 1, version: 40 })]]));
    await clock.advance(0);
    expect(vibrate).toHaveBeenCalledTimes(1);
    // Every fresh score still goes on to the store's queue (which ignores matches it does not hold).
    expect(written.map((batch) => batch.map((s) => s.version))).toEqual([[20], [30], [40]]);
    pipeline.stop();
  });
});

describe('a followed match no list has loaded, once over', () => {
  it('is marked over from its polled score, so the lists stop polling it', async () => {
    const clock = installFakeClock();
    const unlisted = matchItem({ matchId: 42, matchStatus: 12, version: 10 });
    const { poll, entries$ } = fakePoll();
    const pipeline = startLivePipeline(
      poll,
      {
        sport: 'football',
        tipSettings: () => ({}),
        isFollowed: () => true,
        prefs: () => ({ goalSound: false, goalVibrate: false, spoilerDelayMs: 0 }),
      },
      () => undefined,
    );
    entries$.next(new Map([[42, liveScoreOf(unlisted, { version: 20 })]]));
    await clock.advance(0);
    expect(useUnlistedOver.getState().ids[42]).toBeUndefined();
    entries$.next(new Map([[42, liveScoreOf(unlisted, { matchStatus: -1, version: 30 })]]));
    await clock.advance(0);
    expect(useUnlistedOver.getState().ids[42]).toBe(true);
    pipeline.stop();
    clock.restore();
  });
});

describe('watchLive', () => {
  it('watches the ids on both polls until released, and nothing for an empty list', () => {
    const scores = fakePoll();
    const events = fakePoll();
    const release = watchLive('football', [1, 2], { scores: scores.poll, events: events.poll });
    expect(scores.watched).toEqual([[1, 2]]);
    expect(events.watched).toEqual([[1, 2]]);
    release();
    expect(scores.released).toEqual([[1, 2]]);
    expect(events.released).toEqual([[1, 2]]);
    watchLive('football', [], { scores: scores.poll })();
    expect(scores.watched).toHaveLength(1);
  });
});

describe('liveStatusOf', () => {
  const state = (over: Partial<JobState<unknown>>): JobState<unknown> => ({
    key: 'k',
    status: 'idle',
    data: undefined,
    error: undefined,
    failureCount: 0,
    lastSuccessAt: undefined,
    lastRunAt: undefined,
    nextRunAt: undefined,
    pausedBy: undefined,
    subscribers: 1,
    active: true,
    intervalMs: 10_000,
    staleMs: 10_000,
    ...over,
  });

  it('says how long ago the last good answer came', () => {
    expect(liveStatusOf(state({ lastSuccessAt: 1_000 }), 3, 13_500)).toEqual({
      active: true,
      updatedAgoS: 12,
      failing: false,
      offline: false,
      paused: false,
      pushed: false,
    });
  });

  it('says live pushes keep it current, and a failing safety poll is then no failure', () => {
    expect(
      liveStatusOf(state({ lastSuccessAt: 0, failureCount: 1 }), 3, 50_000, true, true),
    ).toMatchObject({ pushed: true, failing: false });
    // Offline, pushes cannot arrive either.
    expect(liveStatusOf(state({}), 3, 0, false, true)).toMatchObject({
      pushed: false,
      offline: true,
    });
  });

  it('reports failures and offline, keeping the age of the last data', () => {
    expect(liveStatusOf(state({ lastSuccessAt: 0, failureCount: 2 }), 1, 40_000)).toMatchObject({
      failing: true,
      updatedAgoS: 40,
    });
    expect(liveStatusOf(state({ pausedBy: 'offline' }), 1, 0)).toMatchObject({
      offline: true,
      paused: true,
    });
    expect(liveStatusOf(state({}), 1, 0, false).offline).toBe(true);
    expect(liveStatusOf(state({}), 0, 0).active).toBe(false);
  });
});

describe('the store after a pipeline write', () => {
  it('lands the released score in the store', async () => {
    const clock = installFakeClock();
    const match = matchItem({ matchId: 9, matchStatus: 12, version: 1 });
    upsertMatches([match]);
    const { poll, entries$ } = fakePoll();
    const pipeline = startLivePipeline(poll, {
      tipSettings: () => ({}),
      isFollowed: () => false,
      prefs: () => ({ goalSound: false, goalVibrate: false, spoilerDelayMs: 0 }),
    });
    entries$.next(new Map([[9, liveScoreOf(match, { awayScore: 2, version: 2 })]]));
    await clock.advance(50);
    expect(useMatchesStore.getState().byId[9]?.awayScore).toBe(2);
    pipeline.stop();
    clock.restore();
    vi.useRealTimers();
  });
});
