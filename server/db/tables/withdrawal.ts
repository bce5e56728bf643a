import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

// Withdrawal of money to bank cards (issue 18 §3; docs/decisions/withdrawal.md) ---------------------

/** A member's saved bank card. Deleting hides it; past withdrawals still name it. */
export const memberBankCards = pgTable(
  'member_bank_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    /** The whole number, for the payout; the app only ever sees the last four digits. */
    cardNo: text('card_no').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    partBank: text('part_bank').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('member_bank_cards_user_idx').on(t.userId)],
);

/**
 * One withdrawal request and its review. The money left the balance when it was requested (a
 * pending ledger transfer under `withdraw:<id>`): posted when paid out, voided when refused.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => memberBankCards.id),
    /** The client's id of this request: a repeated tap or a retry finds the first one. */
    requestId: text('request_id').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    feeFen: bigint('fee_fen', { mode: 'number' }).notNull(),
    /** 1 reviewing, 2 paying (approved), 3 paid, 4 refused. */
    status: smallint('status').notNull().default(1),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawals_request_key').on(t.userId, t.requestId),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    check(
      'withdrawals_amounts',
      sql`${t.amountFen} > 0 and ${t.feeFen} >= 0 and ${t.feeFen} < ${t.amountFen}`,
    ),
  ],
);
