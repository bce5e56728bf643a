import type { HomeMatches } from '@contracts/sportdata/home';
import { upsertCachedMatches } from '@entities/match';
import { appScheduler, type PollHandle, type Scheduler } from '@schedulers';
import { fetchHomeMatches } from './api';
import { HOME_MATCHES_STALE_MS, HOME_MATCHES_TIMEOUT_MS } from './timings';

/**
 * The home tab's matches as a scheduler cache job (product-spec §9: home data cached 3 minutes, home
 * calls time out at 8 s). No timer of its own: it asks the server when the home tab wants it and
 * the data is older than 3 minutes, or when the fan pulls to refresh (`invalidate`). Scores move in
 * between through the live-score polls, not through this job.
 */
export const HOME_MATCHES_JOB_KEY = 'home:matches';

export type HomeMatchesHandle = PollHandle<HomeMatches>;

export function createHomeMatchesSource(
  scheduler: Scheduler = appScheduler,
  fetch: (signal: AbortSignal) => Promise<HomeMatches> = fetchHomeMatches,
): HomeMatchesHandle {
  return scheduler.poll<HomeMatches>(HOME_MATCHES_JOB_KEY, ({ signal }) => fetch(signal), {
    staleMs: HOME_MATCHES_STALE_MS,
    timeoutMs: HOME_MATCHES_TIMEOUT_MS,
    // A failure shows a retry; nothing retries behind the fan's back.
    retry: false,
  });
}

let shared: HomeMatchesHandle | undefined;

/** The app's one handle (the key makes repeated calls share one job anyway). */
export function homeMatchesSource(): HomeMatchesHandle {
  shared ??= createHomeMatchesSource();
  return shared;
}

/** Puts the answer's matches into the shared match store (one write), keeping fresher scores. */
export function storeHomeMatches(data: HomeMatches): void {
  upsertCachedMatches(data.list);
}
