import type { GatewayCall } from '@contracts/gateway';
import type { LiveScore, LiveScoreList } from '@contracts/sportdata/matches';
import { getBkMatchListLiveScore, getMatchListLiveScore } from '@contracts/sportdata/matchCalls';
import {
  appScheduler,
  createIdSetPoll,
  POLL_TIMEOUT_MS,
  type IdSetPoll,
  type Scheduler,
} from '@schedulers';
import { sportdata } from '../http';
import { LIVE_SCORE_POLL_MS } from './timings';

export type SportKind = 'football' | 'basketball';

/** The live-score call of each sport (docs/api.md). */
export const LIVE_SCORE_CALLS = {
  football: getMatchListLiveScore,
  basketball: getBkMatchListLiveScore,
} as const satisfies Record<SportKind, GatewayCall>;

/** The gateway call, injectable for tests. */
export type SportdataCall = typeof sportdata;

/**
 * A score replaces the one held unless it is older: a poll's answer read before a pushed change may
 * arrive after it (the version is the match's, moved by every change).
 */
export function newerScore(previous: LiveScore | undefined, incoming: LiveScore): LiveScore {
  return previous && previous.version > incoming.version ? previous : incoming;
}

/**
 * Live scores of the matches on screen (plus followed ones), one batched call per interval.
 * Screens `watch(ids)` while they show them and select entries by id; see schedulers/idSetPoll.ts.
 */
export function createLiveScorePoll(
  sport: SportKind,
  scheduler: Scheduler = appScheduler,
  call: SportdataCall = sportdata,
): IdSetPoll<number, LiveScore> {
  return createIdSetPoll(scheduler, {
    key: `live-scores:${sport}`,
    intervalMs: LIVE_SCORE_POLL_MS,
    timeoutMs: Math.min(POLL_TIMEOUT_MS, LIVE_SCORE_POLL_MS),
    fetch: (ids, { signal }) =>
      call(
        LIVE_SCORE_CALLS[sport],
        { matchIdList: [...ids] },
        { signal, timeoutMs: Math.min(POLL_TIMEOUT_MS, LIVE_SCORE_POLL_MS) },
      ),
    entries: (data: LiveScoreList) => data.list.map((score) => [score.matchId, score] as const),
    merge: newerScore,
  });
}
