// Pins the image upload (issue 19 §2; product-spec §3 "Upload response", §5 "Image upload") through
// the real server and database: only a logged-in fan with the token in a header uploads; only bytes
// that are a JPEG, PNG, WebP or GIF are kept, whatever type was declared; at most 5 MB; the same bytes
// twice are one image; 60 new images per 24 hours; the image is served back to its owner only, with
// its type, a year's cache and nosniff; a body that is not a proper upload is a 4xx, never a 5xx.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOADS_PER_DAY } from '../../../contracts/uploads';
import { uploads } from '../../../server/db/schema';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';
import { multipartBody, newImage, uploadFixtures, uploadOf } from '../../kit/uploadFixtures';

const NOW = Date.parse('2026-11-22T21:10:00+08:00');
const DAY = 24 * 3_600_000;

let test: TestApp;
const { fan, upload, get } = uploadFixtures(() => test);

beforeAll(async () => {
  test = await startTestApp({ now: NOW });
});
afterAll(() => test.close());

const rowsOf = async (userId: number) =>
  Number(
    (
      await test.database.db.select({ n: count() }).from(uploads).where(eq(uploads.userId, userId))
    )[0]?.n ?? 0,
  );

describe('who may upload', () => {
  it('refuses a visitor, and a fan whose token comes only in the cookie', async () => {
    expectRefusal(await upload(undefined, newImage()), 401, 'no_login');
    const who = await fan();
    expectRefusal(await upload(who, newImage(), { cookie: true }), 401, 'no_login');
    expect(await rowsOf(who.id)).toBe(0);
  });
});

describe('what is kept', () => {
  it.each(['png', 'jpeg', 'gif', 'webp'] as const)('keeps a %s, named by its bytes', async (k) => {
    const who = await fan();
    const bytes = newImage(k);
    const done = uploadOf(await upload(who, bytes, { type: 'image/whatever' }));
    expect(done).toMatchObject({ mime: `image/${k}`, size: bytes.length, prefix: '' });
    expect(done.path).toMatch(/^\/api\/upload\/img\/\d+-[0-9a-f]{8}$/);
    expect(done.repeated).toBe(false);
  });

  it('refuses bytes that are not an image, whatever type was declared', async () => {
    const who = await fan();
    const html = '<html><script>alert(1)</script></html>';
    expectRefusal(
      await upload(who, html, { type: 'image/png' }),
      415,
      'not_image',
      '只能上传图片文件（JPG、PNG、WebP、GIF）',
    );
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expectRefusal(await upload(who, svg, { type: 'image/svg+xml' }), 415, 'not_image');
    // A real image declared as something else is refused too: the form sends images only.
    expectRefusal(await upload(who, newImage(), { type: 'text/html' }), 415, 'not_image');
    expect(await rowsOf(who.id)).toBe(0);
  });

  it('refuses an image over 5 MB, and keeps one of exactly 5 MB', async () => {
    const who = await fan();
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 7);
    newImage().copy(big);
    expectRefusal(await upload(who, big), 413, 'too_large', '图片不能超过5MB');
    const edge = Buffer.alloc(UPLOAD_MAX_BYTES, 9);
    newImage().copy(edge);
    expect(uploadOf(await upload(who, edge)).size).toBe(UPLOAD_MAX_BYTES);
  });

  it('answers the same bytes twice with the one image', async () => {
    const who = await fan();
    const bytes = newImage();
    const first = uploadOf(await upload(who, bytes));
    const again = uploadOf(await upload(who, bytes, { filename: 'other-name.png' }));
    expect(again).toEqual({ ...first, repeated: true });
    expect(await rowsOf(who.id)).toBe(1);
    // Another fan's copy of the same bytes is theirs.
    const other = await fan();
    expect(uploadOf(await upload(other, bytes)).path).not.toBe(first.path);
  });
});

describe('the daily limit', () => {
  it(`keeps ${UPLOADS_PER_DAY} new images in 24 hours, repeats free, then again a day later`, async () => {
    const who = await fan();
    const first = newImage();
    uploadOf(await upload(who, first));
    for (let i = 1; i < UPLOADS_PER_DAY; i += 1) uploadOf(await upload(who, newImage()));
    expectRefusal(await upload(who, newImage()), 429, 'upload_limit');
    // The same bytes again are not new.
    expect(uploadOf(await upload(who, first)).repeated).toBe(true);
    test.clock.advance(DAY + 1);
    uploadOf(await upload(who, newImage()));
    test.clock.set(NOW);
  });
});

describe('serving an image', () => {
  it('gives the owner the bytes with their type, a year of cache and nosniff', async () => {
    const who = await fan();
    const bytes = newImage('jpeg');
    const { path } = uploadOf(await upload(who, bytes));
    for (const cookie of [false, true]) {
      const res = await get(path, who, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('shows nobody else the image, and nothing at a path it does not name', async () => {
    const who = await fan();
    const { path } = uploadOf(await upload(who, newImage()));
    expectRefusal(await get(path), 401, 'no_login');
    expectRefusal(await get(path, await fan()), 404, 'not_found');
    const wrongHash = path.replace(/-[0-9a-f]{8}$/, '-00000000');
    expectRefusal(await get(wrongHash, who), 404, 'not_found');
    for (const junk of ['x', '99999999999-aaaaaaaa', '1-ZZZZZZZZ', '%00', '1-aaaaaaaa.png'])
      expect((await get(`/api/upload/img/${junk}`, who)).statusCode).toBe(404);
  });
});

describe('bodies that are not an upload', () => {
  it('answers each with a 4xx, never a 5xx', async () => {
    const who = await fan();
    const headers = { authorization: `Bearer ${who.token}` };
    const inject = (payload: string | Buffer, contentType: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/upload/img',
        payload,
        headers: { ...headers, 'content-type': contentType },
      });
    expectRefusal(await inject('{"file":"x"}', 'application/json'), 400, 'no_file');
    const fieldOnly = multipartBody([{ name: 'note', data: 'hello' }]);
    expectRefusal(await inject(fieldOnly.payload, fieldOnly.contentType), 400, 'no_file');
    const empty = multipartBody([{ name: 'file', data: '', filename: 'a.png', type: 'image/png' }]);
    expectRefusal(await inject(empty.payload, empty.contentType), 400, 'no_file');
    const whole = multipartBody([
      { name: 'file', data: newImage(), filename: 'a.png', type: 'image/png' },
    ]);
    const cut = whole.payload.subarray(0, whole.payload.length - 30);
    const answers = [
      await inject(cut, whole.contentType),
      await inject('not multipart at all', whole.contentType),
      await inject(whole.payload, 'multipart/form-data'),
      await inject(Buffer.from([0, 1, 2, 3]), 'image/png'),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    expect(await rowsOf(who.id)).toBe(0);
  });
});
