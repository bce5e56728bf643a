import { eq } from 'drizzle-orm';
import { CHAT_MUTE_MS, type ChatUserStatus } from '../../../contracts/chat';
import type { Database } from '../../db/database';
import { chatMutes, users } from '../../db/schema';

/** A user as moderation sees them: whether they administer the chat; null when there is none. */
export async function chatMemberOf(
  db: Database,
  userId: number,
): Promise<{ id: number; isChatAdmin: boolean } | null> {
  const [row] = await db
    .select({ id: users.id, isChatAdmin: users.isChatAdmin })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Whether a user may speak now: muted while the stored end lies ahead of `now` (server time). */
export async function muteStatus(
  db: Database,
  userId: number,
  now: number,
): Promise<ChatUserStatus> {
  const [row] = await db
    .select({ mutedUntil: chatMutes.mutedUntil })
    .from(chatMutes)
    .where(eq(chatMutes.userId, userId))
    .limit(1);
  const until = row?.mutedUntil.getTime() ?? null;
  return until !== null && until > now
    ? { userId, status: 1, mutedUntil: until }
    : { userId, status: 0, mutedUntil: null };
}

/**
 * An administrator's decision: status 1 mutes for CHAT_MUTE_MS from now, 0 lifts the mute now.
 * One row per user holds the latest decision, so muting twice extends rather than stacks.
 */
export async function setMute(
  db: Database,
  input: { userId: number; operatorId: number; status: 0 | 1; now: number },
): Promise<ChatUserStatus> {
  const mutedUntil = new Date(input.status === 1 ? input.now + CHAT_MUTE_MS : input.now);
  const values = {
    userId: input.userId,
    operatorId: input.operatorId,
    mutedUntil,
    updatedAt: new Date(input.now),
  };
  await db
    .insert(chatMutes)
    .values(values)
    .onConflictDoUpdate({
      target: chatMutes.userId,
      set: { mutedUntil, operatorId: input.operatorId, updatedAt: values.updatedAt },
    });
  return input.status === 1
    ? { userId: input.userId, status: 1, mutedUntil: mutedUntil.getTime() }
    : { userId: input.userId, status: 0, mutedUntil: null };
}
