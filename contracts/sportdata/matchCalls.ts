import { z } from 'zod/mini';
import { defineGatewayCall } from '../gateway';
import { bigIdInput, idInput } from '../inputs';
import { dateArg, flagArg, idListArg, idOrZeroArg, intArg, pageNoArg, pageSizeArg } from './args';
import {
  liveScoreListSchema,
  matchEventListSchema,
  matchItemSchema,
  matchPageSchema,
  redPacketMatchListSchema,
  textLiveSchema,
  videoLookupSchema,
} from './matches';

/**
 * The live-match apiNames of the sport-data gateway (calls-errors-spec §7.1, docs/api.md "Matches"):
 * lists, live scores and events, a match's header, text live, red-packet state and video lookups.
 * The live polls and the lists load with the first screen, so this module holds nothing else.
 */

/** Lines of the odds filters (asia handicaps, bigsmall totals) a list may be narrowed to. */
const oddsLineList = z.array(z.number()).check(z.maxLength(50));

/**
 * One page of a day's matches of one sport. matchStatus 0 all, 1 in play, 2 not started, 3 finished
 * or abnormal; game a game tab (product-spec §4); date the Beijing day, today when left out.
 */
export const getMatchListByDate = defineGatewayCall(
  'getMatchListByDate',
  z.looseObject({
    matchStatus: z._default(z.pipe(intArg, z.number().check(z.lte(3))), 0),
    /** 1 football (default), 2 basketball: both lists use this call. */
    sportType: z._default(z.pipe(intArg, z.number().check(z.gte(1), z.lte(2))), 1),
    simple: z.optional(flagArg),
    qtMatchIdList: z.optional(idListArg),
    leagueIdList: z.optional(idListArg),
    oddsCompany: z._default(idOrZeroArg, 0),
    date: z.optional(dateArg),
    game: z._default(intArg, 0),
    pageNo: pageNoArg,
    pageSize: pageSizeArg(20),
    asiaList: z.optional(oddsLineList),
    bigsmallList: z.optional(oddsLineList),
  }),
  matchPageSchema,
);

const liveScoreArgs = z.looseObject({ matchIdList: idListArg });

/** Live scores of the matches on screen and followed: football. */
export const getMatchListLiveScore = defineGatewayCall(
  'getMatchListLiveScore',
  liveScoreArgs,
  liveScoreListSchema,
);

/** Live scores of the matches on screen and followed: basketball. */
export const getBkMatchListLiveScore = defineGatewayCall(
  'getBkMatchListLiveScore',
  liveScoreArgs,
  liveScoreListSchema,
);

/** The widest `second` window the events call accepts: a day (docs/api.md). */
export const LIVE_EVENT_MAX_WINDOW_S = 86_400;

/** Events of many matches; with `second`, only those of the last `second` seconds (what changed). */
export const getMatchEventByMatchIdList = defineGatewayCall(
  'getMatchEventByMatchIdList',
  z.looseObject({
    matchIdList: idListArg,
    second: z.optional(z.pipe(intArg, z.number().check(z.lte(LIVE_EVENT_MAX_WINDOW_S)))),
  }),
  matchEventListSchema,
);

/** Every event of one match in order: the detail page's timeline. */
export const getMatchEvent = defineGatewayCall(
  'getMatchEvent',
  z.looseObject({ matchId: idInput }),
  matchEventListSchema,
);

/**
 * One football match's header: by leagueMatchId (our match id; matchId is read the same) or by
 * qtMatchId. With none of them the server answers 400 bad_args.
 */
export const getMatchInfoById = defineGatewayCall(
  'getMatchInfoById',
  z.looseObject({
    leagueMatchId: z.optional(idInput),
    qtMatchId: z.optional(idInput),
    matchId: z.optional(idInput),
  }),
  matchItemSchema,
);

/** One basketball match's header with points by quarter and the quarter length. */
export const getBkMatchDetail = defineGatewayCall(
  'getBkMatchDetail',
  z.looseObject({ matchId: idInput }),
  matchItemSchema,
);

/** Text commentary, newest first; `beforeId` (a match_texts id, bigserial) pages back. */
export const getMatchTextLive = defineGatewayCall(
  'getMatchTextLive',
  z.looseObject({
    matchId: idInput,
    beforeId: z.optional(bigIdInput),
    pageSize: pageSizeArg(50),
  }),
  textLiveSchema,
);

/**
 * The red-packet state of matches: the given ids, or with none given every football match of today
 * whose red packet is active (the ~1003 s full-list refresh of calls-errors-spec §7.3).
 */
export const getRedpackedMatchList = defineGatewayCall(
  'getRedpackedMatchList',
  z.looseObject({ matchIds: z.optional(idListArg) }),
  redPacketMatchListSchema,
);

const videoArgs = z.looseObject({ matchIds: idListArg });

/** Video sources of football matches (an empty list is "no video"). */
export const getFtLeisuMatchVideo = defineGatewayCall(
  'getFtLeisuMatchVideo',
  videoArgs,
  videoLookupSchema,
);

/** Video sources of basketball matches (an empty list is "no video"). */
export const getBkLeisuMatchVideo = defineGatewayCall(
  'getBkLeisuMatchVideo',
  videoArgs,
  videoLookupSchema,
);
