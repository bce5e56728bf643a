import { z } from 'zod/mini';
import { followedMatchPageSchema } from '../follow';
import { defineGatewayCall } from '../gateway';
import { flagArg, idListArg, idOrZeroArg, intArg, pageNoArg, pageSizeArg } from './args';
import { matchItemListSchema } from './matches';

/** The follow apiNames of the gateway (docs/decisions/follow.md). */

/**
 * getUserFollowMatchList: the followed view, for the fan of the login token (401 no_login without
 * one). The fan's followed matches of one sport as list items (isFollow true), live first, then
 * upcoming by kick-off, then finished latest first.
 */
export const getUserFollowMatchList = defineGatewayCall(
  'getUserFollowMatchList',
  z.looseObject({
    sportType: z._default(z.pipe(intArg, z.number().check(z.gte(1), z.lte(2))), 1),
    /** 0 all, 1 live, 2 upcoming, 3 finished (as getMatchListByDate). */
    matchStatus: z._default(z.pipe(intArg, z.number().check(z.lte(3))), 0),
    game: z._default(intArg, 0),
    oddsCompany: z._default(idOrZeroArg, 0),
    simple: z.optional(flagArg),
    pageNo: pageNoArg,
    pageSize: pageSizeArg(20),
  }),
  followedMatchPageSchema,
);

const byIdArgs = z.looseObject({
  matchIdList: idListArg,
  oddsCompany: z._default(idOrZeroArg, 0),
  simple: z.optional(flagArg),
});

/**
 * getMatchListById (calls-errors-spec §7.1): list items of the given football matches, in the order
 * asked, unknown ids left out; isFollow for the fan of the login token.
 */
export const getMatchListById = defineGatewayCall(
  'getMatchListById',
  byIdArgs,
  matchItemListSchema,
);

/** getBkMatchListById: the same for basketball matches. */
export const getBkMatchListById = defineGatewayCall(
  'getBkMatchListById',
  byIdArgs,
  matchItemListSchema,
);
