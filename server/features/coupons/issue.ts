import { eq } from 'drizzle-orm';
import type { ParsedInputOf } from '../../../contracts/endpoint';
import type { devIssueCoupon } from '../../../contracts/coupons';
import { DAY_MS } from '../../../domain/time';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { grantCouponIn } from '../../platform/commerce';
import { done, refused } from '../../platform/refusals';
import { CouponRefusals } from './refusals';

/**
 * A coupon issued by hand (originType 1), as customer service does it: the development door
 * (POST /api/dev/coupons/issue) stands in for the service desk's tool, which is not the app's.
 */
export async function issueCoupon(
  db: Database,
  input: ParsedInputOf<typeof devIssueCoupon>,
  now: number,
) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.account, input.account))
    .limit(1);
  if (!user) return refused(CouponRefusals.noAccount);
  const id = await grantCouponIn(
    db,
    {
      userId: user.id,
      couponType: input.couponType,
      type: input.type,
      worthFen: input.worth * 100,
      useConditionFen: input.useCondition * 100,
      validStartTime: now,
      validEndTime: now + input.days * DAY_MS,
      onlyClientTypeArr: input.onlyClientTypeArr,
      onlyExpertLevel: input.onlyExpertLevel,
      onlyExpertId: input.onlyExpertId,
      originType: 1,
    },
    now,
  );
  return done({ id });
}
