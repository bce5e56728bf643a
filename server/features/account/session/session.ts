import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResult } from '../../../../contracts/account/session';
import type { Database } from '../../../db/database';
import { closeSession, openSession } from '../../../platform/auth/sessions';
import { clearedTokenCookie, tokenCookie, tokenOf } from '../../../platform/auth/tokens';
import { SESSION_DAYS } from '../../../platform/auth/settings';

/**
 * Opens a session for a fan who has just proved who they are (a login, a registration, a partner's
 * ticket): the token comes back in data and in the jcob_token cookie.
 */
export async function logIn(
  db: Database,
  reply: FastifyReply,
  userId: number,
  opts: { production: boolean },
): Promise<LoginResult> {
  const token = await openSession(db, userId);
  reply.header('set-cookie', tokenCookie(token, SESSION_DAYS * 24 * 3600, opts.production));
  return { token, uuid: String(userId), userId };
}

/** Ends the request's session and clears the cookie. */
export async function logOut(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: { production: boolean },
): Promise<void> {
  const token = tokenOf(request);
  if (token) await closeSession(db, token);
  reply.header('set-cookie', clearedTokenCookie(opts.production));
}
