// Pins the match store: matches by id with structural sharing, per-list id arrays, live scores merged
// at most once per frame, and goal flashes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MatchEvent } from '@contracts/sportdata/matches';
import {
  applyLiveEvents,
  applyLiveScores,
  lastGoalOf,
  flushLiveScores,
  patchList,
  queueLiveScores,
  resetMatchesStore,
  setFrameScheduler,
  upsertMatches,
  useMatchesStore,
} from '@entities/match/store';
import { liveScoreOf, matchItem } from './fixtures';

let frames: (() => void)[] = [];

beforeEach(() => {
  resetMatchesStore();
  frames = [];
  setFrameScheduler((fn) => frames.push(fn));
});
afterEach(() => setFrameScheduler(undefined));

function runFrame() {
  const due = frames;
  frames = [];
  due.forEach((fn) => fn());
}

describe('matches by id', () => {
  it('keeps the object of an unchanged match, so its row does not render', () => {
    const a = matchItem({ matchId: 1 });
    upsertMatches([a]);
    const held = useMatchesStore.getState().byId[1];
    let writes = 0;
    const stop = useMatchesStore.subscribe(() => (writes += 1));
    upsertMatches([{ ...a }]);
    stop();
    expect(useMatchesStore.getState().byId[1]).toBe(held);
    expect(writes).toBe(0);
  });

  it('replaces only the changed match', () => {
    upsertMatches([matchItem({ matchId: 1 }), matchItem({ matchId: 2 })]);
    const before = useMatchesStore.getState().byId;
    upsertMatches([matchItem({ ...before[1], matchId: 1, homeScore: 1 })]);
    const after = useMatchesStore.getState().byId;
    expect(after[1]).not.toBe(before[1]);
    expect(after[2]).toBe(before[2]);
    expect(after[1]?.homeScore).toBe(1);
  });

  it('keeps lists as id arrays by key', () => {
    patchList('football|all|today|0|0', { ids: [3, 1], status: 'ready' });
    expect(useMatchesStore.getState().lists['football|all|today|0|0']?.ids).toEqual([3, 1]);
  });
});

describe('live scores', () => {
  it('writes a frame’s worth of updates once, the latest per match', () => {
    upsertMatches([matchItem({ matchId: 1 }), matchItem({ matchId: 2 })]);
    const m1 = useMatchesStore.getState().byId[1]!;
    const m2 = useMatchesStore.getState().byId[2]!;
    let writes = 0;
    const stop = useMatchesStore.subscribe(() => (writes += 1));
    queueLiveScores([liveScoreOf(m1, { homeScore: 1, version: 2 })]);
    queueLiveScores([liveScoreOf(m2, { awayScore: 1, version: 2 })]);
    queueLiveScores([liveScoreOf(m1, { homeScore: 2, version: 3 })]);
    expect(writes).toBe(0);
    expect(frames).toHaveLength(1);
    runFrame();
    stop();
    expect(writes).toBe(1);
    expect(useMatchesStore.getState().byId[1]?.homeScore).toBe(2);
    expect(useMatchesStore.getState().byId[2]?.awayScore).toBe(1);
  });

  it('gives a changed match a new object and a new version, and leaves the others alone', () => {
    // Live writes update the record in place (copying 2,000 entries per frame was the list's main
    // cost at 4x CPU): what rows see must still be a new object for a changed match only.
    upsertMatches([matchItem({ matchId: 1 }), matchItem({ matchId: 2 })]);
    const { byId, liveVersion } = useMatchesStore.getState();
    const m1 = byId[1]!;
    const m2 = byId[2]!;
    const seen: Array<[unknown, unknown]> = [];
    const stop = useMatchesStore.subscribe((s) => seen.push([s.byId[1], s.byId[2]]));
    expect(applyLiveScores([liveScoreOf(m1, { homeScore: 4, version: 9 })])).toEqual([1]);
    stop();
    const after = useMatchesStore.getState();
    expect(after.liveVersion).toBe(liveVersion + 1);
    expect(after.byId[1]).not.toBe(m1);
    expect(after.byId[1]?.homeScore).toBe(4);
    expect(after.byId[2]).toBe(m2);
    expect(seen).toEqual([[after.byId[1], m2]]);
  });

  it('writes nothing for scores that change nothing or belong to no match held', () => {
    upsertMatches([matchItem({ matchId: 1 })]);
    const m1 = useMatchesStore.getState().byId[1]!;
    let writes = 0;
    const stop = useMatchesStore.subscribe(() => (writes += 1));
    expect(applyLiveScores([liveScoreOf(m1), liveScoreOf(matchItem({ matchId: 9 }))])).toEqual([]);
    stop();
    expect(writes).toBe(0);
  });

  it('marks a football goal for the row to flash, not a basketball basket', () => {
    upsertMatches([matchItem({ matchId: 1 }), matchItem({ matchId: 2, sportType: 2 })]);
    const { byId } = useMatchesStore.getState();
    applyLiveScores(
      [
        liveScoreOf(byId[1]!, { awayScore: 1, version: 5 }),
        liveScoreOf(byId[2]!, { homeScore: 2, version: 5 }),
      ],
      1234,
    );
    expect(useMatchesStore.getState().goals).toEqual({ 1: 1234 });
  });

  it('flushes on demand and then has nothing left for the frame', () => {
    upsertMatches([matchItem({ matchId: 1 })]);
    const m1 = useMatchesStore.getState().byId[1]!;
    queueLiveScores([liveScoreOf(m1, { homeScore: 3, version: 9 })]);
    flushLiveScores();
    expect(useMatchesStore.getState().byId[1]?.homeScore).toBe(3);
    let writes = 0;
    const stop = useMatchesStore.subscribe(() => (writes += 1));
    runFrame();
    stop();
    expect(writes).toBe(0);
  });
});

describe('live events', () => {
  const event = (over: Partial<MatchEvent>): MatchEvent => ({
    id: 1,
    matchId: 1,
    kind: 'goal',
    side: 1,
    minute: 10,
    extraMinute: 0,
    second: 0,
    player: '凯恩',
    detail: null,
    happenedAt: 1,
    ...over,
  });

  it('finds the latest goal, penalty or own goal, ignoring cards', () => {
    expect(
      lastGoalOf([
        event({ id: 1, minute: 10 }),
        event({ id: 2, kind: 'penalty', minute: 45, extraMinute: 2, player: '萨卡', side: 2 }),
        event({ id: 3, kind: 'yellow', minute: 60 }),
      ]),
    ).toEqual({ minute: "45+2'", player: '萨卡', side: 2, ownGoal: false, penalty: true });
    expect(lastGoalOf([event({ kind: 'red' })])).toBeUndefined();
  });

  it('writes a match’s latest goal once; the same goal again writes nothing', () => {
    applyLiveEvents([[1, [event({})]]]);
    const held = useMatchesStore.getState().lastGoals[1];
    expect(held?.player).toBe('凯恩');
    let writes = 0;
    const stop = useMatchesStore.subscribe(() => (writes += 1));
    applyLiveEvents([[1, [event({}), event({ id: 2, kind: 'corner' })]]]);
    stop();
    expect(writes).toBe(0);
    expect(useMatchesStore.getState().lastGoals[1]).toBe(held);
  });
});
