import {
  FOLLOW_REFUSAL_CODES,
  FOLLOW_TYPE,
  FollowMessages,
  type FollowIdsPage,
  type FollowIdsRequest,
  type FollowMatchRequest,
  type FollowMatchResult,
} from '../../../contracts/follow';
import { COMMON_REFUSAL_CODES } from '../../../contracts/refusals';
import type { Database } from '../../db/database';
import { done, refused, type Outcome, type Refusal } from '../../platform/refusals';
import { addFollow, followedIdsPage, matchForFollow, removeFollow } from './queries';
import { FOLLOW_LIMIT_PER_SPORT } from './settings';

/** Why a follow is refused (docs/api.md "Follow"). */
export const FollowRefusals = {
  matchNotFound: {
    status: 404,
    code: COMMON_REFUSAL_CODES.matchNotFound,
    msg: FollowMessages.matchNotFound,
  },
  lapsed: { status: 400, code: FOLLOW_REFUSAL_CODES.lapsed, msg: FollowMessages.lapsed },
  limit: { status: 409, code: FOLLOW_REFUSAL_CODES.limit, msg: FollowMessages.limit },
} as const satisfies Record<string, Refusal>;

/**
 * followMatch: follows (type 1) or unfollows (type 2) a match for a fan, idempotently, and answers
 * the state as it now is with the fan's follows of that sport.
 */
export async function changeFollow(
  db: Database,
  fan: { userId: number; now: number },
  args: FollowMatchRequest,
): Promise<Outcome<FollowMatchResult>> {
  const base = { userId: fan.userId, matchId: args.matchId, sport: args.matchType, now: fan.now };
  const result = (isFollow: boolean, followCount: number): FollowMatchResult => ({
    matchId: args.matchId,
    matchType: args.matchType,
    isFollow,
    followCount,
  });
  // Unfollowing needs no live match: a fan can always clear a follow, whatever became of it.
  if (args.type === FOLLOW_TYPE.unfollow) return done(result(false, await removeFollow(db, base)));
  const match = await matchForFollow(db, args.matchId, fan.now);
  if (match?.sport !== args.matchType) return refused(FollowRefusals.matchNotFound);
  // It would lapse at once (docs/decisions/follow.md): say so rather than flip a star that vanishes.
  if (match.lapsed) return refused(FollowRefusals.lapsed);
  const added = await addFollow(db, { ...base, limit: FOLLOW_LIMIT_PER_SPORT });
  if (!added.ok) return refused(FollowRefusals.limit);
  return done(result(true, added.followCount));
}

/** queryUserFollowMatchIds: a page of the fan's followed match ids of one sport, by kick-off. */
export async function followedIdsOf(
  db: Database,
  fan: { userId: number; now: number },
  args: FollowIdsRequest,
): Promise<FollowIdsPage> {
  const { ids, total } = await followedIdsPage(db, {
    userId: fan.userId,
    sport: args.matchType,
    now: fan.now,
    pageNo: args.pn,
    pageSize: args.ps,
  });
  return { list: ids, pn: args.pn, ps: args.ps, total, hasMore: args.pn * args.ps < total };
}
