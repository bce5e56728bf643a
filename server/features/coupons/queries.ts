import { eq } from 'drizzle-orm';
import {
  COUPON_STATUS,
  isExpiringSoon,
  type Coupon,
  type CouponFacts,
} from '../../../contracts/coupons';
import { fenToYuan } from '../../../contracts/wallet/balance';
import type { DbOrTx } from '../../db/database';
import { coupons } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;

/** Every coupon of the fan (a fan holds a handful: filtering and sorting happen in memory). */
export function couponsOf(db: DbOrTx, userId: number): Promise<CouponRow[]> {
  return db.select().from(coupons).where(eq(coupons.userId, userId));
}

/** Used, expired (past its end), or usable: the list's tab of a coupon. */
export function statusOf(row: CouponRow, now: number): number {
  if (row.usedAt !== null) return COUPON_STATUS.used;
  if (row.validEndTime.getTime() < now) return COUPON_STATUS.expired;
  return COUPON_STATUS.usable;
}

export function factsOf(row: CouponRow): CouponFacts {
  return {
    type: row.type,
    worthFen: row.worthFen,
    useConditionFen: row.useConditionFen,
    validStartTime: row.validStartTime.getTime(),
    validEndTime: row.validEndTime.getTime(),
    onlyClientTypeArr: row.onlyClientTypeArr,
    onlyExpertLevel: row.onlyExpertLevel,
    onlyExpertId: row.onlyExpertId,
    usedAt: row.usedAt?.getTime() ?? null,
  };
}

export function couponOf(row: CouponRow, now: number): Coupon {
  const status = statusOf(row, now);
  return {
    id: row.id,
    couponType: row.couponType,
    type: row.type,
    worth: fenToYuan(row.worthFen),
    useCondition: fenToYuan(row.useConditionFen),
    validStartTime: row.validStartTime.getTime(),
    validEndTime: row.validEndTime.getTime(),
    onlyClientTypeArr: row.onlyClientTypeArr,
    onlyExpertLevel: row.onlyExpertLevel,
    onlyExpertId: row.onlyExpertId,
    originType: row.originType,
    createTime: row.createdAt.getTime(),
    status,
    expiringSoon:
      status === COUPON_STATUS.usable && isExpiringSoon(row.validEndTime.getTime(), now),
  };
}
