import { and, asc, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { RoomRef } from '../../../contracts/chat';
import type { ChatWireMessage } from '../../../contracts/chat';
import type { Database } from '../../db/database';
import { chatMessages, users } from '../../db/schema';

/** Which end of a room's history a page is taken from. */
export type PageFrom = 'newest' | 'oldest';

const inRoom = (room: RoomRef) =>
  and(eq(chatMessages.roomType, room.roomType), eq(chatMessages.roomTypeId, room.roomTypeId));

/**
 * A page of a room's messages, oldest first as a chat reads. `newest` takes the last `limit` that
 * match (the first screen, or older ones before an id); `oldest` the first `limit` (catching up
 * after an id, in order, page by page).
 */
export async function roomMessages(
  db: Database,
  room: RoomRef,
  opts: { where?: SQL; limit: number; from: PageFrom },
): Promise<ChatWireMessage[]> {
  const rows = await db
    .select({
      m: chatMessages,
      nickName: users.nickName,
      account: users.account,
      userIcon: users.userIcon,
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(and(inRoom(room), opts.where))
    .orderBy(opts.from === 'newest' ? desc(chatMessages.id) : asc(chatMessages.id))
    .limit(opts.limit);
  const ordered = opts.from === 'newest' ? rows.reverse() : rows;
  return ordered.map(({ m, nickName, account, userIcon }) => ({
    id: m.id,
    roomType: m.roomType,
    roomTypeId: m.roomTypeId,
    userId: m.userId,
    nickName: nickName ?? account,
    userIcon,
    content: m.content,
    createdAt: m.createdAt.getTime(),
    clientMsgId: m.clientMsgId,
  }));
}

export const afterId = (id: number) => gt(chatMessages.id, id);
export const beforeId = (id: number) => lt(chatMessages.id, id);
export const afterTime = (ms: number) => gt(chatMessages.createdAt, new Date(ms));

/** A message a user stored before under this client id, as broadcast. */
export async function findMessage(
  db: Database,
  user: { id: number; nickName: string; userIcon: string | null },
  clientMsgId: string,
): Promise<ChatWireMessage | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, user.id), eq(chatMessages.clientMsgId, clientMsgId)))
    .limit(1);
  return row ? wireOf(row, user) : null;
}

function wireOf(
  row: typeof chatMessages.$inferSelect,
  user: { nickName: string; userIcon: string | null },
): ChatWireMessage {
  return {
    id: row.id,
    roomType: row.roomType,
    roomTypeId: row.roomTypeId,
    userId: row.userId,
    nickName: user.nickName,
    userIcon: user.userIcon,
    content: row.content,
    createdAt: row.createdAt.getTime(),
    clientMsgId: row.clientMsgId,
  };
}

export interface StoredMessage {
  message: ChatWireMessage;
  /** False when this client id was stored before (a retry): the message was broadcast then. */
  created: boolean;
}

/**
 * Stores a message once per (user, client id): a retry after a lost acknowledgement returns the
 * message stored the first time instead of a second copy.
 */
export async function storeMessage(
  db: Database,
  input: {
    room: RoomRef;
    user: { id: number; nickName: string; userIcon: string | null };
    clientMsgId: string;
    content: string;
    at: number;
  },
): Promise<StoredMessage> {
  const [inserted] = await db
    .insert(chatMessages)
    .values({
      roomType: input.room.roomType,
      roomTypeId: input.room.roomTypeId,
      userId: input.user.id,
      clientMsgId: input.clientMsgId,
      content: input.content,
      createdAt: new Date(input.at),
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { created: true, message: wireOf(inserted, input.user) };
  const earlier = await findMessage(db, input.user, input.clientMsgId);
  if (!earlier) throw new Error('chat message neither inserted nor found');
  return { created: false, message: earlier };
}
