import { and, asc, count, desc, eq, isNull, lte, notInArray } from 'drizzle-orm';
import { SNS_REPLAY_KIND } from '../../../contracts/expertReplays';
import { FEED_KINDS, SNS_REPLY_PAGE_SIZE, type SnsReply } from '../../../contracts/social';
import type { DbOrTx } from '../../db/database';
import { snsItems, snsReplies, users } from '../../db/schema';
import { done, refused } from '../../platform/refusals';
import { blockedBy } from './access';
import { memberAuthor } from './authors';
import { snsItemsById } from './items';
import { SnsRefusals } from './refusals';

const ARTICLE_PAGE_SIZE = 10;

/**
 * An expert's articles (kind 6), newest first, written by `now` on the simulated clock. By the
 * expert, not by a member: most experts have no account, so the feed's `authorId` cannot find them.
 */
export async function expertArticlePage(
  db: DbOrTx,
  expertId: number,
  pageNo: number,
  viewerId: number | null,
  now: number,
) {
  const blocked = await blockedBy(db, viewerId);
  const rows = await db
    .select({ id: snsItems.id, authorId: snsItems.authorId })
    .from(snsItems)
    .where(
      and(
        eq(snsItems.kind, FEED_KINDS.article),
        eq(snsItems.expertId, expertId),
        isNull(snsItems.deletedAt),
        lte(snsItems.createdAt, new Date(now)),
      ),
    )
    .orderBy(desc(snsItems.createdAt), desc(snsItems.id))
    .limit(ARTICLE_PAGE_SIZE + 1)
    .offset((pageNo - 1) * ARTICLE_PAGE_SIZE);
  const page = rows.slice(0, ARTICLE_PAGE_SIZE);
  // The viewer's blacklist hides an expert's account's articles as it hides their posts.
  const ids = page
    .filter((r) => r.authorId === null || !blocked.includes(r.authorId))
    .map((r) => r.id);
  const items = await snsItemsById(db, ids, viewerId);
  return {
    list: ids.flatMap((id) => items.get(id) ?? []),
    pageNo,
    hasMore: rows.length > ARTICLE_PAGE_SIZE,
  };
}

const userColumns = { id: users.id, nickName: users.nickName, userIcon: users.userIcon };

/**
 * One comment of a replay (a live reply on a live replay, not by a member the viewer blacklisted)
 * and the replies answering it, oldest first.
 */
export async function replayCommentPage(
  db: DbOrTx,
  commentId: number,
  pageNo: number,
  viewerId: number | null,
) {
  const [root] = await db
    .select({
      reply: snsReplies,
      user: userColumns,
      title: snsItems.title,
      circleId: snsItems.circleId,
    })
    .from(snsReplies)
    .innerJoin(snsItems, eq(snsItems.id, snsReplies.itemId))
    .innerJoin(users, eq(users.id, snsReplies.authorId))
    .where(
      and(
        eq(snsReplies.id, commentId),
        isNull(snsReplies.deletedAt),
        eq(snsItems.kind, SNS_REPLAY_KIND),
        isNull(snsItems.deletedAt),
      ),
    );
  const blocked = await blockedBy(db, viewerId);
  if (!root || blocked.includes(root.reply.authorId)) return refused(SnsRefusals.replyNotFound);
  const rootAuthor = memberAuthor(root.user);
  const where = and(
    eq(snsReplies.replyToId, commentId),
    isNull(snsReplies.deletedAt),
    blocked.length > 0 ? notInArray(snsReplies.authorId, blocked) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(snsReplies).where(where);
  const rows = await db
    .select({ reply: snsReplies, user: userColumns })
    .from(snsReplies)
    .innerJoin(users, eq(users.id, snsReplies.authorId))
    .where(where)
    .orderBy(asc(snsReplies.id))
    .limit(SNS_REPLY_PAGE_SIZE + 1)
    .offset((pageNo - 1) * SNS_REPLY_PAGE_SIZE);
  const asReply = (
    r: { reply: typeof snsReplies.$inferSelect; user: typeof root.user },
    replyTo: SnsReply['replyTo'],
  ): SnsReply => ({
    id: r.reply.id,
    msgId: r.reply.itemId,
    author: memberAuthor(r.user),
    content: r.reply.content,
    createdAt: r.reply.createdAt.getTime(),
    replyTo,
    own: viewerId !== null && r.reply.authorId === viewerId,
  });
  return done({
    replay: { id: root.reply.itemId, title: root.title, circleId: root.circleId },
    comment: asReply(root, null),
    replies: {
      list: rows
        .slice(0, SNS_REPLY_PAGE_SIZE)
        .map((r) => asReply(r, { id: commentId, nickName: rootAuthor.nickName })),
      total: Number(total?.n ?? 0),
      pageNo,
      pageSize: SNS_REPLY_PAGE_SIZE,
      hasMore: rows.length > SNS_REPLY_PAGE_SIZE,
    },
  });
}
