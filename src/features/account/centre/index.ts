/**
 * The user centre's data layer for the rest of the app (no screens, no CSS: boot imports it on the
 * first load). Screens are loaded lazily by the route registry.
 */
export {
  bindUserCentre,
  flagUserInfo,
  refreshUserInfo,
  useCentreStore,
  userInfoSource,
  watchUserInfo,
} from './store';
export { USER_INFO_JOB_KEY, settleUserInfo } from './userInfoSource';
export { isVipNow, isVipTry, showApplyExpert, timeThrough } from './rules';
