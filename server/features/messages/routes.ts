import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import {
  MAX_TIME_MS,
  MESSAGE_SUB_TYPES,
  SUB_TYPE_VALUES,
  batchDisableSchema,
  messageConfigSchema,
  snsTimesSchema,
} from '../../../contracts/messages';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { messageConfigs } from '../../db/schema';
import { ok, sendFail, sendNoLogin } from '../../http/envelope';
import { authenticate } from '../accounts/authenticate';
import { parse, refuse } from '../accounts/replies';
import { headerAuthenticated } from '../follow/who';
import { messageConfigOf } from './notify';
import {
  disableMessages,
  messageCounts,
  messagePage,
  readMessage,
  snsCounts,
  unreadCount,
} from './queries';

interface MessageDeps {
  db: Database;
  clock: Clock;
}

const digits = (max: number) =>
  z
    .pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number))
    .check(z.refine((n) => n <= max, '参数超出范围'));

const listParams = z.object({
  subType: z.pipe(
    digits(99),
    z.number().check(z.refine((n) => SUB_TYPE_VALUES.includes(n), '没有这类消息')),
  ),
  pageNo: z.pipe(digits(10_000), z.number().check(z.gte(1))),
});
const timeParam = z.object({ time: digits(MAX_TIME_MS) });
const listQuery = z.object({ beforeId: z.optional(digits(Number.MAX_SAFE_INTEGER)) });
const idParam = z.object({ id: digits(Number.MAX_SAFE_INTEGER) });
const newSinceBody = z
  .array(
    z.object({ id: z.int(), timestamp: z.number().check(z.nonnegative(), z.lte(MAX_TIME_MS)) }),
  )
  .check(z.maxLength(SUB_TYPE_VALUES.length));

/**
 * The message calls (calls-errors-spec §7.4). Messages need login (product-spec §6): every call
 * answers 401 no_login without one. Reading is allowed with the cookie; changes (delete, settings)
 * need the token in a header.
 */
export function messageRoutes(app: FastifyInstance, deps: MessageDeps): void {
  const reader = async (request: FastifyRequest) => authenticate(deps.db, request);

  /** Unread messages newer than {time} (0: all): the 60-second poll's question. */
  app.get('/api/msg/existNewMsg/:time', async (request, reply) => {
    const parsed = parse(timeParam, request.params);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const who = await reader(request);
    if (!who) return sendNoLogin(reply);
    return ok(
      { count: await unreadCount(deps.db, who.userId, parsed.data.time) },
      deps.clock.now(),
    );
  });

  /** The same per list: [{id: subType, timestamp}] → [{id, count}]. */
  app.post('/api/msg/existNewMsg', async (request, reply) => {
    const parsed = parse(newSinceBody, request.body);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const who = await reader(request);
    if (!who) return sendNoLogin(reply);
    const counts = await messageCounts(deps.db, who.userId);
    const list = parsed.data.map(({ id, timestamp }) => {
      const entry = counts.list.find((l) => l.subType === id);
      const newer = entry?.latestAt !== null && (entry?.latestAt ?? 0) > timestamp;
      return { id, count: newer ? (entry?.unread ?? 0) : 0 };
    });
    return ok({ list }, deps.clock.now());
  });

  /** Unread notices of followed matches (the 关注 list's dot). */
  app.get('/api/msg/attention', async (request, reply) => {
    const who = await reader(request);
    if (!who) return sendNoLogin(reply);
    const counts = await messageCounts(deps.db, who.userId);
    const notices = counts.list.find((l) => l.subType === MESSAGE_SUB_TYPES.notice);
    return ok({ count: notices?.unread ?? 0 }, deps.clock.now());
  });

  app.post('/api/msg/queryMsgCount', async (request, reply) => {
    const who = await reader(request);
    if (!who) return sendNoLogin(reply);
    return ok(await messageCounts(deps.db, who.userId), deps.clock.now());
  });

  app.get('/api/msg/queryMsg/:subType/:pageNo', async (request, reply) => {
    const parsed = parse(listParams, request.params);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const query = parse(listQuery, request.query ?? {});
    if (!query.ok) return refuse(reply, query.refusal);
    const who = await reader(request);
    if (!who) return sendNoLogin(reply);
    // Reading marks read: only when the token came in a header, so that a cross-site image (which
    // carries the cookie) cannot mark a fan's messages read.
    const markRead = (await headerAuthenticated(deps.db, request)) !== null;
    const now = deps.clock.now();
    return ok(
      await messagePage(deps.db, {
        userId: who.userId,
        ...parsed.data,
        beforeId: query.data.beforeId,
        markRead,
        now,
      }),
      now,
    );
  });

  app.post('/api/msg/batchDisableMsg', async (request, reply) => {
    const parsed = parse(batchDisableSchema, request.body);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const who = await headerAuthenticated(deps.db, request);
    if (!who) return sendNoLogin(reply);
    const removed = await disableMessages(deps.db, who.userId, parsed.data.ids);
    return ok({ removed }, deps.clock.now());
  });

  app.get('/api/msg/queryMsgConfig', async (request, reply) => {
    const who = await reader(request);
    if (!who) return sendNoLogin(reply);
    return ok(await messageConfigOf(deps.db, who.userId), deps.clock.now());
  });

  app.post('/api/msg/modifyMsgConfig', async (request, reply) => {
    const parsed = parse(messageConfigSchema, request.body);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const who = await headerAuthenticated(deps.db, request);
    if (!who) return sendNoLogin(reply);
    const now = deps.clock.now();
    await deps.db
      .insert(messageConfigs)
      .values({ userId: who.userId, config: parsed.data, updatedAt: new Date(now) })
      .onConflictDoUpdate({
        target: messageConfigs.userId,
        set: { config: parsed.data, updatedAt: new Date(now) },
      });
    return ok(parsed.data, now);
  });

  /** One message (read from a notification or a link), marked read. */
  app.get('/api/msg/asynchronousAddMsgInfo/:id', async (request, reply) => {
    const parsed = parse(idParam, request.params);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    // It marks the message read: the token must come in a header.
    const who = await headerAuthenticated(deps.db, request);
    if (!who) return sendNoLogin(reply);
    const now = deps.clock.now();
    const message = await readMessage(deps.db, { userId: who.userId, id: parsed.data.id, now });
    if (!message) return sendFail(reply, 404, 'message_not_found', '消息不存在或已删除');
    return ok(message, now);
  });

  app.post('/api/sns-new/message/getMessageNum', async (request, reply) => {
    const parsed = parse(snsTimesSchema, request.body ?? {});
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const who = await reader(request);
    if (!who) return sendNoLogin(reply);
    return ok(await snsCounts(deps.db, who.userId, parsed.data), deps.clock.now());
  });
}
