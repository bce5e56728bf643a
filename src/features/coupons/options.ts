import { consumeLow, couponsForPlan, type Coupon } from '@contracts/coupons';
import { yuanTextToFen } from '@contracts/wallet/balance';
import { defineResource } from '@schedulers';
import { currencyLabel, currentChannel, isFeatureVisible } from '@shared/channels';
import { call } from '@shared/http';
import type { CouponFor, CouponOption } from '@shared/payment';
import { conditionText, restrictionTexts, validityText, worthText } from './rules';

/** A coupon as the confirm step lists it: 5金币 · 满28金币可用, 免单 · 最高抵38金币. */
export function couponOptionOf(
  row: { coupon: Coupon; reasons: string[]; payPrice: string },
  unit: string,
): CouponOption {
  const { coupon } = row;
  const worth = worthText(coupon);
  return {
    id: coupon.id,
    title: `${coupon.type === 1 ? worth : `${worth}${unit}`} · ${conditionText(coupon, unit)}`,
    note: [
      ...restrictionTexts(coupon),
      `${validityText(coupon)}${coupon.expiringSoon ? ' 快过期' : ''}`,
    ].join(' · '),
    reasons: row.reasons,
    payPriceFen: yuanTextToFen(row.payPrice),
  };
}

/**
 * The fan's coupons for a plan or an interpretation (query/coupon/list/byPlan), in the channel they
 * buy in: none where the channel has no coupons (product-spec §6: main site, Weibo, WeChat), and none
 * for a fan who is not a low-consumption one (consume/low) — the server refuses their coupons too.
 */
export async function fetchCouponOptions(
  target: CouponFor,
  signal: AbortSignal,
): Promise<readonly CouponOption[]> {
  const { channel } = currentChannel();
  if (!isFeatureVisible(channel, 'coupons')) return [];
  const [{ isLow }, answer] = await Promise.all([
    call(consumeLow, {}, { signal }),
    call(
      couponsForPlan,
      { couponType: 1, planId: target.planId, planType: target.planType, from: channel },
      { signal },
    ),
  ]);
  if (!isLow) return [];
  const unit = currencyLabel(channel);
  return answer.list.map((row) => couponOptionOf(row, unit));
}

/** The confirm step's coupons: asked on every opening (a purchase may have spent one). */
export const couponOptionsResource = defineResource({
  name: 'coupon-options',
  key: ({ planType, planId }: CouponFor) => `${planType}:${planId}`,
  fetch: fetchCouponOptions,
});
