/**
 * The circles' screens in one chunk, loaded with the first of them (one lazy import in the route
 * registry instead of one per screen: the first load stays under its budget).
 */
export { default as CirclePage } from './CirclePage';
export { default as PostDetailPage } from './PostDetailPage';
export { default as HotTopicPage } from './HotTopicPage';
export { default as ArticlePage } from './ArticlePage';
