/**
 * The home tab's timings (product-spec §9): template and information data are cached 3 minutes,
 * the planning and interpretation calls give up after 8 s. The match sections are part of the
 * template data, so they share its figures.
 */
import { MINUTE_MS, SECOND_MS } from '@domain/time';

export const HOME_TEMPLATES_STALE_MS = 3 * MINUTE_MS;
export const HOME_INFORMATION_STALE_MS = 3 * MINUTE_MS;
export const HOME_PLANNING_TIMEOUT_MS = 8 * SECOND_MS;
export const HOME_INTERPRETATION_TIMEOUT_MS = 8 * SECOND_MS;
/** The home match sections ride on the template data: the same figures by their own names. */
export const HOME_MATCHES_STALE_MS = HOME_TEMPLATES_STALE_MS;
export const HOME_MATCHES_TIMEOUT_MS = HOME_PLANNING_TIMEOUT_MS;
