import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Secrets a local start generates once (issue 30 §2, docs/decisions/secrets.md).

/**
 * The secrets that guard money or identity (payment notifications, partner tickets) when the
 * environment does not set them on a start outside production: generated at random on the first
 * start and kept with the data, so a restart (or another instance of a cluster on the same
 * database) uses the same one. Production never reads this table: it must set them.
 */
export const serverSecrets = pgTable('server_secrets', {
  /** The setting's name: PAY_NOTIFY_SECRET, PARTNER_SECRET. */
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
