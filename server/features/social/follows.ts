import { and, count, desc, eq, gt, inArray, isNull, ne, notInArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MESSAGE_SUB_TYPES } from '../../../contracts/messages';
import { DAY_MS } from '../../../domain/time';
import type { Database, DbOrTx } from '../../db/database';
import { memberFollows, snsItems, snsReplies, users } from '../../db/schema';
import { done, refused, type Outcome } from '../../platform/refusals';
import { notify } from '../messages';
import { blockedBy } from './access';
import { memberAuthor } from './authors';
import { SnsRefusals } from './refusals';

const PAGE = 20;
/** The reply a reply answers (msgReply tells the caller of answers to their replies). */
const answered = alias(snsReplies, 'answered');

async function followersOf(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberFollows)
    .where(eq(memberFollows.memberId, memberId));
  return Number(row?.n ?? 0);
}

/** sns/isFollow: whether the viewer follows the member, and the member's followers. */
export async function isFollow(db: DbOrTx, viewerId: number | null, memberId: number) {
  const [row] =
    viewerId === null
      ? []
      : await db
          .select({ id: memberFollows.memberId })
          .from(memberFollows)
          .where(and(eq(memberFollows.userId, viewerId), eq(memberFollows.memberId, memberId)));
  return { isFollow: row !== undefined, followers: await followersOf(db, memberId) };
}

/** uc/attention: follow (1) or unfollow (2) a member; never oneself; the member is told of a follow. */
export async function setFollow(
  db: Database,
  userId: number,
  memberId: number,
  follow: boolean,
  now: number,
): Promise<Outcome<{ following: boolean; followers: number }>> {
  if (memberId === userId) return refused(SnsRefusals.self);
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, memberId));
  if (!member) return refused(SnsRefusals.memberNotFound);
  await db.transaction(async (tx) => {
    if (!follow) {
      await tx
        .delete(memberFollows)
        .where(and(eq(memberFollows.userId, userId), eq(memberFollows.memberId, memberId)));
      return;
    }
    const added = await tx
      .insert(memberFollows)
      .values({ userId, memberId, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ id: memberFollows.memberId });
    if (added.length > 0)
      await notify(tx, {
        userId: memberId,
        subType: MESSAGE_SUB_TYPES.community,
        title: '有人关注了你',
        content: { text: '你有一位新粉丝', kind: 'follow' },
        eventKey: `sns-follow:${userId}`,
        topic: 'community',
        at: now,
        actorId: userId,
      });
  });
  return done({ following: follow, followers: await followersOf(db, memberId) });
}

/** sns-new/message/attentionMe: who followed the caller, newest first; isNew after startTime. */
export async function attentionMe(
  db: Database,
  userId: number,
  input: { expertId: number; pageNo: number; startTime: number },
) {
  const rows = await db
    .select({
      user: { id: users.id, nickName: users.nickName, userIcon: users.userIcon },
      at: memberFollows.createdAt,
    })
    .from(memberFollows)
    .innerJoin(users, eq(users.id, memberFollows.userId))
    .where(eq(memberFollows.memberId, userId))
    .orderBy(desc(memberFollows.createdAt), desc(memberFollows.userId))
    .limit(PAGE + 1)
    .offset((input.pageNo - 1) * PAGE);
  const ids = rows.map((r) => r.user.id);
  const back =
    ids.length === 0
      ? []
      : await db
          .select({ id: memberFollows.memberId })
          .from(memberFollows)
          .where(and(eq(memberFollows.userId, userId), inArray(memberFollows.memberId, ids)));
  return {
    list: rows.slice(0, PAGE).map((r) => ({
      member: memberAuthor(r.user),
      followedAt: r.at.getTime(),
      isNew: r.at.getTime() > input.startTime,
      following: back.some((b) => b.id === r.user.id),
    })),
    pageNo: input.pageNo,
    hasMore: rows.length > PAGE,
  };
}

/**
 * uc/msgReply: type 1, replies by others to the caller's items and to the caller's replies (whoever
 * the message centre told), without the members the caller blacklisted; type 2, the caller's own
 * replies; within the last dateIndex days (0: all), newest first.
 */
export async function repliesAbout(
  db: Database,
  userId: number,
  input: { pageNo: number; dateIndex: number; type: number },
  now: number,
) {
  const since =
    input.dateIndex === 0
      ? undefined
      : gt(snsReplies.createdAt, new Date(now - input.dateIndex * DAY_MS));
  const blocked = input.type === 2 ? [] : await blockedBy(db, userId);
  const whose =
    input.type === 2
      ? eq(snsReplies.authorId, userId)
      : and(
          or(eq(snsItems.authorId, userId), eq(answered.authorId, userId)),
          ne(snsReplies.authorId, userId),
          blocked.length > 0 ? notInArray(snsReplies.authorId, blocked) : undefined,
        );
  const rows = await db
    .select({
      reply: snsReplies,
      itemTitle: snsItems.title,
      itemContent: snsItems.content,
      user: { id: users.id, nickName: users.nickName, userIcon: users.userIcon },
    })
    .from(snsReplies)
    .innerJoin(snsItems, eq(snsItems.id, snsReplies.itemId))
    .innerJoin(users, eq(users.id, snsReplies.authorId))
    .leftJoin(answered, eq(answered.id, snsReplies.replyToId))
    .where(and(whose, since, isNull(snsReplies.deletedAt), isNull(snsItems.deletedAt)))
    .orderBy(desc(snsReplies.createdAt), desc(snsReplies.id))
    .limit(PAGE + 1)
    .offset((input.pageNo - 1) * PAGE);
  return {
    list: rows.slice(0, PAGE).map((r) => ({
      replyId: r.reply.id,
      msgId: r.reply.itemId,
      itemTitle: r.itemTitle || [...r.itemContent].slice(0, 30).join(''),
      author: memberAuthor(r.user),
      content: r.reply.content,
      createdAt: r.reply.createdAt.getTime(),
    })),
    pageNo: input.pageNo,
    hasMore: rows.length > PAGE,
  };
}
