import type { GatewayCall } from '../contracts/gateway';
import * as followCalls from '../contracts/sportdata/followCalls';
import * as matchCalls from '../contracts/sportdata/matchCalls';
import { analysisApis } from './features/analysis';
import { bkDetailApis } from './features/bkDetail';
import { dataLibraryApis, leagueStatsApis, playerApis } from './features/dataLibrary';
import { matchApis } from './features/matches';
import { oddsApis } from './features/odds';
import { followApis, withFollowFlags } from './features/follow';
import { homeApis } from './features/home';
import { lotteryApis } from './features/lottery';
import { specialDataApis } from './features/specialData';
import { gatewayRegistry, type GatewayApis } from './platform/gateway/api';

/** The match calls whose items carry isFollow for the fan of the token (docs/decisions/follow.md). */
const FOLLOW_FLAGGED: ReadonlySet<GatewayCall> = new Set<GatewayCall>([
  matchCalls.getMatchListByDate,
  matchCalls.getMatchInfoById,
  matchCalls.getBkMatchDetail,
  followCalls.getMatchListById,
  followCalls.getBkMatchListById,
]);

/**
 * Every apiName the gateway answers, gathered from the features that own them (the chat's come with
 * its hub, server/app.ts).
 */
export const gatewayApis: GatewayApis = gatewayRegistry(
  [
    ...analysisApis,
    ...matchApis,
    ...oddsApis,
    ...followApis,
    ...homeApis,
    ...bkDetailApis,
    ...lotteryApis,
    ...dataLibraryApis,
    ...leagueStatsApis,
    ...playerApis,
    ...specialDataApis,
  ].map((api) => (FOLLOW_FLAGGED.has(api.call) ? withFollowFlags(api) : api)),
);
