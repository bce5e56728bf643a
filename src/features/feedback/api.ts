import {
  feedbackCreate,
  feedbackRecords,
  type FeedbackCreateRequest,
  type FeedbackPage,
} from '@contracts/feedback';
import { planDetail } from '@contracts/plans';
import { call } from '@shared/http';

/** The feedback calls (calls-errors-spec §7.10), one small function each. */

export const sendFeedback = (input: FeedbackCreateRequest) => call(feedbackCreate, input);

export const fetchFeedbackPage = (pageNo: number, signal?: AbortSignal): Promise<FeedbackPage> =>
  call(feedbackRecords, { pageNo }, { signal });

/** The plan a feedback is about, by the plan page's own call: its title names it on the form. */
export const fetchPlanTitle = async (id: number, signal?: AbortSignal): Promise<string> =>
  (await call(planDetail, { id }, { signal })).title;
