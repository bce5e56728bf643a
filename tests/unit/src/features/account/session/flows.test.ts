// @vitest-environment jsdom
// Pins the feature's login and logout flows (product-spec §4 "Start and login"): the token goes to
// local, session and cookie storage, loginSuccess follows after exactly 200 ms, the fan returns to the
// remembered target (default /home, never another origin or an account page); logout tells the server
// while the token is still there, then clears token, cached user and stored routes, with
// logoutSuccess after 200 ms, even offline; a login-required event carries the current address.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Subscription } from 'rxjs';
import { pendingTimerCount } from '@schedulers';
import { initChannel } from '@shared/channels';
import { loginRequired$, loginSuccess$, logoutSuccess$ } from '@shared/events';
import { ApiError } from '@shared/http';
import {
  getToken,
  handleNeedsLogin,
  requireLogin,
  safeReturnTarget,
  storeToken,
} from '@shared/session';
import { readCookie } from '@shared/storage';
import { finishLogin, loginPathKeepingTarget, logout } from '@features/account/session';
import { installFakeClock } from '../../../../../kit/fakeClock';
import { fakeServer, ok } from './fakeServer';

const homes = () => [
  localStorage.getItem('jcob_token'),
  sessionStorage.getItem('jcob_token'),
  readCookie('jcob_token'),
];

let clock: ReturnType<typeof installFakeClock>;
let subs: Subscription[] = [];
let server: ReturnType<typeof fakeServer> | undefined;
beforeEach(() => {
  history.replaceState(null, '', '/');
  initChannel();
  clock = installFakeClock();
});
afterEach(async () => {
  subs.forEach((s) => s.unsubscribe());
  subs = [];
  // Timers a test left waiting run out here, so none leaks into the next test's count.
  await clock.advance(1000);
  server?.restore();
  server = undefined;
  clock.restore();
});

function count(subject: { subscribe(fn: () => void): Subscription }) {
  const seen = { n: 0 };
  subs.push(subject.subscribe(() => (seen.n += 1)));
  return seen;
}

describe('finishLogin', () => {
  it('stores the token in local, session and cookie storage at once', () => {
    finishLogin({ token: 'tok-A', uuid: '1', userId: 1 });
    expect(homes()).toEqual(['tok-A', 'tok-A', 'tok-A']);
    expect(getToken()).toBe('tok-A');
  });

  it('publishes loginSuccess after 200 ms, not before, and once', async () => {
    const events = count(loginSuccess$);
    finishLogin({ token: 'tok-A', uuid: '1', userId: 1 });
    await clock.advance(199);
    expect(events.n).toBe(0);
    await clock.advance(1);
    expect(events.n).toBe(1);
    await clock.advance(1000);
    expect(events.n).toBe(1);
    expect(pendingTimerCount()).toBe(0);
  });

  it('returns to the target the guards remembered', () => {
    localStorage.setItem('loginBackUrl', '/user/info?tab=2');
    expect(finishLogin({ token: 't', uuid: '1', userId: 1 })).toBe('/user/info?tab=2');
  });

  it('returns to /home when nothing (or nothing safe) was remembered', () => {
    expect(finishLogin({ token: 't', uuid: '1', userId: 1 })).toBe('/home');
    for (const bad of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil',
      'user/info',
      '/login?backUrl=/x',
      '/register',
    ]) {
      localStorage.setItem('loginBackUrl', bad);
      expect(finishLogin({ token: 't', uuid: '1', userId: 1 }), bad).toBe('/home');
    }
  });

  it('forgets a partner credential: this login is not the partner’s', () => {
    localStorage.setItem('partner_login', 'jd:old-ticket');
    finishLogin({ token: 't', uuid: '1', userId: 1 });
    expect(localStorage.getItem('partner_login')).toBeNull();
  });
});

