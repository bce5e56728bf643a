// Pins accounts end to end through the real server and database: register (account, phone), login
// (password, SMS), the SMS code rules (60 s per phone in the database, expiry, tries), lockouts,
// password retrieval, logout, the user-centre index and its fields, the three ways a token travels,
// a 4xx with a Chinese message for every kind of bad input, and the demo accounts.
import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  devSmsCodeSchema,
  loginResultSchema,
  userInfoSchema,
  type UserInfo,
} from '../../../contracts/account/session';
import * as accounts from '../../../contracts/account/session';
import * as captcha from '../../../contracts/account/captcha';
import type { Endpoint } from '../../../contracts/endpoint';
import * as partnerLogin from '../../../contracts/account/partner';
import { encryptPasswordForTransport as enc } from '../../../contracts/account/passwordTransport';
import * as userCentreProfile from '../../../contracts/account/centre/profile';
import * as userCentreIdentity from '../../../contracts/account/centre/identity';
import * as userCentreSecurity from '../../../contracts/account/centre/security';
import * as userCentreLevel from '../../../contracts/account/centre/level';
import { sessions, smsCodes, users } from '../../../server/db/schema';
import { hashToken } from '../../../server/platform/auth/tokens';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../../../server/seed/demoAccounts';
import { passCaptcha, passCaptchaInProcess } from '../../kit/captcha';
import { startTestApp, type TestApp } from '../../kit/testApp';
import { expectRefusal } from '../../kit/refusal';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
  await seedDemoAccounts(test.database.db, { now: test.clock.now() });
});
afterAll(() => test.close());

// Fixture builders ------------------------------------------------------------------------------

let phoneSerial = 0;
/** A phone number no other test of this file uses (the 60 s limit is per phone). */
const newPhone = () => `1380000${String(++phoneSerial).padStart(4, '0')}`;
let accountSerial = 0;
const newAccount = () => `fan_${++accountSerial}`;

type Inject = { remoteAddress?: string; headers?: Record<string, string> };
const post = (url: string, payload: unknown, opts: Inject = {}) =>
  test.app.inject({ method: 'POST', url, payload: payload as object, ...opts });
const get = (url: string, opts: Inject = {}) => test.app.inject({ method: 'GET', url, ...opts });

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const dataOf = (res: LightMyRequestResponse) => res.json<{ data: unknown }>().data;
const tokenOf = (res: LightMyRequestResponse) => loginResultSchema.parse(dataOf(res)).token;

/** An SMS send body with a fresh captcha ticket, as the client sends it after the slider. */
const withTicket = async (body: object, opts: Inject = {}) => ({
  ...body,
  captchaTicket: await passCaptcha(test.app, opts),
});

async function sendCode(phone: string, type: number): Promise<string> {
  const sent = await post('/api/uc/sms/send', await withTicket({ phone, type }));
  expect(sent.statusCode, sent.body).toBe(200);
  const dev = await get(`/api/dev/sms-codes?phone=${phone}`);
  return (dataOf(dev) as { code: string }).code;
}

