import {
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { matches } from './sport';

// Red-packet rounds opened by goals, the chat rooms' messages and mutes.

export const redPacketRounds = pgTable(
  'red_packet_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    /** The goal count that opened it (the pointJson key). */
    goalCount: smallint('goal_count').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('red_packet_rounds_key').on(t.matchId, t.goalCount)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The room is (roomType, roomTypeId); roomType 1 football match, 2 basketball match. */
    roomType: smallint('room_type').notNull(),
    roomTypeId: integer('room_type_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The sender's own id for the message: a retried send is stored once. */
    clientMsgId: text('client_msg_id').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_room_idx').on(t.roomType, t.roomTypeId, t.id),
    uniqueIndex('chat_messages_client_key').on(t.userId, t.clientMsgId),
  ],
);

/**
 * Chat mutes set by administrators (calls-errors-spec §7.5): one row per user, the latest decision.
 * A user is muted while `mutedUntil` is in the future; lifting a mute ends it now.
 */
export const chatMutes = pgTable('chat_mutes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mutedUntil: timestamp('muted_until', { withTimezone: true }).notNull(),
  /** The administrator who decided last. */
  operatorId: integer('operator_id')
    .notNull()
    .references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
