import { z } from 'zod/mini';
import { liveScoreSchema, type LiveScore } from '@contracts/sportdata/matches';
import {
  appScheduler,
  createIdSetPoll,
  LIVE_SCORE_POLL_MS,
  POLL_TIMEOUT_MS,
  type IdSetPoll,
  type Scheduler,
} from '@schedulers';
import { sportdata } from '../http';

/** `data` of getMatchListLiveScore / getBkMatchListLiveScore (docs/api.md). */
export const liveScoreListSchema = z.object({ list: z.array(liveScoreSchema) });
export type LiveScoreList = z.infer<typeof liveScoreListSchema>;

export type SportKind = 'football' | 'basketball';

export const LIVE_SCORE_API: Readonly<Record<SportKind, string>> = {
  football: 'getMatchListLiveScore',
  basketball: 'getBkMatchListLiveScore',
};

/** The gateway call, injectable for tests. */
export type SportdataCall = typeof sportdata;

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
      call(LIVE_SCORE_API[sport], { matchIdList: [...ids] }, liveScoreListSchema, {
        signal,
        timeoutMs: Math.min(POLL_TIMEOUT_MS, LIVE_SCORE_POLL_MS),
      }),
    entries: (data: LiveScoreList) => data.list.map((score) => [score.matchId, score] as const),
  });
}
