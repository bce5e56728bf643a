import {
  and,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  like,
  lt,
  max,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  MESSAGE_PAGE_SIZE,
  MESSAGE_SUB_TYPES,
  SUB_TYPE_VALUES,
  type Message,
  type MessageConfig,
  type MessageCounts,
  type MessagePage,
  type SnsCounts,
} from '../../../contracts/messages';
import type { Database } from '../../db/database';
import { messageConfigs, userMessages } from '../../db/schema';

type Row = typeof userMessages.$inferSelect;

const visible = (userId: number) =>
  and(eq(userMessages.userId, userId), eq(userMessages.disabled, false));

function messageOf(row: Row): Message {
  return {
    id: row.id,
    subType: row.subType,
    title: row.title,
    content: row.content,
    createdAt: row.createdAt.getTime(),
    read: row.readAt !== null,
  };
}

/**
 * A page of one list, newest first. The messages shown are marked read (as a fan reads a list):
 * the page comes back as it was, with `read` telling which were new.
 */
export async function messagePage(
  db: Database,
  input: {
    userId: number;
    subType: number;
    pageNo: number;
    /** The page after this id (the last one shown): deletes in between do not shift it. */
    beforeId?: number;
    /** Mark what is shown read (false: a cookie-only request, which may not change anything). */
    markRead: boolean;
    now: number;
  },
): Promise<MessagePage> {
  const query = db
    .select()
    .from(userMessages)
    .where(
      and(
        visible(input.userId),
        eq(userMessages.subType, input.subType),
        input.beforeId !== undefined ? lt(userMessages.id, input.beforeId) : undefined,
      ),
    )
    .orderBy(desc(userMessages.id))
    .limit(MESSAGE_PAGE_SIZE + 1);
  const rows =
    input.beforeId !== undefined
      ? await query
      : await query.offset((input.pageNo - 1) * MESSAGE_PAGE_SIZE);
  const page = rows.slice(0, MESSAGE_PAGE_SIZE);
  const unread = page.filter((r) => r.readAt === null).map((r) => r.id);
  if (unread.length > 0 && input.markRead)
    await db
      .update(userMessages)
      .set({ readAt: new Date(input.now) })
      .where(and(eq(userMessages.userId, input.userId), inArray(userMessages.id, unread)));
  return {
    list: page.map(messageOf),
    pageNo: input.pageNo,
    pageSize: MESSAGE_PAGE_SIZE,
    hasMore: rows.length > MESSAGE_PAGE_SIZE,
  };
}

/** How many of the fan's messages (not deleted) meet the conditions. */
async function countVisible(db: Database, userId: number, ...where: (SQL | undefined)[]) {
  const [row] = await db
    .select({ n: count() })
    .from(userMessages)
    .where(and(visible(userId), ...where));
  return row?.n ?? 0;
}

/** Unread messages newer than `after` (ms; 0 = all), over every list. */
export function unreadCount(db: Database, userId: number, after: number): Promise<number> {
  return countVisible(
    db,
    userId,
    isNull(userMessages.readAt),
    after > 0 ? gt(userMessages.createdAt, new Date(after)) : undefined,
  );
}

/** Per list: unread, and the newest message's title and time (the message centre). */
export async function messageCounts(db: Database, userId: number): Promise<MessageCounts> {
  const rows = await db
    .select({
      subType: userMessages.subType,
      unread: sql<number>`count(*) filter (where ${userMessages.readAt} is null)`.mapWith(Number),
      latestId: max(userMessages.id),
    })
    .from(userMessages)
    .where(visible(userId))
    .groupBy(userMessages.subType);
  const latestIds = rows.map((r) => r.latestId).filter((id): id is number => id !== null);
  const latest = latestIds.length
    ? await db
        .select({
          id: userMessages.id,
          title: userMessages.title,
          createdAt: userMessages.createdAt,
        })
        .from(userMessages)
        .where(inArray(userMessages.id, latestIds))
    : [];
  const byId = new Map(latest.map((l) => [l.id, l]));
  const list = SUB_TYPE_VALUES.map((subType) => {
    const row = rows.find((r) => r.subType === subType);
    const newest = row?.latestId ? byId.get(Number(row.latestId)) : undefined;
    return {
      subType,
      unread: row?.unread ?? 0,
      latestTitle: newest?.title ?? null,
      latestAt: newest?.createdAt.getTime() ?? null,
    };
  });
  return { total: list.reduce((n, l) => n + l.unread, 0), list };
}

/** Deletes (disables) the fan's own messages among `ids`; returns how many. */
export async function disableMessages(
  db: Database,
  userId: number,
  ids: number[],
): Promise<number> {
  const done = await db
    .update(userMessages)
    .set({ disabled: true })
    .where(and(eq(userMessages.userId, userId), inArray(userMessages.id, ids)))
    .returning({ id: userMessages.id });
  return done.length;
}

/** One message of the fan's, marked read. */
export async function readMessage(
  db: Database,
  input: { userId: number; id: number; now: number },
): Promise<Message | null> {
  const [row] = await db
    .update(userMessages)
    .set({
      readAt: sql`coalesce(${userMessages.readAt}, ${new Date(input.now).toISOString()}::timestamptz)`,
    })
    .where(and(visible(input.userId), eq(userMessages.id, input.id)))
    .returning();
  return row ? messageOf(row) : null;
}

/**
 * What came since the fan last looked at comments (letters), likes and follows (the community
 * list), by the per-user times the app keeps (calls-errors-spec §7.4 getMessageNum).
 */
export async function snsCounts(
  db: Database,
  userId: number,
  times: { commentTime: number; likeTime: number; followTime: number },
): Promise<SnsCounts> {
  const since = (subType: number, after: number, kind?: string) =>
    countVisible(
      db,
      userId,
      eq(userMessages.subType, subType),
      gt(userMessages.createdAt, new Date(after)),
      // content is the JSON notify() wrote; a row that is not (written by hand) just does not match.
      kind ? like(userMessages.content, `%"kind":"${kind}"%`) : undefined,
    );
  const [commentNum, likeNum, followNum] = await Promise.all([
    since(MESSAGE_SUB_TYPES.letter, times.commentTime),
    since(MESSAGE_SUB_TYPES.community, times.likeTime, 'like'),
    since(MESSAGE_SUB_TYPES.community, times.followTime, 'follow'),
  ]);
  return { commentNum, likeNum, followNum };
}

/** Keeps a fan's message settings (one row per fan). */
export async function saveMessageConfig(
  db: Database,
  input: { userId: number; config: MessageConfig; now: number },
): Promise<void> {
  const at = new Date(input.now);
  await db
    .insert(messageConfigs)
    .values({ userId: input.userId, config: input.config, updatedAt: at })
    .onConflictDoUpdate({
      target: messageConfigs.userId,
      set: { config: input.config, updatedAt: at },
    });
}
