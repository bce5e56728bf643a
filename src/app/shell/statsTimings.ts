/** When a page view is reported (product-spec §9 statistics). */

export const STATS_AFTER_NAVIGATION_END_MS = 100;
export const STATS_AFTER_ROUTE_ACTIVATION_MS = 1000;
