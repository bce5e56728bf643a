// Pins partner login through the real server and database (PGlite, and PostgreSQL under
// scripts/with-postgres.sh): the shopping app's ticket and the push-ball platform's uid + sign log a
// fan in once — good, wrong (tampered, other secret, other uid, malformed), expired and replayed
// inputs — the linked user is found again on the next visit, currency defaults to 1, failures are
// capped per IP, and the development partner is absent in production.
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoSchema } from '../../../contracts/account/session';
import {
  devJdTicketSchema,
  devTqSignSchema,
  PartnerMessages,
  partnerLoginResultSchema,
} from '../../../contracts/account/partner';
import { partnerLinks } from '../../../server/db/schema';
import { PARTNER_TICKET_TTL_MS } from '../../../server/features/account/partner/settings';
import { signJdTicket, signTq } from '../../../server/features/account/partner/signing';
import { startTestApp, TEST_PARTNER_SECRET, type TestApp } from '../../kit/testApp';
import { expectRefusal } from '../../kit/refusal';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

// Each request comes from its own address unless a test says otherwise, so the per-IP failure cap
// of one test never leaks into another.
let ipSerial = 0;
const newIp = () => `10.0.${Math.floor(++ipSerial / 250)}.${ipSerial % 250}`;
let pinSerial = 0;
const newPin = () => `jd_fan_${++pinSerial}`;

const post = (url: string, payload: unknown, remoteAddress = newIp()) =>
  test.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
const get = (url: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url, headers });
const dataOf = (res: LightMyRequestResponse) => res.json<{ data: unknown }>().data;

function expectLogin(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  const result = partnerLoginResultSchema.parse(dataOf(res));
  expect(String(res.headers['set-cookie'])).toContain(`jcob_token=${result.token}`);
  return result;
}

