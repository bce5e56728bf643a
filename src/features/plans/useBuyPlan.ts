import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureText } from '@shared/http';
import { showAlert, showToast } from '@shared/overlays';
import { hrefFor } from '@shared/routes';
import { handleNeedsLogin, isLoggedIn, requireLogin } from '@shared/session';
import { flagUserInfo } from '@shared/session/currentUser';
import { buyPlan } from './api';
import { PAY_FAILED_TEXT, PLEASE_WAIT_TEXT, purchaseFailureOf } from './rules';

/** What pay-ok and pay-error are told besides their query: the plan to go back to. */
export interface PayPageState {
  planId: number;
}

const CHARGE_CHOICE = 'charge';

/** The balance dialog (calls-errors-spec §8): the server's text, 取消 and 去购买金币. */
async function askToCharge(message: string): Promise<boolean> {
  const choice = await showAlert({
    message,
    backdropDismiss: false,
    buttons: [
      { text: '取消', choice: 'cancel' },
      { text: '去购买金币', choice: CHARGE_CHOICE, primary: true },
    ],
  });
  return choice === CHARGE_CHOICE;
}

/**
 * 立即购买: a visitor is sent to log in first; a fan's tap sends one purchase, and a second tap
 * while it is out says 请稍候... instead of buying again. Success replaces the plan page with
 * plan/pay-ok (back from there must not land on a paywall already paid; 查看方案 opens the plan
 * again, now unlocked) and flags the user's data stale (the coins moved).
 */
export function useBuyPlan(planId: number, planNo: string) {
  const navigate = useNavigate();
  const busy = useRef(false);
  const [buying, setBuying] = useState(false);

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
        if (await askToCharge(failureText(error))) void navigate(hrefFor('pay/userChargeHuoyan'));
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
