import { and, count, eq } from 'drizzle-orm';
import { SNS_REPLAY_KIND } from '../../../contracts/expertReplays';
import { MESSAGE_SUB_TYPES } from '../../../contracts/messages';
import { FEED_KINDS, type SnsPoll } from '../../../contracts/social';
import type { Database, DbOrTx } from '../../db/database';
import {
  snsAudit,
  snsBlacklist,
  snsLikes,
  snsPollOptions,
  snsReplies,
  snsReports,
  snsVotes,
  users,
} from '../../db/schema';
import { done, refused, type Outcome } from '../../platform/refusals';
import { notify } from '../messages';
import { forbiddenFor } from './access';
import { liveItem, pollsOf } from './items';
import { SnsRefusals } from './refusals';
import { isNull } from 'drizzle-orm';

/** Items one may like: every kind stored in the circles (a replay too). */
const LIKEABLE = new Set<number>([
  FEED_KINDS.post,
  FEED_KINDS.article,
  FEED_KINDS.topic,
  FEED_KINDS.news,
  SNS_REPLAY_KIND,
]);

async function likeCountOf(db: DbOrTx, itemId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(snsLikes).where(eq(snsLikes.itemId, itemId));
  return Number(row?.n ?? 0);
}

/**
 * likeMsg / replay addLike: like (or take back) an item; one like per fan (the key), so a repeat
 * changes nothing. A banned fan may not. The author is told once per fan and item (community, 7).
 */
export async function setLike(
  db: Database,
  userId: number,
  msgId: number,
  like: boolean,
  now: number,
): Promise<Outcome<{ liked: boolean; likeCount: number }>> {
  const item = await liveItem(db, msgId);
  if (!item) return refused(SnsRefusals.notFound);
  if (!LIKEABLE.has(item.kind)) return refused(SnsRefusals.notLikeable);
  const forbidden = await forbiddenFor(db, userId, item.circleId, 'act', now);
  if (forbidden) return refused(forbidden);
  await db.transaction(async (tx) => {
    if (!like) {
      await tx.delete(snsLikes).where(and(eq(snsLikes.itemId, msgId), eq(snsLikes.userId, userId)));
      return;
    }
    const added = await tx
      .insert(snsLikes)
      .values({ itemId: msgId, userId, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ id: snsLikes.itemId });
    if (added.length > 0 && item.authorId !== null)
      await notify(tx, {
        userId: item.authorId,
        subType: MESSAGE_SUB_TYPES.community,
        title: '有人赞了你的内容',
        content: {
          text: item.title || [...item.content].slice(0, 30).join(''),
          link: item.kind === SNS_REPLAY_KIND ? undefined : `#/sns/detail/${item.id}`,
          likeLevel: 1,
          kind: 'like',
        },
        // Once per fan and item: liking again after taking it back tells nobody twice.
        eventKey: `sns-like:${msgId}:${userId}`,
        topic: 'community',
        at: now,
        actorId: userId,
      });
  });
  return done({ liked: like, likeCount: await likeCountOf(db, msgId) });
}

/** vote: one vote per fan and poll (a second is refused); a banned fan may not vote. */
export async function vote(
  db: Database,
  userId: number,
  msgId: number,
  optionId: number,
  now: number,
): Promise<Outcome<SnsPoll>> {
  const item = await liveItem(db, msgId);
  if (!item) return refused(SnsRefusals.notFound);
  const forbidden = await forbiddenFor(db, userId, item.circleId, 'act', now);
  if (forbidden) return refused(forbidden);
  const options = await db
    .select({ id: snsPollOptions.id })
    .from(snsPollOptions)
    .where(eq(snsPollOptions.itemId, msgId));
  if (options.length === 0) return refused(SnsRefusals.noPoll);
  if (!options.some((o) => o.id === optionId)) return refused(SnsRefusals.pollOption);
  const added = await db
    .insert(snsVotes)
    .values({ itemId: msgId, userId, optionId, createdAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ id: snsVotes.itemId });
  const poll = (await pollsOf(db, [msgId], userId)).get(msgId);
  if (!poll) return refused(SnsRefusals.noPoll);
  if (added.length === 0) return refused(SnsRefusals.voted, poll);
  return done(poll);
}

/** report: one per fan and target (a repeat answers `repeated`); each new one is audited. */
export async function report(
  db: Database,
  userId: number,
  input: { msgId: number; foulType: number; replyId?: number; reason?: string },
  now: number,
): Promise<Outcome<{ reported: boolean; repeated: boolean }>> {
  const item = await liveItem(db, input.msgId);
  if (!item) return refused(SnsRefusals.notFound);
  const forbidden = await forbiddenFor(db, userId, item.circleId, 'act', now);
  if (forbidden) return refused(forbidden);
  let targetUserId = item.authorId;
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
    targetUserId = reply.authorId;
  }
  if (targetUserId === userId) return refused(SnsRefusals.self);
  const reason = input.reason ?? '';
  const added = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(snsReports)
      .values({
        reporterId: userId,
        itemId: input.msgId,
        replyId: input.replyId ?? 0,
        foulType: input.foulType,
        reason,
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ id: snsReports.id });
    if (rows.length > 0)
      await tx.insert(snsAudit).values({
        actorId: userId,
        action: 'report',
        circleId: item.circleId,
        itemId: input.msgId,
        replyId: input.replyId ?? null,
        targetUserId,
        reason,
        detail: input.foulType,
        createdAt: new Date(now),
      });
    return rows.length > 0;
  });
  return done({ reported: true, repeated: !added });
}

/** pullBlack: puts a member on the fan's blacklist (or takes them off); never oneself. */
export async function pullBlack(
  db: Database,
  userId: number,
  input: { pullBlackId: number; blackReason?: string; operationType: number },
  now: number,
): Promise<Outcome<{ blocked: boolean }>> {
  if (input.pullBlackId === userId) return refused(SnsRefusals.self);
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, input.pullBlackId));
  if (!member) return refused(SnsRefusals.memberNotFound);
  const block = input.operationType === 1;
  await db.transaction(async (tx) => {
    const changed = block
      ? await tx
          .insert(snsBlacklist)
          .values({
            userId,
            blockedId: input.pullBlackId,
            reason: input.blackReason ?? '',
            createdAt: new Date(now),
          })
          .onConflictDoNothing()
          .returning({ id: snsBlacklist.blockedId })
      : await tx
          .delete(snsBlacklist)
          .where(
            and(eq(snsBlacklist.userId, userId), eq(snsBlacklist.blockedId, input.pullBlackId)),
          )
          .returning({ id: snsBlacklist.blockedId });
    if (changed.length > 0)
      await tx.insert(snsAudit).values({
        actorId: userId,
        action: block ? 'pull_black' : 'unblack',
        targetUserId: input.pullBlackId,
        reason: input.blackReason ?? '',
        createdAt: new Date(now),
      });
  });
  return done({ blocked: block });
}
