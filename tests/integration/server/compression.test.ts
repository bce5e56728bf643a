// Pins issue 17 §4 item 8, the app served like a real site: hashed assets precompressed at build
// time (brotli and gzip, chosen by Accept-Encoding) with a one-year immutable cache, index.html
// revalidated on every visit, and API answers above 1 KB compressed on the fly.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSport } from '../../../server/seed/sport/seedSport';
import { buildWorld } from '../../../server/domain/sport/world';
import { precompressFile } from '../../../scripts/vitePrecompress';
import { signGateway, startTestApp, type TestApp } from '../../kit/testApp';

const NOW = Date.parse('2026-11-22T21:10:00+08:00');
const CHUNK = 'assets/index-C0ffee42.js';
const STYLE = 'assets/index-Bead1234.css';

let dist: string;
let test: TestApp;

/** A chunk like Vite's: minified code that repeats itself the way real bundles do. */
function fakeChunk(): string {
  const parts: string[] = [];
  for (let i = 0; i < 1500; i++)
    parts.push(
      `function m${i}(e,t){return e.matchId===t?{id:${i},home:e.homeTeamName,away:e.awayTeamName,s:"比分${i % 90}"}:null}`,
    );
  return parts.join(';');
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'matchday-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8"><title>体育周报</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(30)}<script type="module" src="/${CHUNK}"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dist, CHUNK), fakeChunk());
  writeFileSync(join(dist, STYLE), '.row{display:flex;padding:8px 12px}'.repeat(200));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What the build's plugin does to every compressible file it writes (scripts/vitePrecompress.ts).
  for (const file of ['index.html', CHUNK, STYLE, 'favicon.svg'])
    await precompressFile(join(dist, file));
  test = await startTestApp({ now: NOW, config: { distDir: dist } });
  await seedSport(test.database.db, buildWorld(2026), { seed: 2026, now: NOW });
});
afterAll(async () => {
  await test.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  test.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('hashed assets', () => {
  const original = () => readFileSync(join(dist, CHUNK));

  it('are written at build time as brotli and gzip copies, much smaller', async () => {
    const result = await precompressFile(join(dist, CHUNK));
    expect(result.br).toBeLessThan(result.bytes / 4);
    expect(result.gz).toBeLessThan(result.bytes / 3);
    // Too small to be worth it: no copy.
    expect((await precompressFile(join(dist, 'favicon.svg'))).br).toBeNull();
  });

  it('go as brotli to a client that accepts it, cached for a year', async () => {
    const res = await get(`/${CHUNK}`, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).equals(original())).toBe(true);
    expect(res.rawPayload.length).toBeLessThan(original().length / 4);
  });

  it('go as gzip to a client that accepts only gzip, and whole to one that accepts neither', async () => {
    const gz = await get(`/${CHUNK}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gz.rawPayload).equals(original())).toBe(true);
    const plain = await get(`/${CHUNK}`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.rawPayload.equals(original())).toBe(true);
    const css = await get(`/${STYLE}`, 'br');
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('index.html', () => {
  it('is revalidated on every visit, at / and as the fallback of any page path', async () => {
    for (const url of ['/', '/index.html', '/some/page']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain('<div id="root">');
    }
  });

  it('leaves files of public/ cacheable for a while, not forever', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('are never compressed per request: a small one without a copy goes as it is', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
});

describe('API answers', () => {
  const listPage = (acceptEncoding?: string) => {
    const timestamp = Date.now();
    return test.app.inject({
      method: 'POST',
      url: '/sportdata/f',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      payload: {
        apiName: 'getMatchListByDate',
        timestamp,
        verifyStr: signGateway('getMatchListByDate', timestamp),
      },
    });
  };

  it('are compressed above 1 KB for a client that accepts it', async () => {
    const plain = await listPage();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await listPage('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const body = JSON.parse(brotliDecompressSync(br.rawPayload).toString()) as { data: unknown };
    expect(body.data).toEqual(plain.json<{ data: unknown }>().data);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await listPage('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('are left alone when small', async () => {
    const res = await get('/api/nothing-here', 'br, gzip');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ isSuccess: false, code: 'not_found' });
  });
});
