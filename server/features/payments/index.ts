/**
 * Payments through a provider (issue 18 §2, work in progress): orders, the provider's signed
 * notifications applied exactly once, the pay status.
 */
export { applyNotice, openOrder, orderStatus, ORDER_STATUS, PaymentRefusals } from './service';
export { signNotice, verifyNotice, type PayNotice } from './signature';
