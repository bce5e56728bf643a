import { isApiError } from './errors';
import { PageTimeoutError, PollTimeoutError } from '@schedulers';

/** What a fan reads when something could not be loaded and nothing better is known. */
export const LOAD_FAILED_TEXT = '加载失败，请稍后重试';

/**
 * The one way any failure becomes the text a fan reads: the server's own message (or the kind's
 * default: offline, timeout…) for a call that failed, the timeout text for a request the scheduler
 * gave up on, and a plain "load failed" for anything else — never a stack or an English message.
 */
export function failureText(error: unknown, fallback: string = LOAD_FAILED_TEXT): string {
  if (isApiError(error)) return error.message;
  if (error instanceof PollTimeoutError || error instanceof PageTimeoutError)
    return '请求超时，请稍后重试';
  return fallback;
}