async function devTicket(pin: string, nick?: string) {
  const query = new URLSearchParams({ pin, ...(nick ? { nick } : {}) });
  const res = await get(`/api/dev/partner/jd-ticket?${query.toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return devJdTicketSchema.parse(dataOf(res)).ticket;
}

async function devSign(uid: string) {
  const res = await get(`/api/dev/partner/tq-sign?uid=${uid}`);
  expect(res.statusCode, res.body).toBe(200);
  return devTqSignSchema.parse(dataOf(res)).sign;
}

async function userInfo(token: string) {
  const res = await get('/api/uc/index', { authorization: `Bearer ${token}` });
  expect(res.statusCode, res.body).toBe(200);
  return userInfoSchema.parse(dataOf(res));
}

const jdLogin = (ticket: unknown, extra: Record<string, unknown> = {}, ip?: string) =>
  post('/api/partner/jd/login', { ticket, ...extra }, ip);
const tqLogin = (uid: unknown, sign: unknown, ip?: string) =>
  post('/api/partner/tq/login', { uid, sign }, ip);

// Shopping app ----------------------------------------------------------------------------------

describe('POST /api/partner/jd/login', () => {
  it('logs a new fan in with a good ticket, creates the linked user and defaults currency to 1', async () => {
    const pin = newPin();
    const result = expectLogin(await jdLogin(await devTicket(pin, '京东小王')));
    expect(result).toMatchObject({ partner: 'jd', currency: 1, uuid: String(result.userId) });
    const info = await userInfo(result.token);
    expect(info).toMatchObject({ id: result.userId, nickName: '京东小王', account: `jd:${pin}` });
  });

  it('finds the same user on the next visit, and echoes the currency given', async () => {
    const pin = newPin();
    const first = expectLogin(await jdLogin(await devTicket(pin)));
    const second = expectLogin(await jdLogin(await devTicket(pin), { currency: 2 }));
    expect(second.userId).toBe(first.userId);
    expect(second.currency).toBe(2);
    expect(second.token).not.toBe(first.token);
    const links = await test.database.db
      .select()
      .from(partnerLinks)
      .where(eq(partnerLinks.partnerUserId, pin));
    expect(links).toHaveLength(1);
    // A partner fan without a nickname gets one that does not show the partner id whole.
    expect((await userInfo(first.token)).nickName).toBe(`京东用户${pin.slice(-4)}`);
  });

  it('refuses a replayed ticket, and lets the first session live', async () => {
    const ticket = await devTicket(newPin());
    const first = expectLogin(await jdLogin(ticket));
    expectRefusal(await jdLogin(ticket), 409, 'partner_ticket_used', PartnerMessages.ticketUsed);
    await userInfo(first.token);
  });

  it('refuses a re-encoded copy of a spent ticket (the MAC still matches, the nonce does not)', async () => {
    const ticket = await devTicket(newPin());
    expectLogin(await jdLogin(ticket));
    // base64url of 32 bytes has two spare bits in its last character: flipping one decodes alike.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(ticket.slice(-1));
    const twin = ticket.slice(0, -1) + alphabet.charAt(last ^ 1);
    expect(Buffer.from(twin.split('.')[2] ?? '', 'base64url')).toEqual(
      Buffer.from(ticket.split('.')[2] ?? '', 'base64url'),
    );
    expect(twin).not.toBe(ticket);
    expectRefusal(await jdLogin(twin), 409, 'partner_ticket_used');
  });

  it('lets exactly one of two racing logins with one ticket through', async () => {
    const ticket = await devTicket(newPin());
    const answers = await Promise.all([jdLogin(ticket), jdLogin(ticket), jdLogin(ticket)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('refuses a ticket signed with another secret or tampered with', async () => {
    const other = signJdTicket('not-the-partner-secret', { pin: newPin() }).ticket;
    expectRefusal(
      await jdLogin(other),
      400,
      'partner_ticket_invalid',
      PartnerMessages.ticketInvalid,
    );

    const good = signJdTicket(TEST_PARTNER_SECRET, { pin: 'victim_1' }).ticket;
    const [version, payload, sig] = good.split('.') as [string, string, string];
    const forged = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace('victim_1', 'victim_2'),
    ).toString('base64url');
    expectRefusal(await jdLogin(`${version}.${forged}.${sig}`), 400, 'partner_ticket_invalid');
    expectRefusal(
      await jdLogin(`${version}.${payload}.${sig.slice(0, -4)}`),
      400,
      'partner_ticket_invalid',
    );
    expectRefusal(await jdLogin('v1.not-a-ticket'), 400, 'partner_ticket_invalid');
    expectRefusal(await jdLogin('x'.repeat(300)), 400, 'partner_ticket_invalid');
  });

  it('refuses an expired ticket and one whose lifetime is longer than the partner may give', async () => {
    const old = signJdTicket(
      TEST_PARTNER_SECRET,
      { pin: newPin() },
      Date.now() - PARTNER_TICKET_TTL_MS - 1000,
    );
    expectRefusal(
      await jdLogin(old.ticket),
      400,
      'partner_ticket_expired',
      PartnerMessages.ticketExpired,
    );
    const future = signJdTicket(TEST_PARTNER_SECRET, { pin: newPin() }, Date.now() + 10 * 60_000);
    expectRefusal(await jdLogin(future.ticket), 400, 'partner_ticket_invalid');
  });

  it.each([
    [{}, PartnerMessages.ticketMissing],
    [{ ticket: '' }, PartnerMessages.ticketMissing],
    [{ ticket: 42 }, PartnerMessages.ticketMissing],
    [{ ticket: 'v1.a.b', currency: 0 }, PartnerMessages.currencyInvalid],
    [{ ticket: 'v1.a.b', currency: '1' }, PartnerMessages.currencyInvalid],
    [{ ticket: 'x'.repeat(3000) }, PartnerMessages.ticketInvalid],
  ])('answers %j with a clear 400', async (body, msg) => {
    expectRefusal(await post('/api/partner/jd/login', body), 400, 'bad_request', msg);
  });

  it('answers a body that is not JSON with a 400, not a crash', async () => {
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/partner/jd/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"ticket":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false });
  });
});

// Push-ball platform ----------------------------------------------------------------------------

describe('POST /api/partner/tq/login', () => {
  it('logs a fan in with uid and a good sign, and finds them again next time', async () => {
    const uid = `tq${++pinSerial}`;
    const first = expectLogin(await tqLogin(uid, await devSign(uid)));
    expect(first).toMatchObject({ partner: 'tq', currency: 1 });
    expect(await userInfo(first.token)).toMatchObject({
      account: `tq:${uid}`,
      nickName: `推球用户${uid.slice(-4)}`,
    });
    const again = expectLogin(
      await tqLogin(uid, signTq(TEST_PARTNER_SECRET, uid, Date.now() + 1).sign),
    );
    expect(again.userId).toBe(first.userId);
  });

  it('keeps the two partners apart: the same id at jd and tq is two fans', async () => {
    const id = `both_${++pinSerial}`;
    const jd = expectLogin(await jdLogin(await devTicket(id)));
    const tq = expectLogin(await tqLogin(id, await devSign(id)));
    expect(tq.userId).not.toBe(jd.userId);
  });

  it('refuses a replayed sign', async () => {
    const uid = `tq${++pinSerial}`;
    const sign = await devSign(uid);
    expectLogin(await tqLogin(uid, sign));
    expectRefusal(await tqLogin(uid, sign), 409, 'partner_sign_used', PartnerMessages.signUsed);
  });

  it('refuses a sign made for another uid, with another secret, or altered', async () => {
    const uid = `tq${++pinSerial}`;
    const sign = await devSign(uid);
    expectRefusal(
      await tqLogin(`${uid}x`, sign),
      400,
      'partner_sign_invalid',
      PartnerMessages.signInvalid,
    );
    expectRefusal(
      await tqLogin(uid, signTq('not-the-partner-secret', uid).sign),
      400,
      'partner_sign_invalid',
    );
    const [ts, hex] = sign.split('.') as [string, string];
    expectRefusal(await tqLogin(uid, `${Number(ts) + 1}.${hex}`), 400, 'partner_sign_invalid');
    expectRefusal(await tqLogin(uid, `${ts}.${hex.toUpperCase()}`), 400, 'partner_sign_invalid');
    expectRefusal(await tqLogin(uid, 'abc'), 400, 'partner_sign_invalid');
    // The good sign is still unspent after all that.
    expectLogin(await tqLogin(uid, sign));
  });

  it('refuses an expired sign and one from the future', async () => {
    const uid = `tq${++pinSerial}`;
    const old = signTq(TEST_PARTNER_SECRET, uid, Date.now() - PARTNER_TICKET_TTL_MS - 1000);
    expectRefusal(
      await tqLogin(uid, old.sign),
      400,
      'partner_sign_expired',
      PartnerMessages.signExpired,
    );
    const future = signTq(TEST_PARTNER_SECRET, uid, Date.now() + 10 * 60_000);
    expectRefusal(await tqLogin(uid, future.sign), 400, 'partner_sign_invalid');
  });

  it.each([
    [{ sign: '1.a' }, PartnerMessages.uidInvalid],
    [{ uid: 'has space', sign: '1.a' }, PartnerMessages.uidInvalid],
    [{ uid: 'x'.repeat(65), sign: '1.a' }, PartnerMessages.uidInvalid],
    [{ uid: 'tq1' }, PartnerMessages.signMissing],
    [{ uid: 'tq1', sign: '' }, PartnerMessages.signMissing],
  ])('answers %j with a clear 400', async (body, msg) => {
    expectRefusal(await post('/api/partner/tq/login', body), 400, 'bad_request', msg);
  });
});

// Limits and the development partner ------------------------------------------------------------

describe('limits', () => {
  it('refuses an IP after 20 failed partner logins, even with a good ticket', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 20; i += 1) {
      expectRefusal(await jdLogin('v1.bad.ticket', {}, ip), 400, 'partner_ticket_invalid');
    }
    expectRefusal(await jdLogin(await devTicket(newPin()), {}, ip), 429, 'too_many_requests');
    // Another address is not affected.
    expectLogin(await jdLogin(await devTicket(newPin())));
  });
});

// The partner's nickname for its fan ------------------------------------------------------------

// A partner's nickname is text a fan did not type in our form, so it goes through the same rule as
// one typed in the app (issue 17 §4.5, contracts/account/centre/): the allowed characters, 2 to 12 of
// them, no staff words, not a phone number, no markup. What cannot be made into such a name is
// replaced; it never refuses the fan's login.
describe("the partner's nickname", () => {
  const loginWithNick = async (nick: string) => {
    const pin = newPin();
    const { ticket } = signJdTicket(TEST_PARTNER_SECRET, { pin, nick });
    const result = expectLogin(await jdLogin(ticket));
    return { pin, nickName: (await userInfo(result.token)).nickName };
  };

  it.each([
    ['京东\u0000小王', '京东小王'],
    ['  京东 小王  ', '京东小王'],
    ['王\u200b小\u0007明', '王小明'],
    ['京东球迷-Lucky_7!', '京东球迷-Lucky_7'],
    ['一二三四五六七八九十壹贰叁肆', '一二三四五六七八九十壹贰'],
    ['x'.repeat(64), 'x'.repeat(12)],
  ])('makes %j into %j', async (nick, expected) => {
    expect((await loginWithNick(nick)).nickName).toBe(expected);
  });

  it.each([
    ['\u0000\u0000'],
    ['王'],
    ['官方客服'],
    ['13812345678'],
    ['<b>小王</b>'],
    ['<img src=x onerror=alert(1)>'],
    ['😀😀😀'],
  ])('replaces %j with a made-up name', async (nick) => {
    const { pin, nickName } = await loginWithNick(nick);
    expect(nickName).toBe(`京东用户${pin.slice(-4)}`);
  });

  it("takes a NUL in the development partner's nick as no character at all", async () => {
    const pin = newPin();
    const res = await get(
      `/api/dev/partner/jd-ticket?pin=${pin}&nick=${encodeURIComponent('小\u0000王')}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = expectLogin(await jdLogin(devJdTicketSchema.parse(dataOf(res)).ticket));
    expect((await userInfo(result.token)).nickName).toBe('小王');
  });
});

