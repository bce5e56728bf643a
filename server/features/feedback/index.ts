/**
 * Feedback (issue 19 §2, issue 37): a fan's feedback about the app, a plan, an interpretation or an
 * expert's article, and the list of their own.
 */
export { feedbackRoutes, type FeedbackDeps } from './routes';
export { FeedbackRefusals } from './service';
