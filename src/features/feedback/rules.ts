import {
  APP_FEEDBACK_TYPES,
  ARTICLE_NOT_FOUND,
  FEEDBACK_DEFAULT_TYPE,
  SUBJECT_FEEDBACK_TYPES,
  type FeedbackSubjectKind,
  type FeedbackType,
} from '@contracts/feedback';
import { INTERPRETATION_NOT_FOUND } from '@contracts/interpretations';
import { PLAN_NOT_FOUND } from '@contracts/plans';
import { isApiError } from '@shared/http';

/** A plan, an interpretation or an expert's article a feedback is about. */
export interface FeedbackSubject {
  kind: FeedbackSubjectKind;
  id: number;
}

/**
 * The form's subject and first reason from its address: `plan/feedback?id=&type=` names a plan,
 * `tjInterpretation/feedback?id=&jcobMemberId=` an interpretation, `expert-article/feedback/{id}`
 * an article — its id in the path, given as `pathId` (product-spec §2). Without a proper id the
 * form is about the app.
 */
export function feedbackQueryOf(
  query: URLSearchParams,
  kind: FeedbackSubjectKind,
  pathId?: string,
): { subject: FeedbackSubject | null; types: readonly FeedbackType[]; type: FeedbackType } {
  const rawId = pathId ?? query.get('id') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(rawId) && Number(rawId) <= 2_147_483_647 ? Number(rawId) : null;
  const types = id === null ? APP_FEEDBACK_TYPES : SUBJECT_FEEDBACK_TYPES[kind];
  const asked = Number(query.get('type'));
  const type = types.find((t) => t === asked) ?? FEEDBACK_DEFAULT_TYPE;
  return { subject: id === null ? null : { kind, id }, types, type };
}

/** How each kind is named: the page's title, the label on top, its refusal when gone, the list's. */
export const SUBJECT_WORDS = {
  plan: {
    pageTitle: '方案反馈',
    label: '反馈方案',
    listPrefix: '方案',
    gone: PLAN_NOT_FOUND,
  },
  interpretation: {
    pageTitle: '解读反馈',
    label: '反馈解读',
    listPrefix: '解读',
    gone: INTERPRETATION_NOT_FOUND,
  },
  article: {
    pageTitle: '文章反馈',
    label: '反馈文章',
    listPrefix: '文章',
    gone: ARTICLE_NOT_FOUND,
  },
} as const satisfies Record<
  FeedbackSubjectKind,
  {
    pageTitle: string;
    label: string;
    listPrefix: string;
    gone: { status: number; code: string; msg: string };
  }
>;

export const APP_FEEDBACK_TITLE = '意见反馈';

/** The subject named is not there (deleted, or never was): the form says so instead of 重新加载. */
export function isSubjectGone(kind: FeedbackSubjectKind, error: unknown): boolean {
  const { gone } = SUBJECT_WORDS[kind];
  return isApiError(error) && (error.status === gone.status || error.code === gone.code);
}

export const SENT_TEXT = '提交成功，感谢您的反馈';
export const SEND_FAILED_TEXT = '提交失败，请稍后重试';
