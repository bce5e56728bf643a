import {
  deleteCookie,
  localStore,
  readCookie,
  sessionStore,
  StorageKeys,
  writeCookie,
} from '../storage';
import { forgetCurrentUser } from './user';

const KEY = StorageKeys.token;

/**
 * The login token (product-spec §4): looked up in local storage, then session storage, then the
 * cookie. A cookie hit is copied into storage so later reads stay cheap and survive cookie loss.
 */
export function getToken(): string | null {
  const stored = localStore.get(KEY) ?? sessionStore.get(KEY);
  if (stored) return stored;
  const fromCookie = readCookie(KEY);
  if (fromCookie) {
    localStore.set(KEY, fromCookie);
    sessionStore.set(KEY, fromCookie);
  }
  return fromCookie || null;
}

export function isLoggedIn(): boolean {
  return getToken() !== null;
}

/** Keeps the token in all three places, so any host web view finds it. */
export function storeToken(token: string): void {
  localStore.set(KEY, token);
  sessionStore.set(KEY, token);
  writeCookie(KEY, token);
}

export function clearToken(): void {
  localStore.remove(KEY);
  sessionStore.remove(KEY);
  deleteCookie(KEY);
}

/**
 * On start the cookie decides (product-spec §4): a host app that logged the fan in sets the cookie, and
 * one that logged them out removes it. Present → stored as the login cache; absent → login and user
 * caches are cleared.
 */
export function bootSessionFromCookie(): void {
  const fromCookie = readCookie(KEY);
  if (fromCookie) {
    localStore.set(KEY, fromCookie);
    sessionStore.set(KEY, fromCookie);
  } else {
    localStore.remove(KEY);
    sessionStore.remove(KEY);
    forgetCurrentUser();
  }
}
