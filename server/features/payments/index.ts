/**
 * Payments through a provider (issue 18 §2): top-up orders, plans paid directly (issue 19 §2), the
 * provider's signed notifications applied exactly once, the pay status. The provider itself is server/paymentProvider.
 */
export { paymentRoutes, type PaymentDeps } from './routes';
export { applyNotice, openOrder, ORDER_STATUS, PaymentRefusals } from './service';
export { orderStatus } from './status';
export { ChargeRefusals, openCharge } from './charge';
export { openPlanPay } from './planPay';
export { TOP_UP_PRODUCTS } from './products';
export { ORPHAN_ORDER_GRACE_MS, sweepOrphanOrders } from './sweep';
