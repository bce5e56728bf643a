import { eq } from 'drizzle-orm';
import { COUPON_PLAN_TYPE } from '../../../contracts/coupons';
import type { DbOrTx } from '../../db/database';
import { experts, interpretations, plans } from '../../db/schema';

/** What a coupon would pay for: the reading's price and its expert (their id and level). */
export interface CouponPayee {
  priceFen: number;
  expertId: number;
  expertLevel: number;
}

/** A plan (planType 1) or an interpretation (2) as a coupon sees it; undefined when there is none. */
export async function payeeOf(
  db: DbOrTx,
  planType: number,
  id: number,
): Promise<CouponPayee | undefined> {
  const table = planType === COUPON_PLAN_TYPE.plan ? plans : interpretations;
  const [row] = await db
    .select({ priceFen: table.priceFen, expertId: experts.id, expertLevel: experts.userLevel })
    .from(table)
    .innerJoin(experts, eq(experts.id, table.expertId))
    .where(eq(table.id, id));
  return row;
}
