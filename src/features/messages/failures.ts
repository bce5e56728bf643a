import { MESSAGE_TEXTS } from '@contracts/messages';
import { handleNeedsLogin } from '@features/account';
import { isApiError } from '@shared/http';

/**
 * What a failed message call says (calls-errors-spec §8): the server's errorMsg, else "系统错误，
 * 请稍后再试！" (a call that got no answer says what the network did). A call the server answered
 * with "log in" clears the stale login and asks for it.
 */
export function failureMessage(error: unknown): string {
  handleNeedsLogin(error);
  return isApiError(error) ? error.message : MESSAGE_TEXTS.loadFailed;
}
