import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import {
  FEED_KINDS,
  SNS_POSTS_PER_HOUR,
  SNS_REPLIES_PER_MINUTE,
  type SnsReply,
} from '../../../contracts/social';
import { MESSAGE_SUB_TYPES } from '../../../contracts/messages';
import { parseImagePath, splitPictureUrls } from '../../../contracts/uploads';
import { HOUR_MS, MINUTE_MS } from '../../../domain/time';
import type { Database } from '../../db/database';
import {
  snsCircles,
  snsItemPictures,
  snsItems,
  snsPollOptions,
  snsReplies,
  users,
} from '../../db/schema';
import { done, refused, RefusedError, type Outcome } from '../../platform/refusals';
import { notify } from '../messages';
import { picturesRefusal } from '../uploads';
import { forbiddenFor, hasBlocked } from './access';
import { memberAuthor } from './authors';
import { liveItem } from './items';
import { SnsRefusals } from './refusals';
import { CommonRefusals } from '../../platform/refusals';

export interface NewPost {
  circleId: number;
  content: string;
  title?: string;
  picturePath?: string;
  topicId?: number;
  poll?: { options: string[] };
  requestId: string;
}

/**
 * POST /api/user/sns/publish: a post in a circle. Refused while the fan is gagged or banned there
 * (told until when), past SNS_POSTS_PER_HOUR, with pictures that are not their own uploads (six at
 * most, none empty), or in a topic of another circle. A retry with the same request id answers the
 * post it made; the same id with other words is refused.
 */
export async function publishPost(
  db: Database,
  userId: number,
  input: NewPost,
  now: number,
): Promise<Outcome<{ msgId: number; createdAt: number; repeated: boolean }>> {
  const [circle] = await db
    .select({ id: snsCircles.id })
    .from(snsCircles)
    .where(eq(snsCircles.id, input.circleId));
  if (!circle) return refused(SnsRefusals.circleNotFound);
  const forbidden = await forbiddenFor(db, userId, input.circleId, 'write', now);
  if (forbidden) return refused(forbidden);
  const pictures = splitPictureUrls(input.picturePath);
  const pictureProblem = await picturesRefusal(db, userId, pictures);
  if (pictureProblem) return refused(pictureProblem);
  if (input.topicId !== undefined) {
    const topic = await liveItem(db, input.topicId);
    if (!topic || topic.kind !== FEED_KINDS.topic || topic.circleId !== input.circleId)
      return refused(SnsRefusals.topicNotFound);
  }
  try {
    return done(
      await db.transaction(async (tx) => {
        // The fan's row locked: two taps at once count against the hourly limit one after the other.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [retried] = await tx
          .select({ id: snsItems.id, content: snsItems.content, at: snsItems.createdAt })
          .from(snsItems)
          .where(and(eq(snsItems.authorId, userId), eq(snsItems.requestId, input.requestId)));
        if (retried) {
          if (retried.content !== input.content)
            throw new RefusedError(CommonRefusals.requestReused);
          return { msgId: retried.id, createdAt: retried.at.getTime(), repeated: true };
        }
        const [recent] = await tx
          .select({ n: count() })
          .from(snsItems)
          .where(
            and(eq(snsItems.authorId, userId), gt(snsItems.createdAt, new Date(now - HOUR_MS))),
          );
        if (Number(recent?.n ?? 0) >= SNS_POSTS_PER_HOUR)
          throw new RefusedError(SnsRefusals.postLimit);
        const [row] = await tx
          .insert(snsItems)
          .values({
            kind: FEED_KINDS.post,
            circleId: input.circleId,
            authorId: userId,
            topicId: input.topicId ?? null,
            title: input.title ?? '',
            content: input.content,
            requestId: input.requestId,
            createdAt: new Date(now),
          })
          .returning({ id: snsItems.id });
        if (!row) throw new Error('post not written');
        const uploadIds = pictures.map((p) => parseImagePath(p)?.id ?? 0);
        if (uploadIds.length > 0)
          await tx
            .insert(snsItemPictures)
            .values(uploadIds.map((uploadId, seq) => ({ itemId: row.id, seq, uploadId })));
        if (input.poll)
          await tx
            .insert(snsPollOptions)
            .values(input.poll.options.map((text, seq) => ({ itemId: row.id, seq, text })));
        return { msgId: row.id, createdAt: now, repeated: false };
      }),
    );
  } catch (error) {
    if (error instanceof RefusedError) return refused(error.refusal);
    throw error;
  }
}

