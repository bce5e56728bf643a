import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

// User centre (issue 5 §4, §5) --------------------------------------------------------------------

/** Every change of a fan's expert level, with the reason shown in the demotion popup. */
export const userLevelLogs = pgTable(
  'user_level_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromLevel: smallint('from_level').notNull(),
    toLevel: smallint('to_level').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_level_logs_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A step of a two-step change that the fan has proven (the old phone's code or an id check before a
 * new phone; the SMS code before a new password). One per fan and kind, short-lived, spent by use.
 * `codeHash` is the verified code's hash, so the final call may repeat that code.
 */
export const userCentrePermits = pgTable(
  'user_centre_permits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'phone_change' or 'password'. */
    kind: text('kind').notNull(),
    codeHash: text('code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Real-name verification through the user centre (product-spec §3 "Identity completion result"). A
 * fan with a real name and id card on the users row but no row here verified before (code 2).
 */
export const identityVerifications = pgTable('identity_verifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  /** 'complete' (first time) or 'confirm' (an earlier verification confirmed). */
  source: text('source').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
});
