import type { Database } from '../../db/database';
import type { PaymentProvider } from '../../paymentProvider';
import { done, refused, type Outcome, type Refusal } from '../../platform/refusals';
import { abandonOrder, attachTrade, openOrder, type NewOrder } from './service';

/** Refusals of every order opened at the provider (a top-up, a plan paid directly). */
export const TradeRefusals = {
  badReturnUrl: { status: 400, code: 'bad_return_url', msg: '返回地址不正确' },
  providerDown: { status: 503, code: 'pay_unavailable', msg: '支付服务暂不可用，请稍后再试' },
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
 * order failed, never awaiting forever.
 */
export async function openAtProvider(
  db: Database,
  provider: PaymentProvider,
  order: NewOrder,
  subject: string,
  now: number,
): Promise<Outcome<{ id: number; key: string }>> {
  const orderId = await openOrder(db, order, now);
  try {
    const trade = await provider.createTrade({
      merchantOrderId: orderId,
      amountFen: order.amountFen,
      subject,
      chargeWay: order.chargeWay,
      returnUrl: order.returnUrl,
    });
    await attachTrade(db, orderId, trade.tradeNo);
    return done({ id: orderId, key: trade.cashierUrl });
  } catch {
    await abandonOrder(db, orderId, now);
    return refused(TradeRefusals.providerDown);
  }
}
