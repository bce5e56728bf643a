import { useEffect, useRef, useState } from 'react';
import type { LiveScore, MatchEvent } from '@contracts/sportdata/matches';
import {
  applyLiveEvents,
  canStillChange,
  queueLiveScores,
  useMatchesStore,
  type Sport,
} from '@entities/match';
import { every, type Cancel, type IdSetPoll, type JobState, appNow } from '@schedulers';
import { basketballLiveScores, footballLiveScores, liveEvents } from '@shared/live';
import { create } from 'zustand';
import { getAlertPrefs, getTabSettings, useAlertPrefs, type AlertPrefs } from './settings';
import { announceLiveChange, createSpoilerDelay, type TipSettings } from './tips';
import { SPORT } from '@domain/sport';

/**
 * The live side of the match screens: the scheduler's live-score poll (and, for football, the live
 * events poll) over the ids on screen plus followed ones, fed into the store, and what the "live ·
 * updated N s ago" indicator and the calm failure warning read.
 */

type ScorePoll = IdSetPoll<number, LiveScore>;

const SCORE_POLLS: Readonly<Record<Sport, ScorePoll>> = {
  football: footballLiveScores,
  basketball: basketballLiveScores,
};

export function scorePollOf(sport: Sport): ScorePoll {
  return SCORE_POLLS[sport];
}

/**
 * Feeds the store from a score poll while held: only entries whose object changed are queued (the
 * poll shares unchanged ones), and the store writes them once per frame. Returns the cleanup.
 */
export function connectLiveScores(
  poll: ScorePoll,
  queue: (scores: LiveScore[]) => void = queueLiveScores,
): Cancel {
  let seen: ReadonlyMap<number, LiveScore> = new Map();
  const subscription = poll.entries$.subscribe((entries) => {
    const changed: LiveScore[] = [];
    for (const [id, score] of entries) if (seen.get(id) !== score) changed.push(score);
    seen = entries;
    if (changed.length > 0) queue(changed);
  });
  return () => subscription.unsubscribe();
}

/**
 * Followed matches no list holds whose last polled score says they are over (finished or
 * abnormal): the list pages stop polling them (list/followBridge.ts).
 */
export const useUnlistedOver = create<{ ids: Readonly<Record<number, true>> }>(() => ({ ids: {} }));

function markUnlistedOver(matchId: number): void {
  if (useUnlistedOver.getState().ids[matchId]) return;
  useUnlistedOver.setState((state) => ({ ids: { ...state.ids, [matchId]: true } }));
}

export interface LivePipelineOptions {
  /** The sport of the poll: tells when a match no list holds is over. */
  sport?: Sport;
  /** The current tab's goal-tip and red-card-tip settings (read at each update). */
  tipSettings: () => TipSettings;
  isFollowed: (matchId: number) => boolean;
  /** The fan's alert preferences: goal sound, vibration, spoiler delay. */
  prefs: () => AlertPrefs;
}

export interface LivePipeline {
  /** The fan changed the spoiler delay: waiting updates are rescheduled. */
  setDelay(delayMs: number): void;
  stop(): void;
}

/**
 * Poll → spoiler delay → tips and goal alerts → store. Tips and the store see an update at the same
 * moment, after the fan's delay, so neither runs ahead of the other (or of the TV picture). A score
 * of an older version than the store holds (a cached poll answer replayed after a fresher list page)
 * is dropped rather than turning the match back.
 */
export function startLivePipeline(
  poll: ScorePoll,
  options: LivePipelineOptions,
  queue: (scores: LiveScore[]) => void = queueLiveScores,
  events?: EventPoll,
): LivePipeline {
  const delay = createSpoilerDelay<LiveScore[]>(options.prefs().spoilerDelayMs);
  // Events (the scorer's name) wait as long as the scores: a name must not give the goal away.
  const eventDelay = createSpoilerDelay<EventEntries>(options.prefs().spoilerDelayMs);
  // The events as released, by match: an announced goal names its scorer from them.
  const releasedEvents = new Map<number, readonly MatchEvent[]>();
  const eventSub = eventDelay.released$.subscribe((entries) => {
    for (const [id, list] of entries) releasedEvents.set(id, list);
    applyLiveEvents(entries);
  });
  const stopEvents = events ? connectLiveEvents(events, (e) => eventDelay.push(e)) : () => {};
  // The last score of polled matches that no list has loaded (a followed match of another day or
  // page): the store ignores them, but a goal in one must still alert the fan who follows it.
  const unlisted = new Map<number, LiveScore>();
  const subscription = delay.released$.subscribe((batch) => {
    const { byId } = useMatchesStore.getState();
    const previousOf = (id: number): LiveScore | undefined => byId[id] ?? unlisted.get(id);
    const fresh = batch.filter((score) => {
      const held = previousOf(score.matchId);
      // Ordered by the server's version of the match, never by time: clocks may disagree.
      return !held || score.version >= held.version;
    });
    const announce = {
      settings: options.tipSettings(),
      isFollowed: options.isFollowed,
      prefs: options.prefs(),
      eventsOf: (id: number) => releasedEvents.get(id),
      teamsOf: (id: number) => {
        const match = byId[id];
        return match ? { home: match.homeTeamName, away: match.awayTeamName } : undefined;
      },
    };
    // A tip for one match must not cost the others their update.
    for (const score of fresh) {
      try {
        announceLiveChange(previousOf(score.matchId), score, announce);
      } catch {
        // Tips are a nicety; the score still lands below.
      }
      if (byId[score.matchId]) unlisted.delete(score.matchId);
      else {
        unlisted.set(score.matchId, score);
        const sportType = options.sport === 'basketball' ? SPORT.basketball : SPORT.football;
        if (options.sport && !canStillChange({ sportType, matchStatus: score.matchStatus }))
          markUnlistedOver(score.matchId);
      }
    }
    if (fresh.length > 0) queue(fresh);
  });
  const stopFeed = connectLiveScores(poll, (batch) => delay.push(batch));
  return {
    setDelay: (ms) => {
      delay.setDelay(ms);
      eventDelay.setDelay(ms);
    },
    stop() {
      stopFeed();
      stopEvents();
      subscription.unsubscribe();
      eventSub.unsubscribe();
      delay.dispose();
      eventDelay.dispose();
    },
  };
}

