import { CHARGE_REFUSAL_CODES as C } from '../../../../contracts/wallet/charge';
import {
  AMOUNT_TYPES,
  CUSTOM_TOP_UP_MAX_FEN,
  CUSTOM_TOP_UP_MIN_FEN,
  chargeRefusalText,
  type ChargeConfig,
  type ChargeCoupon,
} from '../../../../contracts/wallet/charge';
import { COMMON_REFUSAL_CODES } from '../../../../contracts/refusals';
import { FEN_PER_UNIT, fenToText, fenToYuan } from '../../../../contracts/wallet/balance';
import type { Database } from '../../../db/database';
import { COUPON_TYPE } from '../../../../contracts/coupons';
import type { PaymentProvider } from '../../../paymentProvider';
import { TOP_UP_PURPOSE, usableCouponRows } from '../../../platform/commerce';
import { done, refused, type Outcome, type Refusal } from '../../../platform/refusals';
import { userBalances } from '../../../platform/ledger';
import { productById, productsText } from './products';
import { openAtProvider, returnUrlAllowed, TradeRefusals } from './trade';

export const ChargeRefusals = {
  noSuchProduct: { status: 400, code: C.noSuchProduct, msg: '充值档位不存在，请刷新后重试' },
  noAmount: { status: 400, code: COMMON_REFUSAL_CODES.badAmount, msg: '请输入充值金额' },
  badCoupon: { status: 409, code: C.badCoupon, msg: '该充值赠送券不可用，请重新选择' },
  ...TradeRefusals,
  /** No payment provider is configured (PAY_PROVIDER): the top-up's own words for it. */
  noTopUp: { ...TradeRefusals.noProvider, msg: '充值暂未开放' },
} as const satisfies Record<string, Refusal>;

/** The top-up bonus coupons (couponType 2) a fan can use now, soonest-lapsing first. */
const usableBonusCoupons = (db: Database, userId: number, now: number) =>
  usableCouponRows(db, userId, COUPON_TYPE.topUp, now);

/** GET /api/user/queryChargeConfig: products, the custom range, bonus coupons, the fan's coins. */
export async function chargeConfig(
  db: Database,
  userId: number,
  now: number,
): Promise<Outcome<ChargeConfig>> {
  const [balances, held] = await Promise.all([
    userBalances(db, userId, now),
    usableBonusCoupons(db, userId, now),
  ]);
  const bonus: ChargeCoupon[] = held.map((c) => ({
    id: c.id,
    worth: fenToYuan(c.worthFen),
    useCondition: fenToYuan(c.useConditionFen),
    validEndTime: c.validEndTime.getTime(),
  }));
  return done({
    products: productsText(),
    customMin: fenToYuan(CUSTOM_TOP_UP_MIN_FEN),
    customMax: fenToYuan(CUSTOM_TOP_UP_MAX_FEN),
    coupons: bonus,
    balance: fenToYuan(balances.coinFen),
  });
}

export interface ChargeRequest {
  userId: number;
  amountType: number;
  productId?: number;
  /** Whole yuan, for a custom amount. */
  amount?: number;
  chargeCouponId?: number;
  chargeWayIndex: number;
  channel: string;
  returnUrl: string;
  /** Origins the provider may send the fan back to: the app's own. */
  appOrigins: readonly string[];
}

function amountOf(req: ChargeRequest): Outcome<number> {
  if (req.amountType === AMOUNT_TYPES.product) {
    const product = req.productId === undefined ? undefined : productById(req.productId);
    return product ? done(product.amountFen) : refused(ChargeRefusals.noSuchProduct);
  }
  if (req.amount === undefined) return refused(ChargeRefusals.noAmount);
  const fen = req.amount * FEN_PER_UNIT;
  if (fen < CUSTOM_TOP_UP_MIN_FEN || fen > CUSTOM_TOP_UP_MAX_FEN)
    return refused({
      status: 400,
      code: COMMON_REFUSAL_CODES.badAmount,
      msg: `充值金额为${fenToText(CUSTOM_TOP_UP_MIN_FEN)}至${fenToText(CUSTOM_TOP_UP_MAX_FEN)}元`,
    });
  return done(fen);
}

/**
 * POST /api/user/new/charge: checks the amount, the way for the channel (product-spec §4), the
 * bonus coupon and the return address, opens the order and the provider's trade, and answers where
 * to send the fan. The price comes from the server's catalogue, never from the client. Without a
 * payment provider (PAY_PROVIDER) every top-up is refused at once.
 */
export async function openCharge(
  db: Database,
  provider: PaymentProvider | null,
  req: ChargeRequest,
  now: number,
): Promise<Outcome<{ id: number; key: string }>> {
  if (!provider) return refused(ChargeRefusals.noTopUp);
  const amount = amountOf(req);
  if (!amount.ok) return amount;
  const amountFen = amount.data;
  const wayRefusal = chargeRefusalText(req.channel, 'topUp', req.chargeWayIndex, amountFen);
  if (wayRefusal) return refused({ status: 409, code: C.wayUnavailable, msg: wayRefusal });
  if (!returnUrlAllowed(req.returnUrl, req.appOrigins)) return refused(ChargeRefusals.badReturnUrl);
  if (req.chargeCouponId !== undefined) {
    const usable = await usableBonusCoupons(db, req.userId, now);
    const coupon = usable.find((c) => c.id === req.chargeCouponId);
    if (!coupon || coupon.useConditionFen > amountFen) return refused(ChargeRefusals.badCoupon);
  }
  return openAtProvider(
    db,
    provider,
    {
      userId: req.userId,
      purpose: TOP_UP_PURPOSE,
      amountFen,
      coinFen: amountFen,
      chargeWay: req.chargeWayIndex,
      returnUrl: req.returnUrl,
      couponId: req.chargeCouponId ?? null,
    },
    `充值${fenToText(amountFen)}金币`,
    now,
  );
}
