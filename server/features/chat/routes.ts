import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod/mini';
import {
  CHAT_ADMIN_ERRORS,
  forbiddenWordsRequestSchema,
  type ChatAdminError,
} from '../../../contracts/chat';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { ok, sendFail, sendNoLogin } from '../../platform/envelope';
import { inputOf } from '../../platform/input';
import { authenticate } from '../../platform/auth/authenticate';
import { parse, refuse } from '../accounts/replies';
import { findById } from '../accounts/users';
import { headerAuthenticated } from '../../platform/auth/authenticate';
import type { ChatHub } from './hub';
import { muteStatus, setMute } from './mutes';

interface ChatRouteDeps {
  db: Database;
  clock: Clock;
  hub: ChatHub;
}

const deny = (reply: FastifyReply, code: ChatAdminError) =>
  sendFail(reply, CHAT_ADMIN_ERRORS[code].status, code, CHAT_ADMIN_ERRORS[code].msg);

const userIdParam = z.object({
  userId: z.pipe(
    z.string().check(z.regex(/^\d{1,10}$/)),
    z.transform((v) => Number(v)),
  ),
});

/**
 * The chat administrator's calls (calls-errors-spec §7.5). The server decides who may mute: the
 * caller's own session must belong to a chat administrator, and `operateUserId` must be that same
 * administrator — the call carries the admin id, but the id alone proves nothing.
 */
export function chatRoutes(app: FastifyInstance, deps: ChatRouteDeps): void {
  app.post('/api/char/chatOperateForbiddenWords', async (request, reply) => {
    const parsed = parse(forbiddenWordsRequestSchema, inputOf(request));
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const { userId, status, operateUserId } = parsed.data;
    // A change of state: the token must come in a header, never from a cookie alone (CSRF).
    const who = await headerAuthenticated(deps.db, request);
    const admin = who && (await findById(deps.db, who.userId));
    if (!admin) return sendNoLogin(reply);
    if (!admin.isChatAdmin) return deny(reply, 'no_permission');
    if (operateUserId !== admin.id) return deny(reply, 'operator_mismatch');
    if (userId === admin.id) return deny(reply, 'cannot_mute_self');
    const target = await findById(deps.db, userId);
    if (!target) return deny(reply, 'user_not_found');
    if (target.isChatAdmin) return deny(reply, 'cannot_mute_admin');
    const now = deps.clock.now();
    const result = await setMute(deps.db, {
      userId,
      operatorId: admin.id,
      status: status === 1 ? 1 : 0,
      now,
    });
    deps.hub.notifyStatus(result);
    request.log.info({ userId, status, operatorId: admin.id }, 'chat mute changed');
    return ok(result, now);
  });

  app.get('/api/char/userStatus/:userId', async (request, reply) => {
    const parsed = parse(userIdParam, request.params);
    if (!parsed.ok) return refuse(reply, parsed.refusal);
    const { userId } = parsed.data;
    const who = await authenticate(deps.db, request);
    const caller = who && (await findById(deps.db, who.userId));
    if (!caller) return sendNoLogin(reply);
    // A fan sees their own status (the chat's mute notice); administrators see anyone's.
    if (caller.id !== userId && !caller.isChatAdmin) return deny(reply, 'status_forbidden');
    if (caller.id !== userId && !(await findById(deps.db, userId)))
      return deny(reply, 'user_not_found');
    const now = deps.clock.now();
    return ok(await muteStatus(deps.db, userId, now), now);
  });
}