describe('safeReturnTarget and loginPathKeepingTarget', () => {
  it('keeps in-app paths with their query', () => {
    expect(safeReturnTarget('/message/center?x=1')).toBe('/message/center?x=1');
    expect(safeReturnTarget('/retrieve-something-else')).toBe('/retrieve-something-else');
    expect(safeReturnTarget(null)).toBe('/home');
  });

  it('carries the remembered target back to login', () => {
    localStorage.setItem('loginBackUrl', '/user/info');
    expect(loginPathKeepingTarget()).toBe('/login?backUrl=%2Fuser%2Finfo');
  });
});

describe('logout', () => {
  beforeEach(() => {
    storeToken('tok-L');
    localStorage.setItem('userInfo', JSON.stringify({ id: 7 }));
    sessionStorage.setItem('storedRoutes', '["/a"]');
    localStorage.setItem('storedRoutes', '["/a"]');
    localStorage.setItem('partner_login', 'jd:t');
  });

  it('calls GET /api/user/loginOut with the token, then clears everything; logoutSuccess after 200 ms', async () => {
    server = fakeServer({ 'GET /api/user/loginOut': () => ok(null) });
    const events = count(logoutSuccess$);
    await logout();
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]).toMatchObject({
      method: 'GET',
      path: '/api/user/loginOut',
      authorization: 'Bearer tok-L',
    });
    expect(homes()).toEqual([null, null, null]);
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('partner_login')).toBeNull();
    // Stored routes go with the event, 200 ms later.
    expect(sessionStorage.getItem('storedRoutes')).not.toBeNull();
    await clock.advance(199);
    expect(events.n).toBe(0);
    await clock.advance(1);
    expect(events.n).toBe(1);
    expect(sessionStorage.getItem('storedRoutes')).toBeNull();
    expect(localStorage.getItem('storedRoutes')).toBeNull();
  });

  it('logs the fan out locally even when the server cannot be reached', async () => {
    server = fakeServer({ 'GET /api/user/loginOut': () => 'network-error' });
    const events = count(logoutSuccess$);
    await logout();
    expect(homes()).toEqual([null, null, null]);
    await clock.advance(200);
    expect(events.n).toBe(1);
  });

  it('sends one call and publishes one event for two quick taps', async () => {
    server = fakeServer({ 'GET /api/user/loginOut': () => ok(null) });
    const events = count(logoutSuccess$);
    await Promise.all([logout(), logout()]);
    expect(server.seen).toHaveLength(1);
    await clock.advance(500);
    expect(events.n).toBe(1);
  });
});

describe('login required', () => {
  function listen() {
    const asked: string[] = [];
    subs.push(loginRequired$.subscribe(({ returnTo }) => asked.push(returnTo)));
    return asked;
  }

  it('asks for login with the current address as the return target', () => {
    const asked = listen();
    history.replaceState(null, '', '/#/user/info?tab=1');
    requireLogin();
    requireLogin('/message/center');
    expect(asked).toEqual(['/user/info?tab=1', '/message/center']);
  });

  it('does nothing from an account page', () => {
    const asked = listen();
    history.replaceState(null, '', '/#/login?backUrl=%2Fx');
    requireLogin();
    expect(asked).toEqual([]);
  });

  it('turns a needs-login error into a cleared stale login and a login request', () => {
    const asked = listen();
    history.replaceState(null, '', '/#/plan/12');
    storeToken('stale');
    localStorage.setItem('userInfo', '{"id":1}');
    const error = new ApiError('http', { path: '/api/x', status: 401, code: 'no_login' });
    expect(handleNeedsLogin(error)).toBe(true);
    expect(homes()).toEqual([null, null, null]);
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(asked).toEqual(['/plan/12']);
  });

  it('leaves other errors alone', () => {
    const asked = listen();
    storeToken('still-good');
    expect(handleNeedsLogin(new ApiError('server', { path: '/x', code: 'code_error' }))).toBe(
      false,
    );
    expect(handleNeedsLogin(new Error('boom'))).toBe(false);
    expect(getToken()).toBe('still-good');
    expect(asked).toEqual([]);
  });
});
