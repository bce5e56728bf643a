import { chargeRefusalText } from '../../../contracts/payments';
import type { Database } from '../../db/database';
import type { PaymentProvider } from '../../paymentProvider';
import { refused, type Outcome } from '../../platform/refusals';
import { directPayQuote } from '../plans';
import { openAtProvider, returnUrlAllowed, TradeRefusals } from './trade';

export interface PlanPayRequest {
  userId: number;
  planId: number;
  planNo: string;
  /** The charge way (preDualPay's feeId). */
  chargeWay: number;
  channel: string;
  returnUrl: string;
  /** Origins the provider may send the fan back to: the app's own. */
  appOrigins: readonly string[];
}

/**
 * POST /api/preDualPay/ (docs/decisions/plan-purchase.md "Direct pay"): the plan must be one this
 * fan may buy now (not free, not theirs, on sale, not owned — `planNo` naming it), the way one the
 * channel pays a purchase by (none in Weibo; WeChat only, up to 500 yuan, inside WeChat), the return
 * address the app's own. The order is for the plan's price as the server has it, one coin per yuan,
 * and the coins it credits when paid buy the plan (credit.ts).
 */
export async function openPlanPay(
  db: Database,
  provider: PaymentProvider | null,
  req: PlanPayRequest,
  now: number,
): Promise<Outcome<{ id: number; key: string }>> {
  const quote = await directPayQuote(db, req, now);
  if (!quote.ok) return quote;
  const { planNo, priceFen } = quote.data;
  // Without a payment provider (PAY_PROVIDER) only coins buy: the fan is told so, and a plan already
  // theirs (the quote's refusal) is still shown to them.
  if (!provider) return refused(TradeRefusals.noProvider);
  const wayRefusal = chargeRefusalText(req.channel, 'directPay', req.chargeWay, priceFen);
  if (wayRefusal) return refused({ status: 409, code: 'charge_way_unavailable', msg: wayRefusal });
  if (!returnUrlAllowed(req.returnUrl, req.appOrigins)) return refused(TradeRefusals.badReturnUrl);
  return openAtProvider(
    db,
    provider,
    {
      userId: req.userId,
      purpose: 'plan',
      planId: req.planId,
      amountFen: priceFen,
      coinFen: priceFen,
      chargeWay: req.chargeWay,
      returnUrl: req.returnUrl,
    },
    `购买方案 ${planNo}`,
    now,
  );
}
