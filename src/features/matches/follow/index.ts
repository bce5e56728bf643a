/** Follow (issue 6 item 5): the star, the followed-ids store and its selectors. */
export { FollowButton, type FollowButtonProps } from './FollowButton';
export { useIsFollowed, useFollowPending } from './useIsFollowed';
export {
  useFollowStore,
  followedIds,
  ensureFollowsLoaded,
  loadFollows,
  type FollowState,
} from './store';
export { followMatch, followErrorText } from './followMatch';
export type { FollowSport } from './api';
