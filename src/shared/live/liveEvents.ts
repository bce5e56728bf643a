import {
  getMatchEventByMatchIdList,
  LIVE_EVENT_MAX_WINDOW_S,
} from '@contracts/sportdata/matchCalls';
import type { MatchEvent } from '@contracts/sportdata/matches';
import {
  appScheduler,
  createIdSetPoll,
  POLL_TIMEOUT_MS,
  type IdSetPoll,
  type Scheduler,
} from '@schedulers';
import { sportdata } from '../http';
import type { SportdataCall } from './liveScores';
import { LIVE_EVENT_OVERLAP_MS, LIVE_EVENT_POLL_MS } from './timings';

/**
 * `second` for getMatchEventByMatchIdList: the time since the oldest cursor plus an overlap, so a
 * clock hiccup or a slow answer loses nothing (events are merged by id); none for a full request.
 */
export function eventWindowSeconds(since: number | undefined, now: number): number | undefined {
  if (since === undefined) return undefined;
  const ms = Math.min(
    LIVE_EVENT_MAX_WINDOW_S * 1000,
    Math.max(0, now - since) + LIVE_EVENT_OVERLAP_MS,
  );
  return Math.ceil(ms / 1000);
}

/** Events of one match, oldest first, each id once. New events join; an event sent again replaces. */
export function mergeEvents(
  previous: readonly MatchEvent[] | undefined,
  incoming: readonly MatchEvent[],
): readonly MatchEvent[] {
  const byId = new Map<number, MatchEvent>();
  for (const event of previous ?? []) byId.set(event.id, event);
  for (const event of incoming) byId.set(event.id, event);
  return [...byId.values()].sort((a, b) => a.happenedAt - b.happenedAt || a.id - b.id);
}

export function groupEvents(list: readonly MatchEvent[]): [number, readonly MatchEvent[]][] {
  const byMatch = new Map<number, MatchEvent[]>();
  for (const event of list) {
    const events = byMatch.get(event.matchId);
    if (events) events.push(event);
    else byMatch.set(event.matchId, [event]);
  }
  return [...byMatch];
}

/**
 * Live events (goals, cards, substitutions) of the matches on screen: one incremental batched call per
 * interval. Each match keeps its cursor; a match that joins the set makes the next call a full one.
 */
export function createLiveEventPoll(
  scheduler: Scheduler = appScheduler,
  call: SportdataCall = sportdata,
): IdSetPoll<number, readonly MatchEvent[]> {
  const timeoutMs = Math.min(POLL_TIMEOUT_MS, LIVE_EVENT_POLL_MS);
  return createIdSetPoll(scheduler, {
    key: 'live-events',
    intervalMs: LIVE_EVENT_POLL_MS,
    timeoutMs,
    fetch: (ids, { signal, since, startedAt }) =>
      call(
        getMatchEventByMatchIdList,
        { matchIdList: [...ids], second: eventWindowSeconds(since, startedAt) },
        { signal, timeoutMs },
      ),
    entries: (data: { list: MatchEvent[] }) => groupEvents(data.list),
    merge: mergeEvents,
  });
}
