import type { FastifyInstance } from 'fastify';
import { vipLevelName } from '../../../contracts/userCentre';
import { ok } from '../../platform/envelope';
import { vipStatusAt } from '../accounts/userInfo';
import type { CentreContext } from './context';
import { lastLevelLog } from './levels';
import { userOf } from './replies';

/** GET /api/uc/my/queryLastLevelLog and GET /api/member/vip/info (calls-errors-spec §7.10). */
export function memberRoutes(app: FastifyInstance, ctx: CentreContext): void {
  app.get('/api/uc/my/queryLastLevelLog', async (request, reply) => {
    const user = await userOf(ctx, request, reply);
    if (!user) return reply;
    return ok({ levelLog: await lastLevelLog(ctx.db, user.id) }, ctx.clock.now());
  });

  app.get('/api/member/vip/info', async (request, reply) => {
    const user = await userOf(ctx, request, reply);
    if (!user) return reply;
    // A VIP period is data of the simulated world: it ends on the simulated clock.
    const now = ctx.clock.now();
    return ok(
      {
        vipInfo: {
          startTime: user.vipStart?.getTime() ?? null,
          endTime: user.vipEnd?.getTime() ?? null,
          vipStatus: vipStatusAt(user, now),
          vipMemberLevel: user.vipLevel,
        },
        vipLevel: user.vipLevel,
        vipName: vipLevelName(user.vipLevel),
      },
      now,
    );
  });
}
