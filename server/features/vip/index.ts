/**
 * VIP membership on the server (issue 35 §2; docs/decisions/vip.md): the catalogue, buying a period
 * with coins or directly (a sellable of the commerce core), the trial, the monthly gifts delivered as
 * set-meal tickets and half-price cards, the records, auto-renewal and its job.
 */
export { vipRoutes, type VipDeps } from './routes';
export { RED_LIST, type Membership } from './catalogue';
export { vipSellable } from './purchase';
export { runMembershipJob } from './renewal';
export { trialOrderOf } from './trial';
export { isMemberNow } from './queries';
