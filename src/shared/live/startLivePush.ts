import { combineLatest, first } from 'rxjs';
import { appLivePolls } from './index';

/**
 * Live pushes for the app's live polls (issue 20 §2), started at boot. Nothing of them loads until
 * a screen watches a match: then the push client and the socket come, in chunks of their own, after
 * the rows that watch have been drawn (issue 20 §3: not in the first screen's JavaScript).
 */
export function startLivePush(): void {
  combineLatest([...appLivePolls.scores, appLivePolls.events].map((poll) => poll.ids$))
    .pipe(first((sets) => sets.some((ids) => ids.size > 0)))
    .subscribe(() => {
      void import('./livePushApp').then(({ connectLivePush }) => connectLivePush());
    });
}
