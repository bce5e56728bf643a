import {
  APP_FEEDBACK_TYPES,
  FEEDBACK_DEFAULT_TYPE,
  PLAN_FEEDBACK_TYPES,
  type FeedbackType,
} from '@contracts/feedback';
import { PLAN_NOT_FOUND, PLAN_REFUSAL_CODES } from '@contracts/plans';
import { isApiError } from '@shared/http';

/** The form's subject and first reason from `plan/feedback?id=&type=` (product-spec §2). */
export function feedbackQueryOf(query: URLSearchParams): {
  planId: number | null;
  types: readonly FeedbackType[];
  type: FeedbackType;
} {
  const rawId = query.get('id') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(rawId) && Number(rawId) <= 2_147_483_647 ? Number(rawId) : null;
  const types = id === null ? APP_FEEDBACK_TYPES : PLAN_FEEDBACK_TYPES;
  const asked = Number(query.get('type'));
  const type = types.find((t) => t === asked) ?? FEEDBACK_DEFAULT_TYPE;
  return { planId: id, types, type };
}

export const PLAN_GONE_TEXT = PLAN_NOT_FOUND.msg;

export function isPlanGone(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code === PLAN_REFUSAL_CODES.notFound);
}

export const SENT_TEXT = '提交成功，感谢您的反馈';
export const SEND_FAILED_TEXT = '提交失败，请稍后重试';
