import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { coupons } from './content';
import { redPacketRounds } from './live';

// Red-packet rain awards and the coin ledger (issue 9) ----------------------------------------------

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

/**
 * Every change of a fan's coins, with why. Balances (users.coin_fen) move only together with a
 * row here, in one transaction; `idempotencyKey` makes a retried credit a no-op.
 */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Positive credits, negative debits, in fen. */
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    /** red_packet, purchase, top_up… */
    reason: text('reason').notNull(),
    /** Shown in the coin detail, in Chinese. */
    memo: text('memo').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Reward coins lapse (product-spec §4: valid 7 days); null for coins that do not. */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('coin_ledger_key').on(t.idempotencyKey),
    index('coin_ledger_user_idx').on(t.userId, t.createdAt),
  ],
);
