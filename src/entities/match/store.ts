import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand';
import type { LiveScore, MatchEvent, MatchItem } from '@contracts/sportdata/matches';
import { replaceEqualDeep, appNow } from '@schedulers';
import { nextFrame, type FrameScheduler } from '@shared/frame';
import { SPORT } from '@domain/sport';

/**
 * The match screens' store: every match once, by id; each list (one per query) only an array of
 * ids. Rows select their own match by id (O(1)), so a live update that changes one match re-renders
 * one row. Live scores are queued and written at most once per animation frame: 200 changes a
 * second still make 60 writes, and every selector runs once per write, not once per change.
 */

export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ListSlice {
  readonly ids: readonly number[];
  readonly status: ListStatus;
  /** The first page's failure, shown with a retry when there is nothing to show. */
  readonly error: string | null;
  /** The failure was "log in first" (the followed view of a visitor). */
  readonly needsLogin: boolean;
  readonly pageNo: number;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  /** A later page's failure, shown in the footer with a retry; the rows stay. */
  readonly moreError: string | null;
  /** Pull to refresh in flight: the old rows stay until the answer replaces them. */
  readonly refreshing: boolean;
}

export const EMPTY_LIST: ListSlice = {
  ids: [],
  status: 'idle',
  error: null,
  needsLogin: false,
  pageNo: 0,
  hasMore: false,
  loadingMore: false,
  moreError: null,
  refreshing: false,
};

/** A list holding these pages, nothing on its way: loaded, put back, or seeded from the page. */
export function readyList(ids: readonly number[], pageNo: number, hasMore: boolean): ListSlice {
  return { ...EMPTY_LIST, ids, status: 'ready', pageNo, hasMore };
}

export interface MatchesState {
  readonly byId: Readonly<Record<number, MatchItem>>;
  readonly lists: Readonly<Record<string, ListSlice>>;
  /** Football goals seen live: match id → when (device ms). The row flashes briefly. */
  readonly goals: Readonly<Record<number, number>>;
  /** The latest goal of each football match the events poll has seen (the row names the scorer). */
  readonly lastGoals: Readonly<Record<number, LastGoal>>;
  /** The server's Beijing day ('yyyy-MM-dd') as its last "today" list said; anchors the date strip. */
  readonly serverToday: string | null;
  /** Bumped by each live-score write, which updates `byId` in place (see applyLiveScores). */
  readonly liveVersion: number;
}

export interface LastGoal {
  /** "67'" or "90+2'" */
  minute: string;
  player: string | null;
  /** 1 home, 2 away */
  side: number;
  ownGoal: boolean;
  penalty: boolean;
}

const initialState = (): MatchesState => ({
  byId: {},
  lists: {},
  goals: {},
  lastGoals: {},
  serverToday: null,
  liveVersion: 0,
});

const GOAL_KINDS: ReadonlySet<string> = new Set(['goal', 'own_goal', 'penalty']);

/** The latest goal among a match's events (oldest first), or undefined. */
export function lastGoalOf(events: readonly MatchEvent[]): LastGoal | undefined {
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const e = events[i]!;
    if (!GOAL_KINDS.has(e.kind)) continue;
    return {
      minute: e.extraMinute > 0 ? `${e.minute}+${e.extraMinute}'` : `${e.minute}'`,
      player: e.player,
      side: e.side,
      ownGoal: e.kind === 'own_goal',
      penalty: e.kind === 'penalty',
    };
  }
  return undefined;
}

/** Records the latest goals of these matches in one write; unchanged ones keep their object. */
export function applyLiveEvents(entries: Iterable<readonly [number, readonly MatchEvent[]]>): void {
  useMatchesStore.setState((state) => {
    let lastGoals: Record<number, LastGoal> | undefined;
    for (const [id, events] of entries) {
      const prev = state.lastGoals[id];
      const next = replaceEqualDeep(prev, lastGoalOf(events));
      if (next === prev || next === undefined) continue;
      lastGoals ??= { ...state.lastGoals };
      lastGoals[id] = next;
    }
    return lastGoals ? { lastGoals } : state;
  });
}

const matchesStore = createStore<MatchesState>(initialState);

/**
 * The store's hook: zustand's `create` with one difference. zustand draws a store's initial state
 * when React renders on the server (a page hydrated in the browser must match it); the first screen
 * the server renders (src/app/ssr) is not hydrated, and draws the matches its render seeded. In the
 * browser the two are the same hook.
 */
