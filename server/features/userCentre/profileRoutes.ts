import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describeRequestSchema, nickNameRequestSchema } from '../../../contracts/userCentre';
import { users } from '../../db/schema';
import { ok } from '../../platform/envelope';
import type { CentreContext } from './context';
import { parse, refuse, Refusals, userOf } from './replies';

/**
 * POST /api/uc/modify/nickName {nickName, modifyType} and POST /api/uc/modify/describe {describe}.
 * The field rules are contracts/userCentre.ts (shared with the client's forms); uniqueness of
 * nicknames, ignoring letter case, is checked here and held by the unique index's absence only as a
 * check-then-write: two fans racing for one new name within a millisecond is a cost we accept.
 */
export function profileRoutes(app: FastifyInstance, ctx: CentreContext): void {
  app.post('/api/uc/modify/nickName', async (request, reply) => {
    const user = await userOf(ctx, request, reply);
    if (!user) return reply;
    const parsed = parse(nickNameRequestSchema, request.body);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const nickName = parsed.data.nickName.trim();
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.nickName}) = lower(${nickName})`, ne(users.id, user.id)))
      .limit(1);
    if (taken) return refuse(reply, Refusals.nickNameTaken);
    await ctx.db.update(users).set({ nickName }).where(eq(users.id, user.id));
    return ok({ nickName }, ctx.clock.now());
  });

  app.post('/api/uc/modify/describe', async (request, reply) => {
    const user = await userOf(ctx, request, reply);
    if (!user) return reply;
    const parsed = parse(describeRequestSchema, request.body);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const describe = (parsed.data.describe ?? '').trim();
    await ctx.db
      .update(users)
      .set({ describe: describe === '' ? null : describe })
      .where(eq(users.id, user.id));
    // The payload shows what the profile will show: an empty signature reads 未设置.
    return ok({ describe: describe === '' ? '未设置' : describe }, ctx.clock.now());
  });
}
