import {
  ucLogin,
  ucLoginSms,
  ucPasswordRetrieve,
  ucRegister,
  userLoginOut,
  type LoginResult,
} from '@contracts/account/session';
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
  return call(ucLogin, { account: account.trim(), password: encryptPassword(password) });
}

/** Login or register by phone and an SMS code of type 51. */
export function loginBySms(phone: string, code: string): Promise<LoginResult> {
  return call(ucLoginSms, { phone: phone.trim(), code: code.trim(), share: share() });
}

export function registerByAccount(
  account: string,
  password: string,
  passwordStrength: number,
  captchaTicket: string,
): Promise<LoginResult> {
  return call(ucRegister, {
    account: account.trim(),
    password: encryptPassword(password),
    passwordStrength,
    share: share(),
    captchaTicket,
  });
}

/** Register by phone and an SMS code of type 47, with a password to log in by later. */
export function registerByPhone(
  phone: string,
  code: string,
  password: string,
  passwordStrength: number,
): Promise<LoginResult> {
  return call(ucRegister, {
    phone: phone.trim(),
    code: code.trim(),
    password: encryptPassword(password),
    passwordStrength,
    share: share(),
  });
}

/** A new password for an account or phone, proved by an SMS code of type 52. */
export function retrievePassword(
  accountOrPhone: string,
  code: string,
  password: string,
  passwordStrength: number,
): Promise<null> {
  return call(ucPasswordRetrieve, {
    phone: accountOrPhone.trim(),
    code: code.trim(),
    password: encryptPassword(password),
    passwordStrength,
  });
}

/**
 * Ends the session on the server (calls-errors-spec §7.10). A change of state: the token goes in the
 * header, as on every call while the fan has one.
 */
export function logoutCall(): Promise<null> {
  return call(userLoginOut, {});
}
