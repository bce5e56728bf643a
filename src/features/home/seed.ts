import type { HomeMatches } from '@contracts/sportdata/home';
import { homeMatchesSource, storeHomeMatches } from './source';

/**
 * The home tab's data as the server sent it with the page (issue 20 §3: the first screen rendered
 * on the server), put where the page reads it before its first render: the job, fresh as an
 * answer received at `receivedAt`, and the match store. The server's render and the app's first
 * render then draw the same rows, and nothing is asked until the data goes stale.
 */
export function seedHomeMatches(data: HomeMatches, receivedAt: number): void {
  homeMatchesSource().seed(data, receivedAt);
  storeHomeMatches(data);
}
