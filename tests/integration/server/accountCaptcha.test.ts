// Pins the slider captcha end to end through the real server: a new puzzle per call with the piece and
// the background as base64 images and no answer in sight, the check with its tolerance, 5 tries and
// one-time tokens, the one-time ticket that POST /api/uc/sms/send requires after its parameter and
// phone checks (product-spec §5: 滑块校验失败!, code check_error), the per-IP image cap, and the
// development-only answer endpoint that production does not have.
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { decode } from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captchaCheckResultSchema,
  captchaPuzzleSchema,
  devCaptchaAnswerSchema,
  type CaptchaPuzzle,
} from '../../../contracts/account/captcha';
import { smsCodes } from '../../../server/db/schema';
import { seedDemoAccounts } from '../../../server/seed/demoAccounts';
import { passCaptcha, passCaptchaInProcess } from '../../kit/captcha';
import { startTestApp, type TestApp } from '../../kit/testApp';
import { expectRefusal } from '../../kit/refusal';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
  await seedDemoAccounts(test.database.db, { now: test.clock.now() });
});
afterAll(() => test.close());

type Inject = { remoteAddress?: string; headers?: Record<string, string> };
const get = (url: string, opts: Inject = {}) => test.app.inject({ method: 'GET', url, ...opts });
const post = (url: string, payload: unknown, opts: Inject = {}) =>
  test.app.inject({ method: 'POST', url, payload: payload as object, ...opts });
const dataOf = (res: LightMyRequestResponse) => res.json<{ data: unknown }>().data;

async function newPuzzle(opts: Inject = {}): Promise<CaptchaPuzzle & { x: number }> {
  const res = await get('/api/login/img', opts);
  expect(res.statusCode, res.body).toBe(200);
  const puzzle = captchaPuzzleSchema.parse(dataOf(res));
  const dev = await get(`/api/dev/captcha?token=${encodeURIComponent(puzzle.token)}`);
  return { ...puzzle, x: devCaptchaAnswerSchema.parse(dataOf(dev)).x };
}

const check = (token: string, x: number) => post('/api/login/img/check', { token, x });

let phoneSerial = 0;
const newPhone = () => `1370000${String(++phoneSerial).padStart(4, '0')}`;
const codeCount = async () =>
  (await test.database.db.select({ n: sql<number>`count(*)::int` }).from(smsCodes))[0]?.n;

