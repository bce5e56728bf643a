/**
 * VIP membership on the server (product-spec §3, §4 "VIP"): the catalogue of memberships and, until
 * issue 35 sells them, the red-list offer the set-meal screen promotes.
 */
export { vipRoutes } from './routes';
export { RED_LIST, type Membership } from './catalogue';
