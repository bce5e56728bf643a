import {
  ARTICLE_NOT_FOUND,
  feedbackCreate,
  feedbackRecords,
  type FeedbackCreateRequest,
  type FeedbackPage,
} from '@contracts/feedback';
import { articleForShare } from '@contracts/expertReplays';
import { interpretationDetail } from '@contracts/interpretations';
import { planDetail } from '@contracts/plans';
import { FEED_KINDS } from '@contracts/social';
import { ApiError, call } from '@shared/http';
import type { FeedbackSubject } from './rules';

/** The feedback calls (calls-errors-spec §7.10), one small function each. */

export const sendFeedback = (input: FeedbackCreateRequest) => call(feedbackCreate, input);

export const fetchFeedbackPage = (pageNo: number, signal?: AbortSignal): Promise<FeedbackPage> =>
  call(feedbackRecords, { pageNo }, { signal });

/**
 * An article's title by its share call (the article alone, without its replies), refused as the
 * server refuses an article not there when the id is another kind of item (news shares that call).
 */
async function articleTitle(id: number, signal?: AbortSignal): Promise<string> {
  const item = await call(articleForShare, { id }, { signal });
  if (item.kind !== FEED_KINDS.article)
    throw new ApiError('http', {
      path: articleForShare.path,
      status: ARTICLE_NOT_FOUND.status,
      code: ARTICLE_NOT_FOUND.code,
      message: ARTICLE_NOT_FOUND.msg,
    });
  return item.title;
}

/**
 * The title of what a feedback is about, by its own page's call (the plan's, the interpretation's:
 * neither counts a look) or the article's share call, to name it on the form.
 */
export async function fetchSubjectTitle(
  { kind, id }: FeedbackSubject,
  signal?: AbortSignal,
): Promise<string> {
  switch (kind) {
    case 'plan':
      return (await call(planDetail, { id }, { signal })).title;
    case 'interpretation':
      return (await call(interpretationDetail, { id }, { signal })).title;
    case 'article':
      return articleTitle(id, signal);
  }
}
