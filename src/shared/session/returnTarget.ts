import { hrefFor } from '../routes';
import { localStore, StorageKeys } from '../storage';

/** Where login returns to when nothing was remembered (product-spec §2: backUrl default /home). */
export const DEFAULT_RETURN_TARGET = hrefFor('home');

/** Account pages: never a return target, and no login-required round trip starts from them. */
const ACCOUNT_PAGES = [hrefFor('login'), hrefFor('register'), hrefFor('retrieve')];

/**
 * Only an in-app path is followed after login: never another origin (`//evil`), a scheme or a
 * backslash trick, and never an account page (login would send the fan back to itself). The login
 * guard applies the same rule to backUrl before storing it; this is the reading side.
 */
export function safeReturnTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return DEFAULT_RETURN_TARGET;
  if (isAccountPage(value)) return DEFAULT_RETURN_TARGET;
  return value;
}

export function isAccountPage(address: string): boolean {
  const path = address.split('?')[0] ?? '';
  return ACCOUNT_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}

/** The remembered target (stored by the login and auth guards). */
export function loginReturnTarget(): string {
  return safeReturnTarget(localStore.get(StorageKeys.loginBackUrl));
}