describe('malformed partner input', () => {
  it('reads a NUL in a ticket as no character: the ticket is what the partner signed', async () => {
    const ticket = await devTicket(newPin());
    expectLogin(await jdLogin(`${ticket.slice(0, 5)}\u0000${ticket.slice(5)}`));
  });

  it('answers a uid or sign of NULs, and numbers beyond 32 bits, with a clear 400', async () => {
    expectRefusal(await tqLogin('\u0000', '1.a'), 400, 'bad_request', PartnerMessages.uidInvalid);
    expectRefusal(
      await tqLogin('tq1', '\u0000\u0000'),
      400,
      'bad_request',
      PartnerMessages.signMissing,
    );
    for (const currency of [2_147_483_648, 1e300])
      expectRefusal(
        await jdLogin('v1.a.b', { currency }),
        400,
        'bad_request',
        PartnerMessages.currencyInvalid,
      );
  });
});

describe('the development partner', () => {
  it('answers bad queries with a clear 400', async () => {
    expectRefusal(
      await get('/api/dev/partner/jd-ticket'),
      400,
      'bad_request',
      PartnerMessages.uidInvalid,
    );
    expectRefusal(await get('/api/dev/partner/tq-sign?uid=a%20b'), 400, 'bad_request');
  });

  it('is not there in production, while the login endpoints are', async () => {
    const prod = await startTestApp({ config: { production: true }, database: test.database });
    try {
      const dev = await prod.app.inject({ method: 'GET', url: '/api/dev/partner/jd-ticket?pin=a' });
      expect(dev.statusCode).toBe(404);
      const tq = await prod.app.inject({ method: 'GET', url: '/api/dev/partner/tq-sign?uid=a' });
      expect(tq.statusCode).toBe(404);
      const login = await prod.app.inject({
        method: 'POST',
        url: '/api/partner/jd/login',
        payload: { ticket: signJdTicket(TEST_PARTNER_SECRET, { pin: newPin() }).ticket },
      });
      expect(login.statusCode, login.body).toBe(200);
    } finally {
      await prod.app.close();
    }
  });
});
