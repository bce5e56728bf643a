import type { FastifyInstance } from 'fastify';
import { userIndexQuerySchema } from '../../../contracts/accounts';
import { ok } from '../../platform/envelope';
import { authenticate } from '../../platform/auth/authenticate';
import type { AccountContext } from './context';
import { parse, refuse } from './replies';
import { closeSession } from '../../platform/auth/sessions';
import { clearedTokenCookie, tokenOf } from '../../platform/auth/tokens';
import { toUserInfo } from './userInfo';
import { findById } from './users';
import { countFollows } from '../follow/queries';

const noLogin = { status: 401, code: 'no_login', msg: '请先登录' };

/** GET /api/uc/index (the fan's user info) and GET /api/user/loginOut (calls-errors-spec §7.10). */
export function sessionRoutes(app: FastifyInstance, ctx: AccountContext): void {
  app.get('/api/uc/index', async (request, reply) => {
    const query = parse(userIndexQuerySchema, request.query);
    if (!query.ok) return refuse(reply, query.refusal);
    const who = await authenticate(ctx.db, request);
    const user = who && (await findById(ctx.db, who.userId));
    if (!user) return refuse(reply, noLogin);
    const now = ctx.clock.now();
    const followMatchCount = await countFollows(ctx.db, user.id, now);
    return ok(toUserInfo(user, now, { followMatchCount }), now);
  });

  /** Always succeeds: logging out twice, or with a dead token, leaves the fan logged out all the same. */
  app.get('/api/user/loginOut', async (request, reply) => {
    const token = tokenOf(request);
    if (token) await closeSession(ctx.db, token);
    reply.header('set-cookie', clearedTokenCookie(ctx.production));
    return ok(null, ctx.clock.now());
  });
}
