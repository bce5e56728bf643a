/**
 * Paying through a provider from the app (product-spec §4 "Payment"), whatever is bought — a
 * top-up, a plan paid directly: the order id cached while the fan is away, the return address and
 * the cashier, 支付跳转中..., the order's status followed on return, and leaving the result without
 * going back into the provider's pages.
 */
export { cacheOrderId, cachedOrderId, clearOrderId } from './orderCache';
export { goToCashier, returnUrlFor } from './cashier';
export { markBackToHome, takeBackToHome } from './backToHome';
export { fetchPayStatus, type PayStatusAnswer } from './api';
export { payOutcome, type PayOutcome } from './rules';
export { payStatus$ } from './payStatus';
export { PAY_STATUS_MAX_REASKS, PAY_STATUS_REASK_MS } from './timings';
export { usePayStatus, type PayStatusView } from './usePayStatus';
export { useLeavePayFlow, type LeaveOptions } from './useLeavePayFlow';
export { PayRedirecting } from './PayRedirecting';
export { useCoinPurchase, type CoinPurchase, type PayDestination } from './coins/useCoinPurchase';
export { CoinBuyConfirm, type CoinConfirmItem } from './coins/CoinBuyConfirm';
export {
  bestCouponOf,
  couponPayInput,
  type CouponFor,
  type CouponOption,
  type CouponOptionsResource,
  type CouponPicking,
  type DiscountPick,
} from './coins/couponChoice';
export { PayResult } from './coins/PayResult';
export { PayRow } from './coins/PayRow';
export { CoinPayOkPage, CoinPayShortPage } from './coins/CoinPayPages';
export {
  amountFen,
  coinQuote,
  missingFen,
  PAY_FAILED_TEXT,
  PLEASE_WAIT_TEXT,
  purchaseFailureOf,
  type CoinQuote,
  type PurchaseFailure,
} from './coins/rules';
export { useDirectPay, type DirectPayTarget } from './direct/useDirectPay';
export { DirectPayReturn, type DirectPayReturnProps } from './direct/DirectPayReturn';
