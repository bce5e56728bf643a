import type { FastifyInstance } from 'fastify';
import { devUserLevelSchema } from '../../../contracts/userCentre';
import { ok } from '../../platform/envelope';
import type { CentreContext } from './context';
import { changeUserLevel } from './levels';
import { parse, refuse, userOf } from './replies';

/**
 * Development only (never registered in production): POST /api/dev/user-level {level, reason} moves
 * the caller's expert level, logged, to try the level popups by hand. The codes of the centre's send
 * calls are read where all codes are: GET /api/dev/sms-codes (accounts).
 */
export function devRoutes(app: FastifyInstance, ctx: CentreContext): void {
  app.post('/api/dev/user-level', async (request, reply) => {
    const user = await userOf(ctx, request, reply);
    if (!user) return reply;
    const parsed = parse(devUserLevelSchema, request.body);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    await changeUserLevel(ctx.db, user.id, parsed.data.level, parsed.data.reason ?? null);
    return ok({ userLevel: parsed.data.level }, ctx.clock.now());
  });
}
