import type { MatchLineup } from '@contracts/sportdata/analysis';
import { getMatchLineup } from '@contracts/sportdata/analysisCalls';
import { sportdata } from '@shared/http';

/** getMatchLineup (calls-errors-spec §7.1), checked by its contract. */
export function fetchMatchLineup(matchId: number, signal?: AbortSignal): Promise<MatchLineup> {
  return sportdata(getMatchLineup, { matchId }, { signal });
}
