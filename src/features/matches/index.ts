/**
 * The matches feature's public face (issue 6): the football and basketball lists' live pipeline,
 * follow, live tips and the list settings. Other features import only from here, and only what is
 * named below; what a match is (store, rules, badge, Beijing time) is the match entity
 * (`@entities/match`), not this feature's. The list screens are loaded by the route registry.
 */
export {
  FollowButton,
  followedIds,
  followMatch,
  useFollowStore,
  useIsFollowed,
  type FollowButtonProps,
} from './follow';
export { fetchFollowedPage, fetchMatchPage } from './api';
export { useLiveFeed, useLiveStatus, watchLive } from './live';
export { LiveTipHost } from './tips';
export {
  bindMatchSettings,
  getAlertPrefs,
  getTabSettings,
  useAlertPrefs,
  useTabSettings,
} from './settings';
