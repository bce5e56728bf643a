import { z } from 'zod/mini';
import { defineGatewayCall } from '../gateway';
import { idInput } from '../inputs';
import { codeArg, countArg, idListArgOf, idOrZeroArg, pageNoArg, pageSizeArg } from './args';
import { CROWN_PROVIDER_ID } from './odds';
import {
  SAME_ODDS_NUM,
  SAME_ODDS_TYPES,
  SPECIAL_LIST_PAGE_SIZE,
  asiaSameOddsSchema,
  betPercentSchema,
  betfairMatchListSchema,
  bigSmallSameOddsSchema,
  discreteIndexSchema,
  discreteMatchListSchema,
  europeSameOddsSchema,
  juheInfoSchema,
  kellyChangeSchema,
  kellyDetailSchema,
  kellyMatchListSchema,
  sameOddsMatchListSchema,
} from './specialData';

/**
 * The special-data apiNames of the sport-data gateway (专项数据; calls-errors-spec §7.1, issue 36
 * §2; docs/decisions/special-data.md). Every figure is computed on the call from the books' odds
 * and their history; the exchange's volumes from the simulator's trading model.
 */

const matchArgs = z.object({ matchId: idInput });

/** A page of a special list: today's matches (Beijing day) and those in play, with europe odds. */
const listArgs = z.object({
  pageNo: pageNoArg,
  pageSize: pageSizeArg(SPECIAL_LIST_PAGE_SIZE),
});

/** Every book's Kelly indices on its opening odds and now, with the market's mean and variance. */
export const getkellyDetail = defineGatewayCall('getkellyDetail', matchArgs, kellyDetailSchema);

/** One book's Kelly indices after every move of any book (the kelly-change chart). */
export const getKellyChangeList = defineGatewayCall(
  'getKellyChangeList',
  z.object({ matchId: idInput, providerId: idOrZeroArg }),
  kellyChangeSchema,
);

/** Football's Kelly list (/special/kelly): each match's market now. */
export const getKellyMatchList = defineGatewayCall(
  'getKellyMatchList',
  listArgs,
  kellyMatchListSchema,
);

/** Basketball's Kelly list (/bk-kelly/list). */
export const getBkKellyMatchList = defineGatewayCall(
  'getBkKellyMatchList',
  listArgs,
  kellyMatchListSchema,
);

/** The dispersion of the books' odds at the openings and now, and after every move (any sport). */
export const getFtDiscreteIndex = defineGatewayCall(
  'getFtDiscreteIndex',
  matchArgs,
  discreteIndexSchema,
);

/** Football's dispersion list (/special/dispersed). */
export const getDiscreteMatchList = defineGatewayCall(
  'getDiscreteMatchList',
  listArgs,
  discreteMatchListSchema,
);

/** Basketball's dispersion list (/bk-dispersed/list). */
export const getBkDiscreteMatchList = defineGatewayCall(
  'getBkDiscreteMatchList',
  listArgs,
  discreteMatchListSchema,
);

/** The exchange's match odds — volumes, shares, profit and loss, hot/cold — and the proportions. */
export const getBetPercent = defineGatewayCall('getBetPercent', matchArgs, betPercentSchema);

/** Football's exchange list (/special/betfair and /special/proportion): each match's volumes. */
export const getBetfairMatchList = defineGatewayCall(
  'getBetfairMatchList',
  listArgs,
  betfairMatchListSchema,
);

/**
 * The same-odds calls: up to `num` past finished matches, newest first, whose opening odds of the
 * book (`providerId`, the crown by default) match this match's — every value (type 1) or the main
 * one (type 2: the home odds, or the line) — in any league (leagueType 0) or this one's (1), with
 * how they ended.
 */
const sameOddsArgs = z.object({
  num: countArg(SAME_ODDS_NUM, SAME_ODDS_NUM),
  matchId: idInput,
  leagueType: codeArg([0, 1], 0),
  providerId: z._default(idOrZeroArg, CROWN_PROVIDER_ID),
  type: codeArg(Object.values(SAME_ODDS_TYPES), SAME_ODDS_TYPES.exact),
});

/** Same 1X2 opening odds; the tally of home wins, draws and away wins. */
export const getEuropeSameOddsDetail = defineGatewayCall(
  'getEuropeSameOddsDetail',
  sameOddsArgs,
  europeSameOddsSchema,
);
/** Same opening handicap; results from the home side. */
export const getAsiaSameOddsDetail = defineGatewayCall(
  'getAsiaSameOddsDetail',
  sameOddsArgs,
  asiaSameOddsSchema,
);
/** Same opening totals line; results from the over side. */
export const getBigSmallSameOddsDetail = defineGatewayCall(
  'getBigSmallSameOddsDetail',
  sameOddsArgs,
  bigSmallSameOddsSchema,
);

/** Football's same-odds list (/special-data-list type 1): how many past matches each one matches. */
export const getSameOddsMatchList = defineGatewayCall(
  'getSameOddsMatchList',
  listArgs,
  sameOddsMatchListSchema,
);

/**
 * At most as many matches as a list page shows (product-spec §9: 100): telling a match's models reads
 * its odds history, about 6 ms a match, so a longer list would let one call hold the server.
 */
export const JUHE_MAX_IDS = 100;

/** Which data models (SPECIAL_DATA_MODELS) have data for each football match of the list. */
export const getMatchJuheInfoByIdList = defineGatewayCall(
  'getMatchJuheInfoByIdList',
  z.object({ matchIdList: idListArgOf(JUHE_MAX_IDS) }),
  juheInfoSchema,
);

/** The same for basketball matches. */
export const getBkMatchJuheInfoByIdList = defineGatewayCall(
  'getBkMatchJuheInfoByIdList',
  z.object({ matchIdList: idListArgOf(JUHE_MAX_IDS) }),
  juheInfoSchema,
);
