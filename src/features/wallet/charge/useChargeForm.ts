import { useState } from 'react';
import {
  AMOUNT_TYPES,
  chargeRefusalText,
  chargeWaysOf,
  DEFAULT_CHARGE_WAY,
  type ChargeConfig,
  type ChargeWay,
} from '@contracts/wallet/charge';
import { FEN_PER_UNIT } from '@contracts/wallet/balance';
import type { NewChargeInput } from './api';
import {
  checkCustomAmount,
  chosenCoupon,
  yuanTextToFen,
  type CouponChoice,
  type CustomAmountCheck,
} from './rules';

/** A listed product, or the amount the fan types (as typed). */
export type AmountPick = { kind: 'product'; productId: number } | { kind: 'custom'; text: string };

/** The order as the form has it; the channel and the return address are added on submit. */
export type ChargeOrder = Omit<NewChargeInput, 'from' | 'returnUrl'>;

function firstPick(config: ChargeConfig): AmountPick {
  const first = config.products[0];
  return first ? { kind: 'product', productId: first.productId } : { kind: 'custom', text: '' };
}

/**
 * The top-up form: the amount (a product or a custom one), the bonus coupon (the best one unless the
 * fan says otherwise), the charge way (Alipay first where the channel offers it), and what follows
 * from them — the amount in fen, the coins, why it cannot be paid, and the order to send.
 */
export function useChargeForm(config: ChargeConfig, channel: string) {
  const ways = chargeWaysOf(channel, 'topUp');
  const [pick, setPick] = useState<AmountPick>(() => firstPick(config));
  const [couponChoice, setCouponChoice] = useState<CouponChoice>('auto');
  const [wayPicked, setWay] = useState<ChargeWay | null>(null);
  const way = wayPicked ?? (ways.includes(DEFAULT_CHARGE_WAY) ? DEFAULT_CHARGE_WAY : ways[0]);

  // A refresh may drop the picked product: the first one stands in.
  const product =
    pick.kind === 'product'
      ? (config.products.find((p) => p.productId === pick.productId) ?? config.products[0])
      : undefined;
  const custom: CustomAmountCheck | null =
    pick.kind === 'custom'
      ? checkCustomAmount(
          pick.text,
          yuanTextToFen(config.customMin),
          yuanTextToFen(config.customMax),
        )
      : null;
  const amountFen = product ? yuanTextToFen(product.amount) : (custom?.fen ?? null);
  const coinsFen = product ? yuanTextToFen(product.coins) : amountFen;
  const coupon = chosenCoupon(config.coupons, amountFen, couponChoice);
  const refusal =
    way !== undefined && amountFen !== null
      ? chargeRefusalText(channel, 'topUp', way, amountFen)
      : null;

  let order: ChargeOrder | null = null;
  if (way !== undefined && amountFen !== null && refusal === null) {
    order = {
      ...(product
        ? { amountType: AMOUNT_TYPES.product, productId: product.productId }
        : { amountType: AMOUNT_TYPES.custom, amount: amountFen / FEN_PER_UNIT }),
      ...(coupon ? { chargeCouponId: coupon.id } : {}),
      chargeWayIndex: way,
    };
  }

  return {
    ways,
    way,
    setWay,
    pick,
    setPick,
    product,
    customMessage: custom?.message ?? null,
    amountFen,
    coinsFen,
    coupon,
    setCouponChoice,
    refusal,
    order,
  };
}
