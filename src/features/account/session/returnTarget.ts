import { localStore, StorageKeys } from '@shared/storage';

/** Where login returns to when nothing was remembered (product-spec §2: backUrl default /home). */
export const DEFAULT_RETURN_TARGET = '/home';

/** Account pages: never a return target, and no login-required round trip starts from them. */
const ACCOUNT_PAGES = ['/login', '/register', '/retrieve'];

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

/**
 * The login page's address that keeps the remembered target: the login guard stores backUrl on each
 * entry (default /home), so going back to login from register or retrieve must carry it along.
 */
export function loginPathKeepingTarget(): string {
  return `/login?backUrl=${encodeURIComponent(loginReturnTarget())}`;
}
