import { loginRequired$ } from '../events';
// errors.ts itself, not the http index: the http client reads the token from this folder.
import { isApiError } from '../http/errors';
import { DEFAULT_RETURN_TARGET, isAccountPage } from './returnTarget';
import { clearToken } from './token';
import { forgetCurrentUser } from './user';

/**
 * The login gate (product-spec §4), for every feature that needs a logged-in fan: it asks, and the
 * shell (which alone knows the router) opens the login page. It lives in the session rather than in
 * the account feature so that features do not depend on the screens that answer it.
 */

/** The app's current address (the hash route with its query), e.g. '/user/info?tab=1'. */
export function currentAddress(): string {
  const route = location.hash.replace(/^#/, '');
  return route.startsWith('/') ? route : DEFAULT_RETURN_TARGET;
}

/**
 * Asks for login (product-spec §4): the shell opens the login page with `returnTo` — by default the
 * current address — as the return target. Nothing happens on an account page, which would only send
 * the fan back to itself.
 */
export function requireLogin(returnTo: string = currentAddress()): void {
  if (isAccountPage(returnTo)) return;
  loginRequired$.next({ returnTo });
}

/**
 * For a call that failed: when the server said "log in" (ApiError.needsLogin: 401, no_login, noLogin,
 * no_token), the stored login is stale, so it is cleared (otherwise the login page would bounce a
 * "logged-in" fan straight back) and login is asked for. Returns true when it handled the error.
 * Screens call it where the spec wants a login prompt; where it wants silence (a set-meal no_login,
 * cancel-attention no_token) they simply do not.
 */
export function handleNeedsLogin(error: unknown, returnTo: string = currentAddress()): boolean {
  if (!forgetStaleLogin(error)) return false;
  requireLogin(returnTo);
  return true;
}

/**
 * For a call that failed where the spec wants the stale login cleared without a prompt (the
 * low-consumption check's noLogin, calls-errors-spec §8): clears it when the server said "log in".
 * Returns true when it did.
 */
export function forgetStaleLogin(error: unknown): boolean {
  if (!isApiError(error) || !error.needsLogin) return false;
  clearToken();
  forgetCurrentUser();
  return true;
}
