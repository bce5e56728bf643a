import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { matches } from './sport';

// Experts and what they sell: plans, interpretations, set meals; coupons fans spend on them.
// Money is in fen (1/100 of a coin or yuan): integers, never floats.

export const experts = pgTable(
  'experts',
  {
    id: serial('id').primaryKey(),
    /** The account behind the expert, when there is one (demo_expert). */
    userId: integer('user_id').references(() => users.id),
    nickname: text('nickname').notNull(),
    icon: text('icon'),
    intro: text('intro').notNull(),
    /** Expert strength 1–10 (product-spec §3): 1 grand master … 10 seventh grade bottom. */
    strength: smallint('strength').notNull(),
    /** User level: 1 laboratory, 2 popular forecaster. */
    userLevel: smallint('user_level').notNull(),
    /** Ball type: 1 football, 2 basketball. */
    qiuFlag: smallint('qiu_flag').notNull(),
    /** Shown record, e.g. 近10中8. */
    record: text('record').notNull(),
    recentWins: smallint('recent_wins').notNull(),
    recentTotal: smallint('recent_total').notNull(),
    /** Monthly return in percent, two decimals as an integer of hundredths. */
    monthlyReturnBp: integer('monthly_return_bp').notNull(),
    longestRedStreak: smallint('longest_red_streak').notNull(),
    followers: integer('followers').notNull(),
  },
  (t) => [index('experts_level_idx').on(t.qiuFlag, t.strength)],
);

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    /** The plan number shown and paid for (planNo). */
    planNo: text('plan_no').notNull(),
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.id),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    /** Race type: 1 football, 2 basketball, 3 fourteen-match, 4 pick-nine, 5 single match. */
    raceType: smallint('race_type').notNull(),
    title: text('title').notNull(),
    /** Free analysis shown to everyone. */
    summary: text('summary').notNull(),
    /** The paid pick, in the interpretation format (product-spec §3). */
    content: text('content').notNull(),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    /** No-win-refund-coin plan: cannot be bought with a set meal. */
    refundIfLost: boolean('refund_if_lost').notNull().default(false),
    /** 0 pending, 1 won (red), 2 lost (black), 3 void. */
    result: smallint('result').notNull().default(0),
    lookCount: integer('look_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('plans_match_idx').on(t.matchId),
    index('plans_expert_idx').on(t.expertId, t.publishedAt),
  ],
);

export const interpretations = pgTable(
  'interpretations',
  {
    id: serial('id').primaryKey(),
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.id),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    /** 0 jingcai, 3 old football lottery (the jiedu-list type). */
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Segments split by ~, each {gameId}[handicap](odds-odds-…), odds ×10000 (product-spec §3). */
    content: text('content').notNull(),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    result: smallint('result').notNull().default(0),
    lookCount: integer('look_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('interpretations_match_idx').on(t.matchId)],
);

export const setMeals = pgTable(
  'set_meals',
  {
    id: serial('id').primaryKey(),
    /** 1 jingcai (football/basketball package), 2 old football lottery (fourteen-match package). */
    scope: smallint('scope').notNull(),
    name: text('name').notNull(),
    tipsTag: text('tips_tag'),
    expireDays: smallint('expire_days').notNull(),
    /** Readings included (lookCount). */
    lookCount: smallint('look_count').notNull(),
    buyNum: integer('buy_num').notNull().default(0),
    totalAmountFen: bigint('total_amount_fen', { mode: 'number' }).notNull(),
    discountAmountFen: bigint('discount_amount_fen', { mode: 'number' }).notNull(),
    /** Discount in tenths as shown, e.g. 8.5折. */
    discountDesc: text('discount_desc'),
    /** 2 = expert-specific (pkgExpertId). */
    pkgExpertType: smallint('pkg_expert_type').notNull().default(1),
    pkgExpertId: integer('pkg_expert_id').references(() => experts.id),
    onSale: boolean('on_sale').notNull().default(true),
  },
  (t) => [index('set_meals_scope_idx').on(t.scope)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 1 expert/popular coupon, 2 top-up bonus. */
    couponType: smallint('coupon_type').notNull(),
    /** 1 full-free; otherwise amount-off. */
    type: smallint('type').notNull(),
    worthFen: bigint('worth_fen', { mode: 'number' }).notNull(),
    /** Minimum price it applies to, in fen (0 = any). */
    useConditionFen: bigint('use_condition_fen', { mode: 'number' }).notNull().default(0),
    validStartTime: timestamp('valid_start_time', { withTimezone: true }).notNull(),
    validEndTime: timestamp('valid_end_time', { withTimezone: true }).notNull(),
    onlyClientTypeArr: jsonb('only_client_type_arr')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** 2 popular forecaster, 4 expert; 0 any. */
    onlyExpertLevel: smallint('only_expert_level').notNull().default(0),
    /** 0 = all experts. */
    onlyExpertId: integer('only_expert_id').notNull().default(0),
    /** 1 = manually issued. */
    originType: smallint('origin_type').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupons_user_idx').on(t.userId, t.validEndTime)],
);

/**
 * A fan's purchase of a plan with coins: one per fan and plan (the unique index backs the ledger's
 * key `plan:<plan>:buyer:<fan>`). A no-win-refund plan's coins are held (a pending transfer) until
 * the plan settles: posted when it wins, voided — refunded — when it loses (issue 19).
 */
export const planPurchases = pgTable(
  'plan_purchases',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    /** The ledger transfer that paid for it. */
    transferId: integer('transfer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('plan_purchases_buyer_key').on(t.planId, t.userId),
    index('plan_purchases_user_idx').on(t.userId, t.createdAt),
  ],
);
