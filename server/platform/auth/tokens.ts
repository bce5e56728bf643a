import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from './settings';

/** A login token: 32 random bytes, base64url (43 characters). Only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token a request carries: `Authorization: Bearer`, then a `jcob_token` header, then the
 * `jcob_token` cookie (product-spec §3 stores it in all three places on the client). Anything not
 * shaped like one of our tokens is ignored before it reaches the database.
 */
export function tokenOf(request: FastifyRequest): string | null {
  return headerTokenOf(request) ?? shaped(cookieValue(request.headers.cookie, TOKEN_COOKIE));
}

/**
 * The token a request carries in a header (`Authorization: Bearer`, then `jcob_token`), never the
 * cookie: what a change of state is checked against (authenticate.ts headerAuthenticated).
 */
export function headerTokenOf(request: FastifyRequest): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const header = request.headers[TOKEN_COOKIE];
  return shaped(bearer) ?? shaped(typeof header === 'string' ? header : undefined);
}

function shaped(token: string | undefined): string | null {
  return token !== undefined && TOKEN_SHAPE.test(token) ? token : null;
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * The jcob_token cookie. Not HttpOnly: the client reads it on start (product-spec §4 "Start and
 * login") and keeps the same token in local storage anyway. SameSite=Lax keeps it off cross-site
 * posts; Secure in production.
 */
export function tokenCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${TOKEN_COOKIE}=${token}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedTokenCookie(secure: boolean): string {
  return tokenCookie('', 0, secure);
}
