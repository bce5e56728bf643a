// @vitest-environment jsdom
// Pins the partner auto-login's timing with fake timers (product-spec §4, §9): the shopping app's
// first try 100 ms after start, up to 3 tries 500 ms apart, then the counter resets; a refusal the
// ticket cannot survive ends the tries at once; success stores the token like any login
// (loginSuccess after 200 ms) and remembers the ticket, so the next start with it is skipped.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from 'rxjs';
import type { PartnerLoginResult } from '@contracts/account/partner';
import { pendingTimerCount } from '@schedulers';
import { initChannel } from '@shared/channels';
import { loginSuccess$ } from '@shared/events';
import { ApiError } from '@shared/http';
import { useOverlayStore } from '@shared/overlays';
import { getToken, storeToken } from '@shared/session';
import {
  partnerLoginAttempts,
  runPartnerLogin,
  startPartnerAutoLogin,
  type PartnerCalls,
} from '@features/account/partner';
import { installFakeClock } from '../../../../../kit/fakeClock';
import { fakeServer, ok, refusal } from '../session/fakeServer';

const result = (token: string, partner: 'jd' | 'tq' = 'jd'): PartnerLoginResult => ({
  token,
  uuid: '5',
  userId: 5,
  partner,
  currency: 1,
});
const network = () => new ApiError('network', { path: '/api/partner/jd/login' });
const refused = () =>
  new ApiError('http', {
    path: '/x',
    status: 409,
    code: 'partner_ticket_used',
    message: '登录凭证已使用，请从京东App重新进入',
  });

const jdPlan = { kind: 'jd', identity: 'jd:T1', ticket: 'T1', currency: 1 } as const;

let clock: ReturnType<typeof installFakeClock>;
let subs: Subscription[] = [];
beforeEach(() => {
  clock = installFakeClock();
  useOverlayStore.setState({ toast: null });
});
afterEach(async () => {
  subs.forEach((s) => s.unsubscribe());
  subs = [];
  await clock.advance(5000);
  clock.restore();
});

