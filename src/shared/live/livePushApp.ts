import { LiveFeed } from '@realtime';
import { appEnvironment, systemClock } from '@schedulers';
import { appSocket } from '@shared/socket/appSocket';
import { joinLivePush, type LivePolls } from './livePush';

/** The app's live feed on its one socket, joined to its live polls (loaded on first need). */
export function connectAppLivePush(polls: LivePolls): () => void {
  const feed = new LiveFeed({
    connection: appSocket(),
    clock: systemClock,
    environment: appEnvironment,
  });
  return joinLivePush(feed, polls);
}
