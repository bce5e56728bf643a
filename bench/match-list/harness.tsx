/**
 * Bench only (bench/match-list.ts builds it to a temp dir; not part of the app's build or routes).
 *
 * Mounts the real football list — `MatchList` (Virtuoso) with the real `FootballRow`s, plus the
 * page's `LiveTipHost` — over 2,000 synthetic live matches in the real store, and drives score
 * changes through the real live path: a stand-in score poll's `entries$` → `startLivePipeline`
 * (spoiler delay, tips and goal alerts) → `queueLiveScores` → one store write per animation frame.
 * It measures in the page: long tasks, frame start times (the runner matches them with a trace),
 * and per store write the rows rendered vs the changed rows that are mounted.
 */
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { Subject } from 'rxjs';
import type { LiveScore, MatchItem } from '@contracts/sportdata/matches';
import type { IdSetPoll } from '@schedulers';
import { startLivePipeline } from '@features/matches/live';
import { MatchList } from '@features/matches/list/MatchList';
import { getAlertPrefs, getTabSettings } from '@features/matches/settings';
import { LiveTipHost } from '@features/matches/tips';
import { upsertMatches, useMatchesStore, type MatchesState } from '@entities/match/store';
import '@app/styles.css';
import '@features/matches/list/matchList.css';
import { renderLog } from './countingStore';

const COUNT = 2000;
const FIRST_ID = 100_000;

function syntheticMatch(i: number): MatchItem {
  const matchId = FIRST_ID + i;
  const minute = 1 + (i % 89);
  return {
    matchId,
    qtMatchId: matchId + 500_000,
    sportType: 1,
    leagueId: 36 + (i % 20),
    leagueName: `联赛${i % 20}`,
    leagueShortName: `联赛${i % 20}`,
    leagueColor: '#3d0c5c',
    round: '12',
    matchDate: Date.now() - minute * 60_000,
    homeTeamId: 2 * i,
    homeTeamName: `主队${i}`,
    homeTeamLogo: null,
    homeRank: 1 + (i % 20),
    awayTeamId: 2 * i + 1,
    awayTeamName: `客队${i}`,
    awayTeamLogo: null,
    awayRank: 1 + ((i + 7) % 20),
    lotteryNo: i % 3 === 0 ? `周六${String(i % 1000).padStart(3, '0')}` : null,
    gameTabs: [],
    is_video: false,
    is_cartoon: false,
    isHot: false,
    redStatus: 0,
    quarterMinutes: null,
    backToBack: 0,
    odds: { oddsCompany: 0, europe: [2.1, 3.2, 3.4], asia: [0.92, 0.5, 0.94], bigsmall: null },
    matchStatus: minute > 45 ? 12 : 1,
    matchStartedMinutes: String(minute),
    homeScore: i % 3,
    awayScore: i % 2,
    homeHalfScore: minute > 45 ? 0 : null,
    awayHalfScore: minute > 45 ? 0 : null,
    homeRed: 0,
    awayRed: 0,
    homeYellow: i % 4,
    awayYellow: i % 3,
    homeCorner: 0,
    awayCorner: 0,
    periodScores: [],
    updatedAt: 1,
    version: 1,
  };
}

const matches = Array.from({ length: COUNT }, (_, i) => syntheticMatch(i));
const ids = matches.map((m) => m.matchId);
upsertMatches(matches);

// The stand-in for the scheduler's football score poll: only `entries$` is read by the pipeline.
const entries = new Subject<ReadonlyMap<number, LiveScore>>();
const poll = { entries$: entries.asObservable() } as unknown as IdSetPoll<number, LiveScore>;
startLivePipeline(poll, {
  tipSettings: () => getTabSettings('football', 0),
  isFollowed: () => false,
  prefs: getAlertPrefs,
});

// Long tasks from page load on; the runner keeps those inside the run.
const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: 'longtask', buffered: true });

interface WriteRecord {
  changed: number;
  changedMounted: number[];
  mounted: number;
  rendered: number[];
}

let recording = false;
let sentSinceWrite = new Set<number>();
const writes: WriteRecord[] = [];

function mountedIds(): Set<number> {
  const out = new Set<number>();
  for (const el of document.querySelectorAll<HTMLElement>('[data-testid="match-row"]'))
    out.add(Number(el.dataset.matchId));
  return out;
}

// Runs inside each store write, before React renders it: the rows logged since the last write are
// that write's renders (React renders a store change in a microtask after the write).
// Live writes update `byId` in place and bump `liveVersion` (store.ts), so a write is a new version
// and a changed match is one whose object differs from the one this harness saw last.
const lastSeen = new Map<number, unknown>();
useMatchesStore.subscribe((state: MatchesState, prev: MatchesState) => {
  if (!recording || state.liveVersion === prev.liveVersion) return;
  const last = writes.at(-1);
  if (last) last.rendered = renderLog.splice(0);
  else renderLog.length = 0;
  const mounted = mountedIds();
  const changed: number[] = [];
  for (const id of sentSinceWrite) {
    if (state.byId[id] === lastSeen.get(id)) continue;
    lastSeen.set(id, state.byId[id]);
    changed.push(id);
  }
  for (const id of changed) sentSinceWrite.delete(id);
  writes.push({
    changed: changed.length,
    changedMounted: changed.filter((id) => mounted.has(id)),
    mounted: mounted.size,
    rendered: [],
  });
});

