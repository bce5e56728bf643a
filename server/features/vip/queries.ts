import { and, eq } from 'drizzle-orm';
import { isVipNow } from '../../../contracts/vip';
import type { DbOrTx } from '../../db/database';
import { users, vipOrders } from '../../db/schema';
import { vipStatusAt } from '../account/session';

export type VipOrderRow = typeof vipOrders.$inferSelect;

/** The fan's membership as the spec's derivations read it: the status on the simulated clock. */
export async function membershipOf(db: DbOrTx, userId: number, now: number) {
  const [row] = await db
    .select({
      vipLevel: users.vipLevel,
      vipStatus: users.vipStatus,
      vipStart: users.vipStart,
      vipEnd: users.vipEnd,
      autoRenew: users.vipAutoRenew,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    vipMemberLevel: row.vipLevel,
    vipStatus: vipStatusAt(row, now),
    startTime: row.vipStart?.getTime() ?? null,
    endTime: row.vipEnd?.getTime() ?? null,
    autoRenew: row.autoRenew,
  };
}
export type MembershipNow = NonNullable<Awaited<ReturnType<typeof membershipOf>>>;

export async function orderByRequest(db: DbOrTx, userId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(vipOrders)
    .where(and(eq(vipOrders.userId, userId), eq(vipOrders.requestId, requestId)));
  return row;
}

/** Whether the fan is a member now (any level, a trial included: isVipNow). */
export async function isMemberNow(db: DbOrTx, userId: number, now: number): Promise<boolean> {
  const membership = await membershipOf(db, userId, now);
  return membership !== undefined && isVipNow(membership) !== 0;
}
