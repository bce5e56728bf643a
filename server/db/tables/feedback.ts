import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

// Feedback and the images fans upload with it (issue 19 §2: plan/feedback, expert-apply).

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * An image a fan uploaded (feedback pictures, an expert application's images). Kept in the
 * database, not on one machine's disk, so every server instance can serve it. The same bytes
 * uploaded twice by one fan are one row.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Hex SHA-256 of the bytes: dedupes, and names the file in its url. */
    sha256: text('sha256').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('uploads_user_sha_key').on(t.userId, t.sha256),
    check('uploads_size', sql`${t.size} > 0`),
  ],
);

/**
 * A fan's feedback (user/feedback-list; plan/feedback with its plan). `type` is the spec's index
 * type (default 7); `subjectKind`/`subjectId` name what it is about, when it is about something.
 */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: smallint('type').notNull().default(7),
    content: text('content').notNull(),
    /** The fan's create request: a retry with the same id answers this feedback (one per fan). */
    requestId: text('request_id'),
    pictureUrls: jsonb('picture_urls').$type<string[]>().notNull(),
    subjectKind: text('subject_kind'),
    subjectId: integer('subject_id'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('feedbacks_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('feedbacks_request_key').on(t.userId, t.requestId),
  ],
);
