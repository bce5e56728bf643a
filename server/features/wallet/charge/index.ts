/**
 * Payments through a provider (issue 18 §2): top-up orders, anything the commerce core sells paid directly (server/platform/commerce), the
 * provider's signed notifications applied exactly once, the pay status. The provider itself is server/paymentProvider.
 */
export { appOriginsOf, paymentRoutes, type PaymentDeps } from './routes';
export { applyNotice, openOrder, ORDER_STATUS, PaymentRefusals } from './service';
export { orderStatus } from './status';
export { ChargeRefusals, openCharge } from './charge';
export { DirectPayRefusals, openDirectPay, openDirectPayOf, type DirectPayWay } from './directPay';
export { TOP_UP_PRODUCTS } from './products';
export { ORPHAN_ORDER_GRACE_MS, sweepOrphanOrders } from './sweep';
