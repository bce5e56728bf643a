import { getHomeMatches } from '@contracts/sportdata/homeCalls';
import { homeMatchesSource, storeHomeMatches } from './source';

/**
 * The home tab's data as the server sent it with the page (issue 20 §3: the first screen rendered
 * on the server), checked by the call's contract and put where the page reads it before its first
 * render: the job, fresh as an answer received at `receivedAt`, and the match store. The server's
 * render and the app's first render then draw the same rows, and nothing is asked until the data
 * goes stale. False, and nothing seeded, when the data does not pass the contract.
 */
export function seedHomeMatches(data: unknown, receivedAt: number): boolean {
  const parsed = getHomeMatches.output.safeParse(data);
  if (!parsed.success) return false;
  homeMatchesSource().seed(parsed.data, receivedAt);
  storeHomeMatches(parsed.data);
  return true;
}
