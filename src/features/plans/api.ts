import type { InputOf, OutputOf } from '@contracts/endpoint';
import { preDualPay } from '@contracts/wallet/charge';
import { payPlan, planDetail, type PlanDetail } from '@contracts/plans';
import { call } from '@shared/http';
import { couponPayInput, type DiscountPick } from '@shared/payment';

/** The plan as this viewer sees it: `content` only once unlocked (contracts/plans.ts). */
export function fetchPlan(id: number, signal?: AbortSignal): Promise<PlanDetail> {
  return call(planDetail, { id }, { signal });
}

/** Buys the plan with coins; answers the coins left. A repeat answers the first purchase. */
export function buyPlan(
  id: number,
  pick?: DiscountPick,
): Promise<{ planId: number; balance: string }> {
  return call(payPlan, { id, ...couponPayInput(pick) });
}

/** Opens a direct payment of the plan through the provider: the order id and the cashier page. */
export function openDirectPay(
  input: InputOf<typeof preDualPay>,
): Promise<OutputOf<typeof preDualPay>> {
  return call(preDualPay, input);
}
