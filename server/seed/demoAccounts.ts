import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users, vipOrders } from '../db/schema';
import { transfer } from '../platform/ledger';
import { hashPassword } from '../features/account/session';
import { seedDemoLevelLogs } from '../features/account/centre';
import { DAY_MS } from '../../domain/time';
import { SUPER_VIP_LEVEL, VIP_STATUS, VIP_TRIAL_DAYS } from '../../contracts/vip';
import { trialOrderOf } from '../features/vip';

/** The one password of every demo account (printed at start; README). */
export const DEMO_PASSWORD = 'matchday2026';

type UserValues = typeof users.$inferInsert;

export interface DemoAccount extends Omit<
  UserValues,
  'id' | 'passwordHash' | 'vipStart' | 'vipEnd' | 'createdAt'
> {
  account: string;
  nickName: string;
  phone: string;
  /** A VIP period starting at seeding time, this many days long. */
  vipDays?: number;
  /** Coins to try buying with, granted through the ledger at seeding (never written as a balance). */
  coins?: number;
  /**
   * Withdrawable money (元) to try withdrawing with, granted through the ledger at seeding. Until
   * experts earn shares of sold plans (issue 19), this opening balance is what demo_expert holds.
   */
  money?: number;
}

/** One account per role worth trying by hand: a fan, an expert, a VIP and a chat administrator. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    account: 'demo_fan',
    nickName: '铁杆球迷小周',
    phone: '19900000001',
    describe: '每场必看，主队必胜',
    coins: 8888,
  },
  {
    account: 'demo_expert',
    nickName: '足球老炮儿',
    phone: '19900000002',
    describe: '十年看球经验，专注五大联赛',
    userLevel: 2,
    expertApplyProgress: 2,
    qiuFlag: 1,
    // Verified before the user centre's flow existed: identity code 2, to be confirmed.
    realName: '王建国',
    idCard: '310104198503072816',
    money: 1288,
  },
  {
    // On the super red list's trial (isVipTry), ending in VIP_TRIAL_DAYS: the member centre shows
    // the trial, then — a few simulated days on — the expired state and the way to buy.
    account: 'demo_vip',
    nickName: '红单会员阿杰',
    phone: '19900000003',
    vipLevel: SUPER_VIP_LEVEL,
    vipStatus: VIP_STATUS.trial,
    vipDays: VIP_TRIAL_DAYS,
  },
  {
    account: 'demo_admin',
    nickName: '聊天室管理员',
    phone: '19900000004',
    isChatAdmin: true,
  },
];

/**
 * Inserts the demo accounts that are missing, with real scrypt hashes of DEMO_PASSWORD. Idempotent:
 * existing accounts (and whatever was changed on them) are left alone.
 */
export async function seedDemoAccounts(db: Database, opts: { now?: number } = {}): Promise<void> {
  const now = opts.now ?? Date.now();
  const existing = await db
    .select({ account: users.account })
    .from(users)
    .where(
      inArray(
        users.account,
        DEMO_ACCOUNTS.map((a) => a.account),
      ),
    );
  const have = new Set(existing.map((row) => row.account));
  const missing = DEMO_ACCOUNTS.filter((a) => !have.has(a.account));
  if (missing.length > 0) {
    const rows = await Promise.all(
      missing.map(
        async ({ vipDays, coins: _coins, money: _money, ...account }): Promise<UserValues> => ({
          ...account,
          passwordHash: await hashPassword(DEMO_PASSWORD),
          passwordStrength: 2,
          ...(vipDays ? { vipStart: new Date(now), vipEnd: new Date(now + vipDays * DAY_MS) } : {}),
        }),
      ),
    );
    await db.insert(users).values(rows).onConflictDoNothing();
  }
  await grantDemoCoins(db, now);
  await recordDemoTrials(db);
  // The demo expert's promotion, so the user centre's level log has a story to tell. Asked for
  // even when the accounts exist: a seed cut off between the two must not leave it out for good.
  await seedDemoLevelLogs(db, 'demo_expert');
}

/**
 * The demo accounts' coins and money, as one ledger transfer each; its key makes a second seed a
 * no-op.
 */
async function grantDemoCoins(db: Database, now: number): Promise<void> {
  const grants = DEMO_ACCOUNTS.flatMap((a) => [
    ...(a.coins
      ? [{ account: a.account, kind: 'coin' as const, units: a.coins, what: 'coins' }]
      : []),
    ...(a.money
      ? [{ account: a.account, kind: 'money' as const, units: a.money, what: 'money' }]
      : []),
  ]);
  if (grants.length === 0) return;
  const rows = await db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(
      inArray(
        users.account,
        grants.map((g) => g.account),
      ),
    );
  for (const grant of grants) {
    const user = rows.find((r) => r.account === grant.account);
    if (!user) continue;
    const outcome = await transfer(
      db,
      {
        key: `seed:demo_${grant.what}:${grant.account}`,
        kind: 'grant',
        memo: grant.kind === 'coin' ? '演示账户体验金币' : '演示账户期初余额',
        from: { house: 'opening' },
        to: { user: user.id, kind: grant.kind },
        amountFen: grant.units * 100,
      },
      now,
    );
    if (!outcome.ok)
      throw new Error(`demo ${grant.what} for ${grant.account}: ${outcome.refusal.code}`);
  }
}

/**
 * The trial order behind each demo account seeded on a trial, so its member centre and order record
 * tell the same story as its user info. Its fixed request id (the trial's) makes a second seed a
 * no-op.
 */
async function recordDemoTrials(db: Database): Promise<void> {
  const trials = DEMO_ACCOUNTS.filter((a) => a.vipStatus === VIP_STATUS.trial && a.vipDays);
  if (trials.length === 0) return;
  const rows = await db
    .select({ id: users.id, level: users.vipLevel, start: users.vipStart, end: users.vipEnd })
    .from(users)
    .where(
      inArray(
        users.account,
        trials.map((a) => a.account),
      ),
    );
  for (const row of rows) {
    if (!row.start || !row.end) continue;
    await db
      .insert(vipOrders)
      .values(trialOrderOf(row.id, row.level, row.start.getTime(), row.end.getTime()))
      .onConflictDoNothing();
  }
}
