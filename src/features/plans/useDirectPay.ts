import { useEffect, useRef, useState } from 'react';
import { DIRECT_PAY_PLAY_TYPES, type ChargeWay } from '@contracts/wallet/charge';
import { PLAN_REFUSAL_CODES } from '@contracts/plans';
import { fenToText } from '@contracts/wallet/balance';
import { currentChannel } from '@shared/channels';
import { failureText, isApiError } from '@shared/http';
import { showAlert, showToast } from '@shared/overlays';
import {
  cacheOrderId,
  goToCashier,
  markBackToHome,
  PLEASE_WAIT_TEXT,
  returnUrlFor,
} from '@shared/payment';
import { hrefFor } from '@shared/routes';
import { handleNeedsLogin, isLoggedIn, requireLogin } from '@shared/session';
import { openDirectPay } from './api';
import { DIRECT_PAY_FAILED_TEXT, directPayWays, wayName } from './directPayRules';

/** The fan picks the way when the channel offers more than one; null: they changed their mind. */
async function pickWay(ways: readonly ChargeWay[], priceFen: number): Promise<ChargeWay | null> {
  if (ways.length <= 1) return ways[0] ?? null;
  const choice = await showAlert({
    title: '选择支付方式',
    message: `直接支付 ¥${fenToText(priceFen)} 购买此方案`,
    buttons: [
      { text: '取消', choice: 'cancel' },
      ...ways.map((way, i) => ({ text: wayName(way), choice: String(way), primary: i === 0 })),
    ],
  });
  return ways.find((way) => String(way) === choice) ?? null;
}

export interface DirectPayPlan {
  id: number;
  planNo: string;
  priceFen: number;
}

/**
 * 直接支付 (preDualPay): a visitor logs in first; the fan picks the way (when there is a choice);
 * one order per tap (a second tap says 请稍候...); the order id is cached for the result page and
 * the back-to-home marker set, as a top-up does, and the fan leaves for the cashier behind
 * 支付跳转中.... The provider sends them back to plan/pay-result. A plan the fan owns already is
 * shown again (`onOwned`, unlocked); any other refusal is told in a toast.
 */
export function useDirectPay(plan: DirectPayPlan, onOwned?: () => void) {
  const channel = currentChannel().channel;
  const ways = directPayWays(channel, plan.priceFen);
  const busy = useRef(false);
  const [paying, setPaying] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  useEffect(() => {
    // Back from the cashier, a browser may restore this page from its back-forward cache as it was.
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setPaying(false);
      setRedirecting(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const pay = async () => {
    if (busy.current) {
      void showToast(PLEASE_WAIT_TEXT);
      return;
    }
    if (!isLoggedIn()) {
      requireLogin();
      return;
    }
    busy.current = true;
    const way = await pickWay(ways, plan.priceFen);
    if (way === null) {
      busy.current = false;
      return;
    }
    setPaying(true);
    try {
      const answer = await openDirectPay({
        playType: DIRECT_PAY_PLAY_TYPES.plan,
        planId: plan.id,
        planNo: plan.planNo,
        feeId: way,
        from: channel,
        returnUrl: returnUrlFor(hrefFor('plan/pay-result', {}, { planId: plan.id })),
      });
      cacheOrderId(channel, answer.id);
      markBackToHome(channel);
      setRedirecting(true);
      goToCashier(answer.key);
    } catch (error) {
      busy.current = false;
      setPaying(false);
      if (handleNeedsLogin(error)) return;
      if (isApiError(error) && error.code === PLAN_REFUSAL_CODES.bought) onOwned?.();
      void showToast(failureText(error, DIRECT_PAY_FAILED_TEXT));
    }
  };

  return { available: ways.length > 0, pay, paying, redirecting };
}