/** Moves a phone's codes back in time, as if `seconds` had passed (the limits run on now()). */
async function age(phone: string, seconds: number): Promise<void> {
  await test.database.db
    .update(smsCodes)
    .set({
      createdAt: sql`${smsCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${smsCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(smsCodes.phone, phone));
}

let addressSerial = 0;
/** A registration by name as the client sends it after the slider, from an address of its own. */
async function registerByName(body: object) {
  const n = ++addressSerial;
  const remoteAddress = `10.9.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  return post('/api/uc/register', await withTicket(body, { remoteAddress }), { remoteAddress });
}

async function registerAccount(account = newAccount(), password = 'secret123') {
  const res = await registerByName({ account, password: enc(password) });
  expect(res.statusCode, res.body).toBe(200);
  return { account, password, token: tokenOf(res) };
}

async function userInfo(token: string): Promise<UserInfo> {
  const res = await get('/api/uc/index', bearer(token));
  expect(res.statusCode, res.body).toBe(200);
  return userInfoSchema.parse(dataOf(res));
}

const userCount = async () =>
  (await test.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;

const endpointsOf = (...modules: object[]) =>
  modules.flatMap((m) =>
    (Object.values(m) as unknown[]).filter(
      (v): v is Endpoint => typeof v === 'object' && v !== null && 'access' in v && 'path' in v,
    ),
  );

// Register ----------------------------------------------------------------------------------------

describe('POST /api/uc/register', () => {
  // Issue 30 §3: 25 registrations by name in a burst were all accepted, with no captcha.
  it('by name asks the slider captcha: no ticket, or a spent one, registers nothing', async () => {
    const before = await userCount();
    const body = { account: newAccount(), password: enc('secret123') };
    expectRefusal(await post('/api/uc/register', body), 400, captcha.CaptchaCodes.checkError);
    const ticket = await passCaptchaInProcess(test.app);
    const once = await post('/api/uc/register', { ...body, captchaTicket: ticket });
    expect(once.statusCode, once.body).toBe(200);
    const again = { account: newAccount(), password: enc('secret123'), captchaTicket: ticket };
    expectRefusal(await post('/api/uc/register', again), 400, captcha.CaptchaCodes.checkError);
    expect(await userCount()).toBe((before ?? 0) + 1);
  });

  it('by name takes at most 10 accounts an hour from one address', async () => {
    const remoteAddress = '10.8.0.1';
    const register = async () =>
      post(
        '/api/uc/register',
        await withTicket({ account: newAccount(), password: enc('secret123') }, { remoteAddress }),
        { remoteAddress },
      );
    for (let i = 0; i < 10; i++) expect((await register()).statusCode).toBe(200);
    expectRefusal(await register(), 429, 'too_many_requests', '注册过于频繁，请60分钟后再试');
    // Another address is not held back by this one.
    expect(
      (await registerByName({ account: newAccount(), password: enc('secret123') })).statusCode,
    ).toBe(200);
  });

  it('registers by account and password, logs in and sets the jcob_token cookie', async () => {
    const res = await registerByName({
      account: 'New_Fan',
      password: enc('secret123'),
      passwordStrength: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = loginResultSchema.parse(dataOf(res));
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.uuid).toBe(String(result.userId));
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`jcob_token=${result.token}`);
    expect(cookie).toMatch(/Path=\/; Max-Age=2592000; SameSite=Lax/);

    const info = await userInfo(result.token);
    expect(info).toMatchObject({ account: 'new_fan', passwordSet: 1, passwordStrength: 2 });

    // Only a salted scrypt hash is kept, and only a hash of the token.
    const [row] = await test.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.account, 'new_fan'));
    expect(row?.hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row?.hash).not.toContain('secret123');
    const stored = await test.database.db.select({ h: sessions.tokenHash }).from(sessions);
    expect(stored.map((s) => s.h)).not.toContain(result.token);
  });

  it('refuses an account that exists, whatever its case', async () => {
    const { account } = await registerAccount();
    const res = await registerByName({
      account: account.toUpperCase(),
      password: enc('secret123'),
    });
    expectRefusal(res, 409, 'account_exists', '该账号已被注册');
  });

  it('registers by phone and an SMS code of type 47', async () => {
    const phone = newPhone();
    const code = await sendCode(phone, 47);
    const res = await post('/api/uc/register', { phone, code, password: enc('secret123') });
    expect(res.statusCode, res.body).toBe(200);
    const info = await userInfo(tokenOf(res));
    expect(info).toMatchObject({
      account: phone,
      telephone: phone,
      phoneCheck: 1,
      nickName: `球迷${phone.slice(-4)}`,
      passwordSet: 1,
    });
    // Registered now: a second register code is refused up front.
    await age(phone, 61);
    const again = await post('/api/uc/sms/send', await withTicket({ phone, type: 47 }));
    expectRefusal(again, 409, 'phone_registered');
  });

  it('survives a wrong code, which still counts, then takes the right one', async () => {
    const phone = newPhone();
    const code = await sendCode(phone, 47);
    const wrong = code === '000000' ? '111111' : '000000';
    expectRefusal(
      await post('/api/uc/register', { phone, code: wrong }),
      400,
      'code_error',
      '验证码错误',
    );
    const res = await post('/api/uc/register', { phone, code });
    expect(res.statusCode, res.body).toBe(200);
    expect(await userInfo(tokenOf(res))).toMatchObject({ passwordSet: 0 });
  });

  it.each([
    ['no body', undefined, 'bad_request', '请求参数错误'],
    ['an array', [], 'bad_request', '请求参数错误'],
    [
      'an account starting with a digit',
      { account: '1fan', password: enc('secret123') },
      'bad_request',
      '账号须为4-20位字母、数字或下划线，且以字母开头',
    ],
    ['a short account', { account: 'ab', password: enc('secret123') }, 'bad_request', undefined],
    ['no password', { account: 'fan_nopass' }, 'bad_request', '请输入密码'],
    [
      'a short password',
      { account: 'fan_short', password: enc('12345') },
      'password_format',
      '密码长度须为6-20位',
    ],
    [
      'a long password',
      { account: 'fan_long', password: enc('x'.repeat(21)) },
      'password_format',
      '密码长度须为6-20位',
    ],
    [
      'a password not encrypted',
      { account: 'fan_plain', password: 'secret123' },
      'password_decrypt_error',
      undefined,
    ],
    [
      'a bad strength',
      { account: 'fan_strong', password: enc('secret123'), passwordStrength: 9 },
      'bad_request',
      undefined,
    ],
    ['a bad phone', { phone: '12345', code: '123456' }, 'phone_error', '手机号格式错误'],
    ['a bad code', { phone: '13899999999', code: '12ab' }, 'bad_request', '请输入6位数字验证码'],
    ['a phone without a code', { phone: '13899999999' }, 'bad_request', '请输入6位数字验证码'],
  ])('answers %s with 400 and changes nothing', async (_name, body, code, msg) => {
    const before = await userCount();
    expectRefusal(await post('/api/uc/register', body), 400, code, msg);
    expect(await userCount()).toBe(before);
  });

  it('refuses a phone registration with no code sent', async () => {
    expectRefusal(
      await post('/api/uc/register', { phone: newPhone(), code: '123456' }),
      400,
      'code_expired',
      '验证码已失效，请重新获取',
    );
  });
});

// Login -------------------------------------------------------------------------------------------

describe('POST /api/uc/login', () => {
  it('logs in by account or by bound phone, and sets the cookie', async () => {
    const byAccount = await post('/api/uc/login', {
      account: 'demo_fan',
      password: enc(DEMO_PASSWORD),
    });
    expect(byAccount.statusCode, byAccount.body).toBe(200);
    expect(String(byAccount.headers['set-cookie'])).toContain('jcob_token=');
    const byPhone = await post('/api/uc/login', {
      account: '19900000001',
      password: enc(DEMO_PASSWORD),
    });
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    expect(loginResultSchema.parse(dataOf(byPhone)).userId).toBe(
      loginResultSchema.parse(dataOf(byAccount)).userId,
    );
    // Two logins, two sessions, both good.
    expect((await userInfo(tokenOf(byAccount))).account).toBe('demo_fan');
    expect((await userInfo(tokenOf(byPhone))).account).toBe('demo_fan');
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const { account } = await registerAccount();
    const wrong = await post('/api/uc/login', { account, password: enc('wrong-pass') });
    expectRefusal(wrong, 400, 'login_error', '账号或密码错误');
    const unknown = await post('/api/uc/login', {
      account: 'nobody_here',
      password: enc('x12345'),
    });
    expectRefusal(unknown, 400, 'login_error', '账号或密码错误');
  });

  it('locks an account for 15 minutes after 5 wrong passwords, even against the right one', async () => {
    const { account, password } = await registerAccount();
    for (let i = 1; i <= 4; i++) {
      const res = await post('/api/uc/login', { account, password: enc(`wrong-${i}`) });
      expectRefusal(res, 400, 'login_error');
    }
    const fifth = await post('/api/uc/login', { account, password: enc('wrong-5') });
    expectRefusal(fifth, 429, 'account_locked', '密码错误次数过多，请15分钟后再试');
    const right = await post('/api/uc/login', { account, password: enc(password) });
    expectRefusal(right, 429, 'account_locked');
    // Others are not affected.
    const other = await registerAccount();
    const ok = await post('/api/uc/login', {
      account: other.account,
      password: enc(other.password),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('caps failed logins per IP, whatever the accounts', async () => {
    const { account, password } = await registerAccount();
    const remoteAddress = '10.9.8.7';
    for (let i = 0; i < 20; i++) {
      const res = await post(
        '/api/uc/login',
        { account: `ghost_${i}`, password: enc('nope1234') },
        { remoteAddress },
      );
      expectRefusal(res, 400, 'login_error');
    }
    const capped = await post(
      '/api/uc/login',
      { account, password: enc(password) },
      { remoteAddress },
    );
    expectRefusal(capped, 429, 'too_many_requests', '登录尝试过于频繁，请15分钟后再试');
    const elsewhere = await post('/api/uc/login', { account, password: enc(password) });
    expect(elsewhere.statusCode).toBe(200);
  });

  it.each([
    ['no body', undefined, 'bad_request'],
    ['an empty account', { account: '', password: enc('secret123') }, 'bad_request'],
    ['no password', { account: 'demo_fan' }, 'bad_request'],
    ['a number for a password', { account: 'demo_fan', password: 123456 }, 'bad_request'],
    [
      'a password not encrypted',
      { account: 'demo_fan', password: DEMO_PASSWORD },
      'password_decrypt_error',
    ],
  ])('answers %s with 400', async (_name, body, code) => {
    const res = await post('/api/uc/login', body);
    expectRefusal(res, 400, code);
    expect(res.json<{ msg: string }>().msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('POST /api/uc/login/sms', () => {
  it('registers an unknown phone, then logs the same account in next time', async () => {
    const phone = newPhone();
    const first = await post('/api/uc/login/sms', { phone, code: await sendCode(phone, 51) });
    expect(first.statusCode, first.body).toBe(200);
    const firstId = loginResultSchema.parse(dataOf(first)).userId;
    expect(await userInfo(tokenOf(first))).toMatchObject({ telephone: phone, passwordSet: 0 });

    await age(phone, 61);
    const second = await post('/api/uc/login/sms', { phone, code: await sendCode(phone, 51) });
    expect(second.statusCode, second.body).toBe(200);
    expect(loginResultSchema.parse(dataOf(second)).userId).toBe(firstId);
  });

  it('spends a code on use, on expiry, and after 5 wrong tries', async () => {
    const phone = newPhone();
    const code = await sendCode(phone, 51);
    expect((await post('/api/uc/login/sms', { phone, code })).statusCode).toBe(200);
    expectRefusal(await post('/api/uc/login/sms', { phone, code }), 400, 'code_expired');

    await age(phone, 61);
    const stale = await sendCode(phone, 51);
    await age(phone, 5 * 60);
    expectRefusal(await post('/api/uc/login/sms', { phone, code: stale }), 400, 'code_expired');

    const guessed = await sendCode(phone, 51);
    const wrong = guessed === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expectRefusal(await post('/api/uc/login/sms', { phone, code: wrong }), 400, 'code_error');
    expectRefusal(await post('/api/uc/login/sms', { phone, code: guessed }), 400, 'code_expired');
  });

  it('takes a code only for its own type', async () => {
    const phone = newPhone();
    const code = await sendCode(phone, 47);
    expectRefusal(await post('/api/uc/login/sms', { phone, code }), 400, 'code_expired');
  });

  it.each([
    ['no body', undefined, 'bad_request', '请求参数错误'],
    ['a bad phone', { phone: '2380000000', code: '123456' }, 'phone_error', '手机号格式错误'],
    ['no code', { phone: '13811112222' }, 'bad_request', '请输入6位数字验证码'],
    ['a short code', { phone: '13811112222', code: '123' }, 'bad_request', '请输入6位数字验证码'],
  ])('answers %s with 400 and changes nothing', async (_name, body, code, msg) => {
    const before = await userCount();
    expectRefusal(await post('/api/uc/login/sms', body), 400, code, msg);
    expect(await userCount()).toBe(before);
  });
});

// SMS codes ---------------------------------------------------------------------------------------

describe('POST /api/uc/sms/send', () => {
  it('sends a code, answers the masked phone and serves the code on the dev endpoint', async () => {
    const phone = '13912345678';
    const res = await post('/api/uc/sms/send', await withTicket({ phone, type: 51 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      isSuccess: true,
      code: '1',
      data: { phone: '139****5678' },
    });
    expect(res.body).not.toMatch(/"code":"\d{6}"/);
    const dev = await get(`/api/dev/sms-codes?phone=${phone}`);
    expect(dev.statusCode).toBe(200);
    const sent = devSmsCodeSchema.parse(dataOf(dev));
    expect(sent).toMatchObject({ phone, type: 51 });
    expect(sent.code).toMatch(/^\d{6}$/);
    // Stored hashed only.
    const rows = await test.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    const { code } = sent;
    expect(rows.map((r) => r.codeHash)).not.toContain(code);
  });

  it('refuses a second code within 60 s, of any type, even after a restart', async () => {
    const phone = newPhone();
    await sendCode(phone, 51);
    const again = await post('/api/uc/sms/send', await withTicket({ phone, type: 47 }));
    expectRefusal(again, 429, 'sms_too_frequent', '请等待60秒才可再次发送');

    // A new server on the same database keeps the limit: it lives in sms_codes.created_at.
    const restarted = await startTestApp({ database: test.database });
    try {
      const there = await restarted.app.inject({
        method: 'POST',
        url: '/api/uc/sms/send',
        payload: { phone, type: 51, captchaTicket: await passCaptcha(restarted.app) },
      });
      expectRefusal(there, 429, 'sms_too_frequent', '请等待60秒才可再次发送');
    } finally {
      await restarted.close();
    }

    await age(phone, 61);
    expect((await post('/api/uc/sms/send', await withTicket({ phone, type: 51 }))).statusCode).toBe(
      200,
    );
  });

  it('sends a retrieval code (52) to the phone of a named account', async () => {
    const res = await post('/api/uc/sms/send', await withTicket({ phone: 'demo_fan', type: 52 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res)).toEqual({ phone: '199****0001' });
    expect(dataOf(await get('/api/dev/sms-codes?phone=19900000001'))).toMatchObject({ type: 52 });
    const unknown = await post(
      '/api/uc/sms/send',
      await withTicket({ phone: 'nobody_here', type: 52 }),
    );
    expectRefusal(unknown, 404, 'user_not_found');
  });

  it('sends a phone-verification code (49) without a phone to the logged-in fan', async () => {
    expectRefusal(
      await post('/api/uc/sms/send', await withTicket({ type: 49 })),
      401,
      'no_login',
      '请先登录',
    );
    const phone = newPhone();
    const login = await post('/api/uc/login/sms', { phone, code: await sendCode(phone, 51) });
    await age(phone, 61);
    const res = await post(
      '/api/uc/sms/send',
      await withTicket({ type: 49 }),
      bearer(tokenOf(login)),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(await get(`/api/dev/sms-codes?phone=${phone}`))).toMatchObject({ type: 49 });
  });

  it.each([
    ['no body', undefined, 'bad_request', '请传入手机号等参数'],
    ['no phone', { type: 51 }, 'bad_request', '请传入手机号等参数'],
    ['an empty phone', { phone: '', type: 47 }, 'bad_request', '请传入手机号等参数'],
    ['no type', { phone: '13700000000' }, 'bad_request', '请传入手机号等参数'],
    ['an unknown type', { phone: '13700000000', type: 46 }, 'bad_request', '请传入手机号等参数'],
    ['a bad phone', { phone: '1370000', type: 51 }, 'phone_error', '手机号格式错误'],
    ['letters for a phone', { phone: 'demo_fan', type: 47 }, 'phone_error', '手机号格式错误'],
    // No captcha ticket: the parameter and phone checks come first (product-spec §5).
  ])(
    'answers %s with 400 before the captcha and stores nothing',
    async (_name, body, code, msg) => {
      const count = async () =>
        (await test.database.db.select({ n: sql<number>`count(*)::int` }).from(smsCodes))[0]?.n;
      const before = await count();
      expectRefusal(await post('/api/uc/sms/send', body), 400, code, msg);
      expect(await count()).toBe(before);
    },
  );

  it('caps the codes one IP may ask for, whatever the phones', async () => {
    const remoteAddress = '10.1.2.3';
    for (let i = 0; i < 30; i++) {
      const res = await post(
        '/api/uc/sms/send',
        await withTicket({ phone: newPhone(), type: 51 }, { remoteAddress }),
        { remoteAddress },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const capped = await post(
      '/api/uc/sms/send',
      await withTicket({ phone: newPhone(), type: 51 }, { remoteAddress }),
      { remoteAddress },
    );
    expectRefusal(capped, 429, 'too_many_requests');
  });
});

describe('GET /api/dev/sms-codes', () => {
  it('answers a missing or unknown phone clearly', async () => {
    expectRefusal(await get('/api/dev/sms-codes'), 400, 'bad_request', '请传入手机号');
    expectRefusal(await get('/api/dev/sms-codes?phone=13000000000'), 404, 'not_found');
  });

  it('does not exist in production, where codes still go out', async () => {
    const production = await startTestApp({ config: { production: true } });
    try {
      const sent = await production.app.inject({
        method: 'POST',
        url: '/api/uc/sms/send',
        payload: {
          phone: '13600000000',
          type: 51,
          captchaTicket: await passCaptchaInProcess(production.app),
        },
      });
      expect(sent.statusCode).toBe(200);
      const dev = await production.app.inject({
        method: 'GET',
        url: '/api/dev/sms-codes?phone=13600000000',
      });
      expectRefusal(dev, 404, 'not_found');
      // Production cookies are Secure.
      const reg = await production.app.inject({
        method: 'POST',
        url: '/api/uc/register',
        payload: {
          account: 'prod_fan',
          password: enc('secret123'),
          captchaTicket: await passCaptchaInProcess(production.app),
        },
      });
      expect(String(reg.headers['set-cookie'])).toContain('; Secure');
      // Every endpoint of these contracts is served, through the one registration; the
      // development ones only outside production.
      for (const endpoint of endpointsOf(
        accounts,
        captcha,
        partnerLogin,
        userCentreProfile,
        userCentreIdentity,
        userCentreSecurity,
        userCentreLevel,
      )) {
        const dev = endpoint.path.startsWith('/api/dev/');
        expect(test.app.endpoints.has(endpoint), endpoint.path).toBe(true);
        expect(production.app.endpoints.has(endpoint), endpoint.path).toBe(!dev);
      }
    } finally {
      await production.close();
    }
  });
});

// Password retrieval ------------------------------------------------------------------------------

describe('POST /api/uc/password/retrieve', () => {
  it('sets a new password with a code of type 52 and ends the old sessions', async () => {
    const phone = newPhone();
    const reg = await post('/api/uc/register', {
      phone,
      code: await sendCode(phone, 47),
      password: enc('oldpass1'),
    });
    const oldToken = tokenOf(reg);
    await age(phone, 61);
    const code = await sendCode(phone, 52);

    // Bad input spends nothing: the same code works afterwards.
    const short = await post('/api/uc/password/retrieve', { phone, code, password: enc('123') });
    expectRefusal(short, 400, 'password_format', '密码长度须为6-20位');
    const wrong = code === '000000' ? '111111' : '000000';
    expectRefusal(
      await post('/api/uc/password/retrieve', { phone, code: wrong, password: enc('newpass1') }),
      400,
      'code_error',
    );

    const res = await post('/api/uc/password/retrieve', { phone, code, password: enc('newpass1') });
    expect(res.statusCode, res.body).toBe(200);
    expectRefusal(await get('/api/uc/index', bearer(oldToken)), 401, 'no_login');
    expectRefusal(
      await post('/api/uc/login', { account: phone, password: enc('oldpass1') }),
      400,
      'login_error',
    );
    expect(
      (await post('/api/uc/login', { account: phone, password: enc('newpass1') })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['no body', undefined, 400, 'bad_request'],
    ['no code', { phone: '13800000000', password: enc('newpass1') }, 400, 'bad_request'],
    ['no password', { phone: '13800000000', code: '123456' }, 400, 'bad_request'],
    [
      'an unknown account',
      { phone: 'nobody_here', code: '123456', password: enc('newpass1') },
      404,
      'user_not_found',
    ],
  ])('answers %s with a 4xx', async (_name, body, status, code) => {
    expectRefusal(await post('/api/uc/password/retrieve', body), status, code);
  });
});

// Sessions ----------------------------------------------------------------------------------------

describe('GET /api/uc/index and the token', () => {
  it('refuses a visitor, a made-up token and an expired session with no_login', async () => {
    expectRefusal(await get('/api/uc/index'), 401, 'no_login', '请先登录');
    expectRefusal(await get('/api/uc/index', bearer('x'.repeat(43))), 401, 'no_login');
    expectRefusal(await get('/api/uc/index', bearer('short')), 401, 'no_login');
    const { token } = await registerAccount();
    await test.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expectRefusal(await get('/api/uc/index', bearer(token)), 401, 'no_login');
  });

  it('accepts the token as a bearer header, a jcob_token header or the cookie', async () => {
    const { token, account } = await registerAccount();
    const ways: Record<string, string>[] = [
      { authorization: `Bearer ${token}` },
      { jcob_token: token },
      { cookie: `other=1; jcob_token=${token}; more=2` },
    ];
    for (const headers of ways) {
      const res = await get('/api/uc/index?type=1&agentId=1&platform=wap', { headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(userInfoSchema.parse(dataOf(res)).account).toBe(account);
    }
  });

  it('answers a bad query with 400', async () => {
    const { token } = await registerAccount();
    expectRefusal(await get('/api/uc/index?type=abc', bearer(token)), 400, 'bad_request');
  });

  it('gives the fields of product-spec §3 with their defaults', async () => {
    const login = await post('/api/uc/login', {
      account: 'demo_fan',
      password: enc(DEMO_PASSWORD),
    });
    const res = await get('/api/uc/index', bearer(tokenOf(login)));
    expect(res.json<{ serverTime: number }>().serverTime).toBe(test.clock.now());
    const info = userInfoSchema.parse(dataOf(res));
    expect(info).toMatchObject({
      aicaiId: String(info.id),
      account: 'demo_fan',
      nickName: '铁杆球迷小周',
      realNickName: '铁杆球迷小周',
      describe: '每场必看，主队必胜',
      isExpert: false,
      userLevel: 0,
      idCard: '未设置',
      realName: '未设置',
      telephone: '19900000001',
      phoneCheck: 1,
      qiuFlag: 1,
      proxy: 0,
      bindedWX: '未绑定',
      passwordSet: 1,
      vipLevel: 0,
      vipInfo: { startTime: null, endTime: null, vipStatus: 2, vipMemberLevel: 0 },
      huoyanWallet: '8888.00',
      ableBalance: '0.00',
      totalBalance: '0.00',
      todayProfit: '0.00',
      showApplyExpert: '1',
      isChatAdmin: false,
    });
  });

  it('falls back to the account for a nickname and 未设置 for the rest', async () => {
    const { token, account } = await registerAccount();
    expect(await userInfo(token)).toMatchObject({
      nickName: account,
      realNickName: '未设置',
      describe: '未设置',
      telephone: '',
      phoneCheck: 0,
      huoyanWallet: '0.00',
    });
  });
});

describe('GET /api/user/loginOut', () => {
  it('ends the session and clears the cookie', async () => {
    const { token } = await registerAccount();
    const res = await get('/api/user/loginOut', bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isSuccess: true, code: '1' });
    expect(String(res.headers['set-cookie'])).toMatch(/^jcob_token=; Path=\/; Max-Age=0/);
    expectRefusal(await get('/api/uc/index', bearer(token)), 401, 'no_login');
  });

  // Ending a session changes state: the token must come in a header (issue 17 §4.4). A link on
  // another site can make the browser send the cookie, never a header. The app drops its token
  // whatever the answer, so a visitor or a dead session logs out all the same on the fan's side.
  it('needs the token in a header: the cookie alone ends nothing', async () => {
    expectRefusal(await get('/api/user/loginOut'), 401, 'no_login');
    const { token } = await registerAccount();
    expectRefusal(
      await get('/api/user/loginOut', { headers: { cookie: `jcob_token=${token}` } }),
      401,
      'no_login',
    );
    expect((await get('/api/uc/index', bearer(token))).statusCode).toBe(200);
    expect((await get('/api/user/loginOut', { headers: { jcob_token: token } })).statusCode).toBe(
      200,
    );
    expectRefusal(await get('/api/user/loginOut', bearer(token)), 401, 'no_login');
  });
});

// Malformed input ---------------------------------------------------------------------------------

// No 5xx for what a client may send (issue 17 §4.2): control characters are removed where every
// input enters (server/platform/input.ts), so a NUL byte — which PostgreSQL cannot store and which
// made these calls answer 500 — reaches no query; what is left is judged like any other input.
describe('control characters in account input', () => {
  it('logs in with a NUL inside the account or the ciphertext: it is not part of either', async () => {
    const cipher = enc(DEMO_PASSWORD);
    for (const body of [
      { account: 'demo\u0000_fan', password: cipher },
      { account: 'demo_fan', password: `${cipher.slice(0, 10)}\u0000${cipher.slice(10)}` },
    ]) {
      const res = await post('/api/uc/login', body);
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('refuses a NUL-only account or password with a clear 400', async () => {
    expectRefusal(
      await post('/api/uc/login', { account: '\u0000', password: enc('x1234567') }),
      400,
      'bad_request',
      '请输入账号或手机号',
    );
    expectRefusal(
      await post('/api/uc/login', { account: 'demo_fan', password: '\u0000\u0000' }),
      400,
      'bad_request',
      '请输入密码',
    );
    const res = await post(
      '/api/uc/login',
      { account: 'no\u0000body\u0001here', password: enc('secret123') },
      { remoteAddress: '10.7.0.1' },
    );
    expectRefusal(res, 400, 'login_error');
  });

  it('answers a NUL in retrieval like the same text without it', async () => {
    expectRefusal(
      await post('/api/uc/password/retrieve', {
        phone: 'nobody\u0000_here',
        code: '123456',
        password: enc('newpass1'),
      }),
      404,
      'user_not_found',
    );
    expectRefusal(
      await post('/api/uc/password/retrieve', {
        phone: '1380000\u00000000',
        code: '12\u00003456',
        password: enc('newpass1'),
      }),
      404,
      'user_not_found',
    );
    expectRefusal(
      await post('/api/uc/password/retrieve', {
        phone: '\u0000',
        code: '123456',
        password: enc('newpass1'),
      }),
      400,
      'bad_request',
    );
  });

  it('answers numbers beyond 32 bits with 400, never 500', async () => {
    const big = 2_147_483_648;
    expectRefusal(
      await post('/api/uc/sms/send', { phone: '13800000000', type: big }),
      400,
      'bad_request',
    );
    expectRefusal(
      await registerByName({
        account: 'fan_big',
        password: enc('secret123'),
        passwordStrength: big,
      }),
      400,
      'bad_request',
    );
    expectRefusal(
      await post('/api/uc/password/retrieve', {
        phone: '13800000000',
        code: '123456',
        password: enc('newpass1'),
        passwordStrength: 1e300,
      }),
      400,
      'bad_request',
    );
  });
});

// Demo accounts -----------------------------------------------------------------------------------

describe('demo accounts', () => {
  it('are seeded once, however often the seed runs', async () => {
    await seedDemoAccounts(test.database.db);
    const rows = await test.database.db
      .select({ account: users.account })
      .from(users)
      .where(sql`${users.account} like 'demo\\_%'`);
    expect(rows.map((r) => r.account).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.account).sort());
  });

  it.each(DEMO_ACCOUNTS.map((a) => a.account))(
    '%s logs in with the demo password',
    async (account) => {
      const res = await post('/api/uc/login', { account, password: enc(DEMO_PASSWORD) });
      expect(res.statusCode, res.body).toBe(200);
    },
  );

  it('have their roles: expert, a VIP on trial, chat administrator', async () => {
    const info = async (account: string) => {
      const login = await post('/api/uc/login', { account, password: enc(DEMO_PASSWORD) });
      return userInfo(tokenOf(login));
    };
    expect(await info('demo_expert')).toMatchObject({
      isExpert: true,
      userLevel: 2,
      showApplyExpert: '0',
    });
    const vip = await info('demo_vip');
    // The super red list on trial (status 1) for three days.
    expect(vip).toMatchObject({ vipLevel: 2, vipInfo: { vipStatus: 1, vipMemberLevel: 2 } });
    expect((vip.vipInfo.endTime ?? 0) - (vip.vipInfo.startTime ?? 0)).toBe(3 * 24 * 3600 * 1000);
    expect(await info('demo_admin')).toMatchObject({ isChatAdmin: true });

    // VIP periods follow the simulated clock: four days on, the trial reads expired.
    test.clock.advance(4 * 24 * 3600 * 1000);
    expect((await info('demo_vip')).vipInfo.vipStatus).toBe(2);
  });
});
