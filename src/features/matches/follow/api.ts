import {
  FOLLOW_LIST_PAGE_SIZE,
  FOLLOW_TYPE,
  followMatch,
  queryUserFollowMatchIds,
} from '@contracts/follow';
import { call } from '@shared/http';

/** Race type of the follow calls: 1 football, 2 basketball. */
export type FollowSport = 1 | 2;

/**
 * The follow calls of calls-errors-spec §7.2, one small function each, declared in contracts/follow.
 * followMatch is a GET with params, as the spec names it; the token travels in a header.
 */
export function followMatchCall(matchId: number, sport: FollowSport, follow: boolean) {
  return call(followMatch, {
    matchId,
    type: follow ? FOLLOW_TYPE.follow : FOLLOW_TYPE.unfollow,
    matchType: sport,
  });
}

/** One page (300, product-spec §9) of the fan's followed match ids of a sport. */
export function fetchFollowedIds(sport: FollowSport, pn: number) {
  return call(queryUserFollowMatchIds, { pn, ps: FOLLOW_LIST_PAGE_SIZE, matchType: sport });
}
