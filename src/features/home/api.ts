import { homeMatchesSchema, type HomeMatches } from '@contracts/sportdata/home';
import { sportdata } from '@shared/http';
import { HOME_MATCHES_TIMEOUT_MS } from './timings';

/** The home tab's one call (docs/decisions/home.md), checked by its contract. */
export function fetchHomeMatches(signal?: AbortSignal): Promise<HomeMatches> {
  return sportdata('getHomeMatches', {}, homeMatchesSchema, {
    signal,
    timeoutMs: HOME_MATCHES_TIMEOUT_MS,
  });
}
