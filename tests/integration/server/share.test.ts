// Pins sharing through the real server and database (issue 37 §2; calls-errors-spec §7.8 Share, §3
// "Share info: base64 image, jcobMember.icon", §8 "Image url conversion fails: falls back to the default
// user image"; docs/decisions/sharing.md): the share info needs a login and answers one stable code
// per member, made once however many first asks race; the member's picture comes as a data URL, the
// default user image when there is none or it cannot be read; the image proxy needs the token in a
// header, reads this server's own pictures inside it (the caller's uploads, a member's picture, the
// app's ads/ images) and refuses every other address with a 400 before reading anything — file://,
// loopback, the metadata service, another origin, credentials, a huge address — and a picture it
// cannot use with a 422, never a 5xx, never repeating the address; sixty conversions per fan per ten
// minutes. A registration carrying a valid share code records the referrer once, for new accounts only.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPasswordForTransport as enc } from '../../../contracts/account/passwordTransport';
import { loginResultSchema } from '../../../contracts/account/session';
import {
  DEFAULT_USER_IMAGE,
  SHARE_CODE_PATTERN,
  SHARE_REFUSAL_CODES as S,
  ShareMessages,
  shareInfoSchema,
  transformedImageSchema,
} from '../../../contracts/share';
import { experts, shareCodes, shareReferrals, uploads, users } from '../../../server/db/schema';
import { PROXY_CALLS_PER_WINDOW } from '../../../server/features/share/settings';
import { passCaptcha } from '../../kit/captcha';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';
import { expectOk, newImage, uploadFixtures, type Fan } from '../../kit/uploadFixtures';

const SEED = 2026;
const NOW = Date.parse('2026-11-22T21:10:00+08:00');
const INFO = '/api/proxy/apply/userShareInfo';
const TRANSFORM = '/api/proxy/transform/url';

let test: TestApp;
const { fan, uploaded, get, post } = uploadFixtures(() => test);

beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: SEED, now: NOW, parts: ['sport'] } });
});
afterAll(() => test.close());

const infoOf = async (who: Fan, cookie = true) =>
  shareInfoSchema.parse(expectOk(await get(INFO, who, cookie)));
const transform = (url: string, who: Fan) => post(TRANSFORM, { url }, who);
const imageOf = async (url: string, who: Fan) =>
  transformedImageSchema.parse(expectOk(await transform(url, who)));
/** The bytes of a fan's upload, as the database keeps them. */
async function bytesOf(path: string): Promise<Buffer> {
  const id = Number(/img\/(\d+)-/.exec(path)?.[1]);
  const [row] = await test.database.db
    .select({ bytes: uploads.bytes })
    .from(uploads)
    .where(eq(uploads.id, id));
  return Buffer.from(row!.bytes);
}
const setIcon = (userId: number, icon: string | null) =>
  test.database.db.update(users).set({ userIcon: icon }).where(eq(users.id, userId));

