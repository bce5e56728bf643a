// Pins issue 30 §3's first rule: a change of state is checked against the token the request carries
// in a header, never the cookie beside it. A header that merely exists — empty, `Bearer x`, a token
// of no session — must not let the cookie's token through, on any writer call.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPasswordForTransport } from '../../../contracts/account/passwordTransport';
import { DEMO_PASSWORD, seedDemoAccounts } from '../../../server/seed/demoAccounts';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';

let test: TestApp;
let token: string;

beforeAll(async () => {
  test = await startTestApp();
  await seedDemoAccounts(test.database.db, { now: test.clock.now() });
  const login = await test.app.inject({
    method: 'POST',
    url: '/api/uc/login',
    payload: { account: 'demo_fan', password: encryptPasswordForTransport(DEMO_PASSWORD) },
  });
  token = login.json<{ data: { token: string } }>().data.token;
});
afterAll(() => test.close());

const post = (url: string, payload: object, headers: Record<string, string>) =>
  test.app.inject({ method: 'POST', url, payload, headers });

const describeOf = async (): Promise<string> => {
  const res = await test.app.inject({
    method: 'GET',
    url: '/api/uc/index',
    headers: { authorization: `Bearer ${token}` },
  });
  return res.json<{ data: { describe: string } }>().data.describe;
};

const expectNoLogin = (res: LightMyRequestResponse) => expectRefusal(res, 401, 'no_login');

describe('a change of state beside the cookie', () => {
  // A token of the right shape that no session has: the header's own token is what is checked.
  const stranger = 'A'.repeat(43);
  const decoys: [string, Record<string, string>][] = [
    ['Authorization: Bearer x', { authorization: 'Bearer x' }],
    ['an empty Authorization', { authorization: '' }],
    ['an empty jcob_token header', { jcob_token: '' }],
    ['jcob_token: x', { jcob_token: 'x' }],
    ['a bearer token of no session', { authorization: `Bearer ${stranger}` }],
  ];
  const writes: [string, object][] = [
    ['/api/uc/modify/describe', { describe: '被改了' }],
    ['/api/uc/modify/nickName', { nickName: '被改了' }],
    ['/api/plan/pay/1', {}],
  ];

  it.each(decoys)('with %s is refused, the cookie notwithstanding', async (_name, header) => {
    const before = await describeOf();
    for (const [url, body] of writes)
      expectNoLogin(await post(url, body, { ...header, cookie: `jcob_token=${token}` }));
    expect(await describeOf()).toBe(before);
  });

  it('goes through with the token in either header', async () => {
    const headers: Record<string, string>[] = [
      { authorization: `Bearer ${token}` },
      { jcob_token: token },
    ];
    for (const header of headers) {
      const res = await post('/api/uc/modify/describe', { describe: '主队必胜' }, header);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await describeOf()).toBe('主队必胜');
  });
});
