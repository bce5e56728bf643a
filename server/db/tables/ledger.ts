import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

// The ledger (issue 18; docs/decisions/ledger.md) -----------------------------------------------------

/**
 * Where coins and money are held: a fan's coins, an expert's money, and the house's own accounts
 * (the payment gateway, rewards, sales, held transfers, payouts, expired coins). The balance is the
 * sum of the account's entries, kept in the same transaction as they are written; only the house's
 * outside-world accounts may go below zero (the database refuses it for everyone else).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    /** The fan or expert who holds it; null for the house's own accounts. */
    userId: integer('user_id').references(() => users.id),
    /** 'coin' or 'money' for a user; the house's: gateway, rewards, sales, held, payouts, expired… */
    kind: text('kind').notNull(),
    /** In fen (1/100 yuan or coin): integers, never floats. */
    balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
    /** The house's accounts that stand for the world outside (money paid in, rewards given). */
    mayGoNegative: boolean('may_go_negative').notNull().default(false),
  },
  (t) => [
    uniqueIndex('ledger_accounts_user_kind_key').on(t.userId, t.kind),
    uniqueIndex('ledger_accounts_house_kind_key')
      .on(t.kind)
      .where(sql`user_id is null`),
    check('ledger_accounts_not_negative', sql`${t.mayGoNegative} or ${t.balanceFen} >= 0`),
  ],
);

/**
 * One movement of an amount from one account to another, under a unique idempotency key: the same
 * key with the same request answers the first result, with another request it is refused. A pending
 * transfer moves the amount into the house's held account; exactly one later transfer posts it (on
 * to its destination) or voids it (back to its source) — `resolvesId` is unique. Rows are never
 * updated nor deleted (a trigger holds it).
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of what was asked (kind, accounts, amount, expiry…). */
    requestHash: text('request_hash').notNull(),
    /** top_up, reward, purchase, refund, share, withdrawal, expiry, opening, post, void… */
    kind: text('kind').notNull(),
    /** What the fan reads in the coin or money detail, in Chinese. */
    memo: text('memo').notNull(),
    fromAccountId: integer('from_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    toAccountId: integer('to_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    /** Held until posted or voided (a plan that settles later, a withdrawal under review). */
    pending: boolean('pending').notNull().default(false),
    /** The pending transfer this one posts or voids. */
    resolvesId: bigint('resolves_id', { mode: 'number' }).references(
      (): AnyPgColumn => ledgerTransfers.id,
    ),
    /** A business reference (an order, a plan, a withdrawal) for the details screens. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_key').on(t.idempotencyKey),
    uniqueIndex('ledger_transfers_resolves_key').on(t.resolvesId),
    index('ledger_transfers_from_idx').on(t.fromAccountId, t.createdAt),
    index('ledger_transfers_to_idx').on(t.toAccountId, t.createdAt),
    check('ledger_transfers_positive', sql`${t.amountFen} > 0`),
  ],
);

/** The two sides of each transfer: minus on the account it leaves, plus on the one it reaches. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transfer_idx').on(t.transferId),
  ],
);

/**
 * Coins arrive in lots: a top-up's never lapse, a reward's lapse after 7 days (product-spec §9). A
 * spend takes from the lot that lapses first; what is left when a lot lapses leaves with an expiry
 * transfer of its own. `remainingFen` is what the lot still holds (the sum of a coin account's lots
 * is its balance).
 */
export const coinLots = pgTable(
  'coin_lots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** The transfer that brought the coins. */
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    remainingFen: bigint('remaining_fen', { mode: 'number' }).notNull(),
    /** Null: never lapses. */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('coin_lots_account_idx').on(t.accountId, t.validUntil),
    check(
      'coin_lots_remaining',
      sql`${t.remainingFen} >= 0 and ${t.remainingFen} <= ${t.amountFen}`,
    ),
  ],
);

/** Which lots a transfer took its coins from: a void gives each lot back what it gave. */
export const coinLotSpends = pgTable(
  'coin_lot_spends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotId: bigint('lot_id', { mode: 'number' })
      .notNull()
      .references(() => coinLots.id),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  },
  (t) => [index('coin_lot_spends_transfer_idx').on(t.transferId)],
);
