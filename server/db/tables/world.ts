import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

// The generated world's completion marker (issue 17 §4 item 1).

/**
 * One row, written last by the transaction that seeds the world: its presence is what "the world
 * is whole" means. A database with world rows and no marker was cut short by an older,
 * non-transactional seed; the next start finishes it, and /healthz is not ok until then.
 */
export const worldSeed = pgTable(
  'world_seed',
  {
    id: smallint('id').primaryKey().default(1),
    /** The SIM_SEED the world was generated from. */
    seed: integer('seed').notNull(),
    /** The simulated moment the world was laid out around. */
    seededFor: timestamp('seeded_for', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('world_seed_single_row', sql`${t.id} = 1`)],
);
