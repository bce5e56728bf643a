import { couponPickingFor } from '@features/coupons/parts';
import { useCoinPurchase } from '@shared/payment';
import { hrefFor } from '@shared/routes';
import { buyInterpretation } from './api';
import type { JieduPayState } from './rules';

/**
 * 立即购买 of a reading (the shared coin purchase, @shared/payment): success replaces the reading's
 * page with tjInterpretation/pay-ok; a refusal opens tjInterpretation/pay-error with errorMsg and
 * jieduId (product-spec §2). Readings are not paid directly: coins, and set-meal tickets, pay.
 */
export function useBuyInterpretation(reading: { id: number; title: string; priceFen: number }) {
  const jieduId = reading.id;
  const state: JieduPayState = { jieduId };
  return useCoinPurchase({
    item: { title: reading.title, priceFen: reading.priceFen, priceLabel: '解读价格' },
    buy: (pick) => buyInterpretation(jieduId, pick),
    coupons: couponPickingFor({ planType: 2, planId: jieduId }),
    ok: (ableBalance) => ({
      to: hrefFor('tjInterpretation/pay-ok', {}, { ableBalance }),
      state,
    }),
    error: (errorMsg) => ({
      to: hrefFor('tjInterpretation/pay-error', {}, { errorMsg, jieduId }),
      state,
    }),
  });
}
