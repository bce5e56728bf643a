import { LiveFeed } from '@realtime';
import { appEnvironment, systemClock } from '@schedulers';
import { combineLatest, first } from 'rxjs';
import { basketballLiveScores, footballLiveScores, liveEvents } from './index';
import { joinLivePush, type LivePolls } from './livePush';

const polls: LivePolls = { scores: [footballLiveScores, basketballLiveScores], events: liveEvents };

/** The app's live feed on its one socket, joined to its live polls from their first watched id. */
export function connectWhenWatched(): void {
  combineLatest([...polls.scores, polls.events].map((poll) => poll.ids$))
    .pipe(first((sets) => sets.some((ids) => ids.size > 0)))
    .subscribe(() => {
      void import('@shared/socket/appSocket').then(({ appSocket }) => {
        const feed = new LiveFeed({
          connection: appSocket(),
          clock: systemClock,
          environment: appEnvironment,
        });
        joinLivePush(feed, polls);
      });
    });
}
