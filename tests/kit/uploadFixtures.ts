// Fans, images and multipart bodies for the upload, feedback and expert application tests
// (tests/integration/server/{uploads,feedback,expertApply}.test.ts): a fan is a row with a session;
// an image is a real 1×1 PNG (or JPEG, GIF, WebP) with a few bytes after its end, so that each is
// new to the server and still an image; a body is built the way a browser's FormData sends it.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { uploadResultSchema, type UploadResult } from '../../contracts/uploads';
import { identityVerifications } from '../../server/db/schema';
import { insertUser } from '../../server/features/account/session/users';
import { openSession } from '../../server/platform/auth/sessions';
import type { TestApp } from './testApp';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const GIF_HEAD = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const WEBP_HEAD = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
]);

let images = 0;
/** An image no test sent before (a different tail after the image's end). */
export function newImage(kind: 'png' | 'jpeg' | 'gif' | 'webp' = 'png'): Buffer {
  const head = { png: PNG_1X1, jpeg: JPEG_HEAD, gif: GIF_HEAD, webp: WEBP_HEAD }[kind];
  return Buffer.concat([head, Buffer.from(`#${++images}#${Math.random()}`)]);
}

export interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body and its content type, as a browser's FormData sends it. */
export function multipartBody(parts: readonly Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----matchdayTest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export interface Fan {
  id: number;
  token: string;
  phone: string;
}

export function uploadFixtures(test: () => TestApp) {
  let serial = 0;
  const db = () => test().database.db;

  /** A fan with a phone; `verified`: a real name verified here (identity code 3). */
  async function fan(o: { verified?: boolean; userLevel?: number; phone?: boolean } = {}) {
    const n = ++serial;
    const phone = `1360${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(4, '0')}`;
    const id = await insertUser(db(), {
      account: `upload_fan_${n}_${Math.random().toString(36).slice(2, 8)}`,
      nickName: `上传球友${n}`,
      phone: o.phone === false ? null : phone,
      realName: o.verified ? '李明' : null,
      idCard: o.verified ? `11010519900101${String(n).padStart(3, '0')}X` : null,
      userLevel: o.userLevel ?? 0,
    });
    if (!id) throw new Error('fixture: no user');
    if (o.verified)
      await db().insert(identityVerifications).values({ userId: id, phone, source: 'complete' });
    return { id, token: await openSession(db(), id), phone } satisfies Fan;
  }

  const auth = (who?: Fan, cookie = false): Record<string, string> =>
    !who
      ? {}
      : cookie
        ? { cookie: `jcob_token=${who.token}` }
        : { authorization: `Bearer ${who.token}` };

  /** POSTs one file part (name `file`) as the app does. */
  function upload(
    who: Fan | undefined,
    data: Buffer | string,
    o: { type?: string; filename?: string; cookie?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    const { payload, contentType } = multipartBody([
      { name: 'file', data, filename: o.filename ?? 'photo.png', type: o.type ?? 'image/png' },
    ]);
    return test().app.inject({
      method: 'POST',
      url: '/api/upload/img',
      payload,
      headers: { ...auth(who, o.cookie), 'content-type': contentType },
    });
  }

  /** Uploads a new image and answers its path. */
  async function uploaded(who: Fan, kind: Parameters<typeof newImage>[0] = 'png'): Promise<string> {
    return uploadResultSchema.parse(expectOk(await upload(who, newImage(kind)))).path;
  }

  const get = (url: string, who?: Fan, cookie = false) =>
    test().app.inject({ method: 'GET', url, headers: auth(who, cookie) });

  const post = (url: string, payload: object, who?: Fan, cookie = false) =>
    test().app.inject({ method: 'POST', url, payload, headers: auth(who, cookie) });

  return { fan, upload, uploaded, get, post, auth };
}

export function expectOk(res: LightMyRequestResponse): unknown {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ isSuccess: true, code: '1' });
  return res.json<{ data: unknown }>().data;
}

export const uploadOf = (res: LightMyRequestResponse): UploadResult =>
  uploadResultSchema.parse(expectOk(res));
