import { chatOperateForbiddenWords, chatUserStatus } from '../../../contracts/chat';
import type { Database } from '../../db/database';
import type { Router } from '../../platform/route';
import type { ChatHub } from './hub';
import { muteByAdmin, statusFor } from './moderation';

/**
 * The chat administrator's calls (calls-errors-spec §7.5, contracts/chat.ts): mute and a fan's
 * status. The rules are in moderation.ts; a mute is told at once to the fan's sockets.
 */
export function chatRoutes(route: Router, deps: { db: Database; hub: ChatHub }): void {
  const { db, hub } = deps;

  route(chatOperateForbiddenWords, async (args, { caller, request, now }) => {
    const outcome = await muteByAdmin(db, caller.userId, args, now);
    if (!outcome.ok) return outcome;
    hub.notifyStatus(outcome.data);
    request.log.info(
      { userId: args.userId, status: args.status, operatorId: caller.userId },
      'chat mute changed',
    );
    return outcome;
  });

  route(chatUserStatus, ({ userId }, { caller, now }) => statusFor(db, caller.userId, userId, now));
}
