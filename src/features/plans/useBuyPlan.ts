import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { currencyLabel, currentChannel } from '@shared/channels';
import { failureText } from '@shared/http';
import { showAlert, showToast } from '@shared/overlays';
import { hrefFor } from '@shared/routes';
import { handleNeedsLogin, isLoggedIn, requireLogin } from '@shared/session';
import { flagUserInfo } from '@shared/session/currentUser';
import { buyPlan } from './api';
import type { CoinConfirmPlan } from './CoinBuyConfirm';
import { confirmCoinPurchase } from './confirmCoinPurchase';
import { PAY_FAILED_TEXT, PLEASE_WAIT_TEXT, purchaseFailureOf } from './rules';

/** What pay-ok and pay-error are told besides their query: the plan to go back to. */
export interface PayPageState {
  planId: number;
  /** Back from the provider: the plan is not right behind (the history went back to home). */
  returned?: boolean;
  /** A failed or cancelled direct payment: pay-error offers 重新支付, at this price in fen. */
  repayPriceFen?: number;
}

const CHARGE_CHOICE = 'charge';
const DIRECT_CHOICE = 'direct';

/**
 * The balance dialog (calls-errors-spec §8): the server's text, 取消 and 去购买金币 — and 直接支付
 * where the plan can be paid directly.
 */
function askToCharge(message: string, direct: boolean): Promise<string> {
  return showAlert({
    message,
    backdropDismiss: false,
    buttons: [
      { text: '取消', choice: 'cancel' },
      ...(direct ? [{ text: '直接支付', choice: DIRECT_CHOICE }] : []),
      { text: '去购买金币', choice: CHARGE_CHOICE, primary: true },
    ],
  });
}

export interface CoinBuyPlan extends CoinConfirmPlan {
  id: number;
  planNo: string;
}

/**
 * 立即购买 / 金币购买: a visitor is sent to log in first; a fan's tap opens the confirm step (the
 * price, the coins and the balance after; 确认支付 / 取消, or 去充值 when the coins are short), and
 * 确认支付 sends one purchase — a second tap while it is out says 请稍候... instead of buying again.
 * Success replaces the plan page with plan/pay-ok (back from there must not land on a paywall
 * already paid; 查看方案 opens the plan again, now unlocked) and flags the user's data stale (the
 * coins moved). `directPay`, when the plan can be paid directly here, is the third way of the
 * confirm step when coins are short and of the server's balance dialog.
 */
export function useBuyPlan(plan: CoinBuyPlan, directPay: (() => void) | null = null) {
  const navigate = useNavigate();
  const busy = useRef(false);
  const [buying, setBuying] = useState(false);
  const { id: planId, planNo } = plan;

  const buy = async () => {
    if (busy.current) {
      void showToast(PLEASE_WAIT_TEXT);
      return;
    }
    if (!isLoggedIn()) {
      requireLogin();
      return;
    }
    busy.current = true;
    const unit = currencyLabel(currentChannel().channel);
    const choice = await confirmCoinPurchase(plan, unit, directPay !== null);
    if (choice !== 'pay') {
      busy.current = false;
      if (choice === 'charge') void navigate(hrefFor('pay/userChargeHuoyan'));
      else if (choice === 'direct') directPay?.();
      return;
    }
    setBuying(true);
    const state: PayPageState = { planId };
    try {
      const { balance } = await buyPlan(planId);
      flagUserInfo();
      void navigate(hrefFor('plan/pay-ok', {}, { ableBalance: balance }), {
        replace: true,
        state,
      });
      return;
    } catch (error) {
      busy.current = false;
      setBuying(false);
      if (handleNeedsLogin(error)) return;
      const failure = purchaseFailureOf(error);
      if (failure === 'balance') {
        const choice = await askToCharge(failureText(error), directPay !== null);
        if (choice === CHARGE_CHOICE) void navigate(hrefFor('pay/userChargeHuoyan'));
        else if (choice === DIRECT_CHOICE) directPay?.();
      } else if (failure === 'refused') {
        const errorMsg = failureText(error, PAY_FAILED_TEXT);
        void navigate(hrefFor('plan/pay-error', {}, { errorMsg, planNo }), { state });
      } else {
        void showToast(failureText(error, PAY_FAILED_TEXT));
      }
    }
  };

  return { buy, buying };
}
