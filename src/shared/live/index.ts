import { createLiveEventPoll } from './liveEvents';
import { createLiveScorePoll } from './liveScores';
import type { LivePolls } from './livePush';

export * from './liveScores';
export * from './liveEvents';
export * from './appJobs';
export { RED_PACKET_CHECK_MS, RED_PACKET_LIST_MS } from './timings';

/** The app's live polls on the app scheduler (nothing runs until a screen watches ids). */
export const footballLiveScores = createLiveScorePoll('football');
export const basketballLiveScores = createLiveScorePoll('basketball');
export const liveEvents = createLiveEventPoll();

/** The app's live polls, as live pushes join them (livePush.ts) and wait for them to be watched. */
export const appLivePolls: LivePolls = {
  scores: [footballLiveScores, basketballLiveScores],
  events: liveEvents,
};

/**
 * The page came with a first screen the server rendered at about `receivedAt`, scores and events
 * included: the live polls take it as their first answer and ask one interval later (and the live
 * push connects with that first request: startLivePush.ts).
 */
export function liveDataCameWithPage(receivedAt: number): void {
  pageLiveDataAt = receivedAt;
  for (const poll of [...appLivePolls.scores, appLivePolls.events]) poll.seedFresh(receivedAt);
}

let pageLiveDataAt: number | null = null;

/** When the page's own live data came (liveDataCameWithPage), null when the page brought none. */
export const liveDataOfPageAt = (): number | null => pageLiveDataAt;
