// Pins the user-centre calls of calls-errors-spec §7.10 end to end through the real server and
// database: every call refuses a visitor with no_login, answers bad input with a clear 400, and does
// its job — nickname and signature, the two code centres (types 49 and 48, captcha ticket first),
// password set and change, the phone change (old phone or identity, then the new phone's code),
// real-name verification with its codes 1, 2 and 3, the id-card check, the level log and VIP info.
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginResultSchema,
  userInfoSchema,
  type UserInfo,
} from '../../../contracts/account/session';
import { captchaCheckResultSchema, captchaPuzzleSchema } from '../../../contracts/account/captcha';
import { encryptPasswordForTransport as enc } from '../../../contracts/account/passwordTransport';
import { checkCompleteSchema, idCardCheckChar } from '../../../contracts/account/centre/identity';
import { lastLevelLogSchema, memberVipInfoSchema } from '../../../contracts/account/centre/level';
import {
  passwordSetInfoSchema,
  phoneChangeIndexSchema,
} from '../../../contracts/account/centre/security';
import { ucModifyDescribe, ucModifyNickName } from '../../../contracts/account/centre/profile';
import type { Endpoint } from '../../../contracts/endpoint';
import * as userCentreContractProfile from '../../../contracts/account/centre/profile';
import * as userCentreContractIdentity from '../../../contracts/account/centre/identity';
import * as userCentreContractSecurity from '../../../contracts/account/centre/security';
import * as userCentreContractLevel from '../../../contracts/account/centre/level';
import { sessions, users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/features/account/session/passwords';
import { openSession } from '../../../server/platform/auth/sessions';
import { insertUser } from '../../../server/features/account/session/users';
import { DEMO_PASSWORD, seedDemoAccounts } from '../../../server/seed/demoAccounts';
import { DEMO_EXPERT_PROMOTION } from '../../../server/features/account/centre/levels';
import { startTestApp, type TestApp } from '../../kit/testApp';
import { expectRefusal } from '../../kit/refusal';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
  await seedDemoAccounts(test.database.db, { now: test.clock.now() });
});
afterAll(() => test.close());

// Fixture builders ------------------------------------------------------------------------------