describe('GET /api/proxy/apply/userShareInfo', () => {
  it('needs a login; the cookie is enough', async () => {
    expectRefusal(await get(INFO), 401, 'no_login');
    const who = await fan();
    expect((await get(INFO, who, true)).statusCode).toBe(200);
    expect((await get(INFO, who, false)).statusCode).toBe(200);
  });

  it('answers one stable share code per member, made once when first asks race', async () => {
    const who = await fan();
    const answers = await Promise.all(Array.from({ length: 8 }, () => infoOf(who)));
    const codes = new Set(answers.map((a) => a.shareInfoId));
    expect(codes.size).toBe(1);
    const [code] = [...codes];
    expect(code).toMatch(SHARE_CODE_PATTERN);
    expect((await infoOf(who)).shareInfoId).toBe(code);
    const rows = await test.database.db
      .select({ n: count() })
      .from(shareCodes)
      .where(eq(shareCodes.userId, who.id));
    expect(rows[0]?.n).toBe(1);
    // Another member, another code.
    expect((await infoOf(await fan())).shareInfoId).not.toBe(code);
  });

  it('names the member; without a picture the image is the default user image', async () => {
    const who = await fan();
    const info = await infoOf(who);
    expect(info.jcobMember).toMatchObject({ id: who.id, icon: null });
    expect(info.jcobMember.nickname).toMatch(/^上传球友/);
    expect(info).toMatchObject({ image: DEFAULT_USER_IMAGE, defaultImage: true });
    expect(DEFAULT_USER_IMAGE).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('draws the member’s own uploaded picture as a data URL', async () => {
    const who = await fan();
    const path = await uploaded(who, 'jpeg');
    await setIcon(who.id, path);
    const info = await infoOf(who);
    expect(info.jcobMember.icon).toBe(path);
    expect(info.defaultImage).toBe(false);
    expect(info.image).toBe(`data:image/jpeg;base64,${(await bytesOf(path)).toString('base64')}`);
  });

  it('falls back to the default user image for a picture it may not or cannot read', async () => {
    for (const icon of [
      'https://avatars.elsewhere.example/u/1.png',
      'http://127.0.0.1/avatar.png',
      '/api/upload/img/999999-deadbeef',
      'not a url at all',
    ]) {
      const who = await fan();
      await setIcon(who.id, icon);
      expect(await infoOf(who)).toMatchObject({
        jcobMember: { icon },
        image: DEFAULT_USER_IMAGE,
        defaultImage: true,
      });
    }
  });
});

describe('POST /api/proxy/transform/url', () => {
  it('needs the token in a header: none, or the cookie alone, is 401', async () => {
    const who = await fan();
    const path = await uploaded(who);
    expectRefusal(await post(TRANSFORM, { url: path }), 401, 'no_login');
    expectRefusal(await post(TRANSFORM, { url: path }, who, true), 401, 'no_login');
  });

  it('turns the caller’s own upload into a data URL, by path or by this server’s address', async () => {
    const who = await fan();
    const path = await uploaded(who, 'png');
    const bytes = await bytesOf(path);
    const expected = {
      image: `data:image/png;base64,${bytes.toString('base64')}`,
      mime: 'image/png',
      size: bytes.length,
    };
    expect(await imageOf(path, who)).toEqual(expected);
    // light-my-request's Host is localhost:80: the server's own address.
    expect(await imageOf(`http://localhost:80${path}`, who)).toEqual(expected);
    expect(await imageOf(`http://localhost${path}`, who)).toEqual(expected);
  });

  it('reads another fan’s upload only when it is their picture as a member or an expert', async () => {
    const [owner, viewer] = [await fan(), await fan()];
    const avatar = await uploaded(owner);
    const privatePhoto = await uploaded(owner);
    expectRefusal(await transform(avatar, viewer), 422, S.notFound, ShareMessages.notFound);
    await setIcon(owner.id, avatar);
    expect((await imageOf(avatar, viewer)).mime).toBe('image/png');
    expectRefusal(await transform(privatePhoto, viewer), 422, S.notFound);

    const expertUser = await fan();
    const expertIcon = await uploaded(expertUser, 'gif');
    await test.database.db.insert(experts).values({
      userId: expertUser.id,
      nickname: '分享专家',
      intro: '',
      strength: 5,
      userLevel: 2,
      qiuFlag: 1,
      followers: 0,
      icon: expertIcon,
    });
    expect((await imageOf(expertIcon, viewer)).mime).toBe('image/gif');
  });

  it('refuses every address it will not read with a 400, before reading, never echoing it', async () => {
    const who = await fan();
    const cases: [string, string][] = [
      ['file:///etc/passwd', S.urlInvalid],
      ['ftp://files.example.com/a.png', S.urlInvalid],
      ['data:image/png;base64,iVBORw0KGgo=', S.urlInvalid],
      ['javascript:alert(1)', S.urlInvalid],
      ['http://user:secret@localhost/api/upload/img/1-deadbeef', S.urlInvalid],
      ['http://127.0.0.1/logo.png', S.hostNotAllowed],
      ['http://127.0.0.1:8080/api/upload/img/1-deadbeef', S.hostNotAllowed],
      ['http://[::1]/logo.png', S.hostNotAllowed],
      ['http://2130706433/logo.png', S.hostNotAllowed],
      ['http://169.254.169.254/latest/meta-data/iam/security-credentials/', S.hostNotAllowed],
      ['http://10.0.0.8/internal.png', S.hostNotAllowed],
      ['https://evil.example.com/pic.png', S.hostNotAllowed],
      ['//evil.example.com/pic.png', S.hostNotAllowed],
      ['/\\evil.example.com/pic.png', S.hostNotAllowed],
    ];
    for (const [url, code] of cases) {
      const res = await transform(url, who);
      expectRefusal(res, 400, code);
      expect(res.body, url).not.toContain(url);
    }
  });

  it('refuses an empty, a missing or a huge address with a Chinese message', async () => {
    const who = await fan();
    expectRefusal(await transform('', who), 400, 'bad_request', ShareMessages.urlRequired);
    expectRefusal(await post(TRANSFORM, {}, who), 400, 'bad_request', ShareMessages.urlRequired);
    expectRefusal(await post(TRANSFORM, { url: 42 }, who), 400, 'bad_request');
    const huge = `https://img.example.com/${'a'.repeat(5_000)}.png`;
    expectRefusal(await transform(huge, who), 400, 'bad_request', ShareMessages.urlTooLong);
  });

  it('answers a path of ours that names no picture as not found, never a 5xx', async () => {
    const who = await fan();
    for (const path of [
      '/api/upload/img/999999-deadbeef',
      '/api/upload/img/99999999999-deadbeef',
      '/api/uc/index',
      '/index.html',
      '/ads/set-meal-jingcai.svg',
      '/ads/../server/config.ts',
      // This server by name at any port is still read inside it: no port is ever connected to.
      'http://localhost:6379/',
    ])
      expectRefusal(await transform(path, who), 422, S.notFound);
  });

  it('counts sixty conversions per fan per ten minutes, refused or not', async () => {
    const who = await fan();
    const other = await fan();
    for (let i = 0; i < PROXY_CALLS_PER_WINDOW; i++)
      expect((await transform('/api/upload/img/1-deadbeef', who)).statusCode).toBe(422);
    expectRefusal(await transform('/api/upload/img/1-deadbeef', who), 429, 'too_many_requests');
    expect((await transform('/api/upload/img/1-deadbeef', other)).statusCode).toBe(422);
  });
});

describe('the app’s own images (ads/ of the build)', () => {
  let dist: string;
  let app: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'share-dist-'));
    mkdirSync(join(dist, 'ads'));
    writeFileSync(join(dist, 'ads', 'banner.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'ads', 'photo.png'), newImage('png'));
    writeFileSync(join(dist, 'ads', 'fake.png'), '<html><script>alert(1)</script></html>');
    writeFileSync(join(dist, 'ads', 'huge.png'), Buffer.alloc(3 * 1024 * 1024, 1));
    writeFileSync(join(dist, 'secret.png'), newImage('png'));
    app = await startTestApp({ now: NOW, database: test.database, config: { distDir: dist } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('reads the pictures of ads/ only, as what their bytes prove', async () => {
    const who = await fan();
    const read = (url: string) =>
      app.app.inject({
        method: 'POST',
        url: TRANSFORM,
        payload: { url },
        headers: { authorization: `Bearer ${who.token}` },
      });
    expect(transformedImageSchema.parse(expectOk(await read('/ads/banner.svg'))).mime).toBe(
      'image/svg+xml',
    );
    expect(transformedImageSchema.parse(expectOk(await read('/ads/photo.png'))).mime).toBe(
      'image/png',
    );
    expectRefusal(await read('/ads/fake.png'), 422, S.notImage, ShareMessages.notImage);
    expectRefusal(await read('/ads/huge.png'), 422, S.tooLarge, ShareMessages.tooLarge);
    expectRefusal(await read('/secret.png'), 422, S.notFound);
    expectRefusal(await read('/ads/%2e%2e/secret.png'), 422, S.notFound);
    expectRefusal(await read('/ads/missing.png'), 422, S.notFound);
  });
});

describe('the referrer of a registration through a shared link', () => {
  let serial = 0;
  const referrerOf = async (userId: number) =>
    (
      await test.database.db
        .select({ referrerId: shareReferrals.referrerId })
        .from(shareReferrals)
        .where(eq(shareReferrals.userId, userId))
    )[0]?.referrerId ?? null;

  async function registerByName(share?: string): Promise<number> {
    const n = ++serial;
    const remoteAddress = `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/uc/register',
      remoteAddress,
      payload: {
        account: `sharefan${n}${process.pid % 1000}`,
        password: enc('secret123'),
        captchaTicket: await passCaptcha(test.app, { remoteAddress }),
        ...(share === undefined ? {} : { share }),
      },
    });
    return loginResultSchema.parse(expectOk(res)).userId;
  }

  async function smsLogin(phone: string, share?: string): Promise<number> {
    const sent = await post('/api/uc/sms/send', {
      phone,
      type: 51,
      captchaTicket: await passCaptcha(test.app),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const dev = expectOk(await get(`/api/dev/sms-codes?phone=${phone}`)) as { code: string };
    const res = await post('/api/uc/login/sms', { phone, code: dev.code, share });
    return loginResultSchema.parse(expectOk(res)).userId;
  }

  it('records the member whose code a new account by name carried', async () => {
    const sharer = await fan();
    const { shareInfoId } = await infoOf(sharer);
    const newcomer = await registerByName(shareInfoId);
    expect(await referrerOf(newcomer)).toBe(sharer.id);
  });

  it('records it for an account made by SMS login, and not when the phone had an account', async () => {
    const sharer = await fan();
    const { shareInfoId } = await infoOf(sharer);
    const phone = `1371${String(process.pid % 1000).padStart(3, '0')}0001`;
    const newcomer = await smsLogin(phone, shareInfoId);
    expect(await referrerOf(newcomer)).toBe(sharer.id);

    // An existing member logging in through someone's link is nobody's referral.
    const existing = await fan();
    await smsLogin(existing.phone, shareInfoId);
    expect(await referrerOf(existing.id)).toBeNull();
  });

  it('records nothing for no code, an unknown or malformed one, and still registers', async () => {
    for (const share of [undefined, '', 'zzzzzzzzzz', 'NOT-A-CODE', ' '.repeat(10)])
      expect(await referrerOf(await registerByName(share))).toBeNull();
    // The contract's own limit still holds: a share longer than 64 characters is a 400.
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/uc/register',
      payload: { account: 'sharefanlong', password: enc('secret123'), share: 'x'.repeat(65) },
    });
    expect(res.statusCode).toBe(400);
  });
});
