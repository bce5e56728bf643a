import type { FastifyInstance } from 'fastify';
import { statEventSchema } from '../../../contracts/statistics';
import type { Database } from '../../db/database';
import { ok, sendFail } from '../../platform/envelope';
import { authenticate } from '../../platform/auth/authenticate';

/**
 * POST /api/stats/event: page statistics from logged-in fans (product-spec §6). Needs a real,
 * unexpired session (bearer header, jcob_token header or cookie); events go to the structured log.
 */
export function statsRoutes(app: FastifyInstance, deps: { db: Database }): void {
  app.post('/api/stats/event', async (request, reply) => {
    const who = await authenticate(deps.db, request);
    if (!who) return sendFail(reply, 401, 'no_login', '请先登录');
    const parsed = statEventSchema.safeParse(request.body);
    if (!parsed.success) return sendFail(reply, 400, 'bad_request', '统计数据格式错误');
    request.log.info({ stat: parsed.data, userId: who.userId }, 'page statistic');
    return ok(null);
  });
}
