/**
 * The commerce core (docs/decisions/commerce.md): what a paid feature registers to be sold — its
 * quote, the ways that may pay for it, its fulfilment — and the one purchase path every way of
 * paying runs. Payments (server/features/wallet/charge) open and settle orders for any registered
 * sellable; no feature is known here.
 */
export {
  PAY_WAYS,
  type AnySellable,
  type DirectPayAsk,
  type Offer,
  type PayStatusDetail,
  type PayWay,
  type Quote,
  type Sale,
  type Sellable,
  type WayAnswer,
} from './sellable';
export { registerSellable, sellableForDirectPay, sellableOf, TOP_UP_PURPOSE } from './catalogue';
export { buyWithCoins, buyWithCoinsIn, discountOf, lockBuyer, type Discount } from './coinPurchase';
export {
  couponBySource,
  couponFactsOf,
  couponStatusOf,
  grantCouponIn,
  type CouponGrant,
  couponsOf,
  inCouponOrder,
  isLowConsumer,
  LOW_CONSUMPTION_FEN,
  usableCouponRows,
  type CouponChoice,
  type CouponRow,
} from './coupons';
export {
  CardRefusals,
  grantDiscountCardIn,
  HALF_PRICE_WORTH,
  liveCardsOf,
  type CardChoice,
  type DiscountCardRow,
} from './discountCards';
