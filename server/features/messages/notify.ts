import { eq } from 'drizzle-orm';
import {
  DEFAULT_MESSAGE_CONFIG,
  type MessageConfig,
  type MessageContent,
  type MessageSubType,
} from '../../../contracts/messages';
import type { Database } from '../../db/database';
import { messageConfigs, userMessages } from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Which setting lets a message through (none: always, e.g. system messages). */
export type MessageTopic = keyof MessageConfig | null;

export async function messageConfigOf(db: Database | Tx, userId: number): Promise<MessageConfig> {
  const [row] = await db
    .select({ config: messageConfigs.config })
    .from(messageConfigs)
    .where(eq(messageConfigs.userId, userId))
    .limit(1);
  return { ...DEFAULT_MESSAGE_CONFIG, ...(row?.config ?? {}) };
}

export interface NewMessage {
  userId: number;
  subType: MessageSubType;
  title: string;
  content: MessageContent;
  /** One message per user and event: a replayed event writes nothing new. */
  eventKey: string;
  topic: MessageTopic;
  at: number;
  /** Who did it, for messages one fan causes another (a like, a follow, a reply). */
  actorId?: number;
}

/**
 * Writes a message to a fan, unless their settings turn its topic off or this event wrote one
 * already. Runs in the caller's transaction when given one (an award and its message together).
 */
export async function notify(db: Database | Tx, message: NewMessage): Promise<boolean> {
  // Nobody follows, likes or answers themselves: such a message would be a bug's, never news.
  if (message.actorId === message.userId) return false;
  if (message.topic) {
    const config = await messageConfigOf(db, message.userId);
    if (!config[message.topic]) return false;
  }
  const inserted = await db
    .insert(userMessages)
    .values({
      userId: message.userId,
      subType: message.subType,
      title: message.title,
      content: JSON.stringify(message.content),
      eventKey: message.eventKey,
      createdAt: new Date(message.at),
    })
    .onConflictDoNothing()
    .returning({ id: userMessages.id });
  return inserted.length > 0;
}
