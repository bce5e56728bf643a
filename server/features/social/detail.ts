import { and, asc, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import {
  SNS_REPLY_PAGE_SIZE,
  type ReplyPage,
  type SnsDetail,
  type SnsReply,
} from '../../../contracts/social';
import type { DbOrTx } from '../../db/database';
import {
  memberFollows,
  snsItemPictures,
  snsItems,
  snsReplies,
  snsReports,
  uploads,
  users,
} from '../../db/schema';
import { done, refused, type Outcome } from '../../platform/refusals';
import { blockedBy, hasBlocked, moderatorsOf } from './access';
import { memberAuthor } from './authors';
import { liveItem, snsItemsById } from './items';
import { SnsRefusals } from './refusals';
import { mayModerate } from './rules';

/** querySnsNoteDetail: an item whole, with what the viewer may do (hidden when they blocked its author). */
export async function itemDetail(
  db: DbOrTx,
  msgId: number,
  viewerId: number | null,
): Promise<Outcome<SnsDetail>> {
  const row = await liveItem(db, msgId);
  if (!row) return refused(SnsRefusals.notFound);
  if (viewerId !== null && row.authorId !== null && (await hasBlocked(db, viewerId, row.authorId)))
    return refused(SnsRefusals.notFound);
  const item = (await snsItemsById(db, [msgId], viewerId, true)).get(msgId);
  if (!item) return refused(SnsRefusals.notFound);
  const moderators = await moderatorsOf(db, row.circleId);
  const isOwn = viewerId !== null && row.authorId === viewerId;
  const canModerate =
    viewerId !== null && !isOwn && mayModerate(viewerId, row.authorId, moderators);
  let reported = false;
  let followingAuthor = false;
  if (viewerId !== null) {
    const [report] = await db
      .select({ id: snsReports.id })
      .from(snsReports)
      .where(
        and(
          eq(snsReports.reporterId, viewerId),
          eq(snsReports.itemId, msgId),
          eq(snsReports.replyId, 0),
        ),
      );
    reported = report !== undefined;
    if (row.authorId !== null && !isOwn) {
      const [follow] = await db
        .select({ id: memberFollows.memberId })
        .from(memberFollows)
        .where(and(eq(memberFollows.userId, viewerId), eq(memberFollows.memberId, row.authorId)));
      followingAuthor = follow !== undefined;
    }
  }
  return done({
    item,
    permissions: {
      canDelete: isOwn || (viewerId !== null && moderators.has(viewerId)),
      canModerate,
    },
    reported,
    followingAuthor,
  });
}

/** An item's replies, oldest first, without those of members the viewer blacklisted. */
export async function replyPage(
  db: DbOrTx,
  msgId: number,
  pageNo: number,
  viewerId: number | null,
): Promise<Outcome<ReplyPage>> {
  const row = await liveItem(db, msgId);
  if (!row) return refused(SnsRefusals.notFound);
  const blocked = await blockedBy(db, viewerId);
  const where = and(
    eq(snsReplies.itemId, msgId),
    isNull(snsReplies.deletedAt),
    blocked.length > 0 ? notInArray(snsReplies.authorId, blocked) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(snsReplies).where(where);
  const rows = await db
    .select({
      reply: snsReplies,
      user: { id: users.id, nickName: users.nickName, userIcon: users.userIcon },
    })
    .from(snsReplies)
    .innerJoin(users, eq(users.id, snsReplies.authorId))
    .where(where)
    .orderBy(asc(snsReplies.id))
    .limit(SNS_REPLY_PAGE_SIZE + 1)
    .offset((pageNo - 1) * SNS_REPLY_PAGE_SIZE);
  const targetIds = [
    ...new Set(rows.map((r) => r.reply.replyToId).filter((id): id is number => id !== null)),
  ];
  const targets =
    targetIds.length === 0
      ? []
      : await db
          .select({
            id: snsReplies.id,
            user: { id: users.id, nickName: users.nickName, userIcon: users.userIcon },
          })
          .from(snsReplies)
          .innerJoin(users, eq(users.id, snsReplies.authorId))
          .where(inArray(snsReplies.id, targetIds));
  const list: SnsReply[] = rows.slice(0, SNS_REPLY_PAGE_SIZE).map((r) => {
    const target = targets.find((t) => t.id === r.reply.replyToId);
    return {
      id: r.reply.id,
      msgId,
      author: memberAuthor(r.user),
      content: r.reply.content,
      createdAt: r.reply.createdAt.getTime(),
      replyTo: target ? { id: target.id, nickName: memberAuthor(target.user).nickName } : null,
      own: viewerId !== null && r.reply.authorId === viewerId,
    };
  });
  return done({
    list,
    total: Number(total?.n ?? 0),
    pageNo,
    pageSize: SNS_REPLY_PAGE_SIZE,
    hasMore: rows.length > SNS_REPLY_PAGE_SIZE,
  });
}

/** A visible item's picture: its bytes and type, or null. */
export async function itemPicture(
  db: DbOrTx,
  msgId: number,
  seq: number,
): Promise<{ bytes: Buffer; mime: string } | null> {
  const [row] = await db
    .select({ mime: uploads.mime, base64: sql<string>`encode(${uploads.bytes}, 'base64')` })
    .from(snsItemPictures)
    .innerJoin(snsItems, eq(snsItems.id, snsItemPictures.itemId))
    .innerJoin(uploads, eq(uploads.id, snsItemPictures.uploadId))
    .where(
      and(
        eq(snsItemPictures.itemId, msgId),
        eq(snsItemPictures.seq, seq),
        isNull(snsItems.deletedAt),
      ),
    );
  if (!row) return null;
  return { bytes: Buffer.from(row.base64, 'base64'), mime: row.mime };
}
