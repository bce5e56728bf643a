// @vitest-environment jsdom
// Pins src/shared/storage: the cookie domain rule and format (product-spec §9), storage that never throws, readJson and the stable device/session ids (§3).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cookieDomain,
  deleteCookie,
  deviceUuid,
  localStore,
  parseCookies,
  readCookie,
  readJson,
  serializeCookie,
  sessionId,
  sessionStore,
  StorageKeys,
  writeCookie,
} from '@shared/storage';

describe('cookieDomain (last two host labels)', () => {
  it.each([
    ['www.matchday.cn', 'matchday.cn'],
    ['m.sports.matchday.cn', 'matchday.cn'],
    ['a.b.c.d.example.com', 'example.com'],
    ['matchday.cn', 'matchday.cn'],
    ['WWW.MatchDay.CN', 'matchday.cn'],
  ])('%s → %s', (host, domain) => {
    expect(cookieDomain(host)).toBe(domain);
  });

  it.each([
    ['localhost', 'localhost'],
    ['localhost in capitals', 'LOCALHOST'],
    ['an IPv4 address', '127.0.0.1'],
    ['a private IPv4 address', '192.168.1.20'],
    ['an IPv6 address', '::1'],
    ['a bracketed IPv6 address', '[fe80::1]'],
    ['a single label', 'intranet'],
    ['an empty host', ''],
  ])('gives no domain for %s', (_label, host) => {
    expect(cookieDomain(host)).toBeUndefined();
  });
});

describe('parseCookies', () => {
  it('reads every name=value pair, trimmed and URI-decoded', () => {
    const jar = parseCookies('a=1;  jcob_token=a%20b ; name=%E4%BD%93%E8%82%B2');
    expect([...jar.entries()]).toEqual([
      ['a', '1'],
      ['jcob_token', 'a b'],
      ['name', '体育'],
    ]);
  });

  it('keeps "=" inside a value', () => {
    expect(parseCookies('t=x=y==').get('t')).toBe('x=y==');
  });

  it('keeps a value that is not valid URI encoding as it is', () => {
    expect(parseCookies('bad=%E0%A4%A; ok=1').get('bad')).toBe('%E0%A4%A');
    expect(parseCookies('bad=%E0%A4%A; ok=1').get('ok')).toBe('1');
  });

  it('skips parts without a name or without "="', () => {
    expect([...parseCookies('=x; broken; a=1; ;').entries()]).toEqual([['a', '1']]);
  });

  it('reads an empty value as empty, and an empty header as no cookies', () => {
    expect(parseCookies('a=').get('a')).toBe('');
    expect(parseCookies('').size).toBe(0);
  });
});

describe('serializeCookie', () => {
  it('writes name, encoded value, path /, domain, max-age and SameSite=Lax', () => {
    expect(
      serializeCookie('jcob_token', 'a b;c', { domain: 'matchday.cn', maxAgeSeconds: 60 }),
    ).toBe('jcob_token=a%20b%3Bc; path=/; domain=matchday.cn; max-age=60; SameSite=Lax');
  });

  it('leaves out domain and max-age when not given, and keeps max-age=0', () => {
    expect(serializeCookie('a', '1', {})).toBe('a=1; path=/; SameSite=Lax');
    expect(serializeCookie('a', '', { maxAgeSeconds: 0 })).toBe(
      'a=; path=/; max-age=0; SameSite=Lax',
    );
  });

  it('round-trips through parseCookies', () => {
    const value = '体育 周报=1;2';
    const header = serializeCookie('v', value, {}).split(';')[0] ?? '';
    expect(parseCookies(header).get('v')).toBe(value);
  });
});

describe('document cookies', () => {
  it('writes, reads and deletes a cookie on this page', () => {
    expect(readCookie('jcob_agent_id')).toBeNull();
    writeCookie('jcob_agent_id', '2335615');
    expect(readCookie('jcob_agent_id')).toBe('2335615');
    writeCookie('jcob_agent_id', '2335620');
    expect(readCookie('jcob_agent_id')).toBe('2335620');
    deleteCookie('jcob_agent_id');
    expect(readCookie('jcob_agent_id')).toBeNull();
  });

  it('stores values with separators safely', () => {
    writeCookie('shareInfoId', 'a;b=c d');
    expect(readCookie('shareInfoId')).toBe('a;b=c d');
  });
});

