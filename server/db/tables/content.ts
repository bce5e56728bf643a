import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
    /**
     * Followers: the seed's count stands for fans outside this world; each follow and unfollow in
     * Matchday moves it by one, in the same transaction as its expert_follows row.
     */
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
    /** 0 pending, 1 won (red), 2 lost (black), 3 void (走水). Written by settlement only. */
    result: smallint('result').notNull().default(0),
    lookCount: integer('look_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** The publishing request's id (a retried tap publishes once); null for seeded plans. */
    requestId: text('request_id'),
    /** When it settled; null while pending. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * The order plans settled in, across all experts: records fold results in this order, so the
     * incrementally kept records and a recomputation from scratch agree (unique: one order).
     */
    settleSeq: integer('settle_seq'),
    /** What one unit staked paid back, in thousandths (1850 = 1.85); null while pending. */
    payoutMilli: integer('payout_milli'),
  },
  (t) => [
    index('plans_match_idx').on(t.matchId),
    index('plans_expert_idx').on(t.expertId, t.publishedAt),
    // Publishing allows one plan per expert and match (checked with the expert's row locked); a
    // retried publish finds its plan here by the request id.
    index('plans_expert_match_idx').on(t.expertId, t.matchId),
    uniqueIndex('plans_settle_seq_key').on(t.settleSeq),
    index('plans_expert_settled_idx').on(t.expertId, t.settleSeq),
  ],
);

/**
 * A plan's picks, one row per segment of its content (same order), locked with it at publishing:
 * the game, for the records by game and league, and the result once settled.
 */
export const planPicks = pgTable(
  'plan_picks',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    seq: smallint('seq').notNull(),
    gameId: integer('game_id').notNull(),
    /** PickResult (contracts/plans.ts); null while pending. */
    result: text('result'),
  },
  (t) => [primaryKey({ columns: [t.planId, t.seq] })],
);

/**
 * An expert's record, kept incrementally as plans settle (a fold in settle order; see
 * server/features/plans/records). Nothing else writes it: a recomputation from the settled plans
 * gives the same row.
 */
export const expertRecords = pgTable('expert_records', {
  expertId: integer('expert_id')
    .primaryKey()
    .references(() => experts.id),
  won: integer('won').notNull().default(0),
  lost: integer('lost').notNull().default(0),
  voided: integer('voided').notNull().default(0),
  currentStreak: integer('current_streak').notNull().default(0),
  bestStreak: integer('best_streak').notNull().default(0),
  /** The latest results, oldest first: '1' won, '2' lost; at most RECENT_SAMPLE characters. */
  recent: text('recent').notNull().default(''),
  /** Units staked and paid back, in thousandths (void plans included: their stake came back). */
  stakeMilli: bigint('stake_milli', { mode: 'number' }).notNull().default(0),
  payoutMilli: bigint('payout_milli', { mode: 'number' }).notNull().default(0),
  /** The settle sequence of the last plan folded in. */
  lastSettleSeq: integer('last_settle_seq').notNull().default(0),
});

/** The months the promotion rule has run for (product-spec §4): once each. */
export const expertPromotionRuns = pgTable('expert_promotion_runs', {
  /** yyyy-MM of the month judged (Beijing time). */
  month: text('month').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  promoted: integer('promoted').notNull(),
  demoted: integer('demoted').notNull(),
});

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
    /** The expert's publish request: a retry with the same id answers this reading. */
    requestId: text('request_id'),
  },
  (t) => [
    index('interpretations_match_idx').on(t.matchId),
    uniqueIndex('interpretations_request_key').on(t.expertId, t.requestId),
  ],
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
    /**
     * The package a VIP level's monthly gift tickets are of (never on sale); null for packages sold.
     * Unique: one per level (NULLs are distinct).
     */
    vipGiftLevel: smallint('vip_gift_level'),
  },
  (t) => [
    index('set_meals_scope_idx').on(t.scope),
    uniqueIndex('set_meals_vip_gift_level_key').on(t.vipGiftLevel),
  ],
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
    /** What it paid for, as the ledger references it ('plan:12'); set with usedAt. */
    usedFor: text('used_for'),
    /** What gave it, once ('evaluation:12:34'); null for coupons given otherwise. */
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupons_user_idx').on(t.userId, t.validEndTime),
    uniqueIndex('coupons_source_key').on(t.source),
  ],
);

