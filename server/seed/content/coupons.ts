import type { coupons } from '../../db/schema';
import { DAY_MS } from '../../../domain/time';

// Coupons of the demo fans: both coupon types, full-free and amount-off, one expired, one expiring
// soon (under 3 days), one used, one for popular forecasters only, one for one expert, one issued
// by hand.

export type CouponRow = typeof coupons.$inferInsert;

export function buildCoupons(userId: number, now: Date, expertId: number): CouponRow[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const rows: Array<Omit<CouponRow, 'userId' | 'createdAt'>> = [
    // Full-free (免单) for any plan up to 38 coins.
    { couponType: 1, type: 1, worthFen: 3800, validStartTime: at(-1), validEndTime: at(7) },
    {
      couponType: 1,
      type: 2,
      worthFen: 500,
      useConditionFen: 2800,
      validStartTime: at(-3),
      validEndTime: at(14),
    },
    // Expired two days ago.
    {
      couponType: 1,
      type: 2,
      worthFen: 800,
      useConditionFen: 3800,
      validStartTime: at(-30),
      validEndTime: at(-2),
    },
    // Popular forecasters only, expiring soon.
    {
      couponType: 1,
      type: 1,
      worthFen: 5800,
      onlyExpertLevel: 2,
      validStartTime: at(0),
      validEndTime: at(2),
    },
    // One expert only.
    {
      couponType: 1,
      type: 2,
      worthFen: 1000,
      useConditionFen: 3800,
      onlyExpertId: expertId,
      validStartTime: at(-1),
      validEndTime: at(30),
    },
    // Top-up bonus, issued by hand by customer service.
    {
      couponType: 2,
      type: 2,
      worthFen: 1000,
      useConditionFen: 10000,
      originType: 1,
      validStartTime: at(-1),
      validEndTime: at(30),
    },
    {
      couponType: 2,
      type: 2,
      worthFen: 300,
      useConditionFen: 5000,
      validStartTime: at(-10),
      validEndTime: at(20),
    },
    // Already used.
    {
      couponType: 1,
      type: 2,
      worthFen: 500,
      useConditionFen: 1800,
      validStartTime: at(-10),
      validEndTime: at(5),
      usedAt: at(-5),
    },
  ];
  return rows.map((row) => ({ ...row, userId, createdAt: row.validStartTime }));
}
