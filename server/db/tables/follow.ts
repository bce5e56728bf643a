import { index, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { matches } from './sport';

// Follow (issue 6 item 5; docs/decisions/follow.md) ------------------------------------------------

/**
 * A fan following a match. One row per fan and match (the key makes following idempotent); `sport`
 * is copied from the match so the per-sport cap and lists read one index.
 */
export const matchFollows = pgTable(
  'match_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** Race type of the match: 1 football, 2 basketball. */
    sport: smallint('sport').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.matchId] }),
    index('match_follows_user_sport_idx').on(t.userId, t.sport),
  ],
);
