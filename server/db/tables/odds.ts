import {
  bigserial,
  index,
  serial,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { matches } from './sport';

// Odds by provider with their change history (issue 3 §2, calls-errors-spec §7.1).

export const oddsProviders = pgTable('odds_providers', {
  /** The company id of the spec: 0 the crown provider, 6 official jingcai, 5 official basketball. */
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** 0 both, 1 football, 2 basketball. */
  sport: smallint('sport').notNull(),
});

export type OddsType = 'europe' | 'asia' | 'bigsmall';

export const odds = pgTable(
  'odds',
  {
    /** The oddsId of the detail calls. */
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    providerId: integer('provider_id')
      .notNull()
      .references(() => oddsProviders.id),
    type: text('type').$type<OddsType>().notNull(),
    /**
     * Opening and current values: europe [home, draw, away] (draw 0 in basketball); asia and
     * bigsmall [home/over water, line, away/under water]. Decimals, two places.
     */
    opening: jsonb('opening').$type<[number, number, number]>().notNull(),
    current: jsonb('current').$type<[number, number, number]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('odds_key').on(t.matchId, t.type, t.providerId),
    index('odds_provider_idx').on(t.providerId, t.type),
  ],
);

export const oddsChanges = pgTable(
  'odds_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    oddsId: integer('odds_id')
      .notNull()
      .references(() => odds.id),
    values: jsonb('values').$type<[number, number, number]>().notNull(),
    /** Match state when it changed: 即 before kick-off, else the live minute and score. */
    matchState: text('match_state').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('odds_changes_odds_idx').on(t.oddsId, t.changedAt)],
);
