import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import {
  FOLLOW_TYPE,
  FollowMessages,
  followIdsRequestSchema,
  followMatchRequestSchema,
  type FollowIdsPage,
  type FollowMatchResult,
} from '../../../contracts/follow';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { ok, sendFail, sendNoLogin } from '../../platform/envelope';
import { inputOf } from '../../platform/input';
import { authenticate } from '../../platform/auth/authenticate';
import { addFollow, followedIdsPage, matchForFollow, removeFollow } from './queries';
import { FOLLOW_LIMIT_PER_SPORT } from './settings';
import { headerAuthenticated } from '../../platform/auth/authenticate';

interface FollowDeps {
  db: Database;
  clock: Clock;
}

/** The arguments, or the Chinese message of the first problem (answered as 400 bad_request). */
function parseArgs<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; msg: string } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, msg: parsed.error.issues[0]?.message || '请求参数错误' };
}

/**
 * The follow calls of calls-errors-spec §7.2: followMatch (type 1 follow, 2 unfollow, idempotent)
 * and the followed ids of one sport (two paths, as the spec names both). Login is required.
 */
export function followRoutes(app: FastifyInstance, deps: FollowDeps): void {
  const followMatch = async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = parseArgs(followMatchRequestSchema, inputOf(request));
    if (!parsed.ok) return sendFail(reply, 400, 'bad_request', parsed.msg);
    const args = parsed.data;
    const who = await headerAuthenticated(deps.db, request);
    if (!who) return sendNoLogin(reply);
    const now = deps.clock.now();
    const base = { userId: who.userId, matchId: args.matchId, sport: args.matchType, now };
    let result: FollowMatchResult;
    if (args.type === FOLLOW_TYPE.unfollow) {
      // Unfollowing needs no live match: a fan can always clear a follow, whatever became of it.
      const followCount = await removeFollow(deps.db, base);
      result = { matchId: args.matchId, matchType: args.matchType, isFollow: false, followCount };
    } else {
      const match = await matchForFollow(deps.db, args.matchId, now);
      if (match?.sport !== args.matchType)
        return sendFail(reply, 404, 'match_not_found', FollowMessages.matchNotFound);
      // It would lapse at once (docs/decisions/follow.md): say so rather than flip a star that vanishes.
      if (match.lapsed) return sendFail(reply, 400, 'follow_lapsed', FollowMessages.lapsed);
      const outcome = await addFollow(deps.db, { ...base, limit: FOLLOW_LIMIT_PER_SPORT });
      if (!outcome.ok) return sendFail(reply, 409, 'follow_limit', FollowMessages.limit);
      result = {
        matchId: args.matchId,
        matchType: args.matchType,
        isFollow: true,
        followCount: outcome.followCount,
      };
    }
    request.log.info(
      { userId: who.userId, matchId: args.matchId, type: args.type },
      'follow changed',
    );
    return ok(result, now);
  };
  app.get('/api/user/followMatch', followMatch);
  app.post('/api/user/followMatch', followMatch);

  const followIds = async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = parseArgs(followIdsRequestSchema, request.query);
    if (!parsed.ok) return sendFail(reply, 400, 'bad_request', parsed.msg);
    const args = parsed.data;
    // Reading needs no header token: another site cannot read our answers.
    const who = await authenticate(deps.db, request);
    if (!who) return sendNoLogin(reply);
    const now = deps.clock.now();
    const { ids, total } = await followedIdsPage(deps.db, {
      userId: who.userId,
      sport: args.matchType,
      now,
      pageNo: args.pn,
      pageSize: args.ps,
    });
    const page: FollowIdsPage = {
      list: ids,
      pn: args.pn,
      ps: args.ps,
      total,
      hasMore: args.pn * args.ps < total,
    };
    return ok(page, now);
  };
  app.get('/api/user/queryUserFollowMatchIds', followIds);
  app.get('/api/match/queryUserFollowMatchIds', followIds);
}