describe('localStore and sessionStore', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it.each([
    ['localStore', localStore, () => localStorage],
    ['sessionStore', sessionStore, () => sessionStorage],
  ] as const)('%s reads, writes and removes', (_name, store, backing) => {
    expect(store.get('k')).toBeNull();
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
    expect(backing().getItem('k')).toBe('v');
    store.remove('k');
    expect(store.get('k')).toBeNull();
    expect(backing().getItem('k')).toBeNull();
  });

  it('keeps local and session storage apart', () => {
    localStore.set('k', 'local');
    sessionStore.set('k', 'session');
    expect(localStore.get('k')).toBe('local');
    expect(sessionStore.get('k')).toBe('session');
  });

  it.each([
    ['localStore', localStore],
    ['sessionStore', sessionStore],
  ] as const)('%s never throws when the browser refuses storage', (_name, store) => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(store.get('x')).toBeNull();
    expect(() => store.set('x', '1')).not.toThrow();
    expect(() => store.remove('x')).not.toThrow();
    // The spies were really reached: the stores went through the browser API and swallowed its errors.
    expect(getItem).toHaveBeenCalledWith('x');
    expect(setItem).toHaveBeenCalledWith('x', '1');
    expect(removeItem).toHaveBeenCalledWith('x');
  });

  it('answers null and ignores writes when there is no storage at all', () => {
    vi.stubGlobal('localStorage', undefined);
    vi.stubGlobal('sessionStorage', undefined);
    expect(localStore.get('x')).toBeNull();
    expect(sessionStore.get('x')).toBeNull();
    expect(() => localStore.set('x', '1')).not.toThrow();
    expect(() => sessionStore.remove('x')).not.toThrow();
  });
});

describe('readJson', () => {
  const asUser = (v: unknown): { id: number } | undefined =>
    typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'number'
      ? (v as { id: number })
      : undefined;

  it('parses and checks a stored JSON value', () => {
    localStore.set('user', '{"id":5,"name":"x"}');
    expect(readJson(localStore, 'user', asUser)).toEqual({ id: 5, name: 'x' });
  });

  it('reads from the store it is given', () => {
    sessionStore.set('user', '{"id":6}');
    expect(readJson(sessionStore, 'user', asUser)).toEqual({ id: 6 });
    expect(readJson(localStore, 'user', asUser)).toBeUndefined();
  });

  it('gives undefined for a missing key, broken JSON or a value the parser rejects', () => {
    localStore.set('broken', '{oops');
    localStore.set('wrong', '{"id":"5"}');
    expect(readJson(localStore, 'missing', asUser)).toBeUndefined();
    expect(readJson(localStore, 'broken', asUser)).toBeUndefined();
    expect(readJson(localStore, 'wrong', asUser)).toBeUndefined();
  });

  it('gives undefined when the parser itself throws', () => {
    localStore.set('user', '{"id":5}');
    expect(
      readJson(localStore, 'user', () => {
        throw new Error('bad shape');
      }),
    ).toBeUndefined();
  });
});

describe('device and session ids', () => {
  it('makes the device uuid once, stores it under device_uuid and keeps it', () => {
    const first = deviceUuid();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(localStorage.getItem(StorageKeys.deviceUuid)).toBe(first);
    expect(localStorage.getItem('device_uuid')).toBe(first);
    expect(deviceUuid()).toBe(first);
    expect(deviceUuid()).toBe(first);
  });

  it('makes the session id once, stores it under jcobSessionId and keeps it', () => {
    const first = sessionId();
    expect(first.length).toBeGreaterThan(0);
    expect(localStorage.getItem('jcobSessionId')).toBe(first);
    expect(sessionId()).toBe(first);
  });

  it('keeps the two ids apart', () => {
    expect(sessionId()).not.toBe(deviceUuid());
  });

  it('reuses ids stored by an earlier visit', () => {
    localStorage.setItem('device_uuid', 'earlier-device');
    localStorage.setItem('jcobSessionId', 'earlier-session');
    expect(deviceUuid()).toBe('earlier-device');
    expect(sessionId()).toBe('earlier-session');
  });

  it('makes a fresh id after storage was cleared', () => {
    const first = deviceUuid();
    localStorage.clear();
    const second = deviceUuid();
    expect(second).not.toBe(first);
    expect(deviceUuid()).toBe(second);
  });
});
