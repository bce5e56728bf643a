import {
  bigint,
  bigserial,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { coupons } from './content';
import { redPacketRounds } from './live';

// Red-packet rain awards (issue 9); the coins they give are the ledger's (tables/ledger.ts) ----------------------------------------------

/**
 * A fan's part in one red-packet round: joined when the rain starts, settled once by the click
 * that draws the award. One row per fan and round: a second join or click is a repeat (codes 101,
 * 1007).
 */
export const redPacketJoins = pgTable(
  'red_packet_joins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => redPacketRounds.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    /** When the award was drawn; null while the rain is falling. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Packets the fan caught (as the app reported them; they only tilt the odds). */
    hits: smallint('hits'),
    /** 0 empty, 1 free ticket, 2 amount-off ticket, 3 coins (product-spec §4). */
    awardKind: smallint('award_kind'),
    /** Coins credited, or the ticket's worth, in fen. */
    awardFen: bigint('award_fen', { mode: 'number' }),
    couponId: integer('coupon_id').references(() => coupons.id),
  },
  (t) => [uniqueIndex('red_packet_joins_key').on(t.roundId, t.userId)],
);
