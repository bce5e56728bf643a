import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

// Messages (issue 9; calls-errors-spec §7.4) -------------------------------------------------------

/**
 * A message to one fan. `subType` is the list it belongs to (3 system, 4 activity, 5 notice,
 * 6 official plan, 7 community, 8 letter: contracts/messages.ts). `content` is JSON, as the spec's
 * Message.content (sub type 7 carries likeLevel). Deleting disables; nothing is removed.
 */
export const userMessages = pgTable(
  'user_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subType: smallint('sub_type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** What made it, so one event writes one message (e.g. `kickoff:123`, `award:45`). */
    eventKey: text('event_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [
    index('user_messages_list_idx').on(t.userId, t.subType, t.id),
    uniqueIndex('user_messages_event_key').on(t.userId, t.eventKey),
  ],
);

/** A fan's message settings (queryMsgConfig / modifyMsgConfig); absent means the defaults. */
export const messageConfigs = pgTable('message_configs', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  config: jsonb('config').$type<Record<string, boolean>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
