import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Once-only work across instances (issue 20 §4, docs/decisions/several-servers.md).

/**
 * Who runs a piece of work that must run on exactly one instance (the simulator and the other
 * tickers): a holder keeps its lease by renewing it before it expires; when the holder dies, the
 * lease runs out and another instance takes it.
 */
export const leases = pgTable('leases', {
  /** The work: 'world' (the simulator and the tickers that go with it). */
  name: text('name').primaryKey(),
  /** The instance holding it (INSTANCE_ID). */
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
