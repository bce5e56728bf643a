import { merge } from 'rxjs';
import { appScheduler, forgetResources, type Scheduler } from '@schedulers';
import { loginSuccess$, logoutSuccess$ } from '@shared/events';

/**
 * Answers are the fan's own (a plan unlocked, a balance, their settings): on every login and logout
 * they are dropped, so nothing asked for one fan is shown to the next. Returns the cleanup (tests).
 */
export function bindResourcesToSession(scheduler: Scheduler = appScheduler): () => void {
  const subscription = merge(loginSuccess$, logoutSuccess$).subscribe(() =>
    forgetResources(scheduler),
  );
  return () => subscription.unsubscribe();
}
