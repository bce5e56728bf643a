import { FALLBACK_MESSAGES, isApiError } from './errors';

/** What a fan reads when something could not be loaded and nothing better is known. */
export const LOAD_FAILED_TEXT = '加载失败，请稍后重试';

/**
 * The scheduler's give-up errors (PollTimeoutError, PageTimeoutError), known by the name they set
 * rather than by class, so the text does not depend on which copy of the module threw them.
 */
const SCHEDULER_TIMEOUTS: readonly string[] = ['PollTimeoutError', 'PageTimeoutError'];

export interface FailureTextOptions {
  /** The text for a failure that is no call's (a thrown bug, a rejected promise of our own). */
  fallback?: string;
  /**
   * Show the server's bare code when it sent a code but no words of its own (the message is only
   * the kind's default): calls-errors-spec §8 "shows the returned errorCode" for follow calls.
   */
  codeWhenNoMessage?: boolean;
}

/**
 * The one way any failure becomes the text a fan reads: the server's own message (or the kind's
 * default: offline, timeout…) for a call that failed, the timeout text for a request the scheduler
 * gave up on, and a plain "load failed" (or the caller's fallback) for anything else — never a
 * stack or an English message. A string second argument is the fallback.
 */
export function failureText(
  error: unknown,
  options: string | FailureTextOptions = LOAD_FAILED_TEXT,
): string {
  const { fallback = LOAD_FAILED_TEXT, codeWhenNoMessage = false } =
    typeof options === 'string' ? { fallback: options } : options;
  if (isApiError(error)) {
    const wordless = error.message === FALLBACK_MESSAGES[error.kind];
    return codeWhenNoMessage && error.code && wordless ? error.code : error.message;
  }
  if (error instanceof Error && SCHEDULER_TIMEOUTS.includes(error.name))
    return FALLBACK_MESSAGES.timeout;
  return fallback;
}
