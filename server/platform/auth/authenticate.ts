import type { FastifyRequest } from 'fastify';
import type { Access } from '../../../contracts/endpoint';
import type { Database } from '../../db/database';
import { findSession } from './sessions';
import { headerTokenOf, tokenOf } from './tokens';

export interface Caller {
  userId: number;
}

/**
 * The logged-in user of a request: a token (bearer header, jcob_token header or cookie) of a real,
 * unexpired session; null otherwise.
 */
export function authenticate(db: Database, request: FastifyRequest): Promise<Caller | null> {
  return callerOfToken(db, tokenOf(request));
}

async function callerOfToken(db: Database, token: string | null): Promise<Caller | null> {
  if (!token) return null;
  const userId = await findSession(db, token);
  return userId === null ? null : { userId };
}

/**
 * The fan behind a change of state. The token must come in a header, and it is that header's token
 * that is checked: a cross-site link, image or form can make the browser send the cookie, never a
 * header, so a cookie alone does not prove the fan meant it (followMatch is even a GET in the
 * spec) — nor does a header that merely exists (`Authorization: Bearer x`) beside the cookie.
 */
export function headerAuthenticated(db: Database, request: FastifyRequest): Promise<Caller | null> {
  return callerOfToken(db, headerTokenOf(request));
}

/**
 * Whether a request's caller was proved by a header: a request's token is its header's when it has
 * one (tokens.ts tokenOf), so a reader known by the cookie alone answers false — without asking the
 * sessions again.
 */
export function provedByHeader(request: FastifyRequest): boolean {
  return headerTokenOf(request) !== null;
}

/** The caller an endpoint of this access needs, or null when the request does not prove one. */
export function callerFor(
  access: Exclude<Access, 'anyone'>,
  db: Database,
  request: FastifyRequest,
): Promise<Caller | null> {
  return access === 'writer' ? headerAuthenticated(db, request) : authenticate(db, request);
}
