import { useRef, useState } from 'react';
import { CHARGE_WAY_NAMES, directPayWays, type ChargeWay } from '@contracts/wallet/charge';
import { fenToText } from '@contracts/wallet/balance';
import { currentChannel } from '@shared/channels';
import { failureText, newRequestId } from '@shared/http';
import { showAlert, showToast } from '@shared/overlays';
import { handleNeedsLogin } from '@shared/session';
import { goToCashier, returnUrlFor } from '../cashier';
import { PLEASE_WAIT_TEXT } from '../coins/rules';
import { cacheOrderId } from '../orderCache';

/** What is paid directly, and the call that opens its order with the provider. */
export interface DirectPayTarget {
  priceFen: number;
  /** The way dialog's words for it: 此套餐, 此会员. */
  noun: string;
  open: (order: {
    chargeWay: ChargeWay;
    from: string;
    returnUrl: string;
    requestId: string;
  }) => Promise<{ id: number; key: string }>;
}

/** The fan picks the way when the channel offers more than one; null: they changed their mind. */
async function pickWay(
  ways: readonly ChargeWay[],
  priceFen: number,
  noun: string,
): Promise<ChargeWay | null> {
  if (ways.length <= 1) return ways[0] ?? null;
  const choice = await showAlert({
    title: '选择支付方式',
    message: `直接支付 ¥${fenToText(priceFen)} 购买${noun}`,
    buttons: [
      { text: '取消', choice: 'cancel' },
      ...ways.map((way, i) => ({
        text: CHARGE_WAY_NAMES[way],
        choice: String(way),
        primary: i === 0,
      })),
    ],
  });
  return ways.find((way) => String(way) === choice) ?? null;
}

/**
 * 直接支付 of a thing other than a plan (a package, a membership; product-spec §4): offered when
 * the channel has a way for the price (none in Weibo; WeChat only, up to 500, inside WeChat) — the
 * coin purchase offers it when the coins are short. One order per tap, one request id until it is
 * opened; the order id is cached and the fan leaves for the cashier behind 支付跳转中...; the
 * provider sends them back to `backHref`, which follows the order (DirectPayReturn). `pay` is null
 * when there is no way here.
 */
export function useDirectPay(target: DirectPayTarget, backHref: string) {
  const channel = currentChannel().channel;
  const ways = directPayWays(channel, target.priceFen);
  const busy = useRef(false);
  const requestId = useRef<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const pay = async () => {
    if (busy.current) {
      void showToast(PLEASE_WAIT_TEXT);
      return;
    }
    busy.current = true;
    const way = await pickWay(ways, target.priceFen, target.noun);
    if (way === null) {
      busy.current = false;
      return;
    }
    try {
      requestId.current ??= newRequestId();
      const answer = await target.open({
        chargeWay: way,
        from: channel,
        returnUrl: returnUrlFor(backHref),
        requestId: requestId.current,
      });
      cacheOrderId(channel, answer.id);
      setRedirecting(true);
      goToCashier(answer.key);
    } catch (error) {
      busy.current = false;
      if (handleNeedsLogin(error)) return;
      void showToast(failureText(error, '支付失败，请稍后重试'));
    }
  };
  return { pay: ways.length > 0 ? pay : null, redirecting };
}
