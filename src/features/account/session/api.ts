import { z } from 'zod/mini';
import { loginResultSchema, type LoginResult } from '@contracts/accounts';
import { call } from '@shared/http';
import { localStore, StorageKeys } from '@shared/storage';
import { encryptPassword } from './transport';

/**
 * The account calls of the login, register and retrieve screens (docs/api.md "Accounts"). Each takes
 * the plaintext password and encrypts it here, so no screen can forget to; each answer is checked
 * with its contract schema by `call`.
 */

/** register_share_id of the fan who shared the link that brought this one (product-spec §3). */
const share = () => localStore.get(StorageKeys.registerShareId) ?? undefined;

export function loginByPassword(account: string, password: string): Promise<LoginResult> {
  return call('/api/uc/login', loginResultSchema, {
    method: 'POST',
    body: { account: account.trim(), password: encryptPassword(password) },
  });
}

/** Login or register by phone and an SMS code of type 51. */
export function loginBySms(phone: string, code: string): Promise<LoginResult> {
  return call('/api/uc/login/sms', loginResultSchema, {
    method: 'POST',
    body: { phone: phone.trim(), code: code.trim(), share: share() },
  });
}

export function registerByAccount(
  account: string,
  password: string,
  passwordStrength: number,
): Promise<LoginResult> {
  return call('/api/uc/register', loginResultSchema, {
    method: 'POST',
    body: {
      account: account.trim(),
      password: encryptPassword(password),
      passwordStrength,
      share: share(),
    },
  });
}

/** Register by phone and an SMS code of type 47, with a password to log in by later. */
export function registerByPhone(
  phone: string,
  code: string,
  password: string,
  passwordStrength: number,
): Promise<LoginResult> {
  return call('/api/uc/register', loginResultSchema, {
    method: 'POST',
    body: {
      phone: phone.trim(),
      code: code.trim(),
      password: encryptPassword(password),
      passwordStrength,
      share: share(),
    },
  });
}

/** A new password for an account or phone, proved by an SMS code of type 52. */
export function retrievePassword(
  accountOrPhone: string,
  code: string,
  password: string,
  passwordStrength: number,
): Promise<null> {
  return call('/api/uc/password/retrieve', z.null(), {
    method: 'POST',
    body: {
      phone: accountOrPhone.trim(),
      code: code.trim(),
      password: encryptPassword(password),
      passwordStrength,
    },
  });
}

/** GET /api/user/loginOut (calls-errors-spec §7.10): ends the session on the server. */
export function logoutCall(): Promise<null> {
  return call('/api/user/loginOut', z.null());
}
