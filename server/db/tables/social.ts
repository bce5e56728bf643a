import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { experts, plans } from './content';
import { uploads } from './feedback';

// Social circles (issue 37 §1; docs/decisions/social.md) ------------------------------------------

/** A circle (圈子): one per big league or sport topic, and a general one. */
export const snsCircles = pgTable('sns_circles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  intro: text('intro').notNull(),
  /** 1 football, 2 basketball; null for the general circle. */
  sport: smallint('sport'),
  sortOrder: smallint('sort_order').notNull(),
});

/** A circle's moderator (版主): may delete, pin, gag and ban within the circle. */
export const circleModerators = pgTable(
  'circle_moderators',
  {
    circleId: integer('circle_id')
      .notNull()
      .references(() => snsCircles.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.circleId, t.userId] })],
);

/**
 * An item of the circles: a post (1), an expert's article (6), a topic (9), news (10) or an expert's
 * replay (11, contracts/expertReplays.ts). Deleting is soft: who, why and when are kept.
 */
export const snsItems = pgTable(
  'sns_items',
  {
    id: serial('id').primaryKey(),
    kind: smallint('kind').notNull(),
    circleId: integer('circle_id')
      .notNull()
      .references(() => snsCircles.id),
    /** The member who wrote it; null for news. */
    authorId: integer('author_id').references(() => users.id),
    /** The expert of an article or a replay. */
    expertId: integer('expert_id').references(() => experts.id),
    /** The settled plan a replay reviews. */
    planId: integer('plan_id').references(() => plans.id),
    /** The topic (an item of kind 9) a post belongs to. */
    topicId: integer('topic_id'),
    title: text('title').notNull().default(''),
    content: text('content').notNull(),
    topicPicture: text('topic_picture'),
    /** The publishing request's id: a retried tap posts once. */
    requestId: text('request_id'),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
    deleteReason: text('delete_reason'),
  },
  (t) => [
    index('sns_items_circle_idx').on(t.circleId, t.createdAt),
    index('sns_items_author_idx').on(t.authorId, t.createdAt),
    index('sns_items_topic_idx').on(t.topicId),
    index('sns_items_expert_idx').on(t.expertId, t.kind),
    uniqueIndex('sns_items_request_key').on(t.authorId, t.requestId),
  ],
);

/** A post's pictures in order: uploads of its author (served to anyone who may see the post). */
export const snsItemPictures = pgTable(
  'sns_item_pictures',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => snsItems.id),
    seq: smallint('seq').notNull(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.seq] })],
);

/** A poll's options (a post may carry one). */
export const snsPollOptions = pgTable(
  'sns_poll_options',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => snsItems.id),
    seq: smallint('seq').notNull(),
    text: text('text').notNull(),
  },
  (t) => [uniqueIndex('sns_poll_options_item_key').on(t.itemId, t.seq)],
);

/** One vote per member and poll: the key makes a repeated vote count once. */
export const snsVotes = pgTable(
  'sns_votes',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => snsItems.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    optionId: integer('option_id')
      .notNull()
      .references(() => snsPollOptions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] })],
);

/** One like per member and item. */
export const snsLikes = pgTable(
  'sns_likes',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => snsItems.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] })],
);

/** A reply to an item, or to another reply of the same item (one level). Deleting is soft. */
export const snsReplies = pgTable(
  'sns_replies',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => snsItems.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    replyToId: integer('reply_to_id'),
    content: text('content').notNull(),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
    deleteReason: text('delete_reason'),
  },
  (t) => [
    index('sns_replies_item_idx').on(t.itemId, t.id),
    index('sns_replies_author_idx').on(t.authorId, t.createdAt),
    uniqueIndex('sns_replies_request_key').on(t.authorId, t.requestId),
  ],
);

/** A report (举报): one per member and target (`replyId` 0 is the item itself). */
export const snsReports = pgTable(
  'sns_reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => snsItems.id),
    replyId: integer('reply_id').notNull().default(0),
    foulType: smallint('foul_type').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sns_reports_target_key').on(t.reporterId, t.itemId, t.replyId)],
);

/** A member's blacklist (拉黑): the blocker no longer sees the blocked member's items and replies. */
export const snsBlacklist = pgTable(
  'sns_blacklist',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.blockedId] })],
);

/**
 * A gag (1, 禁言: no posts or replies) or a ban (2, 封禁: nothing at all) of a member in a circle,
 * until a time. The latest decision per member and circle stands; lifting ends it now.
 */
export const snsForbids = pgTable(
  'sns_forbids',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    circleId: integer('circle_id')
      .notNull()
      .references(() => snsCircles.id),
    type: smallint('type').notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    byId: integer('by_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.circleId] })],
);

/** A member following another member (关注; experts' follows stay in expert_follows). */
export const memberFollows = pgTable(
  'member_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.memberId] }),
    index('member_follows_member_idx').on(t.memberId, t.createdAt),
  ],
);

/**
 * The audit trail: every report and every moderation action, one row each, never changed or
 * removed (who, what, on whom or what, why, when).
 */
export const snsAudit = pgTable(
  'sns_audit',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    /** report, cut, cut_own, gag, ban, lift, pin, unpin, pull_black, unblack. */
    action: text('action').notNull(),
    circleId: integer('circle_id'),
    itemId: integer('item_id'),
    replyId: integer('reply_id'),
    targetUserId: integer('target_user_id'),
    reason: text('reason').notNull().default(''),
    /** A figure of the action: the foul type, the forbid days. */
    detail: integer('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sns_audit_circle_idx').on(t.circleId, t.createdAt)],
);
