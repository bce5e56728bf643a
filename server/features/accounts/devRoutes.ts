import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { ok } from '../../platform/envelope';
import type { AccountContext } from './context';
import { parse, refuse } from './replies';
import type { DevCodeBook } from './smsSender';

const query = z.looseObject({
  phone: z.string({ error: '请传入手机号' }).check(z.minLength(1, { error: '请传入手机号' })),
});

/**
 * GET /api/dev/sms-codes?phone=: the latest code sent to a phone, for development and tests. Never
 * registered in production (accountRoutes), so there it is an ordinary 404.
 */
export function devRoutes(app: FastifyInstance, ctx: AccountContext, book: DevCodeBook): void {
  app.get('/api/dev/sms-codes', (request, reply) => {
    const parsed = parse(query, request.query);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const sent = book.latest(parsed.data.phone.trim());
    if (!sent) return refuse(reply, { status: 404, code: 'not_found', msg: '该手机号没有验证码' });
    return ok(sent, ctx.clock.now());
  });
}
