import { LiveFeed } from '@realtime';
import { appEnvironment, systemClock } from '@schedulers';
import { appSocket } from '@shared/socket/appSocket';
import { basketballLiveScores, footballLiveScores, liveEvents } from './index';
import { joinLivePush, type LivePolls } from './livePush';

const polls: LivePolls = { scores: [footballLiveScores, basketballLiveScores], events: liveEvents };

/** The app's live feed on its one socket, joined to its live polls (startLivePush.ts). */
export function connectLivePush(): void {
  const feed = new LiveFeed({
    connection: appSocket(),
    clock: systemClock,
    environment: appEnvironment,
  });
  joinLivePush(feed, polls);
}