export interface NewReply {
  msgId: number;
  content: string;
  replyId?: number;
  requestId: string;
}

/**
 * POST /api/user/sns/reply: a reply to an item or to one of its replies. Refused while gagged or
 * banned in the item's circle, past SNS_REPLIES_PER_MINUTE, or when the item's author (or the
 * answered reply's) has blacklisted the fan. The authors are told (letters, sub type 8).
 */
export async function writeReply(
  db: Database,
  userId: number,
  input: NewReply,
  now: number,
): Promise<Outcome<SnsReply>> {
  const item = await liveItem(db, input.msgId);
  if (!item) return refused(SnsRefusals.notFound);
  const forbidden = await forbiddenFor(db, userId, item.circleId, 'write', now);
  if (forbidden) return refused(forbidden);
  let answered: { id: number; authorId: number } | undefined;
  if (input.replyId !== undefined) {
    [answered] = await db
      .select({ id: snsReplies.id, authorId: snsReplies.authorId })
      .from(snsReplies)
      .where(
        and(
          eq(snsReplies.id, input.replyId),
          eq(snsReplies.itemId, input.msgId),
          isNull(snsReplies.deletedAt),
        ),
      );
    if (!answered) return refused(SnsRefusals.replyNotFound);
  }
  for (const owner of [item.authorId, answered?.authorId])
    if (owner != null && owner !== userId && (await hasBlocked(db, owner, userId)))
      return refused(SnsRefusals.blocked);
  try {
    const reply = await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [retried] = await tx
        .select()
        .from(snsReplies)
        .where(and(eq(snsReplies.authorId, userId), eq(snsReplies.requestId, input.requestId)));
      if (retried) {
        if (retried.content !== input.content || retried.itemId !== input.msgId)
          throw new RefusedError(CommonRefusals.requestReused);
        return retried;
      }
      const [recent] = await tx
        .select({ n: count() })
        .from(snsReplies)
        .where(
          and(eq(snsReplies.authorId, userId), gt(snsReplies.createdAt, new Date(now - MINUTE_MS))),
        );
      if (Number(recent?.n ?? 0) >= SNS_REPLIES_PER_MINUTE)
        throw new RefusedError(SnsRefusals.replyLimit);
      const [row] = await tx
        .insert(snsReplies)
        .values({
          itemId: input.msgId,
          authorId: userId,
          replyToId: answered?.id ?? null,
          content: input.content,
          requestId: input.requestId,
          createdAt: new Date(now),
        })
        .returning();
      if (!row) throw new Error('reply not written');
      const title = item.title || [...item.content].slice(0, 20).join('');
      const told = new Set<number>();
      for (const owner of [item.authorId, answered?.authorId]) {
        if (owner == null || told.has(owner)) continue;
        told.add(owner);
        await notify(tx, {
          userId: owner,
          subType: MESSAGE_SUB_TYPES.letter,
          title:
            owner === answered?.authorId && owner !== item.authorId
              ? '有人回复了你的评论'
              : '有人回复了你的帖子',
          content: {
            text: `${[...input.content].slice(0, 50).join('')}（${title}）`,
            link: `#/sns/detail/${item.id}`,
            kind: 'reply',
          },
          eventKey: `sns-reply:${row.id}`,
          topic: 'letter',
          at: now,
          actorId: userId,
        });
      }
      return row;
    });
    const [me] = await db
      .select({ id: users.id, nickName: users.nickName, userIcon: users.userIcon })
      .from(users)
      .where(inArray(users.id, [userId]));
    const [target] =
      reply.replyToId === null
        ? []
        : await db
            .select({ id: users.id, nickName: users.nickName, userIcon: users.userIcon })
            .from(snsReplies)
            .innerJoin(users, eq(users.id, snsReplies.authorId))
            .where(eq(snsReplies.id, reply.replyToId));
    return done({
      id: reply.id,
      msgId: reply.itemId,
      author: memberAuthor(me ?? { id: userId, nickName: null, userIcon: null }),
      content: reply.content,
      createdAt: reply.createdAt.getTime(),
      replyTo:
        reply.replyToId !== null && target
          ? { id: reply.replyToId, nickName: memberAuthor(target).nickName }
          : null,
      own: true,
    });
  } catch (error) {
    if (error instanceof RefusedError) return refused(error.refusal);
    throw error;
  }
}
