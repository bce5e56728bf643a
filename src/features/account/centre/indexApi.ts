import { userInfoSchema, type UserInfo } from '@contracts/accounts';
import { call } from '@shared/http';

/**
 * GET /api/uc/index {type default 1} (calls-errors-spec §7.10). On its own so the start-up path
 * (boot → the user-info job) does not carry the password transport of the other centre calls.
 */
export function fetchUserIndex(signal?: AbortSignal): Promise<UserInfo> {
  return call('/api/uc/index', userInfoSchema, { params: { type: 1 }, signal });
}