/** A small seeded generator, so both runs see the same sequence of changes. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export interface RunOptions {
  durationMs: number;
  changesPerSecond: number;
  /** How many poll answers per second carry those changes. */
  emitsPerSecond: number;
}

export interface RunResult {
  startedAt: number;
  endedAt: number;
  sent: number;
  frames: number[];
  longTasks: { start: number; duration: number }[];
  mountedAtStart: number;
  visibleAtStart: number;
  writes: {
    count: number;
    changed: number;
    changedMounted: number;
    rendered: number;
    renderedChanged: number;
    renderedUnchanged: number;
    missed: number;
    renderedPerWrite: number[];
    changedMountedPerWrite: number[];
  };
}

function visibleRows(): number {
  const height = window.innerHeight;
  let n = 0;
  for (const el of document.querySelectorAll('[data-testid="match-row"]')) {
    const r = el.getBoundingClientRect();
    if (r.bottom > 0 && r.top < height) n += 1;
  }
  return n;
}

function run(opts: RunOptions): Promise<RunResult> {
  const random = prng(42);
  const current = new Map(matches.map((m) => [m.matchId, m]));
  const total = Math.round((opts.durationMs / 1000) * opts.changesPerSecond);
  const frames: number[] = [];
  const mountedAtStart = mountedIds().size;
  const visibleAtStart = visibleRows();
  writes.length = 0;
  renderLog.length = 0;
  sentSinceWrite = new Set();
  lastSeen.clear();
  for (const [id, match] of Object.entries(useMatchesStore.getState().byId))
    lastSeen.set(Number(id), match);
  recording = true;
  let sent = 0;
  let framing = true;
  const frame = (t: number) => {
    frames.push(t);
    if (framing) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  performance.mark('bench:start');
  const startedAt = performance.now();

  const emit = (n: number) => {
    const batch = new Map<number, LiveScore>();
    for (let k = 0; k < n; k += 1) {
      const id = FIRST_ID + Math.floor(random() * COUNT);
      const m = current.get(id)!;
      const home = random() < 0.5;
      const next: MatchItem = {
        ...m,
        homeScore: m.homeScore + (home ? 1 : 0),
        awayScore: m.awayScore + (home ? 0 : 1),
        updatedAt: Date.now(),
        version: m.version + 1,
      };
      current.set(id, next);
      batch.set(id, {
        matchId: id,
        matchStatus: next.matchStatus,
        matchStartedMinutes: next.matchStartedMinutes,
        homeScore: next.homeScore,
        awayScore: next.awayScore,
        homeHalfScore: next.homeHalfScore,
        awayHalfScore: next.awayHalfScore,
        homeRed: next.homeRed,
        awayRed: next.awayRed,
        homeYellow: next.homeYellow,
        awayYellow: next.awayYellow,
        homeCorner: next.homeCorner,
        awayCorner: next.awayCorner,
        periodScores: next.periodScores,
        updatedAt: next.updatedAt,
        version: next.version,
      });
      sentSinceWrite.add(id);
    }
    sent += n;
    entries.next(batch);
  };

  return new Promise((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - startedAt;
      const due = Math.min(total, Math.floor((elapsed / 1000) * opts.changesPerSecond)) - sent;
      if (due > 0) emit(due);
      if (sent < total) {
        setTimeout(tick, 1000 / opts.emitsPerSecond);
        return;
      }
      // Let the last write render, then close the books.
      setTimeout(() => {
        const endedAt = performance.now();
        framing = false;
        recording = false;
        const last = writes.at(-1);
        if (last) last.rendered = renderLog.splice(0);
        resolve(summarize(startedAt, endedAt, sent, frames, mountedAtStart, visibleAtStart));
      }, 200);
    };
    setTimeout(tick, 1000 / opts.emitsPerSecond);
  });
}

function summarize(
  startedAt: number,
  endedAt: number,
  sent: number,
  frames: number[],
  mountedAtStart: number,
  visibleAtStart: number,
): RunResult {
  let changed = 0;
  let changedMounted = 0;
  let rendered = 0;
  let renderedChanged = 0;
  let missed = 0;
  for (const w of writes) {
    const want = new Set(w.changedMounted);
    const got = new Set(w.rendered);
    changed += w.changed;
    changedMounted += want.size;
    rendered += w.rendered.length;
    for (const id of w.rendered) if (want.has(id)) renderedChanged += 1;
    for (const id of want) if (!got.has(id)) missed += 1;
  }
  return {
    startedAt,
    endedAt,
    sent,
    frames,
    longTasks: longTasks.filter((t) => t.start >= startedAt && t.start < endedAt),
    mountedAtStart,
    visibleAtStart,
    writes: {
      count: writes.length,
      changed,
      changedMounted,
      rendered,
      renderedChanged,
      renderedUnchanged: rendered - renderedChanged,
      missed,
      renderedPerWrite: writes.map((w) => w.rendered.length),
      changedMountedPerWrite: writes.map((w) => w.changedMounted.length),
    },
  };
}

declare global {
  interface Window {
    __bench?: { run: typeof run; ready: boolean };
  }
}

const root = document.getElementById('root')!;
createRoot(root).render(
  <HashRouter>
    <div className="ml-page" style={{ height: '100dvh' }}>
      <MatchList
        sport="football"
        game={0}
        ids={ids}
        hasMore={false}
        loadingMore={false}
        moreError={null}
        onEndReached={() => {}}
        onRetryMore={() => {}}
        onRangeChange={() => {}}
      />
    </div>
    <LiveTipHost />
  </HashRouter>,
);
window.__bench = { run, ready: true };
