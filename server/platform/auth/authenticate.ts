import type { FastifyRequest } from 'fastify';
import type { Access } from '../../../contracts/endpoint';
import type { Database } from '../../db/database';
import { findSession } from './sessions';
import { TOKEN_COOKIE } from './settings';
import { tokenOf } from './tokens';

export interface Caller {
  userId: number;
}

/**
 * The logged-in user of a request: a token (bearer header, jcob_token header or cookie) of a real,
 * unexpired session; null otherwise.
 */
export async function authenticate(db: Database, request: FastifyRequest): Promise<Caller | null> {
  const token = tokenOf(request);
  if (!token) return null;
  const userId = await findSession(db, token);
  return userId === null ? null : { userId };
}

/** Whether the token came in a header (Authorization or jcob_token), not only in the cookie. */
export function hasHeaderToken(request: FastifyRequest): boolean {
  return (
    /^Bearer\s+\S+$/i.test(request.headers.authorization ?? '') ||
    typeof request.headers[TOKEN_COOKIE] === 'string'
  );
}

/**
 * The fan behind a change of state. The token must come in a header: a cross-site link, image or
 * form can make the browser send the cookie, never a header, so a cookie alone does not prove the
 * fan meant it (followMatch is even a GET in the spec).
 */
export async function headerAuthenticated(
  db: Database,
  request: FastifyRequest,
): Promise<Caller | null> {
  return hasHeaderToken(request) ? authenticate(db, request) : null;
}

/** The caller an endpoint of this access needs, or null when the request does not prove one. */
export function callerFor(
  access: Exclude<Access, 'anyone'>,
  db: Database,
  request: FastifyRequest,
): Promise<Caller | null> {
  return access === 'writer' ? headerAuthenticated(db, request) : authenticate(db, request);
}