export const useMatchesStore = Object.assign(<T>(selector: (state: MatchesState) => T): T => {
  const read = () => selector(matchesStore.getState());
  return useSyncExternalStore(matchesStore.subscribe, read, read);
}, matchesStore);

export function setServerToday(date: string): void {
  if (useMatchesStore.getState().serverToday !== date)
    useMatchesStore.setState({ serverToday: date });
}

/** Adds or refreshes matches; an unchanged match keeps its object (and its row does not render). */
export function upsertMatches(items: readonly MatchItem[]): void {
  if (items.length === 0) return;
  useMatchesStore.setState((state) => {
    let byId: Record<number, MatchItem> | undefined;
    for (const item of items) {
      const prev = state.byId[item.matchId];
      const next = replaceEqualDeep(prev, item);
      if (next === prev) continue;
      byId ??= { ...state.byId };
      byId[item.matchId] = next;
    }
    return byId ? { byId } : state;
  });
}

export function patchList(key: string, patch: Partial<ListSlice>): void {
  useMatchesStore.setState((state) => ({
    lists: { ...state.lists, [key]: { ...(state.lists[key] ?? EMPTY_LIST), ...patch } },
  }));
}

export function listOf(key: string): ListSlice {
  return useMatchesStore.getState().lists[key] ?? EMPTY_LIST;
}

/**
 * Merges live scores into their matches in one write. Scores for matches the store does not hold
 * are ignored (nothing shows them). Returns the ids whose match changed.
 *
 * The hot path (hundreds of changes a second over thousands of matches) updates `byId` and `goals` in
 * place and
 * bumps `liveVersion` instead of copying the record: keyed by match ids, V8 keeps it in dictionary
 * mode, where copying 2,000 entries took ~1.3 ms per write and 40 % of the list's JavaScript at 4×
 * CPU (bench/match-list.ts). Each changed match still gets a new object, so a row that selects its
 * match by id re-renders exactly when that match changed. Nothing may compare `byId` by reference.
 */
export function applyLiveScores(scores: Iterable<LiveScore>, now: number = appNow()): number[] {
  const changed: number[] = [];
  useMatchesStore.setState((state) => {
    const byId = state.byId as Record<number, MatchItem>;
    const goals = state.goals as Record<number, number>;
    for (const score of scores) {
      const prev = byId[score.matchId];
      if (!prev) continue;
      const next = replaceEqualDeep(prev, { ...prev, ...score });
      if (next === prev) continue;
      byId[score.matchId] = next;
      changed.push(score.matchId);
      if (
        prev.sportType === SPORT.football &&
        next.homeScore + next.awayScore > prev.homeScore + prev.awayScore
      ) {
        goals[score.matchId] = now;
      }
    }
    return changed.length === 0 ? state : { liveVersion: state.liveVersion + 1 };
  });
  return changed;
}

let scheduleFrame: FrameScheduler = nextFrame;
let queued: Map<number, LiveScore> | undefined;

/** Tests drive frames themselves. */
export function setFrameScheduler(next: FrameScheduler | undefined): void {
  scheduleFrame = next ?? nextFrame;
}

/** Queues live scores; the latest per match is written with the others on the next frame. */
export function queueLiveScores(scores: Iterable<LiveScore>): void {
  const first = queued === undefined;
  queued ??= new Map();
  for (const score of scores) queued.set(score.matchId, score);
  if (first) scheduleFrame(flushLiveScores);
}

/** Writes what is queued now (the frame callback; also for tests). */
export function flushLiveScores(): void {
  const batch = queued;
  queued = undefined;
  if (batch && batch.size > 0) applyLiveScores(batch.values());
}

/** Forgets everything (logout is not a reason: matches are public). For tests. */
export function resetMatchesStore(): void {
  queued = undefined;
  useMatchesStore.setState(initialState(), true);
}

// Selectors: O(1) by id, so a write costs each mounted row one property read.
export const useMatch = (id: number): MatchItem | undefined => useMatchesStore((s) => s.byId[id]);
export const useGoalAt = (id: number): number | undefined => useMatchesStore((s) => s.goals[id]);
export const useLastGoal = (id: number): LastGoal | undefined =>
  useMatchesStore((s) => s.lastGoals[id]);
export const useList = (key: string): ListSlice =>
  useMatchesStore((s) => s.lists[key] ?? EMPTY_LIST);
