import type { BkMatchInjury, BkMatchLineup, BkMatchTeamStats } from '@contracts/sportdata/bkDetail';
import {
  getBkMatchInjury,
  getBkMatchLineup,
  getBkMatchTeamRankAndCount,
} from '@contracts/sportdata/bkDetailCalls';
import { sportdata } from '@shared/http';

/** The basketball 赛况 tab's calls (docs/api.md, "Basketball match detail"), checked by contracts. */

/** Both teams' stat lines and points by period (zeros with `started` false before tip-off). */
export function fetchBkTeamStats(matchId: number, signal?: AbortSignal): Promise<BkMatchTeamStats> {
  return sportdata(getBkMatchTeamRankAndCount, { matchId }, { signal });
}

/** Both teams' players, starters first, with their lines (null before tip-off) and totals. */
export function fetchBkLineup(matchId: number, signal?: AbortSignal): Promise<BkMatchLineup> {
  return sportdata(getBkMatchLineup, { matchId }, { signal });
}

/** Both teams' injury lists (either may be empty). */
export function fetchBkInjuries(matchId: number, signal?: AbortSignal): Promise<BkMatchInjury> {
  return sportdata(getBkMatchInjury, { matchId }, { signal });
}
