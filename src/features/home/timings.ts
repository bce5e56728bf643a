import { HOME_PLANNING_TIMEOUT_MS, HOME_TEMPLATES_STALE_MS } from '@schedulers';

/**
 * The home tab's timings, named after the spec's (product-spec §9): its match sections are part of
 * the home template data (cached 3 minutes), and its calls give up after 8 s like the other home
 * calls. Aliases, not new numbers: the figures stay in schedulers/timings.ts.
 */
export const HOME_MATCHES_STALE_MS = HOME_TEMPLATES_STALE_MS;
export const HOME_MATCHES_TIMEOUT_MS = HOME_PLANNING_TIMEOUT_MS;