let serial = 0;
const next = () => ++serial;
/** A phone no other test uses (the 60 s limit is per phone). */
const newPhone = () => `1370000${String(next()).padStart(4, '0')}`;
/** A fresh client address per send, so the per-IP cap never decides a test by accident. */
const newIp = () => `10.0.${Math.floor(serial / 250)}.${(next() % 250) + 1}`;
/** A valid id card of someone born in 1990 (adult), unique per call. */
const newIdCard = (born = '19900101') => {
  const first17 = `110105${born}${String(next() % 1000).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
};

type Opts = { token?: string; ip?: string };
const headers = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const post = (url: string, payload: unknown, o: Opts = {}) =>
  test.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: headers(o.token),
    remoteAddress: o.ip ?? '127.0.0.1',
  });
const get = (url: string, o: Opts = {}) =>
  test.app.inject({ method: 'GET', url, headers: headers(o.token) });
const dataOf = (res: LightMyRequestResponse) => res.json<{ data: unknown }>().data;

function expectOk(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ isSuccess: true, code: '1' });
  return dataOf(res);
}

interface Fan {
  id: number;
  token: string;
  phone: string | null;
  account: string;
}

/** A fan straight in the database with a session: phone, password and identity as asked. */
async function makeFan(
  o: {
    phone?: string | null;
    password?: string | null;
    realName?: string;
    idCard?: string;
    account?: string;
    userLevel?: number;
  } = {},
): Promise<Fan> {
  const phone = o.phone === undefined ? newPhone() : o.phone;
  const account = o.account ?? `centre_${next()}`;
  const password = o.password === undefined ? 'secret123' : o.password;
  const id = await insertUser(test.database.db, {
    account,
    phone,
    nickName: null,
    passwordHash: password === null ? null : await hashPassword(password),
    realName: o.realName ?? null,
    idCard: o.idCard ?? null,
    userLevel: o.userLevel ?? 0,
  });
  if (id === null) throw new Error('fan not inserted');
  return { id, token: await openSession(test.database.db, id), phone, account };
}

async function loginDemo(account: string): Promise<string> {
  const res = await post('/api/uc/login', { account, password: enc(DEMO_PASSWORD) });
  return loginResultSchema.parse(expectOk(res)).token;
}

async function userInfo(token: string): Promise<UserInfo> {
  return userInfoSchema.parse(expectOk(await get('/api/uc/index', { token })));
}

/** Solves a slider captcha with the development answer: a one-time ticket. */
async function captchaTicket(): Promise<string> {
  const puzzle = captchaPuzzleSchema.parse(expectOk(await get('/api/login/img')));
  const answer = dataOf(await get(`/api/dev/captcha?token=${encodeURIComponent(puzzle.token)}`));
  const { x } = answer as { x: number };
  const checked = await post('/api/login/img/check', { token: puzzle.token, x });
  return captchaCheckResultSchema.parse(expectOk(checked)).ticket;
}

const VERIFY_SEND = '/api/uc/modify/verifyPhone/sendMessage';
const VERIFY_CHECK = '/api/uc/modify/verifyPhone/verifyCode';
const PASSWORD_SEND = '/api/uc/modify/changePassword/sendMessage';
const PASSWORD_CHECK = '/api/uc/modify/changePassword/verifyCode';

/** Sends a centre code (with a fresh captcha ticket) and reads it back from the dev endpoint. */
async function centreCode(path: string, token: string, phone?: string): Promise<string> {
  const res = await post(
    path,
    { phone, captchaTicket: await captchaTicket() },
    { token, ip: newIp() },
  );
  expectOk(res);
  const target = phone ?? (await userInfo(token)).telephone;
  const dev = await get(`/api/dev/sms-codes?phone=${target}`);
  return (expectOk(dev) as { code: string }).code;
}

// Visitors ------------------------------------------------------------------------------------------

/** A well-formed identity form: the input is checked before the login (server/platform/route.ts). */
const IDENTITY_FORM = {
  realName: '张三',
  idCard: '110105199001010011',
  phone: '13800000000',
  verifyCode: '123456',
};

describe('every user-centre call', () => {
  const calls: [string, string, unknown?][] = [
    ['POST', '/api/uc/modify/nickName', { nickName: '新昵称' }],
    ['POST', '/api/uc/modify/describe', { describe: '签名' }],
    ['POST', VERIFY_SEND, { phone: '13800000000', captchaTicket: 'x' }],
    ['POST', VERIFY_CHECK, { phone: '13800000000', code: '123456' }],
    ['POST', PASSWORD_SEND, { phone: '13800000000', captchaTicket: 'x' }],
    ['POST', PASSWORD_CHECK, { phone: '13800000000', code: '123456' }],
    ['POST', '/api/uc/regiester/pwdSet', { phone: '13800000000', password: 'x', code: '123456' }],
    [
      'POST',
      '/api/uc/modify/changePassword',
      { phone: '13800000000', oldPassword: 'x', password: 'y', code: '123456' },
    ],
    ['POST', '/api/uc/modify/userInfoComplete', IDENTITY_FORM],
    ['POST', '/api/uc/modify/userInfoConfirm', IDENTITY_FORM],
    ['GET', '/api/uc/modify/checkComplete'],
    ['GET', '/api/uc/checkIdCardUsed/1'],
    ['GET', '/api/uc/phoneChange/index'],
    ['POST', '/api/uc/phoneChange/checkId', { realName: '张三', idCard: '1' }],
    ['POST', '/api/uc/phoneChange/commitNewPhone', { phone: '13800000000', code: '123456' }],
    ['GET', '/api/uc/my/queryLastLevelLog'],
    ['GET', '/api/uc/password/setInfo'],
    ['GET', '/api/member/vip/info'],
  ];

  it.each(calls)(
    '%s %s refuses a visitor and a made-up token with no_login',
    async (m, url, body) => {
      for (const token of [undefined, 'A'.repeat(43)]) {
        const res = await test.app.inject({
          method: m as 'GET' | 'POST',
          url,
          headers: headers(token),
          ...(body === undefined ? {} : { payload: body as object }),
        });
        expectRefusal(res, 401, 'no_login', '请先登录');
      }
    },
  );
});

// Reads go with the cookie; every change needs the token in a header (issue 17 §4.4): a link, an
// image or a form on another site can make the browser send the cookie, never a header.
describe('the token of a change', () => {
  /** A well-formed body for each change of the centre (the input is checked before the login). */
  const bodies: Record<string, object> = {
    [ucModifyNickName.path]: { nickName: '新昵称' },
    [ucModifyDescribe.path]: { describe: '签名' },
    [VERIFY_SEND]: { captchaTicket: 'x' },
    [VERIFY_CHECK]: { phone: '13800000000', code: '123456' },
    [PASSWORD_SEND]: { captchaTicket: 'x' },
    [PASSWORD_CHECK]: { phone: '13800000000', code: '123456' },
    '/api/uc/regiester/pwdSet': { phone: '13800000000', password: 'x', code: '123456' },
    '/api/uc/modify/changePassword': {
      phone: '13800000000',
      oldPassword: 'x',
      password: 'y',
      code: '123456',
    },
    '/api/uc/modify/userInfoComplete': IDENTITY_FORM,
    '/api/uc/modify/userInfoConfirm': IDENTITY_FORM,
    '/api/uc/phoneChange/checkId': { realName: '张三', idCard: '110105199001010011' },
    '/api/uc/phoneChange/commitNewPhone': { phone: '13800000000', code: '123456' },
    '/api/dev/user-level': { level: 1 },
  };
  const endpoints = [
    userCentreContractProfile,
    userCentreContractIdentity,
    userCentreContractSecurity,
    userCentreContractLevel,
  ]
    .flatMap((module): unknown[] => Object.values(module))
    .filter(
      (v): v is Endpoint => typeof v === 'object' && v !== null && 'access' in v && 'path' in v,
    );
  const writes = endpoints.filter((e) => e.access === 'writer').map((e) => [e.method, e.path]);
  const reads = endpoints.filter((e) => e.access === 'reader').map((e) => e.path);
  const cookie = (token: string) => ({ cookie: `jcob_token=${token}` });

  it('declares every change of the centre a writer', () => {
    expect(writes.map(([, path]) => path).sort()).toEqual(Object.keys(bodies).sort());
    expect(endpoints.filter((e) => e.method === 'POST').every((e) => e.access === 'writer')).toBe(
      true,
    );
  });

  it.each(writes)('%s %s refuses the cookie alone with 401 no_login', async (method, url) => {
    const fan = await makeFan();
    const res = await test.app.inject({
      method: method as 'POST',
      url,
      headers: cookie(fan.token),
      payload: bodies[url ?? ''],
    });
    expectRefusal(res, 401, 'no_login', '请先登录');
  });

  it('changes nothing on the cookie alone, and takes a Bearer or a jcob_token header', async () => {
    const fan = await makeFan();
    const nickName = (name: string, headers: Record<string, string>) =>
      test.app.inject({
        method: 'POST',
        url: ucModifyNickName.path,
        headers,
        payload: { nickName: name },
      });
    expectRefusal(await nickName(`曲奇${next()}`, cookie(fan.token)), 401, 'no_login');
    expect((await userInfo(fan.token)).realNickName).toBe('未设置');
    const first = `饼干${next()}`;
    expectOk(await nickName(first, { authorization: `Bearer ${fan.token}` }));
    expect((await userInfo(fan.token)).nickName).toBe(first);
    const second = `蛋糕${next()}`;
    expectOk(await nickName(second, { jcob_token: fan.token }));
    expect((await userInfo(fan.token)).nickName).toBe(second);
  });

  it.each(reads)('GET %s reads with the cookie alone', async (url) => {
    const fan = await makeFan();
    const res = await test.app.inject({
      method: 'GET',
      url: url.replace('{qiuFlag}', '1'),
      headers: cookie(fan.token),
    });
    expectOk(res);
  });
});

// Nickname and signature ---------------------------------------------------------------------------

describe('POST /api/uc/modify/nickName', () => {
  it('sets a trimmed nickname that the index then shows', async () => {
    const fan = await makeFan();
    const name = `看球${next()}`;
    expect(
      expectOk(
        await post('/api/uc/modify/nickName', { nickName: ` ${name} `, modifyType: 1 }, fan),
      ),
    ).toEqual({ nickName: name });
    expect(await userInfo(fan.token)).toMatchObject({ nickName: name, realNickName: name });
    // Keeping one's own name is fine.
    expectOk(await post('/api/uc/modify/nickName', { nickName: name }, fan));
  });

  it('refuses a name another fan has, whatever its letter case', async () => {
    const a = await makeFan();
    const b = await makeFan();
    const name = `Goal_${next()}`;
    expectOk(await post('/api/uc/modify/nickName', { nickName: name }, a));
    const res = await post('/api/uc/modify/nickName', { nickName: name.toLowerCase() }, b);
    expectRefusal(res, 409, 'nickname_taken', '该昵称已被使用');
  });

  it.each([
    [{}, '请输入昵称'],
    [{ nickName: '' }, '请输入昵称'],
    [{ nickName: '王' }, '昵称须为2-12个字符'],
    [{ nickName: '一二三四五六七八九十十一十二' }, '昵称须为2-12个字符'],
    [{ nickName: '球迷 小王' }, '昵称只能包含中文、字母、数字、下划线和短横线'],
    [{ nickName: '<b>x</b>' }, '昵称只能包含中文、字母、数字、下划线和短横线'],
    [{ nickName: '13812345678' }, '昵称不能是手机号'],
    [{ nickName: '官方客服小美' }, '昵称不能包含“官方”“客服”“管理员”“系统”等字样'],
    [{ nickName: '球迷', modifyType: 9 }, '请求参数错误'],
    // A body that is not an object of fields carries none of them.
    [['not', 'an', 'object'], '请输入昵称'],
  ])('refuses %j with 400 and its message', async (body, msg) => {
    const fan = await makeFan();
    expectRefusal(await post('/api/uc/modify/nickName', body, fan), 400, 'bad_request', msg);
  });
});

describe('POST /api/uc/modify/describe', () => {
  it('sets a signature, and an empty one clears it back to 未设置', async () => {
    const fan = await makeFan();
    expect(
      expectOk(await post('/api/uc/modify/describe', { describe: ' 主队必胜 ' }, fan)),
    ).toEqual({
      describe: '主队必胜',
    });
    expect((await userInfo(fan.token)).describe).toBe('主队必胜');
    expect(expectOk(await post('/api/uc/modify/describe', { describe: '' }, fan))).toEqual({
      describe: '未设置',
    });
    expectOk(await post('/api/uc/modify/describe', {}, fan));
    expect((await userInfo(fan.token)).describe).toBe('未设置');
  });

  it.each([
    [{ describe: '球'.repeat(31) }, '个性签名不能超过30个字'],
    [{ describe: '第一行\n第二行' }, '个性签名不能包含换行或控制字符'],
    [{ describe: 42 }, '个性签名不能超过30个字'],
    // Markup is refused as the chat refuses it (contracts/userText.ts): the signature is shown to
    // other fans, and what is stored stays plain text.
    [{ describe: '<b>主队</b>必胜' }, '个性签名只能是文字，不能包含 HTML 标签'],
    [{ describe: '<img src=x onerror=alert(1)>' }, '个性签名只能是文字，不能包含 HTML 标签'],
    [{ describe: '<!-- 注释 -->' }, '个性签名只能是文字，不能包含 HTML 标签'],
  ])('refuses %j with 400', async (body, msg) => {
    const fan = await makeFan();
    expectRefusal(await post('/api/uc/modify/describe', body, fan), 400, 'bad_request', msg);
    expect((await userInfo(fan.token)).describe).toBe('未设置');
  });

  it('keeps text that only looks like markup: a < b, <3, < b >', async () => {
    const fan = await makeFan();
    for (const text of ['主队 < 客队', '爱你<3', '< b >']) {
      expect(expectOk(await post('/api/uc/modify/describe', { describe: text }, fan))).toEqual({
        describe: text,
      });
    }
  });
});

// Code centres ---------------------------------------------------------------------------------------

describe('POST /api/uc/modify/verifyPhone/sendMessage (type 49)', () => {
  it('sends to the bound phone when none is given, answering it masked', async () => {
    const fan = await makeFan();
    const res = await post(VERIFY_SEND, { captchaTicket: await captchaTicket() }, fan);
    expect(expectOk(res)).toEqual({
      phone: `${fan.phone?.slice(0, 3)}****${fan.phone?.slice(-4)}`,
    });
    expect(res.body).not.toMatch(/\d{6}"/);
    const dev = expectOk(await get(`/api/dev/sms-codes?phone=${fan.phone}`));
    expect(dev).toMatchObject({ phone: fan.phone, type: 49 });
  });

  it('checks the phone format before the captcha, then wants a ticket once', async () => {
    const fan = await makeFan();
    expectRefusal(
      await post(VERIFY_SEND, { phone: '12345' }, fan),
      400,
      'phone_error',
      '手机号格式错误',
    );
    expectRefusal(await post(VERIFY_SEND, {}, fan), 400, 'check_error', '滑块校验失败!');
    expectRefusal(await post(VERIFY_SEND, { captchaTicket: 'forged' }, fan), 400, 'check_error');
    const ticket = await captchaTicket();
    expectOk(await post(VERIFY_SEND, { captchaTicket: ticket }, { ...fan, ip: newIp() }));
    // A replayed ticket is refused, even for another fan.
    const other = await makeFan();
    expectRefusal(await post(VERIFY_SEND, { captchaTicket: ticket }, other), 400, 'check_error');
  });

  it('refuses a second code to one phone within 60 s', async () => {
    const fan = await makeFan();
    await centreCode(VERIFY_SEND, fan.token);
    const res = await post(VERIFY_SEND, { captchaTicket: await captchaTicket() }, fan);
    expectRefusal(res, 429, 'sms_too_frequent', '请等待60秒才可再次发送');
  });

  it('needs a bound phone or a phone, and a new number only after the old one is proven', async () => {
    const noPhone = await makeFan({ phone: null });
    expectRefusal(await post(VERIFY_SEND, {}, noPhone), 400, 'phone_not_bound', '请先绑定手机号');
    const fan = await makeFan();
    const res = await post(VERIFY_SEND, { phone: newPhone(), captchaTicket: 'x' }, fan);
    expectRefusal(res, 403, 'phone_change_not_verified', '请先验证原手机号或身份信息');
    const taken = await post(VERIFY_SEND, { phone: '19900000001', captchaTicket: 'x' }, fan);
    expectRefusal(taken, 409, 'phone_registered', '该手机号已被其他账号绑定');
    expectRefusal(await post(VERIFY_SEND, { phone: 13800000000 }, fan), 400, 'bad_request');
  });
});

describe('POST /api/uc/modify/verifyPhone/verifyCode', () => {
  it('proves the bound phone: the phone change is then open for 10 minutes', async () => {
    const fan = await makeFan();
    const code = await centreCode(VERIFY_SEND, fan.token);
    expectRefusal(
      await post(
        VERIFY_CHECK,
        { phone: fan.phone, code: '000000' === code ? '111111' : '000000' },
        fan,
      ),
      400,
      'code_error',
      '验证码错误',
    );
    const data = expectOk(await post(VERIFY_CHECK, { phone: fan.phone, code }, fan)) as {
      expiresAt: number;
    };
    expect(data).toMatchObject({ verified: true, bound: false });
    expect(data.expiresAt - Date.now()).toBeGreaterThan(9 * 60_000);
    const index = phoneChangeIndexSchema.parse(
      expectOk(await get('/api/uc/phoneChange/index', fan)),
    );
    expect(index.permitExpiresAt).toBe(data.expiresAt);
    // Spent: the same code does not work twice.
    expectRefusal(await post(VERIFY_CHECK, { phone: fan.phone, code }, fan), 400, 'code_expired');
  });

  it('binds a phone for a fan who had none', async () => {
    const fan = await makeFan({ phone: null });
    const phone = newPhone();
    const code = await centreCode(VERIFY_SEND, fan.token, phone);
    expect(expectOk(await post(VERIFY_CHECK, { phone, code }, fan))).toMatchObject({ bound: true });
    expect(await userInfo(fan.token)).toMatchObject({ telephone: phone, phoneCheck: 1 });
  });

  it('refuses another phone than the bound one, and bad input', async () => {
    const fan = await makeFan();
    expectRefusal(
      await post(VERIFY_CHECK, { phone: newPhone(), code: '123456' }, fan),
      400,
      'phone_mismatch',
    );
    expectRefusal(
      await post(VERIFY_CHECK, { phone: fan.phone, code: '12' }, fan),
      400,
      'bad_request',
      '请输入6位数字验证码',
    );
    expectRefusal(
      await post(VERIFY_CHECK, { phone: 'x', code: '123456' }, fan),
      400,
      'phone_error',
    );
  });
});

describe('POST /api/uc/modify/changePassword/sendMessage and verifyCode (type 48)', () => {
  it('sends only to the bound phone and verifies the code', async () => {
    const fan = await makeFan();
    const code = await centreCode(PASSWORD_SEND, fan.token, fan.phone ?? undefined);
    const dev = expectOk(await get(`/api/dev/sms-codes?phone=${fan.phone}`));
    expect(dev).toMatchObject({ type: 48 });
    expect(expectOk(await post(PASSWORD_CHECK, { phone: fan.phone, code }, fan))).toMatchObject({
      verified: true,
    });
  });

  it('refuses without a phone, with another phone, without a ticket, and bad input', async () => {
    const noPhone = await makeFan({ phone: null });
    expectRefusal(await post(PASSWORD_SEND, {}, noPhone), 400, 'phone_not_bound');
    const fan = await makeFan();
    expectRefusal(await post(PASSWORD_SEND, { phone: newPhone() }, fan), 400, 'phone_mismatch');
    expectRefusal(await post(PASSWORD_SEND, { phone: fan.phone }, fan), 400, 'check_error');
    expectRefusal(await post(PASSWORD_SEND, { phone: 'abc' }, fan), 400, 'phone_error');
    expectRefusal(
      await post(PASSWORD_CHECK, { phone: fan.phone, code: '123456' }, fan),
      400,
      'code_expired',
    );
    expectRefusal(await post(PASSWORD_CHECK, { phone: fan.phone }, fan), 400, 'bad_request');
  });
});

// Passwords -----------------------------------------------------------------------------------------

describe('GET /api/uc/password/setInfo', () => {
  it('tells whether a password is set and gives the phone the code goes to', async () => {
    const fan = await makeFan();
    expect(
      passwordSetInfoSchema.parse(expectOk(await get('/api/uc/password/setInfo', fan))),
    ).toEqual({
      passwordSet: 1,
      passwordStrength: null,
      phone: fan.phone,
      maskedPhone: `${fan.phone?.slice(0, 3)}****${fan.phone?.slice(-4)}`,
    });
    const smsMade = await makeFan({ password: null });
    expect(expectOk(await get('/api/uc/password/setInfo', smsMade))).toMatchObject({
      passwordSet: 0,
    });
  });
});

describe('POST /api/uc/regiester/pwdSet', () => {
  it('gives an account made by SMS its first password', async () => {
    const fan = await makeFan({ password: null });
    const code = await centreCode(PASSWORD_SEND, fan.token);
    const res = await post(
      '/api/uc/regiester/pwdSet',
      { phone: fan.phone, password: enc('first123'), code, passwordStrength: 2 },
      fan,
    );
    expectOk(res);
    expect(await userInfo(fan.token)).toMatchObject({ passwordSet: 1, passwordStrength: 2 });
    expectOk(await post('/api/uc/login', { account: fan.phone, password: enc('first123') }));
  });

  it('refuses a second first password, a short one, an unencrypted one and bad input', async () => {
    const fan = await makeFan();
    const body = { phone: fan.phone, password: enc('first123'), code: '123456' };
    expectRefusal(await post('/api/uc/regiester/pwdSet', body, fan), 409, 'password_already_set');
    const smsMade = await makeFan({ password: null });
    const short = { phone: smsMade.phone, password: enc('123'), code: '123456' };
    expectRefusal(
      await post('/api/uc/regiester/pwdSet', short, smsMade),
      400,
      'password_format',
      '密码长度须为6-20位',
    );
    const plain = { phone: smsMade.phone, password: 'first123', code: '123456' };
    expectRefusal(
      await post('/api/uc/regiester/pwdSet', plain, smsMade),
      400,
      'password_decrypt_error',
    );
    const noCode = { phone: smsMade.phone, password: enc('first123'), code: '123456' };
    expectRefusal(await post('/api/uc/regiester/pwdSet', noCode, smsMade), 400, 'code_expired');
    expectRefusal(
      await post('/api/uc/regiester/pwdSet', { phone: smsMade.phone }, smsMade),
      400,
      'bad_request',
    );
  });
});

describe('POST /api/uc/modify/changePassword', () => {
  it('changes the password with the verified code, keeping this session and ending the others', async () => {
    const fan = await makeFan();
    const otherDevice = await openSession(test.database.db, fan.id);
    const code = await centreCode(PASSWORD_SEND, fan.token);
    expectOk(await post(PASSWORD_CHECK, { phone: fan.phone, code }, fan));
    // The step after the check repeats the cached code (product-spec §4 "Other").
    const body = {
      phone: fan.phone,
      oldPassword: enc('secret123'),
      password: enc('newpass99'),
      code,
    };
    expectOk(await post('/api/uc/modify/changePassword', body, fan));
    await userInfo(fan.token);
    expectRefusal(await get('/api/uc/index', { token: otherDevice }), 401, 'no_login');
    expectOk(await post('/api/uc/login', { account: fan.account, password: enc('newpass99') }));
    expectRefusal(
      await post('/api/uc/login', { account: fan.account, password: enc('secret123') }),
      400,
      'login_error',
    );
    // The code and its permit are spent.
    expectRefusal(
      await post(
        '/api/uc/modify/changePassword',
        { ...body, oldPassword: enc('newpass99'), password: enc('third333') },
        fan,
      ),
      400,
      'code_expired',
    );
  });

  it('also takes a live code without the verify step', async () => {
    const fan = await makeFan();
    const code = await centreCode(PASSWORD_SEND, fan.token);
    const body = {
      phone: fan.phone,
      oldPassword: enc('secret123'),
      password: enc('newpass99'),
      code,
    };
    expectOk(await post('/api/uc/modify/changePassword', body, fan));
  });

  it('refuses a wrong old password without spending the code, and locks after 5', async () => {
    const fan = await makeFan();
    const code = await centreCode(PASSWORD_SEND, fan.token);
    const body = {
      phone: fan.phone,
      oldPassword: enc('wrong000'),
      password: enc('newpass99'),
      code,
    };
    for (let i = 0; i < 4; i += 1)
      expectRefusal(
        await post('/api/uc/modify/changePassword', body, fan),
        400,
        'old_password_error',
        '原密码错误',
      );
    expectRefusal(await post('/api/uc/modify/changePassword', body, fan), 429, 'too_many_requests');
    const right = { ...body, oldPassword: enc('secret123') };
    expectRefusal(
      await post('/api/uc/modify/changePassword', right, fan),
      429,
      'too_many_requests',
    );
  });

  it('refuses the same password, a short one, a foreign phone, no password yet, and bad input', async () => {
    const fan = await makeFan();
    const base = { phone: fan.phone, oldPassword: enc('secret123'), code: '123456' };
    expectRefusal(
      await post('/api/uc/modify/changePassword', { ...base, password: enc('secret123') }, fan),
      400,
      'password_same',
      '新密码不能与原密码相同',
    );
    expectRefusal(
      await post('/api/uc/modify/changePassword', { ...base, password: enc('12') }, fan),
      400,
      'password_format',
    );
    expectRefusal(
      await post(
        '/api/uc/modify/changePassword',
        { ...base, phone: newPhone(), password: enc('newpass99') },
        fan,
      ),
      400,
      'phone_mismatch',
    );
    const smsMade = await makeFan({ password: null });
    expectRefusal(
      await post(
        '/api/uc/modify/changePassword',
        { ...base, phone: smsMade.phone, password: enc('newpass99') },
        smsMade,
      ),
      400,
      'password_not_set',
    );
    expectRefusal(
      await post('/api/uc/modify/changePassword', { phone: fan.phone }, fan),
      400,
      'bad_request',
    );
  });
});

// Identity ----------------------------------------------------------------------------------------------

describe('real-name verification', () => {
  it('answers code 1, then completes with a type-49 code, then answers code 3', async () => {
    const fan = await makeFan();
    expect(
      checkCompleteSchema.parse(expectOk(await get('/api/uc/modify/checkComplete', fan))),
    ).toEqual({
      code: 1,
      msg: '您尚未实名认证',
    });
    const idCard = newIdCard().replace(/X$/, 'x');
    const verifyCode = await centreCode(VERIFY_SEND, fan.token);
    const body = {
      realName: '李四',
      idCard,
      phone: fan.phone,
      verifyCode,
      upgrade: 0,
      applyFxPatner: 0,
    };
    expect(expectOk(await post('/api/uc/modify/userInfoComplete', body, fan))).toMatchObject({
      code: 3,
      realName: '李*',
    });
    expect(expectOk(await get('/api/uc/modify/checkComplete', fan))).toEqual({
      code: 3,
      msg: '您已完成实名认证',
    });
    const info = await userInfo(fan.token);
    expect(info.realName).toBe('李四');
    expect(info.idCard).toBe(`${idCard.slice(0, 3)}***********${idCard.slice(-4).toUpperCase()}`);
    expectRefusal(
      await post('/api/uc/modify/userInfoComplete', body, fan),
      409,
      'identity_verified',
    );
  });

  it('answers code 2 with masked certNo and name and the phone, then confirms to code 3', async () => {
    const idCard = newIdCard();
    const fan = await makeFan({ realName: '欧阳娜娜', idCard });
    const check = checkCompleteSchema.parse(
      expectOk(await get('/api/uc/modify/checkComplete', fan)),
    );
    expect(check).toEqual({
      code: 2,
      msg: '您已实名认证，请确认身份信息',
      certNo: `${idCard.slice(0, 3)}***********${idCard.slice(-4)}`,
      realName: '欧***',
      phone: fan.phone,
    });
    const complete = { realName: '欧阳娜娜', idCard, phone: fan.phone, verifyCode: '123456' };
    expectRefusal(
      await post('/api/uc/modify/userInfoComplete', complete, fan),
      409,
      'identity_confirm_needed',
    );
    expectRefusal(
      await post('/api/uc/modify/userInfoConfirm', { ...complete, realName: '欧阳娜' }, fan),
      400,
      'identity_mismatch',
      '姓名或身份证号不正确',
    );
    const verifyCode = await centreCode(VERIFY_SEND, fan.token);
    expect(
      expectOk(await post('/api/uc/modify/userInfoConfirm', { ...complete, verifyCode }, fan)),
    ).toMatchObject({ code: 3 });
    expect(expectOk(await get('/api/uc/modify/checkComplete', fan))).toMatchObject({ code: 3 });
    expect(Object.keys(dataOf(await get('/api/uc/modify/checkComplete', fan)) as object)).toEqual([
      'code',
      'msg',
    ]);
  });

  it('gives the demo expert code 2', async () => {
    const token = await loginDemo('demo_expert');
    expect(expectOk(await get('/api/uc/modify/checkComplete', { token }))).toMatchObject({
      code: 2,
      realName: '王**',
    });
  });

  it('refuses confirmation for a fan never verified, and too many wrong answers', async () => {
    const never = await makeFan();
    const body = {
      realName: '张三',
      idCard: newIdCard(),
      phone: never.phone,
      verifyCode: '123456',
    };
    expectRefusal(
      await post('/api/uc/modify/userInfoConfirm', body, never),
      400,
      'identity_not_set',
    );
    const fan = await makeFan({ realName: '张三', idCard: newIdCard() });
    const wrong = { ...body, phone: fan.phone };
    for (let i = 0; i < 4; i += 1)
      expectRefusal(
        await post('/api/uc/modify/userInfoConfirm', wrong, fan),
        400,
        'identity_mismatch',
      );
    expectRefusal(
      await post('/api/uc/modify/userInfoConfirm', wrong, fan),
      429,
      'too_many_requests',
    );
  });

  it.each([
    [{ idCard: '110105199001011234' }, 'idcard_error', '身份证号校验失败，请核对后重新输入'],
    [{ idCard: '11010519900101123' }, 'idcard_error', '身份证号格式错误'],
    [{ idCard: '110105199002301239' }, 'idcard_error', '身份证号格式错误'],
    [{ idCard: 'underage' }, 'idcard_error', '未满18周岁不能进行实名认证'],
    [{ realName: 'Zhang San' }, 'bad_request', '请输入正确的中文姓名'],
    [{ realName: '' }, 'bad_request', '请输入真实姓名'],
    [{ verifyCode: 'abc' }, 'bad_request', '请输入6位数字验证码'],
    [{ upgrade: 5 }, 'bad_request', '请求参数错误'],
  ])('refuses %j', async (change: Record<string, unknown>, code, msg) => {
    const fan = await makeFan();
    const thisYear = new Date(Date.now() + 8 * 3600_000).getUTCFullYear();
    const idCard = change.idCard === 'underage' ? newIdCard(`${thisYear - 10}0101`) : change.idCard;
    const body = {
      realName: '张三',
      idCard: newIdCard(),
      phone: fan.phone,
      verifyCode: '123456',
      ...change,
      ...(idCard ? { idCard } : {}),
    };
    expectRefusal(await post('/api/uc/modify/userInfoComplete', body, fan), 400, code, msg);
  });

  it('refuses an id card another account uses, and a phone that is not the bound one', async () => {
    const idCard = newIdCard();
    await makeFan({ realName: '张三', idCard });
    const fan = await makeFan();
    const body = { realName: '张三', idCard, phone: fan.phone, verifyCode: '123456' };
    expectRefusal(
      await post('/api/uc/modify/userInfoComplete', body, fan),
      409,
      'idcard_used',
      '该身份证号已被其他账号使用',
    );
    const other = { ...body, idCard: newIdCard(), phone: newPhone() };
    expectRefusal(await post('/api/uc/modify/userInfoComplete', other, fan), 400, 'phone_mismatch');
    const noCode = { ...body, idCard: newIdCard() };
    expectRefusal(await post('/api/uc/modify/userInfoComplete', noCode, fan), 400, 'code_expired');
  });
});

describe('GET /api/uc/checkIdCardUsed/{qiuFlag}', () => {
  it('says whether another expert of that ball type holds the id card', async () => {
    const idCard = newIdCard();
    // Verified before the one-card rule: two accounts can share a card.
    await makeFan({ realName: '赵六', idCard, userLevel: 1 });
    const fan = await makeFan({ realName: '赵六', idCard });
    expect(expectOk(await get('/api/uc/checkIdCardUsed/1', fan))).toEqual({
      qiuFlag: 1,
      hasIdCard: true,
      used: true,
    });
    expect(expectOk(await get('/api/uc/checkIdCardUsed/2', fan))).toEqual({
      qiuFlag: 2,
      hasIdCard: true,
      used: false,
    });
    const plain = await makeFan();
    expect(expectOk(await get('/api/uc/checkIdCardUsed/1', plain))).toEqual({
      qiuFlag: 1,
      hasIdCard: false,
      used: false,
    });
    // A NUL is no character (removed where all input enters); the rest of the path decides.
    expect(expectOk(await get('/api/uc/checkIdCardUsed/1%00', plain))).toMatchObject({
      qiuFlag: 1,
    });
    for (const flag of ['3', '2147483648', '99999999999999999999', '%00', 'x'])
      expectRefusal(
        await get(`/api/uc/checkIdCardUsed/${flag}`, plain),
        400,
        'bad_request',
        '球类参数错误',
      );
  });
});

describe('malformed input to the centre', () => {
  it('answers numbers beyond 32 bits with 400, never 500', async () => {
    const fan = await makeFan();
    for (const [url, body] of [
      [ucModifyNickName.path, { nickName: '球迷大王', modifyType: 2_147_483_648 }],
      [
        '/api/uc/regiester/pwdSet',
        { phone: '13800000000', password: 'x', code: '123456', passwordStrength: 2_147_483_648 },
      ],
      ['/api/dev/user-level', { level: 2_147_483_648 }],
    ] as const)
      expectRefusal(await post(url, body, fan), 400, 'bad_request');
  });

  it('takes NUL bytes out of the text before it is judged or stored', async () => {
    const fan = await makeFan();
    const name = `小\u0000王${next()}`;
    expect(expectOk(await post(ucModifyNickName.path, { nickName: name }, fan))).toEqual({
      nickName: name.replace('\u0000', ''),
    });
    expectRefusal(
      await post(ucModifyDescribe.path, { describe: '<b\u0000>粗体</b>' }, fan),
      400,
      'bad_request',
      '个性签名只能是文字，不能包含 HTML 标签',
    );
  });
});

// Phone change --------------------------------------------------------------------------------------------

describe('the phone change', () => {
  it('changes the phone after the old one is proven; login by the new phone works', async () => {
    const fan = await makeFan();
    const oldCode = await centreCode(VERIFY_SEND, fan.token);
    expectOk(await post(VERIFY_CHECK, { phone: fan.phone, code: oldCode }, fan));
    const phone = newPhone();
    const code = await centreCode(VERIFY_SEND, fan.token, phone);
    expect(
      expectOk(await post('/api/uc/phoneChange/commitNewPhone', { phone, code }, fan)),
    ).toEqual({
      phone,
      maskedPhone: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
    });
    expect((await userInfo(fan.token)).telephone).toBe(phone);
    expectOk(await post('/api/uc/login', { account: phone, password: enc('secret123') }));
    // The permit is spent with the change.
    expect(expectOk(await get('/api/uc/phoneChange/index', fan))).toMatchObject({
      permitExpiresAt: null,
    });
  });

  it('opens the change by the identity check, and renames an account named by its old phone', async () => {
    const oldPhone = newPhone();
    const idCard = newIdCard();
    const fan = await makeFan({ phone: oldPhone, account: oldPhone, realName: '孙七', idCard });
    expect(expectOk(await get('/api/uc/phoneChange/index', fan))).toEqual({
      hasPhone: true,
      maskedPhone: `${oldPhone.slice(0, 3)}****${oldPhone.slice(-4)}`,
      phone: oldPhone,
      canCheckId: true,
      permitExpiresAt: null,
    });
    expectRefusal(
      await post('/api/uc/phoneChange/checkId', { realName: '孙七', idCard: newIdCard() }, fan),
      400,
      'identity_mismatch',
    );
    expectOk(
      await post(
        '/api/uc/phoneChange/checkId',
        { realName: '孙七', idCard: idCard.toLowerCase() },
        fan,
      ),
    );
    const phone = newPhone();
    const code = await centreCode(VERIFY_SEND, fan.token, phone);
    expectOk(await post('/api/uc/phoneChange/commitNewPhone', { phone, code }, fan));
    const [row] = await test.database.db.select().from(users).where(eq(users.id, fan.id));
    expect(row).toMatchObject({ phone, account: phone });
  });

  it('lets a fan without a phone bind one with its code alone', async () => {
    const fan = await makeFan({ phone: null });
    expect(expectOk(await get('/api/uc/phoneChange/index', fan))).toMatchObject({
      hasPhone: false,
      phone: '',
      canCheckId: false,
    });
    const phone = newPhone();
    const code = await centreCode(VERIFY_SEND, fan.token, phone);
    expectOk(await post('/api/uc/phoneChange/commitNewPhone', { phone, code }, fan));
    expect((await userInfo(fan.token)).telephone).toBe(phone);
  });

  it('refuses a change without proof, to the same or a taken phone, and bad input', async () => {
    const fan = await makeFan();
    const body = { phone: newPhone(), code: '123456' };
    expectRefusal(
      await post('/api/uc/phoneChange/commitNewPhone', body, fan),
      403,
      'phone_change_not_verified',
    );
    expectRefusal(
      await post('/api/uc/phoneChange/commitNewPhone', { ...body, phone: fan.phone }, fan),
      400,
      'phone_same',
    );
    expectRefusal(
      await post('/api/uc/phoneChange/commitNewPhone', { ...body, phone: '19900000002' }, fan),
      409,
      'phone_registered',
    );
    expectRefusal(
      await post('/api/uc/phoneChange/commitNewPhone', { phone: '1' }, fan),
      400,
      'phone_error',
    );
    expectRefusal(
      await post('/api/uc/phoneChange/checkId', { realName: '张三', idCard: newIdCard() }, fan),
      400,
      'identity_not_set',
    );
    expectRefusal(
      await post('/api/uc/phoneChange/checkId', { realName: '张三' }, fan),
      400,
      'bad_request',
      '请输入身份证号',
    );
  });
});

// Level log and VIP -----------------------------------------------------------------------------------------

describe('GET /api/uc/my/queryLastLevelLog', () => {
  it('answers null for a fan never moved, the seeded promotion for the demo expert', async () => {
    const fan = await makeFan();
    expect(expectOk(await get('/api/uc/my/queryLastLevelLog', fan))).toEqual({ levelLog: null });
    const token = await loginDemo('demo_expert');
    const log = lastLevelLogSchema.parse(
      expectOk(await get('/api/uc/my/queryLastLevelLog', { token })),
    );
    expect(log.levelLog).toMatchObject({ fromLevel: 1, toLevel: 2 });
    expect(log.levelLog?.reason).toBe(DEMO_EXPERT_PROMOTION);
  });

  it('answers the latest change with its reason (the dev level switch logs it)', async () => {
    const fan = await makeFan({ userLevel: 2 });
    expectOk(await post('/api/dev/user-level', { level: 1, reason: '月回报率低于0%' }, fan));
    expect((await userInfo(fan.token)).userLevel).toBe(1);
    const log = lastLevelLogSchema.parse(expectOk(await get('/api/uc/my/queryLastLevelLog', fan)));
    expect(log.levelLog).toMatchObject({ fromLevel: 2, toLevel: 1, reason: '月回报率低于0%' });
    expectRefusal(await post('/api/dev/user-level', { level: 7 }, fan), 400, 'bad_request');
  });
});

describe('GET /api/member/vip/info', () => {
  it('gives the period, the status on the simulated clock and the level name', async () => {
    const token = await loginDemo('demo_vip');
    const vip = memberVipInfoSchema.parse(expectOk(await get('/api/member/vip/info', { token })));
    expect(vip).toMatchObject({
      vipLevel: 2,
      vipName: '超级红单会员',
      vipInfo: { vipStatus: 1, vipMemberLevel: 2 },
      autoRenew: false,
    });
    const fan = await makeFan();
    expect(expectOk(await get('/api/member/vip/info', fan))).toEqual({
      vipInfo: { startTime: null, endTime: null, vipStatus: 2, vipMemberLevel: 0 },
      vipLevel: 0,
      vipName: '',
      autoRenew: false,
    });
  });
});

describe('sessions after a password change', () => {
  it('keep the current session row only', async () => {
    const fan = await makeFan();
    await openSession(test.database.db, fan.id);
    const code = await centreCode(PASSWORD_SEND, fan.token);
    const body = {
      phone: fan.phone,
      oldPassword: enc('secret123'),
      password: enc('newpass99'),
      code,
    };
    expectOk(await post('/api/uc/modify/changePassword', body, fan));
    const rows = await test.database.db.select().from(sessions).where(eq(sessions.userId, fan.id));
    expect(rows).toHaveLength(1);
  });
});
