/**
 * 圈子 (social circles, issue 37 §1): a circle's feed, a post with its replies, a hot topic. The
 * app's route registry takes the screens from here, loaded on first use, all three in one chunk
 * (screens.ts).
 */
const screens = () => import('./screens');

export const socialScreens = {
  /** `sns/index/{id}`: a circle. */
  circle: () => screens().then((m) => ({ default: m.CirclePage })),
  /** `sns/detail/{id}?reply=`: a post and its replies. */
  detail: () => screens().then((m) => ({ default: m.PostDetailPage })),
  /** `sns/hot-topic-detail?title&topicPicture&msgId&hotDiscuss`: a hot topic's posts. */
  hotTopic: () => screens().then((m) => ({ default: m.HotTopicPage })),
  /** `expert-article/{id}`: an expert's article (an item of kind 6), as the post page shows it. */
  article: () => screens().then((m) => ({ default: m.ArticlePage })),
} as const;
