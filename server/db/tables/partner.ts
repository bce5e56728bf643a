import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

// Partner login (issue 5 item 6) ---------------------------------------------------------------

/** Which of our users a partner's fan is: one row per (partner, partner user id). */
export const partnerLinks = pgTable(
  'partner_links',
  {
    /** 'jd' (the shopping app) or 'tq' (the push-ball platform). */
    partner: text('partner').notNull(),
    partnerUserId: text('partner_user_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.partner, t.partnerUserId] }),
    index('partner_links_user_idx').on(t.userId),
  ],
);

/**
 * Tickets and signs already spent: each logs in once. The key is derived from the verified content
 * (the ticket's nonce, the sign's uid and time), never from the raw string, so a re-encoding of the
 * same ticket is still a replay. Rows are dropped once the ticket could no longer pass its expiry.
 */
export const partnerUsedTickets = pgTable(
  'partner_used_tickets',
  {
    key: text('key').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('partner_used_tickets_expiry_idx').on(t.expiresAt)],
);
