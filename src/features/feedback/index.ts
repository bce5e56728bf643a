/**
 * Feedback (issue 19 §2, issue 37): 我的反馈 (`user/feedback-list`) and the feedback form — about
 * the app, a plan (`plan/feedback?id=`), an interpretation (`tjInterpretation/feedback?id=`) or an
 * expert's article (`expert-article/feedback/{id}`) — each loaded on first use; and the 反馈 link
 * a plan's, an interpretation's or an article's page shows.
 */
const formScreens = () => import('./FeedbackPage');

export const feedbackScreens = {
  /** `user/feedback-list`: 我的反馈. */
  list: () => import('./FeedbackListPage'),
  /** `plan/feedback?id=&type=`: 方案反馈 (意见反馈 without a plan). */
  form: formScreens,
  /** `tjInterpretation/feedback?id=&jcobMemberId=`: 解读反馈, the same form and chunk. */
  interpretationForm: () => formScreens().then((m) => ({ default: m.InterpretationFeedbackPage })),
  /** `expert-article/feedback/{id}?jcobMemberId=&expertId=`: 文章反馈, the same form and chunk. */
  articleForm: () => formScreens().then((m) => ({ default: m.ArticleFeedbackPage })),
} as const;

export { FeedbackLink } from './FeedbackLink';
