import { and, eq, isNull } from 'drizzle-orm';
import { FORBID_TYPES, type SnsMemberStatus } from '../../../contracts/socialActions';
import { beijingStamp } from '../../../domain/time';
import type { Database } from '../../db/database';
import { snsAudit, snsCircles, snsForbids, snsItems, snsReplies, users } from '../../db/schema';
import { done, refused, type Outcome } from '../../platform/refusals';
import { circlesModeratedBy, forbidOf, moderatorsOf } from './access';
import { liveItem } from './items';
import { SnsRefusals } from './refusals';
import { forbidMessage, forbidUntil, mayModerate, memberStatusOf } from './rules';

/**
 * The moderators' actions (docs/decisions/social.md "Roles"): each checked here, whatever the app
 * shows, and each leaving a row in the audit trail in the same transaction.
 */

/** cutPosts: an item (or one of its replies) deleted by its author or a moderator of its circle. */
export async function cutPost(
  db: Database,
  userId: number,
  input: { msgId: number; replyId?: number; reason?: string },
  now: number,
): Promise<Outcome<{ deleted: boolean }>> {
  const item = await liveItem(db, input.msgId);
  if (!item) return refused(SnsRefusals.notFound);
  let authorId = item.authorId;
  if (input.replyId !== undefined) {
    const [reply] = await db
      .select({ authorId: snsReplies.authorId })
      .from(snsReplies)
      .where(
        and(
          eq(snsReplies.id, input.replyId),
          eq(snsReplies.itemId, input.msgId),
          isNull(snsReplies.deletedAt),
        ),
      );
    if (!reply) return refused(SnsRefusals.replyNotFound);
    authorId = reply.authorId;
  }
  const own = authorId === userId;
  if (!own) {
    const moderators = await moderatorsOf(db, item.circleId);
    if (!moderators.has(userId)) return refused(SnsRefusals.notAllowed);
    if (!mayModerate(userId, authorId, moderators)) return refused(SnsRefusals.moderatorTarget);
  }
  const reason = input.reason ?? '';
  await db.transaction(async (tx) => {
    const gone = { deletedAt: new Date(now), deletedBy: userId, deleteReason: reason };
    if (input.replyId !== undefined)
      await tx.update(snsReplies).set(gone).where(eq(snsReplies.id, input.replyId));
    else await tx.update(snsItems).set(gone).where(eq(snsItems.id, input.msgId));
    await tx.insert(snsAudit).values({
      actorId: userId,
      action: own ? 'cut_own' : 'cut',
      circleId: item.circleId,
      itemId: input.msgId,
      replyId: input.replyId ?? null,
      targetUserId: authorId,
      reason,
      createdAt: new Date(now),
    });
  });
  return done({ deleted: true });
}

/** topFlag: a moderator of the item's circle pins (1) or unpins (0) it; idempotent. */
export async function setPinned(
  db: Database,
  userId: number,
  msgId: number,
  pin: boolean,
  now: number,
): Promise<Outcome<{ pinned: boolean }>> {
  const item = await liveItem(db, msgId);
  if (!item) return refused(SnsRefusals.notFound);
  const moderators = await moderatorsOf(db, item.circleId);
  if (!moderators.has(userId)) return refused(SnsRefusals.notModerator);
  if (pin === (item.pinnedAt !== null)) return done({ pinned: pin });
  await db.transaction(async (tx) => {
    await tx
      .update(snsItems)
      .set({ pinnedAt: pin ? new Date(now) : null })
      .where(eq(snsItems.id, msgId));
    await tx.insert(snsAudit).values({
      actorId: userId,
      action: pin ? 'pin' : 'unpin',
      circleId: item.circleId,
      itemId: msgId,
      targetUserId: item.authorId,
      createdAt: new Date(now),
    });
  });
  return done({ pinned: pin });
}

/**
 * gagUser: a moderator of the circle gags (1) or bans (2) a member there for `forbidDays`, or lifts
 * it (0). Never themself, never another moderator of the circle. The latest decision stands.
 */
export async function forbidMember(
  db: Database,
  userId: number,
  input: {
    forbidId: number;
    forbidType: number;
    forbidDays: number;
    circleId: number;
    reason?: string;
  },
  now: number,
): Promise<
  Outcome<{ forbidId: number; forbidType: number; until: number | null; untilText: string | null }>
> {
  const [circle] = await db
    .select({ id: snsCircles.id })
    .from(snsCircles)
    .where(eq(snsCircles.id, input.circleId));
  if (!circle) return refused(SnsRefusals.circleNotFound);
  const moderators = await moderatorsOf(db, input.circleId);
  if (!moderators.has(userId)) return refused(SnsRefusals.notModerator);
  if (input.forbidId === userId) return refused(SnsRefusals.self);
  if (!mayModerate(userId, input.forbidId, moderators)) return refused(SnsRefusals.moderatorTarget);
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, input.forbidId));
  if (!member) return refused(SnsRefusals.memberNotFound);
  const lift = input.forbidType === FORBID_TYPES.lift;
  const until = lift ? now : forbidUntil(now, input.forbidDays);
  await db.transaction(async (tx) => {
    const values = {
      userId: input.forbidId,
      circleId: input.circleId,
      type: input.forbidType,
      until: new Date(until),
      byId: userId,
      createdAt: new Date(now),
    };
    await tx
      .insert(snsForbids)
      .values(values)
      .onConflictDoUpdate({
        target: [snsForbids.userId, snsForbids.circleId],
        set: { type: values.type, until: values.until, byId: userId, createdAt: values.createdAt },
      });
    await tx.insert(snsAudit).values({
      actorId: userId,
      action: lift ? 'lift' : input.forbidType === FORBID_TYPES.ban ? 'ban' : 'gag',
      circleId: input.circleId,
      targetUserId: input.forbidId,
      reason: input.reason ?? '',
      detail: lift ? null : input.forbidDays,
      createdAt: new Date(now),
    });
  });
  return done({
    forbidId: input.forbidId,
    forbidType: input.forbidType,
    until: lift ? null : until,
    untilText: lift ? null : beijingStamp(until),
  });
}

/** checkSnsMemberStatus: the viewer's gag or ban (in a circle, or the strongest anywhere) and roles. */
export async function memberStatus(
  db: Database,
  userId: number,
  circleId: number | undefined,
  now: number,
): Promise<SnsMemberStatus> {
  const forbid = await forbidOf(db, userId, circleId ?? null, now);
  const [user] = await db
    .select({ chatAdmin: users.isChatAdmin })
    .from(users)
    .where(eq(users.id, userId));
  return {
    status: memberStatusOf(forbid),
    until: forbid?.until ?? null,
    untilText: forbid ? beijingStamp(forbid.until) : null,
    message: forbid ? forbidMessage(forbid) : '',
    moderatorOf: await circlesModeratedBy(db, userId),
    chatAdmin: user?.chatAdmin ?? false,
  };
}
