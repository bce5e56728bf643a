import { filter, firstValueFrom } from 'rxjs';
import type { UserInfo } from '@contracts/account/session';
import { appScheduler, type JobState, type PollHandle, type Scheduler } from '@schedulers';
import { isApiError } from '../http';
import { clearToken, isLoggedIn } from './token';
import { forgetCurrentUser, saveCurrentUser } from './user';
import { USER_DATA_STALE_MS } from './timings';

/**
 * The user-centre index (GET /api/uc/index) as a scheduler cache job (product-spec §4 "Start and
 * login", §9 "user data refresh 1 minute"): no timer of its own; it fetches when someone wants it and
 * the data is older than USER_DATA_STALE_MS, or after `invalidate()` (the "flag"). `null` means a
 * visitor: without a token nothing is asked of the server.
 */
export const USER_INFO_JOB_KEY = 'account:user-index';

export type UserInfoHandle = PollHandle<UserInfo | null>;

export interface UserInfoSourceDeps {
  fetch: (signal: AbortSignal) => Promise<UserInfo>;
  isLoggedIn: () => boolean;
  /** Clears the login cache: the token everywhere and the cached user info. */
  clearLoginCache: () => void;
  /** Keeps the user info for the parts of the app that read it synchronously (currentUserId). */
  saveUser: (user: UserInfo) => void;
}

export const browserUserInfoDeps: UserInfoSourceDeps = {
  // Loaded on the first fetch: a visitor's first load carries neither the call nor its schema.
  fetch: async (signal) => (await import('./userIndexApi')).fetchUserIndex(signal),
  isLoggedIn,
  clearLoginCache: () => {
    clearToken();
    forgetCurrentUser();
  },
  saveUser: saveCurrentUser,
};

/**
 * A failure the server answered clears the login cache and is passed on (calls-errors-spec §7.10,
 * §8). A call that never got an answer (offline, timeout, cancelled) keeps the login: a tunnel on the
 * way to the stadium should not log a fan out (docs/decisions/user-centre.md).
 */
export function clearsLogin(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind !== 'network' && error.kind !== 'timeout' && error.kind !== 'cancelled';
}

export function createUserInfoSource(
  scheduler: Scheduler = appScheduler,
  deps: UserInfoSourceDeps = browserUserInfoDeps,
): UserInfoHandle {
  const handle: UserInfoHandle = scheduler.poll<UserInfo | null>(
    USER_INFO_JOB_KEY,
    async ({ signal }) => {
      if (!deps.isLoggedIn()) return null;
      try {
        const user = await deps.fetch(signal);
        deps.saveUser(user);
        return user;
      } catch (error) {
        if (clearsLogin(error)) {
          deps.clearLoginCache();
          handle.mutate(() => null);
        }
        throw error;
      }
    },
    // A failed index is not retried on a backoff: the next screen that wants it asks again.
    { staleMs: USER_DATA_STALE_MS, retry: false },
  );
  return handle;
}

/**
 * Makes sure the index is fresh: fetches if stale or flagged, then resolves with the data, or
 * rejects with the failure (passed on). Holds the job only until it settles.
 */
export function settleUserInfo(handle: UserInfoHandle): Promise<UserInfo | null> {
  return firstValueFrom(
    handle.state$.pipe(filter((state: JobState<UserInfo | null>) => state.status !== 'fetching')),
  ).then((state) => {
    if (state.status === 'error') throw state.error;
    return state.data ?? null;
  });
}
