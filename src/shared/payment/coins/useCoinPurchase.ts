import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { currencyLabel, currentChannel } from '@shared/channels';
import { failureText } from '@shared/http';
import { showAlert, showToast } from '@shared/overlays';
import { hrefFor } from '@shared/routes';
import { handleNeedsLogin, isLoggedIn, requireLogin } from '@shared/session';
import { flagUserInfo } from '@shared/session/currentUser';
import type { CoinConfirmItem } from './CoinBuyConfirm';
import type { CouponPicking, DiscountPick } from './couponChoice';
import { confirmCoinPurchase } from './confirmCoinPurchase';
import { PAY_FAILED_TEXT, PLEASE_WAIT_TEXT, purchaseFailureOf } from './rules';

/** Where a purchase's outcome goes: a route href and the state its page is told. */
export interface PayDestination {
  to: string;
  state?: unknown;
}

export interface CoinPurchase {
  item: CoinConfirmItem;
  /**
   * Sends the purchase, with the coupon or card chosen if any; answers the coins left. A repeat
   * answers the first purchase.
   */
  buy: (pick?: DiscountPick) => Promise<{ balance: string }>;
  /** The coupons that may pay part of it (plans, interpretations): chosen in the confirm step. */
  coupons?: CouponPicking;
  /** The pay-ok page, replacing the page bought from (back must not land on a paid paywall). */
  ok: (balance: string) => PayDestination;
  /** The pay-error page, told the server's refusal in its words. */
  error: (errorMsg: string) => PayDestination;
  /** 直接支付, when the item can be paid directly here: a third way when coins are short. */
  directPay?: (() => void) | null;
}

const CHARGE_CHOICE = 'charge';
const DIRECT_CHOICE = 'direct';
const CHARGE_HREF = () => hrefFor('pay/userChargeHuoyan');

/**
 * The balance dialog (calls-errors-spec §8): the server's text, 取消 and 去购买金币 — and 直接支付
 * where the item can be paid directly.
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

/**
 * Buying one thing with coins, whatever it is (a plan, an interpretation, a set meal): a visitor is
 * sent to log in first; a fan's tap opens the confirm step (the price, the coins and the balance
 * after; 确认支付 / 取消, or 去充值 when the coins are short), and 确认支付 sends one purchase — a
 * second tap while it is out says 请稍候... instead of buying again. Success replaces the page with
 * pay-ok and flags the user's data stale (the coins moved); the spec's ' wallet.not.enough' opens
 * the balance dialog; any other refusal opens pay-error; no answer at all leaves the fan where they
 * are (a repeat answers the first purchase, so tapping again is safe).
 */
export function useCoinPurchase(purchase: CoinPurchase) {
  const navigate = useNavigate();
  const busy = useRef(false);
  const [buying, setBuying] = useState(false);
  const directPay = purchase.directPay ?? null;

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
    const { choice, pick } = await confirmCoinPurchase(
      purchase.item,
      unit,
      directPay !== null,
      purchase.coupons,
    );
    if (choice !== 'pay') {
      busy.current = false;
      if (choice === 'charge') void navigate(CHARGE_HREF());
      else if (choice === 'direct') directPay?.();
      return;
    }
    setBuying(true);
    try {
      const { balance } = await purchase.buy(pick);
      flagUserInfo();
      const ok = purchase.ok(balance);
      void navigate(ok.to, { replace: true, state: ok.state });
      return;
    } catch (error) {
      busy.current = false;
      setBuying(false);
      if (handleNeedsLogin(error)) return;
      const failure = purchaseFailureOf(error);
      if (failure === 'balance') {
        const answer = await askToCharge(failureText(error), directPay !== null);
        if (answer === CHARGE_CHOICE) void navigate(CHARGE_HREF());
        else if (answer === DIRECT_CHOICE) directPay?.();
      } else if (failure === 'refused') {
        const page = purchase.error(failureText(error, PAY_FAILED_TEXT));
        void navigate(page.to, { state: page.state });
      } else {
        void showToast(failureText(error, PAY_FAILED_TEXT));
      }
    }
  };

  return { buy, buying };
}
