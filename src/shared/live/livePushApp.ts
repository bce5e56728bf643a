import { LiveFeed } from '@realtime';
import { appEnvironment, systemClock } from '@schedulers';
import { appSocket } from '@shared/socket/appSocket';
import { appLivePolls } from './index';
import { joinLivePush } from './livePush';

/** The app's live feed on its one socket, joined to its live polls (startLivePush.ts). */
export function connectLivePush(): void {
  const feed = new LiveFeed({
    connection: appSocket(),
    clock: systemClock,
    environment: appEnvironment,
  });
  joinLivePush(feed, appLivePolls);
}
