import { COUPON_STATUS, isExpiringSoon, type Coupon } from '../../../contracts/coupons';
import { fenToYuan } from '../../../contracts/wallet/balance';
import { couponStatusOf, type CouponRow } from '../../platform/commerce';

/** A coupon as the calls answer it. */
export function couponOf(row: CouponRow, now: number): Coupon {
  const status = couponStatusOf(row, now);
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
