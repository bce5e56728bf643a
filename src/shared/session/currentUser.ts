import { create } from 'zustand';
import type { UserInfo } from '@contracts/account/session';
import { loginSuccess$, logoutSuccess$ } from '../events';
import { isLoggedIn } from './token';
import { createUserInfoSource, settleUserInfo, type UserInfoHandle } from './userInfoSource';

/**
 * The current user: the logged-in fan's info as the scheduler's cache job last had it. The user
 * centre's screens, the chat and whatever else needs to know who the fan is select from here;
 * `watchUserInfo` (while a screen is mounted) keeps it fed and, by subscribing, makes the job fetch
 * when the data is over a minute old or flagged.
 *
 * Not in the session's index.ts: the job calls the server through src/shared/http, whose client reads
 * the token from this folder, so the index stays below http and this module sits on top of it.
 * Import it as `@shared/session/currentUser`.
 */
export interface CurrentUserState {
  /** null: a visitor, or not known yet (see `loaded`). */
  user: UserInfo | null;
  /** A first answer (or failure) has arrived. */
  loaded: boolean;
  fetching: boolean;
  error: unknown;
}

export const useCurrentUserStore = create<CurrentUserState>(() => ({
  user: null,
  loaded: false,
  fetching: false,
  error: undefined,
}));

let source: UserInfoHandle | undefined;

/** The app's user-info job (tests swap it for one on their own scheduler). */
export function userInfoSource(): UserInfoHandle {
  source ??= createUserInfoSource();
  return source;
}
export function setUserInfoSource(next: UserInfoHandle | undefined): void {
  source = next;
}

/** Feeds the store from the job while it is held; returns the cleanup. */
export function watchUserInfo(handle: UserInfoHandle = userInfoSource()): () => void {
  const subscription = handle.state$.subscribe((state) => {
    const settled = state.lastSuccessAt !== undefined || state.failureCount > 0;
    useCurrentUserStore.setState({
      user: state.data ?? null,
      loaded: settled || (state.status !== 'fetching' && !isLoggedIn()),
      fetching: state.status === 'fetching',
      error: state.status === 'error' ? state.error : undefined,
    });
  });
  return () => subscription.unsubscribe();
}

/** Marks the data stale ("flagged"): the next look fetches, a watched job fetches at once. */
export function flagUserInfo(handle: UserInfoHandle = userInfoSource()): void {
  handle.invalidate();
}

/** Flags the data and waits for the fresh answer (after a change the screens must reflect). */
export function refreshUserInfo(handle: UserInfoHandle = userInfoSource()) {
  handle.invalidate();
  return settleUserInfo(handle);
}

/**
 * Start-up and session events (product-spec §4): the index is called on start when logged in;
 * loginSuccess fetches it afresh; logoutSuccess clears it. Returns the cleanup (tests).
 */
export function bindCurrentUser(handle: UserInfoHandle = userInfoSource()): () => void {
  const quiet = (promise: Promise<unknown>) => promise.catch(() => undefined);
  if (isLoggedIn()) void quiet(settleUserInfo(handle));
  const onLogin = loginSuccess$.subscribe(() => void quiet(refreshUserInfo(handle)));
  const onLogout = logoutSuccess$.subscribe(() => {
    handle.mutate(() => null);
    // The next look asks again (and, without a token, answers "visitor" without a request).
    handle.invalidate();
    useCurrentUserStore.setState({ user: null, error: undefined });
  });
  return () => {
    onLogin.unsubscribe();
    onLogout.unsubscribe();
  };
}

export {
  createUserInfoSource,
  settleUserInfo,
  USER_INFO_JOB_KEY,
  type UserInfoHandle,
} from './userInfoSource';
