import {
  CHAT_ADMIN_ERRORS,
  type ChatAdminError,
  type ChatUserStatus,
  type ForbiddenWordsRequest,
} from '../../../contracts/chat';
import type { Database } from '../../db/database';
import { CommonRefusals, done, refused, type Outcome, type Refusal } from '../../platform/refusals';
import { chatMemberOf, muteStatus, setMute } from './mutes';

/** The refusal of a moderation code (docs/api.md "Mute"). */
function deny(code: ChatAdminError): { ok: false; refusal: Refusal } {
  return refused({
    status: CHAT_ADMIN_ERRORS[code].status,
    code,
    msg: CHAT_ADMIN_ERRORS[code].msg,
  });
}

/**
 * An administrator mutes (status 1) or lifts a mute (0). The server decides who may: the caller's
 * own session must belong to a chat administrator, and `operateUserId` must be that same
 * administrator — the call carries the admin id, but the id alone proves nothing.
 */
export async function muteByAdmin(
  db: Database,
  callerId: number,
  args: ForbiddenWordsRequest,
  now: number,
): Promise<Outcome<ChatUserStatus>> {
  const admin = await chatMemberOf(db, callerId);
  // A session whose user is gone is no login at all.
  if (!admin) return refused(CommonRefusals.noLogin);
  if (!admin.isChatAdmin) return deny('no_permission');
  if (args.operateUserId !== admin.id) return deny('operator_mismatch');
  if (args.userId === admin.id) return deny('cannot_mute_self');
  const target = await chatMemberOf(db, args.userId);
  if (!target) return deny('user_not_found');
  if (target.isChatAdmin) return deny('cannot_mute_admin');
  return done(
    await setMute(db, {
      userId: args.userId,
      operatorId: admin.id,
      status: args.status === 1 ? 1 : 0,
      now,
    }),
  );
}

/** A fan sees their own status (the chat's mute notice); administrators see anyone's. */
export async function statusFor(
  db: Database,
  callerId: number,
  userId: number,
  now: number,
): Promise<Outcome<ChatUserStatus>> {
  const caller = await chatMemberOf(db, callerId);
  if (!caller) return refused(CommonRefusals.noLogin);
  if (caller.id !== userId) {
    if (!caller.isChatAdmin) return deny('status_forbidden');
    if (!(await chatMemberOf(db, userId))) return deny('user_not_found');
  }
  return done(await muteStatus(db, userId, now));
}
