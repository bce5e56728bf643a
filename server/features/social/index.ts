/**
 * Social circles on the server (issue 37 §1; docs/decisions/social.md): circles, feeds, posts,
 * replies, likes, votes, reports, the blacklist, member follows, moderation with its audit trail,
 * and the experts' replays and articles.
 */
export { socialRoutes, type SocialDeps } from './routes';
export { memberPostCount } from './memberPosts';
export { visibleFeedItems } from './feed';
export { snsItemsById } from './items';
