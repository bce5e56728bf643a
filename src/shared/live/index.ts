import { createLiveEventPoll } from './liveEvents';
import { createLiveScorePoll } from './liveScores';

export * from './liveScores';
export * from './liveEvents';
export * from './appJobs';

/** The app's live polls on the app scheduler (nothing runs until a screen watches ids). */
export const footballLiveScores = createLiveScorePoll('football');
export const basketballLiveScores = createLiveScorePoll('basketball');
export const liveEvents = createLiveEventPoll();
