import { hrefFor } from '@shared/routes';
import { loginReturnTarget } from '@shared/session';

/**
 * The login page's address that keeps the remembered target: the login guard stores backUrl on each
 * entry (default /home), so going back to login from register or retrieve must carry it along.
 */
export function loginPathKeepingTarget(): string {
  return hrefFor('login', {}, { backUrl: loginReturnTarget() });
}
