import {
  followMatch,
  followMatchByPost,
  queryMatchFollowIds,
  queryUserFollowMatchIds,
} from '../../../contracts/follow';
import type { Database } from '../../db/database';
import { done } from '../../platform/refusals';
import type { Handler, Router } from '../../platform/route';
import { changeFollow, followedIdsOf } from './service';

/**
 * The follow calls of calls-errors-spec §7.2 (contracts/follow.ts): followMatch by GET, as the spec
 * names it, or POST; the followed ids under both paths the spec names.
 */
export function followRoutes(route: Router, deps: { db: Database }): void {
  const { db } = deps;

  const follow: Handler<typeof followMatch> = async (args, { caller, request, now }) => {
    const outcome = await changeFollow(db, { userId: caller.userId, now }, args);
    if (outcome.ok)
      request.log.info(
        { userId: caller.userId, matchId: args.matchId, type: args.type },
        'follow changed',
      );
    return outcome;
  };
  route(followMatch, follow);
  route(followMatchByPost, follow);

  const followedIds: Handler<typeof queryUserFollowMatchIds> = async (args, { caller, now }) =>
    done(await followedIdsOf(db, { userId: caller.userId, now }, args));
  route(queryUserFollowMatchIds, followedIds);
  route(queryMatchFollowIds, followedIds);
}
