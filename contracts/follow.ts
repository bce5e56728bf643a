import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { int32, INT32_MAX, int32Input } from './integers';
import { matchItemSchema } from './sportdata/matches';

/**
 * Follow calls (calls-errors-spec §7.2, product-spec §4 "Follow"; docs/api.md "Follow"). Query
 * parameters arrive as strings, JSON bodies as numbers: both are accepted.
 */

/** Follow-list page size (product-spec §9) and the most matches a fan may follow per sport. */
export const FOLLOW_LIST_PAGE_SIZE = 300;
export const FOLLOW_LIMIT_PER_SPORT = FOLLOW_LIST_PAGE_SIZE;
/** type of followMatch. */
export const FOLLOW_TYPE = { follow: 1, unfollow: 2 } as const;

export const FollowMessages = {
  badMatchId: '比赛编号错误',
  badType: '关注类型错误：1 关注，2 取消关注',
  badMatchType: '比赛类型错误：1 足球，2 篮球',
  badPage: '分页参数错误',
  matchNotFound: '比赛不存在',
  lapsed: '该比赛已结束超过7天，无法关注',
  limit: `关注的比赛已达上限（${FOLLOW_LIMIT_PER_SPORT}场），请先取消部分关注`,
} as const;

/**
 * A whole number from a number or a digit string, with the message fans see when it is not. An id
 * is bounded like `idInput` (contracts/inputs.ts), but says which id was wrong.
 */
function wholeNumber(error: string, min: number, max: number) {
  return int32Input({ min, max, error });
}

const matchTypeArg = z._default(
  z.pipe(
    wholeNumber(FollowMessages.badMatchType, 1, 2),
    z.transform((v) => v as 1 | 2),
  ),
  1 as const,
);

/** GET (or POST) /api/user/followMatch {matchId, type, matchType}. */
export const followMatchRequestSchema = z.looseObject({
  matchId: wholeNumber(FollowMessages.badMatchId, 1, INT32_MAX),
  type: z.pipe(
    wholeNumber(FollowMessages.badType, 1, 2),
    z.transform((v) => v as 1 | 2),
  ),
  matchType: matchTypeArg,
});
export type FollowMatchRequest = z.output<typeof followMatchRequestSchema>;

/** data of followMatch: the state after the call, and the fan's follows of that sport. */
export const followMatchResultSchema = z.object({
  matchId: int32(),
  matchType: int32(),
  isFollow: z.boolean(),
  followCount: int32(),
});
export type FollowMatchResult = z.infer<typeof followMatchResultSchema>;

/** GET /api/user/queryUserFollowMatchIds (and /api/match/…) {pn, ps, matchType}. */
export const followIdsRequestSchema = z.looseObject({
  pn: z._default(wholeNumber(FollowMessages.badPage, 1, 10_000), 1),
  ps: z._default(
    wholeNumber(FollowMessages.badPage, 1, FOLLOW_LIST_PAGE_SIZE),
    FOLLOW_LIST_PAGE_SIZE,
  ),
  matchType: matchTypeArg,
});
export type FollowIdsRequest = z.output<typeof followIdsRequestSchema>;

/** data of queryUserFollowMatchIds: followed match ids of one sport, by kick-off time. */
export const followIdsPageSchema = z.object({
  list: z.array(int32()),
  pn: int32(),
  ps: int32(),
  total: int32(),
  hasMore: z.boolean(),
});
export type FollowIdsPage = z.infer<typeof followIdsPageSchema>;

/** A list item as the followed view receives it: isFollow is always true there. */
export const followedMatchItemSchema = z.extend(matchItemSchema, { isFollow: z.boolean() });

/**
 * data of the gateway's getUserFollowMatchList: the fan's followed matches of one sport as list
 * items, live first, then upcoming by kick-off, then finished latest first. `date` is today.
 */
export const followedMatchPageSchema = z.object({
  list: z.array(followedMatchItemSchema),
  pageNo: int32(),
  pageSize: int32(),
  total: int32(),
  hasMore: z.boolean(),
  date: z.string(),
});
export type FollowedMatchPage = z.infer<typeof followedMatchPageSchema>;

// The REST calls (calls-errors-spec §7.2; docs/api.md "Follow"). followMatch changes state, so the
// token must come in a header even though the spec makes it a GET: a cross-site link or image
// carries the cookie, never a header. Reading the ids may go with the cookie.

/** GET /api/user/followMatch {matchId, type, matchType}: follow (1) or unfollow (2), idempotent. */
export const followMatch = defineEndpoint({
  method: 'GET',
  path: '/api/user/followMatch',
  access: 'writer',
  input: followMatchRequestSchema,
  output: followMatchResultSchema,
});

/** POST /api/user/followMatch: the same call with a JSON or form body (docs/api.md). */
export const followMatchByPost = defineEndpoint({ ...followMatch, method: 'POST' });

/** GET /api/user/queryUserFollowMatchIds {pn, ps, matchType}: followed ids of one sport. */
export const queryUserFollowMatchIds = defineEndpoint({
  method: 'GET',
  path: '/api/user/queryUserFollowMatchIds',
  access: 'reader',
  input: followIdsRequestSchema,
  output: followIdsPageSchema,
});

/** GET /api/match/queryUserFollowMatchIds: the same, under the other path the spec names. */
export const queryMatchFollowIds = defineEndpoint({
  ...queryUserFollowMatchIds,
  path: '/api/match/queryUserFollowMatchIds',
});

/** The follow calls' own refusal codes; an unknown match is COMMON_REFUSAL_CODES.matchNotFound. */
export const FOLLOW_REFUSAL_CODES = { lapsed: 'follow_lapsed', limit: 'follow_limit' } as const;
