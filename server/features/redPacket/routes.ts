import {
  CHECK_OR_JOIN,
  checkRedPacket,
  clickRedPacket,
  matchPacketRounds,
} from '../../../contracts/redPacket';
import { headerAuthenticated } from '../../platform/auth/authenticate';
import { CommonRefusals, done, refused } from '../../platform/refusals';
import type { Router } from '../../platform/route';
import { matchRounds } from './rounds';
import { checkRound, clickRed, joinRain, type RedPacketDeps } from './service';

/**
 * The red-packet calls (calls-errors-spec §7.3, contracts/redPacket.ts). check answers anyone
 * (login false for a visitor); joining and clicking need login with the token in a header: they
 * are GETs that change state.
 */
export function redPacketRoutes(route: Router, deps: RedPacketDeps): void {
  route(checkRedPacket, async ({ matchId, goalCount, checkOrJoin }, ctx) => {
    const { request } = ctx;
    if (checkOrJoin === CHECK_OR_JOIN.join) {
      // The endpoint is open for checking, but a join is a writer's call: only a header token
      // proves the fan meant it (a cross-site image carries the cookie alone).
      const who = await headerAuthenticated(deps.db, request);
      if (!who) return refused(CommonRefusals.noLogin);
      const joined = await joinRain(deps, { matchId, goalCount, userId: who.userId });
      if (joined.ok)
        request.log.info({ matchId, goalCount, userId: who.userId }, 'red packet rain joined');
      return joined;
    }
    const who = await ctx.viewer();
    return checkRound(deps, { matchId, goalCount, userId: who?.userId ?? null });
  });

  route(clickRedPacket, async (args, { caller, request }) => {
    const clicked = await clickRed(deps, { ...args, userId: caller.userId });
    if (!clicked.ok) return clicked;
    request.log.info(
      { matchId: args.matchId, userId: caller.userId, kind: clicked.data.kind },
      'red packet award',
    );
    return done({ award: clicked.data });
  });

  // match-packet/packet: anyone reads the rounds; a logged-in fan also gets their own part.
  route(matchPacketRounds, async ({ matchId }, ctx) =>
    matchRounds(deps.db, matchId, (await ctx.viewer())?.userId ?? null, deps.clock.now()),
  );
}
