import { eq } from 'drizzle-orm';
import { DAY_MS } from '../../../domain/time';
import { SUPER_VIP_LEVEL, VIP_STATUS, VIP_TRIAL_DAYS, vipLevelName } from '../../../contracts/vip';
import type { Database, DbOrTx } from '../../db/database';
import { users, vipOrders } from '../../db/schema';
import { lockBuyer } from '../../platform/commerce';
import { done, refused, RefusedError, type Outcome } from '../../platform/refusals';
import { VipRefusals } from './refusals';

/**
 * The order a trial is recorded as: free (no transfer), under the trial's own request id — one per
 * account (the unique index), whoever gives it (the trial call, the demo seed).
 */
export function trialOrderOf(userId: number, level: number, start: number, end: number) {
  return {
    userId,
    kind: 'trial',
    productId: 0,
    name: `${vipLevelName(level)} · 试用`,
    level,
    days: Math.round((end - start) / DAY_MS),
    priceFen: 0,
    transferId: null,
    requestId: 'trial',
    periodStart: new Date(start),
    periodEnd: new Date(end),
    createdAt: new Date(start),
  } satisfies typeof vipOrders.$inferInsert;
}

/**
 * Who may try (docs/decisions/vip.md): a fan who has never been a member — no membership order of
 * any kind, and no level given otherwise. The trial is for finding out, once.
 */
async function trialRefusal(db: DbOrTx, userId: number) {
  const [user] = await db.select({ level: users.vipLevel }).from(users).where(eq(users.id, userId));
  const [order] = await db
    .select({ id: vipOrders.id })
    .from(vipOrders)
    .where(eq(vipOrders.userId, userId))
    .limit(1);
  return !user || user.level !== 0 || order ? VipRefusals.trialUsed : null;
}

/** GET /api/vip/try/status. */
export async function trialStatus(db: Database, userId: number) {
  const refusal = await trialRefusal(db, userId);
  return done({ canTry: refusal === null, reason: refusal?.msg ?? '', days: VIP_TRIAL_DAYS });
}

/**
 * POST /api/vip/try: the super red list on trial (status 1 — isVipTry) for VIP_TRIAL_DAYS days, no
 * gifts, in one transaction with the fan's row locked; the order's fixed request id makes a second
 * trial impossible even in a race.
 */
export async function startTrial(
  db: Database,
  userId: number,
  now: number,
): Promise<Outcome<{ startTime: number; endTime: number }>> {
  const end = now + VIP_TRIAL_DAYS * DAY_MS;
  try {
    await db.transaction(async (tx) => {
      await lockBuyer(tx, userId);
      const refusal = await trialRefusal(tx, userId);
      if (refusal) throw new RefusedError(refusal);
      await tx.insert(vipOrders).values(trialOrderOf(userId, SUPER_VIP_LEVEL, now, end));
      await tx
        .update(users)
        .set({
          vipLevel: SUPER_VIP_LEVEL,
          vipStatus: VIP_STATUS.trial,
          vipStart: new Date(now),
          vipEnd: new Date(end),
        })
        .where(eq(users.id, userId));
    });
  } catch (error) {
    if (error instanceof RefusedError) return refused(error.refusal);
    throw error;
  }
  return done({ startTime: now, endTime: end });
}
