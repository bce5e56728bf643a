/**
 * Pure rules of paying a plan directly through the provider (preDualPay; product-spec §4 "Payment",
 * §9; docs/decisions/plan-purchase.md "Direct pay"): which ways a channel offers for a price, and
 * where the order's result leads once final.
 */
export { directPayWays } from '@contracts/wallet/charge';
import { CHARGE_WAY_NAMES, type ChargeWay, type PayOrderPlan } from '@contracts/wallet/charge';
import { fenToText, yuanTextToFen } from '@contracts/wallet/balance';

/** What the direct-pay call says when it was refused without words, or not answered. */
export const DIRECT_PAY_FAILED_TEXT = '支付失败，请稍后重试';

/** What the way picker's buttons say. */
export function wayName(way: ChargeWay): string {
  return CHARGE_WAY_NAMES[way];
}

/** Where a direct payment's final result leads: pay-ok with the coins left, or pay-error. */
export type DirectPayLanding =
  | { page: 'plan/pay-ok'; ableBalance: string }
  | { page: 'plan/pay-error'; errorMsg: string; repay: boolean };

/**
 * paid and bought → plan/pay-ok; paid but not bought (the fan owned it already, or sales closed
 * before the money came) → plan/pay-error saying the coins are in the wallet; failed or cancelled →
 * plan/pay-error with 重新支付. `coins` is what the order credited, `unit` the channel's coin word.
 */
export function directPayLanding(
  result: 'paid' | 'failed' | 'cancelled',
  plan: Pick<PayOrderPlan, 'outcome' | 'balance'>,
  coins: string,
  unit: string,
): DirectPayLanding {
  if (result === 'failed') return { page: 'plan/pay-error', errorMsg: '支付失败', repay: true };
  if (result === 'cancelled')
    return { page: 'plan/pay-error', errorMsg: '支付已取消', repay: true };
  if (plan.outcome === 'bought') return { page: 'plan/pay-ok', ableBalance: plan.balance };
  const kept = `本次支付的${fenToText(yuanTextToFen(coins))}${unit}已存入您的钱包`;
  const why = plan.outcome === 'owned' ? '您已购买过该方案' : '比赛已开始，方案已截止购买';
  return { page: 'plan/pay-error', errorMsg: `${why}，${kept}`, repay: false };
}
