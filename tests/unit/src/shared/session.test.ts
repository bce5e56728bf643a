// @vitest-environment jsdom
// Pins src/shared/session: the login token's three homes and lookup order, start-up from the cookie, and the 200 ms login/logout events (product-spec §4).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from 'rxjs';
import { pendingTimerCount } from '@schedulers';
import { loginSuccess$, logoutSuccess$ } from '@shared/events';
import {
  bootSessionFromCookie,
  clearToken,
  completeLogin,
  completeLogout,
  currentUserId,
  getToken,
  isLoggedIn,
  storeToken,
} from '@shared/session';
import { readCookie } from '@shared/storage';
import { installFakeClock } from '../../../kit/fakeClock';

const setCookie = (value: string) => {
  document.cookie = `jcob_token=${value}; path=/`;
};
const dropCookie = () => {
  document.cookie = 'jcob_token=; path=/; max-age=0';
};
/** The token as each home holds it: [local, session, cookie]. */
const homes = () => [
  localStorage.getItem('jcob_token'),
  sessionStorage.getItem('jcob_token'),
  readCookie('jcob_token'),
];

describe('getToken', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is null when no home holds a token', () => {
    expect(getToken()).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('looks in local storage first, then session storage, then the cookie', () => {
    setCookie('from-cookie');
    sessionStorage.setItem('jcob_token', 'from-session');
    localStorage.setItem('jcob_token', 'from-local');
    expect(getToken()).toBe('from-local');
    localStorage.removeItem('jcob_token');
    expect(getToken()).toBe('from-session');
    sessionStorage.removeItem('jcob_token');
    expect(getToken()).toBe('from-cookie');
  });

  it('does not copy a storage hit anywhere', () => {
    sessionStorage.setItem('jcob_token', 'from-session');
    expect(getToken()).toBe('from-session');
    expect(localStorage.getItem('jcob_token')).toBeNull();
    expect(readCookie('jcob_token')).toBeNull();
  });

  it('copies a cookie hit into local and session storage', () => {
    setCookie('c1');
    expect(getToken()).toBe('c1');
    expect(localStorage.getItem('jcob_token')).toBe('c1');
    expect(sessionStorage.getItem('jcob_token')).toBe('c1');
    dropCookie();
    expect(getToken()).toBe('c1');
    expect(isLoggedIn()).toBe(true);
  });

  it('still finds the cookie token when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(getToken()).toBeNull();
    setCookie('c2');
    expect(getToken()).toBe('c2');
  });
});

