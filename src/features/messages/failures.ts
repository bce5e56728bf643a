import { useEffect } from 'react';
import { MESSAGE_TEXTS } from '@contracts/messages';
import { failureText as sharedFailureText } from '@shared/http';
import { handleNeedsLogin } from '@shared/session';

/**
 * What a failed message call says (calls-errors-spec §8): the server's errorMsg, else "系统错误，
 * 请稍后再试！" (a call that got no answer says what the network did). Pure: safe in render.
 */
export function failureText(error: unknown): string {
  return sharedFailureText(error, MESSAGE_TEXTS.loadFailed);
}

/**
 * The same, for a failure handled where it happens (an event, a promise): an answer that says "log
 * in" also clears the stale login and asks for it.
 */
export function failureMessage(error: unknown): string {
  handleNeedsLogin(error);
  return failureText(error);
}

/** For a failure a screen renders: asks for login once when the answer says so. */
export function useLoginOnFailure(error: unknown): void {
  useEffect(() => {
    if (error !== undefined) handleNeedsLogin(error);
  }, [error]);
}
