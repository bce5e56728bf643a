import { getBkMatchDetail, getMatchInfoById } from '@contracts/sportdata/matchCalls';
import { upsertCachedMatches, type Sport } from '@entities/match';
import { fetchDetailMatch } from './api';
import { detailMatchKey } from './detailMatchCall';
import { detailJob } from './useDetailJob';

/**
 * A match page's match as the server sent it with its render (issue 38: the match page rendered
 * on the server), checked by the header call's contract and put where the page reads it before its
 * first render: the header call's job, fresh as an answer received at `receivedAt`, and the match
 * store. The server's render and the app's first render then draw the same header, and the job
 * asks nothing until the data goes stale (live scores move through the live poll meanwhile). False,
 * and nothing seeded, when the data does not pass the contract or is another match.
 */
export function seedDetailMatch(
  sport: Sport,
  matchId: number | null,
  data: unknown,
  receivedAt: number,
): boolean {
  const call = sport === 'football' ? getMatchInfoById : getBkMatchDetail;
  const parsed = call.output.safeParse(data);
  if (matchId === null || !parsed.success || parsed.data.matchId !== matchId) return false;
  detailJob(detailMatchKey(sport, matchId), (signal) => fetchDetailMatch(sport, matchId, signal), {
    live: false,
  }).seed(parsed.data, receivedAt);
  upsertCachedMatches([parsed.data]);
  return true;
}
