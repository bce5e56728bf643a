import type {
  BkLeagueStat,
  BkTheMostOfLeague,
  LeagueBackToBackStat,
  LeagueHandicapStat,
  LeagueOddEvenStat,
  LeagueScoreDiffStat,
} from '@contracts/sportdata/leagueStats';
import {
  getBkLeagueStat,
  getBkTheMostOfLeague,
  getLeagueBackToBackStat,
  getLeagueHandicapStat,
  getLeagueOddEvenStat,
  getLeagueScoreDiffStat,
} from '@contracts/sportdata/leagueStatsCalls';
import { sportdata } from '@shared/http';
import type { StatKind } from './statKinds';

/**
 * The league statistics (docs/decisions/data-library.md "League statistics"): one call per kind,
 * answered with the kind beside it so a screen narrows the answer by its `kind`.
 */

export type LeagueStatAnswer =
  | { kind: 'oddEven'; data: LeagueOddEvenStat }
  | { kind: 'handicap'; data: LeagueHandicapStat }
  | { kind: 'scoreDiff'; data: LeagueScoreDiffStat }
  | { kind: 'backToBack'; data: LeagueBackToBackStat }
  | { kind: 'averages'; data: BkLeagueStat }
  | { kind: 'records'; data: BkTheMostOfLeague };

export async function fetchLeagueStat(
  kind: StatKind,
  leagueId: number,
  seasonName: string | undefined,
  signal?: AbortSignal,
): Promise<LeagueStatAnswer> {
  const args = { leagueId, seasonName };
  const options = { signal };
  switch (kind) {
    case 'oddEven':
      return { kind, data: await sportdata(getLeagueOddEvenStat, args, options) };
    case 'handicap':
      return { kind, data: await sportdata(getLeagueHandicapStat, args, options) };
    case 'scoreDiff':
      return { kind, data: await sportdata(getLeagueScoreDiffStat, args, options) };
    case 'backToBack':
      return { kind, data: await sportdata(getLeagueBackToBackStat, args, options) };
    case 'averages':
      return { kind, data: await sportdata(getBkLeagueStat, args, options) };
    case 'records':
      return { kind, data: await sportdata(getBkTheMostOfLeague, args, options) };
  }
}
