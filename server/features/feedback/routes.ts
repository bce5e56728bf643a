import { feedbackCreate, feedbackRecords } from '../../../contracts/feedback';
import type { Database } from '../../db/database';
import { done } from '../../platform/refusals';
import type { Router } from '../../platform/route';
import { createFeedback, feedbackPage } from './service';

export interface FeedbackDeps {
  db: Database;
}

/**
 * Feedback (calls-errors-spec §7.10): sending one (a header token) and reading one's own (the cookie
 * is enough). Codes: docs/api.md "Uploads, feedback and the expert application".
 */
export function feedbackRoutes(route: Router, deps: FeedbackDeps): void {
  const { db } = deps;
  route(feedbackCreate, (input, { caller, now }) => createFeedback(db, caller.userId, input, now));
  route(feedbackRecords, async ({ pageNo }, { caller }) =>
    done(await feedbackPage(db, caller.userId, pageNo)),
  );
}
