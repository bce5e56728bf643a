/** Feedback (issue 19 §2): a fan's feedback about the app or a plan, and the list of their own. */
export { feedbackRoutes, type FeedbackDeps } from './routes';
export { FeedbackRefusals } from './service';
