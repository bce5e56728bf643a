import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CHECK_OR_JOIN,
  RED_PACKET_ERRORS,
  clickRedArgsSchema,
  redPacketCheckArgsSchema,
  type RedPacketError,
  type RedPacketStatus,
} from '../../../contracts/redPacket';
import { fail, ok, sendNoLogin } from '../../platform/envelope';
import { authenticate } from '../../platform/auth/authenticate';
import { parse, refuse } from '../accounts/replies';
import { headerAuthenticated } from '../../platform/auth/authenticate';
import { checkRound, clickRed, joinRain, type RedPacketDeps } from './service';

/** A refusal with its code; the round's state rides along in `data` so the app can settle. */
function refuseWith(
  reply: FastifyReply,
  code: RedPacketError,
  status: RedPacketStatus | undefined,
  now: number,
) {
  const httpStatus = code === 'no_round' ? 404 : 409;
  const msg = RED_PACKET_ERRORS[code];
  return reply.code(httpStatus).send({ ...fail(code, msg), data: status ?? null, serverTime: now });
}

/**
 * The red-packet calls (calls-errors-spec §7.3). check answers anyone (login false for a visitor);
 * joining and clicking need login, with the token in a header: they are GETs that change state.
 */
export function redPacketRoutes(app: FastifyInstance, deps: RedPacketDeps): void {
  app.get('/api/hd/match/redPacket/check', async (request: FastifyRequest, reply) => {
    const parsed = parse(redPacketCheckArgsSchema, request.query);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const { matchId, goalCount, checkOrJoin } = parsed.data;
    const now = deps.clock.now();
    if (checkOrJoin === CHECK_OR_JOIN.join) {
      const who = await headerAuthenticated(deps.db, request);
      if (!who) return sendNoLogin(reply);
      const joined = await joinRain(deps, { matchId, goalCount, userId: who.userId });
      if (!joined.ok) return refuseWith(reply, joined.code, joined.status, now);
      request.log.info({ matchId, goalCount, userId: who.userId }, 'red packet rain joined');
      return ok(joined.value, now);
    }
    const who = await authenticate(deps.db, request);
    const checked = await checkRound(deps, { matchId, goalCount, userId: who?.userId ?? null });
    if (!checked.ok) return refuseWith(reply, checked.code, checked.status, now);
    return ok(checked.value, now);
  });

  app.get('/api/hd/match/redPacket/clickRed', async (request, reply) => {
    const parsed = parse(clickRedArgsSchema, request.query);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const who = await headerAuthenticated(deps.db, request);
    if (!who) return sendNoLogin(reply);
    const now = deps.clock.now();
    const clicked = await clickRed(deps, { ...parsed.data, userId: who.userId });
    if (!clicked.ok) return refuseWith(reply, clicked.code, clicked.status, now);
    request.log.info(
      { matchId: parsed.data.matchId, userId: who.userId, kind: clicked.value.kind },
      'red packet award',
    );
    return ok({ award: clicked.value }, now);
  });
}
