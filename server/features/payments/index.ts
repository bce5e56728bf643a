/**
 * Payments through a provider (issue 18 §2): top-up orders, the provider's signed notifications
 * applied exactly once, the pay status. The provider itself is server/paymentProvider.
 */
export { paymentRoutes, type PaymentDeps } from './routes';
export { applyNotice, openOrder, orderStatus, ORDER_STATUS, PaymentRefusals } from './service';
export { ChargeRefusals, openCharge } from './charge';
export { TOP_UP_PRODUCTS } from './products';
