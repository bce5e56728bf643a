import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { experts } from './content';

// What passes between fans and experts besides plans (issue 19 §2): notes and applications.

/**
 * A fan's note (留言) to an expert about something the expert published: a plan now, an
 * interpretation when those arrive (`subjectKind`). The expert reads them (`expert-note`), may reply,
 * and chooses whether the note and its reply are shown to everyone under the plan (`display`).
 */
export const expertNotes = pgTable(
  'expert_notes',
  {
    id: serial('id').primaryKey(),
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** 'plan' (plans.id); 'interpretation' joins with its issue. */
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    content: text('content').notNull(),
    /** The fan's create request: a retry with the same id answers this note (one per author). */
    requestId: text('request_id'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Shown to everyone under the subject; only the expert turns it on. */
    display: boolean('display').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('expert_notes_expert_idx').on(t.expertId, t.createdAt),
    index('expert_notes_subject_idx').on(t.subjectKind, t.subjectId, t.createdAt),
    index('expert_notes_author_idx').on(t.authorId, t.createdAt),
    uniqueIndex('expert_notes_request_key').on(t.authorId, t.requestId),
  ],
);

/**
 * An application to become an expert (expert-apply; product-spec §3 "Expert application"). One
 * under review per fan at a time; the review's outcome moves users.expert_apply_progress.
 */
export const expertApplications = pgTable(
  'expert_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    applyReason: text('apply_reason').notNull(),
    /** Up to 6 uploaded image urls (product-spec §5 image upload). */
    imageUrls: jsonb('image_urls').$type<string[]>().notNull(),
    /** The ball type the fan applies for (1 football, 2 basketball): the spec's pickedId. */
    pickedId: smallint('picked_id').notNull(),
    frontImgPath: text('front_img_path'),
    backImgPath: text('back_img_path'),
    /** 1 under review, 2 approved, 3 refused (as users.expert_apply_progress). */
    status: smallint('status').notNull().default(1),
    reviewReason: text('review_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('expert_applications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('expert_applications_one_open')
      .on(t.userId)
      .where(sql`${t.status} = 1`),
    check('expert_applications_status', sql`${t.status} in (1, 2, 3)`),
  ],
);
