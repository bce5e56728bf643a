import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// The payment-provider simulator's own book (server/paymentProvider; issue 18 §2). It stands for
// another company's system: it knows trades and the merchant's order number, nothing of fans,
// coins or the ledger, and it keeps its unsent notifications here so a restart resends them.

/** One trade the provider was asked to collect, and its notification to the merchant. */
export const providerTrades = pgTable(
  'provider_trades',
  {
    /** The provider's trade number: random, so a cashier page cannot be guessed. */
    tradeNo: text('trade_no').primaryKey(),
    /** The merchant's order id, echoed in the notification. */
    merchantOrderId: integer('merchant_order_id').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    subject: text('subject').notNull(),
    /** 3 Alipay wap, 4 WeChat wap, 5 Weibo wap: how the cashier page dresses. */
    chargeWay: smallint('charge_way').notNull(),
    returnUrl: text('return_url').notNull(),
    /** open, paid, failed, closed (cancelled by the payer or lapsed). */
    status: text('status').notNull().default('open'),
    /** How the notification goes out: prompt, early (before the redirect), late, twice. */
    notifyPlan: text('notify_plan'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the next copy of the notification is due; null when none is. */
    notifyDueAt: timestamp('notify_due_at', { withTimezone: true }),
    /** Copies still to send (a "twice" plan sends a second after the first is acknowledged). */
    notifyCopiesLeft: smallint('notify_copies_left').notNull().default(0),
    notifyAttempts: integer('notify_attempts').notNull().default(0),
    /** When the merchant first acknowledged it. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [
    index('provider_trades_due_idx').on(t.notifyDueAt),
    index('provider_trades_open_idx').on(t.status, t.createdAt),
    check('provider_trades_amount_positive', sql`${t.amountFen} > 0`),
  ],
);
