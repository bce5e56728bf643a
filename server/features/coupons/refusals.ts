import { COUPON_REFUSAL_CODES as C } from '../../../contracts/coupons';
import type { Refusal } from '../../platform/refusals';

/** Why a coupon call was refused, in the fan's words. */
export const CouponRefusals = {
  planNotFound: { status: 404, code: C.planNotFound, msg: '方案或解读不存在' },
  noAccount: { status: 404, code: C.noAccount, msg: '没有这个账号' },
} as const satisfies Record<string, Refusal>;
