/**
 * Feedback (issue 19 §2): 我的反馈 (`user/feedback-list`) and the feedback form (`plan/feedback`,
 * about the app, or about a plan with `?id=`), each loaded on first use; and the 反馈 link a plan's
 * page shows.
 */
export const feedbackScreens = {
  /** `user/feedback-list`: 我的反馈. */
  list: () => import('./FeedbackListPage'),
  /** `plan/feedback?id=&type=`: 方案反馈 (意见反馈 without a plan). */
  form: () => import('./FeedbackPage'),
} as const;

export { PlanFeedbackLink } from './PlanFeedbackLink';
