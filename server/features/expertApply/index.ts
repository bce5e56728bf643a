/**
 * The expert application (issue 19 §2): applying and its status, and the review an operator runs
 * (`npm run expert:review`, server/scripts/expertReview.ts) in place of a back office.
 */
export { expertApplyRoutes, type ExpertApplyDeps } from './routes';
export {
  reviewApplication,
  APPROVED_LEVEL,
  APPROVED_LOG_REASON,
  DEFAULT_REFUSAL_REASON,
  parseReviewArgs,
  type ReviewDecision,
} from './review';
export { GateRefusals, ReviewRefusals } from './refusals';
