/**
 * The user centre's public pieces for the rest of the account feature (no screens, no CSS). The
 * current user's info itself is `@shared/session/currentUser`; screens are loaded lazily by the
 * route registry.
 */
export { isVipNow, isVipTry, showApplyExpert, timeThrough } from './rules';
