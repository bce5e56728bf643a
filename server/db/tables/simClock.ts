import { sql } from 'drizzle-orm';
import { check, doublePrecision, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

// Where the simulated clock stood (issue 31 item 9, docs/decisions/simulated-clock.md).

/**
 * One row, written by the simulator's every tick: the simulated now and the real moment it was
 * read. A restart without SIM_START continues from here when it is ahead of real time (SIM_SPEED
 * above 1), so the matches the last run played stay in the past instead of waiting for a clock
 * that went back to real now.
 */
export const simClock = pgTable(
  'sim_clock',
  {
    id: smallint('id').primaryKey().default(1),
    simulatedAt: timestamp('simulated_at', { withTimezone: true }).notNull(),
    realAt: timestamp('real_at', { withTimezone: true }).notNull(),
    speed: doublePrecision('speed').notNull(),
  },
  (t) => [check('sim_clock_single_row', sql`${t.id} = 1`)],
);