type EventPoll = IdSetPoll<number, readonly MatchEvent[]>;
type EventEntries = [number, readonly MatchEvent[]][];

/** Feeds the changed entries of the live-events poll to `sink` while held. */
export function connectLiveEvents(poll: EventPoll, sink: (entries: EventEntries) => void): Cancel {
  let seen: ReadonlyMap<number, readonly MatchEvent[]> = new Map();
  const subscription = poll.entries$.subscribe((entries) => {
    const changed: EventEntries = [];
    for (const [id, list] of entries) if (seen.get(id) !== list) changed.push([id, list]);
    seen = entries;
    if (changed.length > 0) sink(changed);
  });
  return () => subscription.unsubscribe();
}

/** Polls these matches' scores (and football events) until released. */
export function watchLive(
  sport: Sport,
  ids: readonly number[],
  polls: { scores: ScorePoll; events?: IdSetPoll<number, unknown> } = {
    scores: scorePollOf(sport),
    events: sport === 'football' ? liveEvents : undefined,
  },
): Cancel {
  if (ids.length === 0) return () => {};
  const releases = [polls.scores.watch(ids), polls.events?.watch(ids)];
  return () => releases.forEach((release) => release?.());
}

/**
 * React: while mounted, the sport's live pipeline feeds the store (tips per the tab `game`'s
 * settings) and these ids are polled. Ids are compared by content, so a re-render with the same ids
 * keeps the same watch.
 */
export function useLiveFeed(
  sport: Sport,
  game: number,
  ids: readonly number[],
  isFollowed: (matchId: number) => boolean,
): void {
  const latest = useRef({ game, isFollowed });
  useEffect(() => {
    latest.current = { game, isFollowed };
  });
  const spoilerDelayMs = useAlertPrefs().spoilerDelayMs;
  const pipeline = useRef<LivePipeline | undefined>(undefined);
  useEffect(() => {
    const started = startLivePipeline(
      scorePollOf(sport),
      {
        sport,
        tipSettings: () => {
          const tab = getTabSettings(sport, latest.current.game);
          // Basketball tabs have no goal or red-card tips.
          return 'goalTip' in tab ? tab : {};
        },
        isFollowed: (id) => latest.current.isFollowed(id),
        prefs: getAlertPrefs,
      },
      queueLiveScores,
      sport === 'football' ? liveEvents : undefined,
    );
    pipeline.current = started;
    return () => {
      started.stop();
      pipeline.current = undefined;
    };
  }, [sport]);
  useEffect(() => {
    pipeline.current?.setDelay(spoilerDelayMs);
  }, [spoilerDelayMs]);
  const signature = ids.join(',');
  useEffect(() => {
    const list = signature ? signature.split(',').map(Number) : [];
    return watchLive(sport, list);
  }, [sport, signature]);
}

export interface LiveStatus {
  /** Some matches are being polled. */
  active: boolean;
  /** Seconds since the last good answer; null before the first. */
  updatedAgoS: number | null;
  /** The last requests failed; the rows show the last data. */
  failing: boolean;
  offline: boolean;
  /** The page is hidden or offline, so updates wait. */
  paused: boolean;
  /** Live pushes keep the scores current (issue 20 §2): "实时", not "N s ago". */
  pushed: boolean;
}

/** What the indicator shows, from the poll job's state. */
export function liveStatusOf(
  state: JobState<unknown>,
  polledIds: number,
  now: number,
  online = true,
  pushed = false,
): LiveStatus {
  const offline = state.pausedBy === 'offline' || !online;
  return {
    active: polledIds > 0,
    updatedAgoS:
      state.lastSuccessAt === undefined
        ? null
        : Math.max(0, Math.floor((now - state.lastSuccessAt) / 1000)),
    // A failing safety poll is no failure while pushes bring every change.
    failing: state.failureCount > 0 && !pushed,
    offline,
    paused: state.pausedBy !== undefined,
    pushed: pushed && !offline,
  };
}

function onlineNow(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** React: the live status of a sport's poll, re-read every second (for "N 秒前"). */
export function useLiveStatus(sport: Sport, tickMs = 1000): LiveStatus {
  const poll = scorePollOf(sport);
  const read = () =>
    liveStatusOf(poll.peek(), poll.ids().size, appNow(), onlineNow(), poll.pushed());
  const [status, setStatus] = useState(read);
  useEffect(() => {
    const update = () =>
      setStatus((prev) => {
        const next = liveStatusOf(
          poll.peek(),
          poll.ids().size,
          appNow(),
          onlineNow(),
          poll.pushed(),
        );
        return sameStatus(prev, next) ? prev : next;
      });
    update();
    return every(tickMs, update);
  }, [poll, tickMs]);
  return status;
}

function sameStatus(a: LiveStatus, b: LiveStatus): boolean {
  return (
    a.active === b.active &&
    a.updatedAgoS === b.updatedAgoS &&
    a.failing === b.failing &&
    a.offline === b.offline &&
    a.paused === b.paused &&
    a.pushed === b.pushed
  );
}
