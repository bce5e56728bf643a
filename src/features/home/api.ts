import type { HomeMatches } from '@contracts/sportdata/home';
import { getHomeMatches } from '@contracts/sportdata/homeCalls';
import { sportdata } from '@shared/http';
import { HOME_MATCHES_ARGS } from './homeCallArgs';
import { HOME_MATCHES_TIMEOUT_MS } from './timings';

/** The home tab's one call (docs/decisions/home.md), checked by its contract. */
export function fetchHomeMatches(signal?: AbortSignal): Promise<HomeMatches> {
  return sportdata(getHomeMatches, HOME_MATCHES_ARGS, {
    signal,
    timeoutMs: HOME_MATCHES_TIMEOUT_MS,
  });
}
