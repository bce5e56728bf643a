import { chargeRefusalText } from '../../../../contracts/wallet/charge';
import { CHARGE_REFUSAL_CODES as C } from '../../../../contracts/wallet/charge';
import type { Database } from '../../../db/database';
import type { PaymentProvider } from '../../../paymentProvider';
import {
  sellableForDirectPay,
  type AnySellable,
  type DirectPayAsk,
} from '../../../platform/commerce';
import { refused, type Outcome, type Refusal } from '../../../platform/refusals';
import { openAtProvider, returnUrlAllowed, TradeRefusals } from './trade';

export const DirectPayRefusals = {
  /** A playType the contract takes that nothing registered sells (a server not fully composed). */
  notSold: { status: 409, code: C.notSold, msg: '该商品暂不支持直接支付' },
} as const satisfies Record<string, Refusal>;

export interface DirectPayRequest extends DirectPayAsk {
  userId: number;
  /** What is bought (preDualPay's playType): a sellable registered with the commerce core. */
  playType: number;
  /** The charge way (preDualPay's feeId). */
  chargeWay: number;
  channel: string;
  returnUrl: string;
  /** Origins the provider may send the fan back to: the app's own. */
  appOrigins: readonly string[];
}

/**
 * POST /api/preDualPay/ (docs/decisions/plan-purchase.md "Direct pay"), for anything sold: the thing
 * must be one this fan may buy now and direct pay a way for it (the sellable's quote, which for a
 * plan also checks `planNo` names it), the way one the channel pays a purchase by (none in Weibo;
 * WeChat only, up to 500 yuan, inside WeChat), the return address the app's own. The order is for
 * the quote's price, one coin per yuan, and the coins it credits when paid buy the thing (credit.ts).
 */
export async function openDirectPay(
  db: Database,
  provider: PaymentProvider | null,
  req: DirectPayRequest,
  now: number,
): Promise<Outcome<{ id: number; key: string }>> {
  const sellable = sellableForDirectPay(req.playType);
  if (!sellable?.directPay) return refused(DirectPayRefusals.notSold);
  return openDirectPayOf(db, provider, sellable, sellable.directPay.refOf(req), req, now);
}

/** How the fan pays and comes back: what every direct payment asks besides the thing. */
export type DirectPayWay = Pick<
  DirectPayRequest,
  'userId' | 'chargeWay' | 'channel' | 'returnUrl' | 'appOrigins'
>;

/**
 * A direct payment of one thing a sellable names, whichever call asked for it (preDualPay for a
 * plan, preDualSetMealPay for a set meal): the quote, the way, the return address, the order.
 */
export async function openDirectPayOf(
  db: Database,
  provider: PaymentProvider | null,
  sellable: AnySellable,
  ref: unknown,
  req: DirectPayWay,
  now: number,
): Promise<Outcome<{ id: number; key: string }>> {
  const quote = await sellable.quote(db, req.userId, ref, now);
  if (!quote.ok) return quote;
  // Theirs already: the fan is shown the thing, not told about payments.
  if (quote.data.owned) return refused(quote.data.ownedRefusal);
  const { offer } = quote.data;
  if (offer.ways.directPay) return refused(offer.ways.directPay);
  // Without a payment provider (PAY_PROVIDER) only coins buy: the fan is told so, and a thing
  // already theirs (above) is still shown to them.
  if (!provider) return refused(TradeRefusals.noProvider);
  const wayRefusal = chargeRefusalText(req.channel, 'directPay', req.chargeWay, offer.priceFen);
  if (wayRefusal) return refused({ status: 409, code: C.wayUnavailable, msg: wayRefusal });
  if (!returnUrlAllowed(req.returnUrl, req.appOrigins)) return refused(TradeRefusals.badReturnUrl);
  return openAtProvider(
    db,
    provider,
    {
      userId: req.userId,
      purpose: sellable.purpose,
      ref: sellable.refText(ref),
      amountFen: offer.priceFen,
      coinFen: offer.priceFen,
      chargeWay: req.chargeWay,
      returnUrl: req.returnUrl,
    },
    offer.memo,
    now,
  );
}
