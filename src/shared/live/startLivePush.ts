import { first, map, startWith } from 'rxjs';
import { appScheduler, type Scheduler } from '@schedulers';
import { appLivePolls } from './index';
import type { LivePolls } from './livePush';

/**
 * Live pushes for the app's live polls (issue 20 §2), started at boot. Nothing of them loads until
 * the live polls first ask the server for news: then the push client and the socket come, in
 * chunks of their own (issue 20 §3: not in the first screen's JavaScript). A screen opened from
 * inside the app asks at once; a first screen the server rendered carries its scores, so its polls
 * — and the socket with them — wait one interval (issue 31: the first screen's JavaScript budget
 * goes to the first screen, not to news of what it already shows).
 */
export function startLivePush(
  scheduler: Scheduler = appScheduler,
  polls: LivePolls = appLivePolls,
  connect: () => void = connectAppLivePush,
): void {
  const all = [...polls.scores, polls.events];
  scheduler.changes$
    .pipe(
      startWith(undefined),
      map(() => all.some((poll) => poll.peek().lastRunAt !== undefined)),
      first(Boolean),
    )
    .subscribe(() => connect());
}

function connectAppLivePush(): void {
  void import('./livePushApp').then(({ connectLivePush }) => connectLivePush());
}
