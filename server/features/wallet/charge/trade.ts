import type { Database } from '../../../db/database';
import { CHARGE_REFUSAL_CODES as C } from '../../../../contracts/wallet/charge';
import type { PaymentProvider } from '../../../paymentProvider';
import { done, refused, type Outcome, type Refusal } from '../../../platform/refusals';
import { abandonOrder, attachTrade, openOrder, type NewOrder } from './service';

/** Refusals of every order opened at the provider (a top-up, a plan paid directly). */
export const TradeRefusals = {
  badReturnUrl: { status: 400, code: C.badReturnUrl, msg: '返回地址不正确' },
  providerDown: { status: 503, code: C.providerDown, msg: '支付服务暂不可用，请稍后再试' },
  /**
   * No payment provider is configured (PAY_PROVIDER): nothing can be paid online here, a top-up
   * (`noTopUp`, charge.ts) or a plan paid directly; coins already held still buy.
   */
  noProvider: { status: 503, code: C.noProvider, msg: '暂不支持在线支付，请使用金币购买' },
} as const satisfies Record<string, Refusal>;

/** The provider sends the fan back to the app's own origins only (never elsewhere). */
export function returnUrlAllowed(url: string, appOrigins: readonly string[]): boolean {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) && appOrigins.includes(parsed.origin);
  } catch {
    return false;
  }
}

/**
 * Opens the order, then the provider's trade for it, and answers what the app needs: the order id to
 * cache and the cashier page to send the fan to. A provider that cannot open the trade leaves the
 * order failed, never awaiting forever. Without a provider (PAY_PROVIDER unset in production) no
 * order is opened at all.
 */
export async function openAtProvider(
  db: Database,
  provider: PaymentProvider | null,
  order: NewOrder,
  subject: string,
  now: number,
): Promise<Outcome<{ id: number; key: string }>> {
  if (!provider) return refused(TradeRefusals.noProvider);
  const orderId = await openOrder(db, order, now);
  try {
    const trade = await provider.createTrade({
      merchantOrderId: orderId,
      amountFen: order.amountFen,
      subject,
      chargeWay: order.chargeWay,
      returnUrl: order.returnUrl,
    });
    // Ended by the sweep meanwhile (a very slow provider): the fan is not sent to pay for it.
    if (!(await attachTrade(db, orderId, trade.tradeNo)))
      return refused(TradeRefusals.providerDown);
    return done({ id: orderId, key: trade.cashierUrl });
  } catch {
    await abandonOrder(db, orderId, now);
    return refused(TradeRefusals.providerDown);
  }
}
