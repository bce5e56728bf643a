import { after } from '@schedulers';
import { loginSuccess$, logoutSuccess$ } from '../events';
import { localStore, sessionStore, StorageKeys } from '../storage';
import { clearToken, storeToken } from './token';
import { forgetCurrentUser } from './user';
import { LOGIN_EVENT_DELAY_MS } from './timings';

/** Caches that belong to whoever was logged in (product-spec §4: red-packet caches reset on both). */
function resetUserCaches(): void {
  localStore.remove(StorageKeys.redPacketJoined);
  localStore.remove(StorageKeys.redPacketLastJoin);
}

/** Login success: keep the token, then tell everyone after 200 ms (product-spec §4). */
export function completeLogin(token: string): void {
  storeToken(token);
  resetUserCaches();
  after(LOGIN_EVENT_DELAY_MS, () => loginSuccess$.next());
}

/** Logout: forget the token and the cached user, then after 200 ms announce it and drop stored routes. */
export function completeLogout(): void {
  clearToken();
  resetUserCaches();
  forgetCurrentUser();
  after(LOGIN_EVENT_DELAY_MS, () => {
    logoutSuccess$.next();
    sessionStore.remove(StorageKeys.storedRoutes);
    localStore.remove(StorageKeys.storedRoutes);
  });
}
