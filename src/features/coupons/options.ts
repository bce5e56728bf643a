import {
  consumeLow,
  couponsForPlan,
  discountCardsForReading,
  type Coupon,
  type DiscountCard,
} from '@contracts/coupons';
import { yuanTextToFen } from '@contracts/wallet/balance';
import { defineResource } from '@schedulers';
import { currencyLabel, currentChannel, isFeatureVisible } from '@shared/channels';
import { date2 } from '@shared/format';
import { call } from '@shared/http';
import { forgetStaleLogin } from '@shared/session';
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
    key: `coupon:${coupon.id}`,
    pay: { couponId: coupon.id },
    title: `${coupon.type === 1 ? worth : `${worth}${unit}`} · ${conditionText(coupon, unit)}`,
    note: [
      ...restrictionTexts(coupon),
      `${validityText(coupon)}${coupon.expiringSoon ? ' 快过期' : ''}`,
    ].join(' · '),
    reasons: row.reasons,
    payPriceFen: yuanTextToFen(row.payPrice),
  };
}

/** A discount card as the confirm step lists it: 半价卡 · 剩余2次, 8折卡 · 剩余1次. */
export function cardOptionOf(card: DiscountCard): CouponOption {
  return {
    key: `card:${card.id}`,
    pay: { discountCardId: card.id },
    title: `${card.worth === 5 ? '半价' : `${card.worth}折`}卡 · 剩余${card.left}次`,
    note: `${date2(card.expiresAt, 'yyyy.MM.dd HH:mm')} 到期`,
    reasons: [],
    payPriceFen: yuanTextToFen(card.payPrice),
  };
}

/**
 * The fan's coupons for a plan or an interpretation (query/coupon/list/byPlan), in the channel they
 * buy in, and for a reading their discount cards first (uc/inter/discountCards): none where the channel has no coupons (product-spec §6: main site, Weibo, WeChat), and none
 * for a fan who is not a low-consumption one (consume/low) — the server refuses their coupons too.
 */
export async function fetchCouponOptions(
  target: CouponFor,
  signal: AbortSignal,
): Promise<readonly CouponOption[]> {
  const { channel } = currentChannel();
  if (!isFeatureVisible(channel, 'coupons')) return [];
  const [{ isLow }, answer, cards] = await Promise.all([
    // noLogin here clears the stale login, silently (calls-errors-spec §8): coins alone then.
    call(consumeLow, {}, { signal }).catch((error: unknown) => {
      forgetStaleLogin(error);
      throw error;
    }),
    call(
      couponsForPlan,
      { couponType: 1, planId: target.planId, planType: target.planType, from: channel },
      { signal },
    ),
    // Discount cards pay for readings only (a member's half-price readings).
    target.planType === 2
      ? call(discountCardsForReading, { interId: target.planId }, { signal })
      : Promise.resolve({ list: [] }),
  ]);
  if (!isLow) return [];
  const unit = currencyLabel(channel);
  return [...cards.list.map(cardOptionOf), ...answer.list.map((row) => couponOptionOf(row, unit))];
}

/** The confirm step's coupons: asked on every opening (a purchase may have spent one). */
export const couponOptionsResource = defineResource({
  name: 'coupon-options',
  key: ({ planType, planId }: CouponFor) => `${planType}:${planId}`,
  fetch: fetchCouponOptions,
});
