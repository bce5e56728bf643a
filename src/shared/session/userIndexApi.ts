import { ucIndex, type UserInfo } from '@contracts/account/session';
import { call } from '../http';

/**
 * The fan's user info {type default 1} (calls-errors-spec §7.10). On its own so the start-up path
 * (boot → the user-info job) does not carry the password transport of the other centre calls.
 */
export function fetchUserIndex(signal?: AbortSignal): Promise<UserInfo> {
  return call(ucIndex, { type: '1' }, { signal });
}
