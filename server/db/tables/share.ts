import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

// Sharing (issue 37 §2; docs/decisions/sharing.md) -------------------------------------------------

/**
 * A member's share code (the spec's shareInfoId): made the first time the member asks for their share
 * info, then the same for good, so every link they ever shared still names them. Random, not derived
 * from the member id: a link tells nobody which account shared it.
 */
export const shareCodes = pgTable(
  'share_codes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('share_codes_code_key').on(t.code)],
);

/**
 * Who brought a member in: written once, when an account is made by a registration that carried a
 * valid share code (the login/register `share` field). One referrer per member, never the member.
 */
export const shareReferrals = pgTable(
  'share_referrals',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('share_referrals_referrer_idx').on(t.referrerId),
    check('share_referrals_not_self', sql`${t.userId} <> ${t.referrerId}`),
  ],
);
