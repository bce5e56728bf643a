import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { authenticate } from '../accounts/authenticate';
import { TOKEN_COOKIE } from '../accounts/settings';

/**
 * The fan behind a change of state. The token must come in a header (Authorization or jcob_token):
 * a cross-site link or image can make the browser send the cookie, never a header, so a cookie alone
 * does not prove the fan meant it — followMatch is a GET in the spec.
 */
export async function headerAuthenticated(
  db: Database,
  request: FastifyRequest,
): Promise<{ userId: number } | null> {
  const hasHeader =
    /^Bearer\s+\S+$/i.test(request.headers.authorization ?? '') ||
    typeof request.headers[TOKEN_COOKIE] === 'string';
  return hasHeader ? authenticate(db, request) : null;
}