/** What every purchase with coins records: the buyer, the price paid and the ledger transfer. */
const saleColumns = () => ({
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
  /** The ledger transfer that paid for it. */
  transferId: integer('transfer_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

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
    ...saleColumns(),
  },
  (t) => [
    uniqueIndex('plan_purchases_buyer_key').on(t.planId, t.userId),
    index('plan_purchases_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A fan's purchase of an interpretation with coins: one per fan and reading (the unique index backs
 * the ledger's key `interpretation:<id>:buyer:<fan>`), like plan_purchases.
 */
export const interpretationPurchases = pgTable(
  'interpretation_purchases',
  {
    id: serial('id').primaryKey(),
    interpretationId: integer('interpretation_id')
      .notNull()
      .references(() => interpretations.id),
    ...saleColumns(),
    /** Bought with coins: the ledger transfer that paid; null when a set-meal ticket paid. */
    transferId: integer('transfer_id'),
    /** Read with a set-meal ticket (one of its counts spent): no money moved. */
    ticketId: integer('ticket_id').references(() => setMealTickets.id),
  },
  (t) => [
    uniqueIndex('interpretation_purchases_buyer_key').on(t.interpretationId, t.userId),
    index('interpretation_purchases_user_idx').on(t.userId, t.createdAt),
    check(
      'interpretation_purchases_paid_once',
      sql`(${t.transferId} is null) <> (${t.ticketId} is null)`,
    ),
  ],
);

/**
 * A fan's bought set meal (套餐, issue 34 §2): a number of readings (`lookCount`) of one scope,
 * valid from the order date for the package's days, for one expert when the package is expert-
 * specific. Each reading a ticket pays for spends one count (`usedCount`, never above `lookCount`:
 * the check decides a race for the last count). A fan may hold several tickets of one package: each
 * purchase names itself with the client's `requestId`, the ledger key's last part.
 */
export const setMealTickets = pgTable(
  'set_meal_tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    setMealId: integer('set_meal_id')
      .notNull()
      .references(() => setMeals.id),
    requestId: text('request_id').notNull(),
    /** Copied from the package at purchase: what was bought does not change with the catalogue. */
    name: text('name').notNull(),
    scope: smallint('scope').notNull(),
    pkgExpertId: integer('pkg_expert_id').references(() => experts.id),
    lookCount: smallint('look_count').notNull(),
    usedCount: smallint('used_count').notNull().default(0),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    transferId: integer('transfer_id').notNull(),
    boughtAt: timestamp('bought_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('set_meal_tickets_request_key').on(t.userId, t.requestId),
    index('set_meal_tickets_user_idx').on(t.userId, t.boughtAt),
    check('set_meal_tickets_counts', sql`${t.usedCount} between 0 and ${t.lookCount}`),
  ],
);

/**
 * A buyer's evaluation of an interpretation once it settled (issue 34 §1): 1–5 stars in the spec's
 * three dimensions. One per buyer and reading (the unique index): evaluating again is refused.
 */
export const interpretationEvaluations = pgTable(
  'interpretation_evaluations',
  {
    id: serial('id').primaryKey(),
    interpretationId: integer('interpretation_id')
      .notNull()
      .references(() => interpretations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The expert evaluated, kept for the expert's score (inter/score/{expertId}). */
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.id),
    attitude: smallint('attitude').notNull(),
    quality: smallint('quality').notNull(),
    result: smallint('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('interpretation_evaluations_buyer_key').on(t.interpretationId, t.userId),
    index('interpretation_evaluations_expert_idx').on(t.expertId),
    check(
      'interpretation_evaluations_stars',
      sql`${t.attitude} between 1 and 5 and ${t.quality} between 1 and 5 and ${t.result} between 1 and 5`,
    ),
  ],
);

/** A fan following an expert (关注): one row per pair; experts.followers counts them on. */
export const expertFollows = pgTable(
  'expert_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.expertId] }),
    index('expert_follows_expert_idx').on(t.expertId, t.createdAt),
  ],
);

/**
 * A fan's push subscription to an expert (专家推送, expert-push/order/{expertId}): the fan is told in
 * the message centre each time that expert publishes a plan.
 */
export const expertPushOrders = pgTable(
  'expert_push_orders',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.expertId] }),
    index('expert_push_orders_expert_idx').on(t.expertId),
  ],
);
