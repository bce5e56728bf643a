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
import { coupons } from './content';

// Payments through a provider (issue 18 §2; docs/decisions/payments.md) ------------------------------

/**
 * One payment a fan makes through a provider (Alipay, WeChat, Weibo wap): what it buys, what it
 * costs, and where it stands. The coins or the purchase it pays for move in the ledger, once, under
 * the key `pay:<order id>`, when the provider's signed notification says it is paid.
 */
export const payOrders = pgTable(
  'pay_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /**
     * top_up (coins), or the purpose of a sellable of the commerce core (server/platform/commerce)
     * the order buys once paid: 'plan' (preDualPay); interpretations and set meals join the same way.
     */
    purpose: text('purpose').notNull(),
    /** What a sellable's order buys, as the sellable names it (a plan's id); null for a top-up. */
    ref: text('ref'),
    /** What the fan pays, in fen. */
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    /** Coins credited when paid (one yuan one coin), in fen. */
    coinFen: bigint('coin_fen', { mode: 'number' }).notNull(),
    /** The top-up bonus coupon (couponType 2) the fan chose; used when the order is paid. */
    couponId: integer('coupon_id').references(() => coupons.id),
    /** Bonus coins the coupon added when the order was paid, in fen. */
    bonusFen: bigint('bonus_fen', { mode: 'number' }).notNull().default(0),
    /** 3 Alipay wap, 4 WeChat wap, 5 Weibo wap (product-spec §4 Payment). */
    chargeWay: smallint('charge_way').notNull(),
    /** 1 awaiting payment, 2 paid (calls-errors-spec §7.7), 3 failed, 4 cancelled. */
    status: smallint('status').notNull().default(1),
    /** The provider's trade number, from its notification. */
    providerTradeNo: text('provider_trade_no'),
    /** Where the provider sends the fan back. */
    returnUrl: text('return_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('pay_orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('pay_orders_trade_no_key').on(t.providerTradeNo),
    check('pay_orders_positive', sql`${t.amountFen} > 0 and ${t.coinFen} >= 0`),
    check('pay_orders_ref', sql`(${t.purpose} = 'top_up') = (${t.ref} is null)`),
  ],
);
