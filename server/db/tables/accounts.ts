import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Accounts (issue 3 §5) -------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    phone: text('phone'),
    /** scrypt hash with its salt and parameters; null for accounts made by SMS login only. */
    passwordHash: text('password_hash'),
    nickName: text('nick_name'),
    userIcon: text('user_icon'),
    describe: text('describe'),
    userLevel: smallint('user_level').notNull().default(0),
    qiuFlag: smallint('qiu_flag').notNull().default(1),
    vipLevel: smallint('vip_level').notNull().default(0),
    vipStatus: smallint('vip_status').notNull().default(2),
    vipStart: timestamp('vip_start', { withTimezone: true }),
    vipEnd: timestamp('vip_end', { withTimezone: true }),
    /** The fan turned auto-renewal on (off by default): told before every charge. */
    vipAutoRenew: boolean('vip_auto_renew').notNull().default(false),
    isChatAdmin: boolean('is_chat_admin').notNull().default(false),
    realName: text('real_name'),
    idCard: text('id_card'),
    /** 0 none, 1 applied, 2 approved, 3 refused. */
    expertApplyProgress: smallint('expert_apply_progress').notNull().default(0),
    proxy: smallint('proxy').notNull().default(0),
    lotteryWhiteUser: boolean('lottery_white_user').notNull().default(false),
    /** 1 weak, 2 medium, 3 strong; judged by the client before encryption and sent along. */
    passwordStrength: smallint('password_strength'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_account_key').on(t.account),
    uniqueIndex('users_phone_key').on(t.phone),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the token: a leaked table does not leak usable tokens. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    type: smallint('type').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: smallint('tries').notNull().default(0),
    used: boolean('used').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.type, t.createdAt)],
);
