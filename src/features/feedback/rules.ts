import {
  APP_FEEDBACK_TYPES,
  FEEDBACK_DEFAULT_TYPE,
  PLAN_FEEDBACK_TYPES,
  type FeedbackType,
} from '@contracts/feedback';
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

export const PLAN_GONE_TEXT = '方案不存在';

export function isPlanGone(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code === 'plan_not_found');
}

export const SENT_TEXT = '提交成功，感谢您的反馈';
export const SEND_FAILED_TEXT = '提交失败，请稍后重试';

/**
 * A refusal ends an attempt; a failure without an answer (network, timeout, a 5xx) may have been
 * saved already, so its retry keeps the same requestId.
 */
export function isRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'server') return true;
  return error.kind === 'http' && error.status !== undefined && error.status < 500;
}
