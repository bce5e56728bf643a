import * as leagueStatsCalls from '../../../../contracts/sportdata/leagueStatsCalls';
import { defineApi, type GatewayApi } from '../../../platform/gateway/api';
import {
  bkLeagueAverages,
  bkLeagueRecords,
  leagueBackToBack,
  leagueHandicap,
  leagueOddEven,
  leagueScoreDiff,
} from './service';

/** The league statistics of the data library (docs/decisions/data-library.md "League statistics"). */
export const leagueStatsApis: readonly GatewayApi[] = [
  defineApi(leagueStatsCalls.getLeagueOddEvenStat, (args, { db }) => leagueOddEven(db, args)),
  defineApi(leagueStatsCalls.getLeagueHandicapStat, (args, { db }) => leagueHandicap(db, args)),
  defineApi(leagueStatsCalls.getLeagueScoreDiffStat, (args, { db }) => leagueScoreDiff(db, args)),
  defineApi(leagueStatsCalls.getLeagueBackToBackStat, (args, { db }) => leagueBackToBack(db, args)),
  defineApi(leagueStatsCalls.getBkLeagueStat, (args, { db }) => bkLeagueAverages(db, args)),
  defineApi(leagueStatsCalls.getBkTheMostOfLeague, (args, { db }) => bkLeagueRecords(db, args)),
];