/** Calls whose answers are scripted in order; records when (fake ms since start) each was made. */
function scripted(answers: Array<PartnerLoginResult | Error>) {
  const start = Date.now();
  const at: number[] = [];
  const next = () => {
    at.push(Date.now() - start);
    const answer = answers.shift();
    if (!answer) throw new Error('more calls than scripted');
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  const calls: PartnerCalls = { jd: vi.fn(next), tq: vi.fn(next) };
  return { calls, at };
}

describe('runPartnerLogin', () => {
  it('tries at 100, 600 and 1100 ms, then gives up, tells the fan, and resets the counter', async () => {
    const { calls, at } = scripted([network(), network(), network()]);
    const outcome = runPartnerLogin(jdPlan, calls);
    await clock.advance(99);
    expect(at).toEqual([]);
    await clock.advance(1);
    expect(at).toEqual([100]);
    expect(partnerLoginAttempts()).toBe(1);
    await clock.advance(499);
    expect(at).toEqual([100]);
    await clock.advance(1);
    expect(at).toEqual([100, 600]);
    expect(partnerLoginAttempts()).toBe(2);
    await clock.advance(500);
    expect(at).toEqual([100, 600, 1100]);
    await expect(outcome).resolves.toBe('failed');
    expect(partnerLoginAttempts()).toBe(0);
    expect(useOverlayStore.getState().toast?.message).toBe('网络连接失败，请检查网络后重试');
    // Nothing else is tried later.
    await clock.advance(5000);
    expect(at).toHaveLength(3);
    expect(getToken()).toBeNull();
  });

  it('logs in on the second try: token stored, ticket remembered, loginSuccess 200 ms later', async () => {
    const events = { n: 0 };
    subs.push(loginSuccess$.subscribe(() => (events.n += 1)));
    const { calls, at } = scripted([network(), result('tok-jd')]);
    const outcome = runPartnerLogin(jdPlan, calls);
    await clock.advance(600);
    await expect(outcome).resolves.toBe('loggedIn');
    expect(at).toEqual([100, 600]);
    expect(calls.jd).toHaveBeenLastCalledWith('T1', 1);
    expect([localStorage.getItem('jcob_token'), sessionStorage.getItem('jcob_token')]).toEqual([
      'tok-jd',
      'tok-jd',
    ]);
    expect(document.cookie).toContain('jcob_token=tok-jd');
    expect(localStorage.getItem('partner_login')).toBe('jd:T1');
    expect(partnerLoginAttempts()).toBe(0);
    await clock.advance(199);
    expect(events.n).toBe(0);
    await clock.advance(1);
    expect(events.n).toBe(1);
  });

  it('stops at once on a refusal the ticket cannot survive', async () => {
    const { calls, at } = scripted([refused()]);
    const outcome = runPartnerLogin(jdPlan, calls);
    await clock.advance(100);
    await expect(outcome).resolves.toBe('failed');
    expect(useOverlayStore.getState().toast?.message).toBe('登录凭证已使用，请从京东App重新进入');
    await clock.advance(2000);
    expect(at).toEqual([100]);
    expect(partnerLoginAttempts()).toBe(0);
  });

  it('retries a 5xx answer like a network failure', async () => {
    const { calls, at } = scripted([
      new ApiError('http', { path: '/x', status: 503 }),
      result('tok-2'),
    ]);
    const outcome = runPartnerLogin(jdPlan, calls);
    await clock.advance(600);
    await expect(outcome).resolves.toBe('loggedIn');
    expect(at).toEqual([100, 600]);
  });

  it('logs a push-ball fan in at once, without the shopping app’s delay', async () => {
    const { calls, at } = scripted([result('tok-tq', 'tq')]);
    const outcome = runPartnerLogin({ kind: 'tq', identity: 'tq:u1', uid: 'u1', sign: 's' }, calls);
    await clock.advance(0);
    await expect(outcome).resolves.toBe('loggedIn');
    expect(at).toEqual([0]);
    expect(calls.tq).toHaveBeenCalledWith('u1', 's');
    expect(localStorage.getItem('partner_login')).toBe('tq:u1');
  });

  it('joins a run in flight instead of starting a second', async () => {
    const { calls, at } = scripted([result('tok-once')]);
    const a = runPartnerLogin(jdPlan, calls);
    const b = runPartnerLogin(jdPlan, calls);
    await clock.advance(100);
    await expect(Promise.all([a, b])).resolves.toEqual(['loggedIn', 'loggedIn']);
    expect(at).toHaveLength(1);
  });

  it('starts nothing and leaves no timer for none and skip', async () => {
    const timers = pendingTimerCount();
    await expect(runPartnerLogin({ kind: 'none' })).resolves.toBe('none');
    await expect(runPartnerLogin({ kind: 'skip', identity: 'jd:T1' })).resolves.toBe('skipped');
    expect(pendingTimerCount()).toBe(timers);
  });
});

describe('startPartnerAutoLogin', () => {
  let server: ReturnType<typeof fakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    server = undefined;
  });

  it('on the shopping app: sends the ticket, takes it out of the address, logs the fan in', async () => {
    history.replaceState(null, '', '/?agentId=2335301#/home-jd?ticket=TK1&currency=2');
    initChannel();
    server = fakeServer({ 'POST /api/partner/jd/login': () => ok(result('tok-boot')) });
    const outcome = startPartnerAutoLogin();
    expect(location.hash).toBe('#/home-jd?currency=2');
    await clock.advance(100);
    await expect(outcome).resolves.toBe('loggedIn');
    expect(server.seen[0]?.body).toEqual({ ticket: 'TK1', currency: 2 });
    expect(getToken()).toBe('tok-boot');
  });

  it('is skipped on the next start with the same ticket while logged in', async () => {
    storeToken('tok-boot');
    localStorage.setItem('partner_login', 'jd:TK1');
    history.replaceState(null, '', '/?agentId=2335301#/home-jd?ticket=TK1');
    initChannel();
    server = fakeServer({});
    await expect(startPartnerAutoLogin()).resolves.toBe('skipped');
    await clock.advance(2000);
    expect(server.seen).toEqual([]);
    expect(location.hash).toBe('#/home-jd');
  });

  it('shows the server’s refusal when a spent ticket comes back after logout', async () => {
    localStorage.setItem('partner_login', 'jd:TK1');
    history.replaceState(null, '', '/?agentId=2335301#/home-jd?ticket=TK1');
    initChannel();
    server = fakeServer({
      'POST /api/partner/jd/login': () =>
        refusal(409, 'partner_ticket_used', '登录凭证已使用，请从京东App重新进入'),
    });
    const outcome = startPartnerAutoLogin();
    await clock.advance(100);
    await expect(outcome).resolves.toBe('failed');
    expect(server.seen).toHaveLength(1);
    expect(useOverlayStore.getState().toast?.message).toBe('登录凭证已使用，请从京东App重新进入');
  });

  it('leaves the main site’s address and session alone', async () => {
    history.replaceState(null, '', '/#/tabs/home?ticket=not-ours');
    localStorage.removeItem('agentId');
    initChannel();
    server = fakeServer({});
    await expect(startPartnerAutoLogin()).resolves.toBe('none');
    expect(location.hash).toBe('#/tabs/home?ticket=not-ours');
    expect(server.seen).toEqual([]);
  });
});
