import { eq } from 'drizzle-orm';
import { COUPON_STATUS, byTypeThenEnd, type CouponFacts } from '../../../contracts/coupons';
import type { DbOrTx } from '../../db/database';
import { coupons } from '../../db/schema';

// Coupons as the commerce core holds them (docs/decisions/coupons.md): a fan's rows, where each
// stands (used, expired, usable), and which are usable now — one definition for the coupon calls,
// the top-up's bonus coupons and, as a way to pay, every purchase.

export type CouponRow = typeof coupons.$inferSelect;

/** Every coupon of the fan (a fan holds a handful: filtering and sorting happen in memory). */
export function couponsOf(db: DbOrTx, userId: number): Promise<CouponRow[]> {
  return db.select().from(coupons).where(eq(coupons.userId, userId));
}

/** Used, expired (past its end), or usable: the list's tab of a coupon. */
export function couponStatusOf(row: CouponRow, now: number): number {
  if (row.usedAt !== null) return COUPON_STATUS.used;
  if (row.validEndTime.getTime() < now) return COUPON_STATUS.expired;
  return COUPON_STATUS.usable;
}

/** What the usability rule (contracts/coupons.ts couponRefusals) reads of a coupon. */
export function couponFactsOf(row: CouponRow): CouponFacts {
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

/** Rows in the list's order (product-spec §9): by couponType, then the one ending first. */
export function inCouponOrder(rows: readonly CouponRow[]): CouponRow[] {
  return [...rows].sort((a, b) =>
    byTypeThenEnd(
      { ...a, validEndTime: a.validEndTime.getTime() },
      { ...b, validEndTime: b.validEndTime.getTime() },
    ),
  );
}

/** The fan's coupons of a type usable now — not spent, started, not ended — soonest-ending first. */
export async function usableCouponRows(
  db: DbOrTx,
  userId: number,
  couponType: number,
  now: number,
): Promise<CouponRow[]> {
  return inCouponOrder(
    (await couponsOf(db, userId)).filter(
      (r) =>
        r.couponType === couponType &&
        couponStatusOf(r, now) === COUPON_STATUS.usable &&
        r.validStartTime.getTime() <= now,
    ),
  );
}
