import { defineResource } from '@schedulers';
import { fetchCouponNum } from './api';

/** The usable count on the tab: read on every visit (a purchase may have spent one). */
export const couponNumResource = defineResource({
  name: 'coupon-num',
  key: () => '',
  fetch: (_: void, signal) => fetchCouponNum(signal),
});
