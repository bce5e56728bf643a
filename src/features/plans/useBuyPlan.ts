import { couponPickingFor } from '@features/coupons/parts';
import { hrefFor } from '@shared/routes';
import { useCoinPurchase } from '@shared/payment';
import { buyPlan } from './api';

/** What pay-ok and pay-error are told besides their query: the plan to go back to. */
export interface PayPageState {
  planId: number;
  /** Back from the provider: the plan is not right behind (the history went back to home). */
  returned?: boolean;
  /** A failed or cancelled direct payment: pay-error offers 重新支付, at this price in fen. */
  repayPriceFen?: number;
}

export interface CoinBuyPlan {
  id: number;
  planNo: string;
  title: string;
  priceFen: number;
}

/**
 * 立即购买 / 金币购买 of a plan (the shared coin purchase, @shared/payment): success replaces the plan
 * page with plan/pay-ok (查看方案 opens the plan again, now unlocked); a refusal opens plan/pay-error
 * with the plan's number. `directPay`, when the plan can be paid directly here, is the third way of
 * the confirm step when coins are short and of the server's balance dialog.
 */
export function useBuyPlan(plan: CoinBuyPlan, directPay: (() => void) | null = null) {
  const { id: planId, planNo } = plan;
  const state: PayPageState = { planId };
  return useCoinPurchase({
    item: { title: plan.title, priceFen: plan.priceFen, priceLabel: '方案价格' },
    buy: (pick) => buyPlan(planId, pick),
    coupons: couponPickingFor({ planType: 1, planId }),
    ok: (ableBalance) => ({ to: hrefFor('plan/pay-ok', {}, { ableBalance }), state }),
    error: (errorMsg) => ({ to: hrefFor('plan/pay-error', {}, { errorMsg, planNo }), state }),
    directPay,
  });
}
