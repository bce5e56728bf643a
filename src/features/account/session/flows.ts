import type { LoginResult } from '@contracts/account/session';
import { completeLogin, completeLogout, loginReturnTarget } from '@shared/session';
import { logoutCall } from './api';
import { forgetPartnerLogin } from './partnerMemory';

/**
 * A login (password, SMS, register) succeeded: the token goes to local, session and cookie storage,
 * `loginSuccess` follows after 200 ms (completeLogin, product-spec §4). Returns where the fan goes
 * next: the remembered target, default /home.
 */
export function finishLogin(result: LoginResult): string {
  forgetPartnerLogin();
  completeLogin(result.token);
  return loginReturnTarget();
}

let pending: Promise<void> | null = null;

/**
 * Logout (product-spec §4): tells the server (GET /api/user/loginOut) while the token is still there
 * to send, then clears the token everywhere and the cached user; after 200 ms `logoutSuccess` is
 * published and stored routes are cleared (completeLogout). The fan is logged out locally even when
 * the server cannot be reached: what they asked for must happen. A second tap joins the first.
 */
export function logout(): Promise<void> {
  pending ??= (async () => {
    try {
      await logoutCall();
    } catch {
      // Offline or a dead session: the token is dropped below all the same.
    }
    forgetPartnerLogin();
    completeLogout();
  })().finally(() => {
    pending = null;
  });
  return pending;
}
