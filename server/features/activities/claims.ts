import { and, eq } from 'drizzle-orm';
import type { ActivityClaimResult } from '../../../contracts/activities';
import { COUPON_TYPE, FULL_FREE } from '../../../contracts/coupons';
import { SUPER_VIP_LEVEL, VIP_STATUS } from '../../../contracts/vip';
import { beijingDate, beijingDayStart, DAY_MS } from '../../../domain/time';
import type { Database, DbOrTx, Tx } from '../../db/database';
import { ledgerTransfers, users, vipOrders } from '../../db/schema';
import { couponBySource, grantCouponIn, lockBuyer } from '../../platform/commerce';
import { transferIn, LedgerRefused } from '../../platform/ledger';
import { done, refused, RefusedError, type Outcome } from '../../platform/refusals';
import { trialOrderOf } from '../vip';
import { ACTIVITY_CALENDAR, ActivityRefusals, windowRefusal } from './calendar';

/** Reward coins lapse as the red packets' do (docs/decisions/ledger.md "Reward coins"). */
const REWARD_VALID_MS = 7 * DAY_MS;
const COUPON_VALID_MS = 15 * DAY_MS;
export const EIGHT_VIP_DAYS = 8;

/** 1812's two steps: the coins of each and its ledger key (one per account and step). */
export const STEPS_1812 = { 1: 1800, 2: 1200 } as const;
export const key1812 = (userId: number, step: number) => `hd:1812:${userId}:${step}`;
export const asianCupSource = (userId: number, n: number) => `hd:asianCup:${userId}:${n}`;
const EIGHT_VIP_ORDER_NAME = '8天会员免费体验';

export const rewardText = {
  '1812': (step: 1 | 2) => `${STEPS_1812[step] / 100}金币（7天内有效）`,
  eightVip: `超级红单会员${EIGHT_VIP_DAYS}天`,
  asianCup: '免费解读券1张 + 满10减5券1张',
} as const;

export async function transferAtKey(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ id: ledgerTransfers.id, at: ledgerTransfers.createdAt })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, key))
    .limit(1);
  return row;
}

/**
 * Runs one claim in a transaction with the fan's row locked: claims of one fan queue, so the
 * check "given already?" and the giving can never interleave — and the ledger key, the coupon
 * source and the VIP order's request id are unique in the database besides.
 */
async function inClaim(
  db: Database,
  userId: number,
  work: (tx: Tx) => Promise<ActivityClaimResult>,
): Promise<Outcome<ActivityClaimResult>> {
  try {
    return done(
      await db.transaction(async (tx) => {
        await lockBuyer(tx, userId);
        return work(tx);
      }),
    );
  } catch (error) {
    if (error instanceof RefusedError || error instanceof LedgerRefused)
      return refused(error.refusal);
    throw error;
  }
}

/**
 * /hd/1812: 18 coins on the first day, 12 more from the next Beijing day on. A step claimed before
 * answers `repeated` (the first claim stands); step 2 before step 1, or on step 1's day, is refused.
 */
export function claim1812(db: Database, userId: number, step: 1 | 2, now: number) {
  return inClaim(db, userId, async (tx) => {
    const reward = rewardText['1812'](step);
    if (await transferAtKey(tx, key1812(userId, step))) return { repeated: true, reward };
    const closed = windowRefusal(ACTIVITY_CALENDAR['1812'], now);
    if (closed) throw new RefusedError(closed);
    if (step === 2) {
      const first = await transferAtKey(tx, key1812(userId, 1));
      if (!first) throw new RefusedError(ActivityRefusals.firstStepFirst);
      if (now < secondStepOpensAt(first.at.getTime()))
        throw new RefusedError(ActivityRefusals.secondDayEarly);
    }
    await transferIn(
      tx,
      {
        key: key1812(userId, step),
        kind: 'reward',
        memo: step === 1 ? '活动奖励·连续领金币第一天' : '活动奖励·连续领金币第二天',
        from: { house: 'rewards' },
        to: { user: userId, kind: 'coin' },
        amountFen: STEPS_1812[step],
        validUntil: now + REWARD_VALID_MS,
        reference: 'activity:1812',
      },
      now,
    );
    return { repeated: false, reward };
  });
}

