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
import { setMealTickets } from './content';

// VIP membership (issue 35 §2; docs/decisions/vip.md) -------------------------------------------

/**
 * One membership period a fan was given: bought with coins or directly (`transfer_id`, the ledger
 * transfer that paid), a trial (free: no transfer), or a renewal the fan turned on. The fan's current
 * level and period are on `users` (vip_level, vip_status, vip_start, vip_end); these rows are the
 * record (vipOrderRecord) and what the gifts hang on. One per fan and request id: a retry is the
 * same order.
 */
export const vipOrders = pgTable(
  'vip_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'buy', 'trial' or 'renew'. */
    kind: text('kind').notNull(),
    /** The catalogue's product (server/features/vip/catalogue.ts), copied below as it was sold. */
    productId: smallint('product_id').notNull(),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    days: smallint('days').notNull(),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    transferId: integer('transfer_id'),
    requestId: text('request_id').notNull(),
    /** The entry the fan bought from (vip/buy type 2, vip/index type 3; 0 otherwise). */
    source: smallint('source').notNull().default(0),
    /** What this order added: from its start to its end. */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('vip_orders_request_key').on(t.userId, t.requestId),
    index('vip_orders_user_idx').on(t.userId, t.createdAt),
    check('vip_orders_kind', sql`${t.kind} in ('buy', 'trial', 'renew')`),
    check('vip_orders_paid', sql`(${t.kind} = 'trial') = (${t.transferId} is null)`),
    check('vip_orders_period', sql`${t.periodEnd} > ${t.periodStart}`),
  ],
);

/**
 * Readings at a discount (打折卡; 半价 is worth 5): each of `count` readings costs its price × worth
 * / 10 until the card expires. A red-list member's half-price count arrives as one each month.
 */
export const discountCards = pgTable(
  'discount_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** In tenths of the price paid: 5 is half price. */
    worth: smallint('worth').notNull(),
    count: smallint('count').notNull(),
    usedCount: smallint('used_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** What gave it ('vipGift:12'). */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('discount_cards_source_key').on(t.source),
    index('discount_cards_user_idx').on(t.userId, t.expiresAt),
    check('discount_cards_counts', sql`${t.usedCount} between 0 and ${t.count}`),
    check('discount_cards_worth', sql`${t.worth} between 1 and 9`),
  ],
);

/**
 * A member's monthly gift package (会员礼包): the month's set-meal readings (a set-meal ticket) and
 * half-price readings (a discount card), due at the month's start and delivered then — at purchase
 * for the first month, by the membership job for the next ones.
 */
export const vipGifts = pgTable(
  'vip_gifts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => vipOrders.id),
    /** 0 for the order's first month. */
    month: smallint('month').notNull(),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    monthlyCount: smallint('monthly_count').notNull(),
    halfPriceCount: smallint('half_price_count').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ticketId: integer('ticket_id').references(() => setMealTickets.id),
    discountCardId: integer('discount_card_id').references(() => discountCards.id),
  },
  (t) => [
    uniqueIndex('vip_gifts_order_month_key').on(t.orderId, t.month),
    index('vip_gifts_user_idx').on(t.userId, t.startsAt),
    index('vip_gifts_due_idx')
      .on(t.startsAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/**
 * 会员砍价 (hd/vipBargain/apply; docs/decisions/vip.md): a fan's bargain on a membership — friends
 * cut its price, each once, down to a floor, until it is bought or its day ends. One open bargain
 * per fan at a time (started under the fan's row lock).
 */
export const vipBargains = pgTable(
  'vip_bargains',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: smallint('product_id').notNull(),
    startPriceFen: bigint('start_price_fen', { mode: 'number' }).notNull(),
    floorFen: bigint('floor_fen', { mode: 'number' }).notNull(),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    helps: smallint('helps').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Bought at its price: the order. Null while open. */
    orderId: integer('order_id').references(() => vipOrders.id),
  },
  (t) => [
    index('vip_bargains_user_idx').on(t.userId, t.startedAt),
    check('vip_bargains_price', sql`${t.priceFen} between ${t.floorFen} and ${t.startPriceFen}`),
  ],
);

/** One friend's cut of a bargain: once per friend and bargain (the unique index). */
export const vipBargainHelps = pgTable(
  'vip_bargain_helps',
  {
    id: serial('id').primaryKey(),
    bargainId: integer('bargain_id')
      .notNull()
      .references(() => vipBargains.id),
    helperId: integer('helper_id')
      .notNull()
      .references(() => users.id),
    cutFen: bigint('cut_fen', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('vip_bargain_helps_key').on(t.bargainId, t.helperId)],
);