describe('storeToken and clearToken', () => {
  it('stores the token in local storage, session storage and the cookie', () => {
    storeToken('t9');
    expect(homes()).toEqual(['t9', 't9', 't9']);
    expect(isLoggedIn()).toBe(true);
  });

  it('replaces an older token everywhere', () => {
    storeToken('old');
    storeToken('new');
    expect(homes()).toEqual(['new', 'new', 'new']);
  });

  it('clears all three homes', () => {
    storeToken('t9');
    clearToken();
    expect(homes()).toEqual([null, null, null]);
    expect(getToken()).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('clears a token that only the cookie held', () => {
    setCookie('host-token');
    clearToken();
    expect(homes()).toEqual([null, null, null]);
  });
});

describe('bootSessionFromCookie', () => {
  it('stores the cookie token as the login cache', () => {
    setCookie('host');
    bootSessionFromCookie();
    expect(localStorage.getItem('jcob_token')).toBe('host');
    expect(sessionStorage.getItem('jcob_token')).toBe('host');
  });

  it('lets the cookie replace an older stored token', () => {
    localStorage.setItem('jcob_token', 'old');
    sessionStorage.setItem('jcob_token', 'old');
    setCookie('host');
    bootSessionFromCookie();
    expect(homes()).toEqual(['host', 'host', 'host']);
    expect(getToken()).toBe('host');
  });

  it('clears the token and the cached user when there is no cookie', () => {
    localStorage.setItem('jcob_token', 'stale');
    sessionStorage.setItem('jcob_token', 'stale');
    localStorage.setItem('userInfo', '{"id":1}');
    bootSessionFromCookie();
    expect(localStorage.getItem('jcob_token')).toBeNull();
    expect(sessionStorage.getItem('jcob_token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(currentUserId()).toBe('');
  });

  it('keeps unrelated stored values', () => {
    localStorage.setItem('agentId', '2335615');
    bootSessionFromCookie();
    expect(localStorage.getItem('agentId')).toBe('2335615');
  });
});

describe('login and logout events (200 ms)', () => {
  let clock: ReturnType<typeof installFakeClock>;
  let subs: Subscription[];
  beforeEach(() => {
    clock = installFakeClock();
    subs = [];
  });
  afterEach(() => {
    for (const s of subs) s.unsubscribe();
    clock.restore();
  });

  it('stores the token at once and publishes loginSuccess exactly 200 ms later, once', async () => {
    const seen = vi.fn();
    subs.push(loginSuccess$.subscribe(seen));
    completeLogin('tok');
    expect(homes()).toEqual(['tok', 'tok', 'tok']);
    expect(seen).not.toHaveBeenCalled();
    await clock.advance(199);
    expect(seen).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(seen).toHaveBeenCalledTimes(1);
    await clock.advance(1000);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(pendingTimerCount()).toBe(0);
  });

  it('does not publish logoutSuccess on login', async () => {
    const out = vi.fn();
    subs.push(logoutSuccess$.subscribe(out));
    completeLogin('tok');
    await clock.advance(500);
    expect(out).not.toHaveBeenCalled();
  });

  it('sees the stored token when loginSuccess arrives', async () => {
    let tokenAtEvent: string | null = 'unset';
    subs.push(
      loginSuccess$.subscribe(() => {
        tokenAtEvent = getToken();
      }),
    );
    completeLogin('tok2');
    await clock.advance(200);
    expect(tokenAtEvent).toBe('tok2');
  });

  it('clears token and cached user at once, publishes logoutSuccess 200 ms later, then drops stored routes', async () => {
    storeToken('tok');
    localStorage.setItem('userInfo', '{"id":1}');
    sessionStorage.setItem('storedRoutes', '["/a"]');
    localStorage.setItem('storedRoutes', '["/b"]');
    const seen = vi.fn();
    const login = vi.fn();
    subs.push(logoutSuccess$.subscribe(seen), loginSuccess$.subscribe(login));

    completeLogout();
    expect(homes()).toEqual([null, null, null]);
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(currentUserId()).toBe('');

    await clock.advance(199);
    expect(seen).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('storedRoutes')).toBe('["/a"]');
    expect(localStorage.getItem('storedRoutes')).toBe('["/b"]');

    await clock.advance(1);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('storedRoutes')).toBeNull();
    expect(localStorage.getItem('storedRoutes')).toBeNull();

    await clock.advance(1000);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(login).not.toHaveBeenCalled();
    expect(pendingTimerCount()).toBe(0);
  });

  it('keeps values other than routes, token and user on logout', async () => {
    localStorage.setItem('agentId', '2335620');
    localStorage.setItem('device_uuid', 'dev-1');
    completeLogout();
    await clock.advance(200);
    expect(localStorage.getItem('agentId')).toBe('2335620');
    expect(localStorage.getItem('device_uuid')).toBe('dev-1');
  });
});

describe('caches of whoever was logged in', () => {
  it('forgets the red-packet rounds joined and the last join on login and on logout', () => {
    const fill = () => {
      localStorage.setItem('redPacketJoined', '["7:1"]');
      localStorage.setItem('redPacketLastJoin', '1');
    };
    fill();
    completeLogin('tok');
    expect(localStorage.getItem('redPacketJoined')).toBeNull();
    expect(localStorage.getItem('redPacketLastJoin')).toBeNull();
    fill();
    completeLogout();
    expect(localStorage.getItem('redPacketJoined')).toBeNull();
    expect(localStorage.getItem('redPacketLastJoin')).toBeNull();
  });
});

describe('currentUserId', () => {
  it.each([
    ['no cached user', null, ''],
    ['a numeric id', '{"id":1234}', '1234'],
    ['a string id', '{"id":"u-77","nickName":"x"}', 'u-77'],
    ['id 0', '{"id":0}', '0'],
    ['no id field', '{"nickName":"x"}', ''],
    ['a null id', '{"id":null}', ''],
    ['an object id', '{"id":{"v":1}}', ''],
    ['JSON null', 'null', ''],
    ['a JSON number', '42', ''],
    ['broken JSON', '{oops', ''],
  ])('reads %s as %j', (_label, cached, expected) => {
    if (cached !== null) localStorage.setItem('userInfo', cached);
    expect(currentUserId()).toBe(expected);
  });
});
