import { combineLatest, first } from 'rxjs';
import { createLiveEventPoll } from './liveEvents';
import { createLiveScorePoll } from './liveScores';

export * from './liveScores';
export * from './liveEvents';
export * from './appJobs';

/** The app's live polls on the app scheduler (nothing runs until a screen watches ids). */
export const footballLiveScores = createLiveScorePoll('football');
export const basketballLiveScores = createLiveScorePoll('basketball');
export const liveEvents = createLiveEventPoll();

let pushStarted = false;

/**
 * Live pushes for the app's live polls (issue 20 §2), from the first time a screen watches a match:
 * the socket and its client load then, in their own chunk, after the first screen painted.
 */
export function startLivePush(): void {
  if (pushStarted) return;
  pushStarted = true;
  combineLatest([footballLiveScores.ids$, basketballLiveScores.ids$, liveEvents.ids$])
    .pipe(first((sets) => sets.some((ids) => ids.size > 0)))
    .subscribe(() => {
      void import('./livePushApp').then(({ connectAppLivePush }) =>
        connectAppLivePush({
          scores: [footballLiveScores, basketballLiveScores],
          events: liveEvents,
        }),
      );
    });
}