/** Step 2 opens at the start of the Beijing day after step 1 was claimed. */
export function secondStepOpensAt(firstClaimedAt: number): number {
  return beijingDayStart(beijingDate(firstClaimedAt, 1));
}

/**
 * hd/eightVip: the super red list for 8 days, as the VIP feature records a trial (its order of
 * request id 'trial', unique per account) — so it shares the trial's once-per-account rule: a fan
 * who is or was a member, or had the trial, is refused.
 */
export function claimEightVip(db: Database, userId: number, now: number) {
  return inClaim(db, userId, async (tx) => {
    const reward = rewardText.eightVip;
    const [order] = await tx
      .select({ name: vipOrders.name })
      .from(vipOrders)
      .where(and(eq(vipOrders.userId, userId), eq(vipOrders.requestId, 'trial')))
      .limit(1);
    if (order?.name === EIGHT_VIP_ORDER_NAME) return { repeated: true, reward };
    const closed = windowRefusal(ACTIVITY_CALENDAR.eightVip, now);
    if (closed) throw new RefusedError(closed);
    if (await wasMember(tx, userId)) throw new RefusedError(ActivityRefusals.vipUsed);
    const end = now + EIGHT_VIP_DAYS * DAY_MS;
    await tx
      .insert(vipOrders)
      .values({ ...trialOrderOf(userId, SUPER_VIP_LEVEL, now, end), name: EIGHT_VIP_ORDER_NAME });
    await tx
      .update(users)
      .set({
        vipLevel: SUPER_VIP_LEVEL,
        vipStatus: VIP_STATUS.trial,
        vipStart: new Date(now),
        vipEnd: new Date(end),
      })
      .where(eq(users.id, userId));
    return { repeated: false, reward };
  });
}

/** The trial's rule (docs/decisions/vip.md): a level, or any membership order, means no trial. */
export async function wasMember(db: DbOrTx, userId: number): Promise<boolean> {
  const [user] = await db.select({ level: users.vipLevel }).from(users).where(eq(users.id, userId));
  const [order] = await db
    .select({ id: vipOrders.id })
    .from(vipOrders)
    .where(eq(vipOrders.userId, userId))
    .limit(1);
  return !user || user.level !== 0 || order !== undefined;
}

/** Whether this fan took the 8-day trial. */
export async function hasEightVip(db: DbOrTx, userId: number): Promise<boolean> {
  const [order] = await db
    .select({ name: vipOrders.name })
    .from(vipOrders)
    .where(and(eq(vipOrders.userId, userId), eq(vipOrders.requestId, 'trial')))
    .limit(1);
  return order?.name === EIGHT_VIP_ORDER_NAME;
}

/**
 * /hd/asian-cup: two reading coupons, each under a source unique to the fan (coupons.source is a
 * unique column), so a repeat or a race gives nothing more.
 */
export function claimAsianCup(db: Database, userId: number, now: number) {
  return inClaim(db, userId, async (tx) => {
    const reward = rewardText.asianCup;
    if (await couponBySource(tx, asianCupSource(userId, 1))) return { repeated: true, reward };
    const closed = windowRefusal(ACTIVITY_CALENDAR.asianCup, now);
    if (closed) throw new RefusedError(closed);
    const base = {
      userId,
      couponType: COUPON_TYPE.reading,
      validStartTime: now,
      validEndTime: now + COUPON_VALID_MS,
      originType: 0,
    };
    await grantCouponIn(
      tx,
      {
        ...base,
        type: FULL_FREE,
        worthFen: 1000,
        useConditionFen: 0,
        source: asianCupSource(userId, 1),
      },
      now,
    );
    await grantCouponIn(
      tx,
      { ...base, type: 2, worthFen: 500, useConditionFen: 1000, source: asianCupSource(userId, 2) },
      now,
    );
    return { repeated: false, reward };
  });
}
