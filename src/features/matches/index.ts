// The matches feature's public face (issue 6): lists, live tips, settings, follow. Other features import only from here.
export * from './rules';
export * from './settings';
export * from './tabLearning';
export * from './tips';
export { FollowButton, useIsFollowed, useFollowStore, followedIds, followMatch } from './follow';
export { useMatchesStore, useMatch, upsertMatches, applyLiveScores } from './store';
export { fetchMatchPage, fetchFollowedPage } from './api';
export { useLiveStatus, watchLive, useLiveFeed } from './live';
// Row pieces the home tab reuses (docs/decisions/home.md).
export { ProgressRing } from './list/ProgressRing';
export { PullToRefresh } from './list/PullToRefresh';
export { LeagueTag } from './list/LeagueTag';
export { beijingDateTime, beijingTime } from './list/beijingDays';
export { StatusBadge } from './list/StatusBadge';
export { mergeCachedMatch, upsertCachedMatches } from './mergeCached';
