// Pins where a token is read from (bearer, jcob_token header, cookie, in that order), that junk is
// ignored before the database, and the cookie's attributes.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  cookieValue,
  newToken,
  tokenCookie,
  tokenOf,
} from '../../../../../server/platform/auth/tokens';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('tokenOf', () => {
  const a = newToken();
  const b = newToken();
  const c = newToken();

  it('prefers the bearer header, then the jcob_token header, then the cookie', () => {
    expect(
      tokenOf(request({ authorization: `Bearer ${a}`, jcob_token: b, cookie: `jcob_token=${c}` })),
    ).toBe(a);
    expect(tokenOf(request({ jcob_token: b, cookie: `jcob_token=${c}` }))).toBe(b);
    expect(tokenOf(request({ cookie: `x=1; jcob_token=${c}` }))).toBe(c);
  });

  it('skips values that are not shaped like our tokens', () => {
    expect(tokenOf(request({ authorization: 'Bearer abc', cookie: `jcob_token=${c}` }))).toBe(c);
    expect(tokenOf(request({ authorization: `Basic ${a}` }))).toBeNull();
    expect(tokenOf(request({}))).toBeNull();
  });
});

describe('cookies', () => {
  it('reads one cookie out of many', () => {
    expect(cookieValue('a=1; jcob_token=xyz ; b=2', 'jcob_token')).toBe('xyz');
    expect(cookieValue('jcob_tokenx=1', 'jcob_token')).toBeUndefined();
    expect(cookieValue(undefined, 'jcob_token')).toBeUndefined();
  });

  it('is readable by the page (not HttpOnly), Lax, and Secure when asked', () => {
    expect(tokenCookie('t', 60, false)).toBe('jcob_token=t; Path=/; Max-Age=60; SameSite=Lax');
    expect(tokenCookie('t', 60, true)).toContain('; Secure');
  });
});
