import { couponList, couponNum, type Coupon } from '@contracts/coupons';
import { call } from '@shared/http';

export function fetchCouponPage(
  status: 0 | 1 | 2,
  pageNo: number,
  signal: AbortSignal,
): Promise<{ list: Coupon[]; hasMore: boolean }> {
  return call(couponList, { pageNo, status }, { signal });
}

export function fetchCouponNum(signal?: AbortSignal) {
  return call(couponNum, {}, { signal });
}
