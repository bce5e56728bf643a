import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { findSession } from './sessions';
import { tokenOf } from './tokens';

/**
 * The logged-in user of a request: a token (bearer header, jcob_token header or cookie) of a real,
 * unexpired session; null otherwise. Other features call this before anything that needs login.
 */
export async function authenticate(
  db: Database,
  request: FastifyRequest,
): Promise<{ userId: number } | null> {
  const token = tokenOf(request);
  if (!token) return null;
  const userId = await findSession(db, token);
  return userId === null ? null : { userId };
}
