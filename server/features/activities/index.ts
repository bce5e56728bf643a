/**
 * The /hd/* activities (issue 37 §4; docs/decisions/activities-and-channel-homes.md): windows and
 * rules, claims made once through the ledger, the coupons and the VIP trial, and the spree sold by
 * the commerce core.
 */
export { activityRoutes, type ActivityDeps } from './routes';
export { spreeSellable } from './spree';
