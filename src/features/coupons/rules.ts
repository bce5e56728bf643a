import { COUPON_STATUS, COUPON_TYPE, FULL_FREE, type Coupon } from '@contracts/coupons';
import { yuanTextToFen } from '@contracts/wallet/balance';
import { date2 } from '@shared/format';

/** The list's tabs by status (couponList): 可使用, 已使用, 已过期. */
export type CouponTab = '0' | '1' | '2';
export const COUPON_TABS: ReadonlyArray<{ value: CouponTab; label: string }> = [
  { value: `${COUPON_STATUS.usable}`, label: '可使用' },
  { value: `${COUPON_STATUS.used}`, label: '已使用' },
  { value: `${COUPON_STATUS.expired}`, label: '已过期' },
];
export const couponTabOf = (value: string | null): CouponTab =>
  value === '1' || value === '2' ? value : '0';

export const EMPTY_TEXT: Record<CouponTab, string> = {
  '0': '暂无可用的优惠券',
  '1': '暂无已使用的优惠券',
  '2': '暂无已过期的优惠券',
};

/** A coin amount as the card shows it: 38, 2.5 (no trailing zeros). */
export const coinsText = (yuan: string) => String(yuanTextToFen(yuan) / 100);

/** What the coupon is: 专家方案券 or 充值赠送券. */
export const couponName = (c: Pick<Coupon, 'couponType'>) =>
  c.couponType === COUPON_TYPE.topUp ? '充值赠送券' : '方案解读券';

/** The big figure on the left: 免单 for a full-free coupon, else its worth. */
export const worthText = (c: Pick<Coupon, 'type' | 'worth'>) =>
  c.type === FULL_FREE ? '免单' : coinsText(c.worth);

/** The line under it: what it covers or needs. */
export function conditionText(c: Pick<Coupon, 'type' | 'worth' | 'useCondition'>, unit: string) {
  if (c.type === FULL_FREE) return `最高抵${coinsText(c.worth)}${unit}`;
  return yuanTextToFen(c.useCondition) > 0 ? `满${coinsText(c.useCondition)}${unit}可用` : '无门槛';
}

/** Its restrictions, each in a word; empty when it fits any reading anywhere. */
export function restrictionTexts(
  c: Pick<Coupon, 'onlyExpertId' | 'onlyExpertLevel' | 'onlyClientTypeArr' | 'originType'>,
): string[] {
  const out: string[] = [];
  if (c.onlyExpertId !== 0) out.push('仅限指定专家');
  if (c.onlyExpertLevel === 2) out.push('仅限人气专家');
  if (c.onlyExpertLevel === 4) out.push('仅限专家');
  if (c.onlyClientTypeArr.length > 0) out.push('仅限指定客户端');
  if (c.originType === 1) out.push('客服发放');
  return out;
}

/** 2026.11.25-2026.12.02 */
export const validityText = (c: Pick<Coupon, 'validStartTime' | 'validEndTime'>) =>
  `${date2(c.validStartTime, 'yyyy.MM.dd')}-${date2(c.validEndTime, 'yyyy.MM.dd')}`;