describe('GET /api/login/img', () => {
  it('answers Y, a token, a PNG piece and a JPEG background, and nothing of the answer', async () => {
    const res = await get('/api/login/img');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = dataOf(res) as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(['Y', 'mapImg', 'token', 'tplImg']);
    const puzzle = captchaPuzzleSchema.parse(data);
    expect(puzzle.Y).toBeGreaterThanOrEqual(10);
    expect(puzzle.Y).toBeLessThanOrEqual(110);

    const piece = Buffer.from(puzzle.tplImg, 'base64');
    expect(piece.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([piece.readUInt32BE(16), piece.readUInt32BE(20)]).toEqual([60, 60]);
    const map = decode(Buffer.from(puzzle.mapImg, 'base64'), { useTArray: true });
    expect([map.width, map.height]).toEqual([310, 180]);
  });

  it('draws a new puzzle every time', async () => {
    const [a, b] = [await newPuzzle(), await newPuzzle()];
    expect(a.token).not.toBe(b.token);
    expect(a.mapImg).not.toBe(b.mapImg);
  });

  it('caps the images one IP may ask for per minute', async () => {
    const remoteAddress = '10.9.8.7';
    for (let i = 0; i < 120; i++)
      expect((await get('/api/login/img', { remoteAddress })).statusCode).toBe(200);
    expectRefusal(await get('/api/login/img', { remoteAddress }), 429, 'too_many_requests');
    // Other addresses are not affected.
    expect((await get('/api/login/img', { remoteAddress: '10.9.8.6' })).statusCode).toBe(200);
  });
});

describe('POST /api/login/img/check', () => {
  it('passes within 5 px and answers a ticket; the token is then spent', async () => {
    const puzzle = await newPuzzle();
    const res = await check(puzzle.token, puzzle.x - 5);
    expect(res.statusCode, res.body).toBe(200);
    expect(captchaCheckResultSchema.parse(dataOf(res)).ticket).toMatch(/^[\w-]{32}$/);
    // A replayed token needs a new puzzle.
    expectRefusal(
      await check(puzzle.token, puzzle.x),
      400,
      'need_refresh',
      '验证已失效，请刷新后重试',
    );
  });

  it('answers a wrong drop with captcha_error, and the 5th with need_refresh', async () => {
    const puzzle = await newPuzzle();
    const off = puzzle.x + 6 <= 230 ? puzzle.x + 6 : puzzle.x - 6;
    for (let i = 0; i < 4; i++)
      expectRefusal(
        await check(puzzle.token, off),
        400,
        'captcha_error',
        '拼图位置不对，请再试一次',
      );
    expectRefusal(
      await check(puzzle.token, off),
      400,
      'need_refresh',
      '尝试次数过多，请刷新后重试',
    );
    // Spent: even the right answer now needs a new puzzle.
    expectRefusal(await check(puzzle.token, puzzle.x), 400, 'need_refresh');
    // A new puzzle works at once: nothing else was locked.
    const next = await newPuzzle();
    expect((await check(next.token, next.x)).statusCode).toBe(200);
  });

  it('answers an unknown token with need_refresh', async () => {
    expectRefusal(await check('no-such-token', 100), 400, 'need_refresh');
  });

  it.each([
    ['no body', undefined, '请先获取验证图片'],
    ['no token', { x: 100 }, '请先获取验证图片'],
    ['no x', { token: 't' }, '滑块位置错误'],
    ['x below 0', { token: 't', x: -1 }, '滑块位置错误'],
    ['x above 230', { token: 't', x: 231 }, '滑块位置错误'],
    ['a fractional x', { token: 't', x: 100.5 }, '滑块位置错误'],
    ['x as a string', { token: 't', x: '100' }, '滑块位置错误'],
    ['a token too long', { token: 't'.repeat(129), x: 100 }, '请先获取验证图片'],
    ['a token of NULs', { token: '\u0000\u0000', x: 100 }, '请先获取验证图片'],
    ['x beyond 32 bits', { token: 't', x: 2_147_483_648 }, '滑块位置错误'],
  ])('answers %s with 400 bad_request', async (_name, body, msg) => {
    expectRefusal(await post('/api/login/img/check', body), 400, 'bad_request', msg);
  });
});

describe('POST /api/uc/sms/send and the captcha', () => {
  it('refuses a send without a ticket, or with a made-up one, and stores nothing', async () => {
    const before = await codeCount();
    const phone = newPhone();
    expectRefusal(
      await post('/api/uc/sms/send', { phone, type: 51 }),
      400,
      'check_error',
      '滑块校验失败!',
    );
    expectRefusal(
      await post('/api/uc/sms/send', { phone, type: 51, captchaTicket: 'made-up' }),
      400,
      'check_error',
    );
    expectRefusal(
      await post('/api/uc/sms/send', { phone, type: 51, captchaTicket: 42 }),
      400,
      'check_error',
    );
    expect(await codeCount()).toBe(before);
  });

  it('takes a ticket once', async () => {
    const captchaTicket = await passCaptcha(test.app);
    const first = await post('/api/uc/sms/send', { phone: newPhone(), type: 51, captchaTicket });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await post('/api/uc/sms/send', { phone: newPhone(), type: 51, captchaTicket });
    expectRefusal(replay, 400, 'check_error', '滑块校验失败!');
  });

  it('checks parameters and the phone before the captcha, and the 60 s limit after it', async () => {
    // Parameters, then phone format: refused without spending the ticket.
    const captchaTicket = await passCaptcha(test.app);
    expectRefusal(
      await post('/api/uc/sms/send', { type: 51, captchaTicket }),
      400,
      'bad_request',
      '请传入手机号等参数',
    );
    expectRefusal(
      await post('/api/uc/sms/send', { phone: '12345', type: 51, captchaTicket }),
      400,
      'phone_error',
      '手机号格式错误',
    );
    const phone = newPhone();
    expect((await post('/api/uc/sms/send', { phone, type: 51, captchaTicket })).statusCode).toBe(
      200,
    );
    // Within 60 s: no ticket is the captcha's refusal, a good ticket meets the resend limit.
    expectRefusal(await post('/api/uc/sms/send', { phone, type: 47 }), 400, 'check_error');
    expectRefusal(
      await post('/api/uc/sms/send', {
        phone,
        type: 47,
        captchaTicket: await passCaptcha(test.app),
      }),
      429,
      'sms_too_frequent',
      '请等待60秒才可再次发送',
    );
  });

  it('asks for the captcha before it tells whether an account or a phone exists', async () => {
    expectRefusal(
      await post('/api/uc/sms/send', { phone: 'nobody_here', type: 52 }),
      400,
      'check_error',
    );
    expectRefusal(
      await post('/api/uc/sms/send', { phone: '19900000001', type: 47 }),
      400,
      'check_error',
    );
    // Type 49 may omit the phone, but not the captcha.
    expectRefusal(await post('/api/uc/sms/send', { type: 49 }), 400, 'check_error');
  });
});

describe('GET /api/dev/captcha', () => {
  it('answers a missing or unknown token clearly', async () => {
    expectRefusal(await get('/api/dev/captcha'), 400, 'bad_request', '请先获取验证图片');
    expectRefusal(await get('/api/dev/captcha?token=nope'), 404, 'not_found');
  });

  it('does not exist in production, where the captcha still works', async () => {
    const production = await startTestApp({ config: { production: true } });
    try {
      const img = await production.app.inject({ method: 'GET', url: '/api/login/img' });
      const { token } = captchaPuzzleSchema.parse(dataOf(img));
      const dev = await production.app.inject({
        method: 'GET',
        url: `/api/dev/captcha?token=${token}`,
      });
      expect(dev.statusCode).toBe(404);
      const captchaTicket = await passCaptchaInProcess(production.app);
      const sent = await production.app.inject({
        method: 'POST',
        url: '/api/uc/sms/send',
        payload: { phone: '13500000000', type: 51, captchaTicket },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    } finally {
      await production.close();
    }
  });
});
