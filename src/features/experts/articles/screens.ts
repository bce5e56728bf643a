/**
 * The expert replays' screens and the news share page in one chunk, loaded with the first of them
 * (the article itself is the circles' screen: an article is a circle item).
 */
export { default as ReplayPage } from './ReplayPage';
export { default as CommentDetailPage } from './CommentDetailPage';
export { default as InformationSharePage } from './InformationSharePage';
