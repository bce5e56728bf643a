// Pins how the server serves the installable app's files (issue 38 §1, docs/decisions/pwa.md) from a
// build of its own: the service worker as JavaScript and the manifest as a manifest, both asked
// again on every use (no-cache), their compressed copies too; the offline shell as the page was
// built, never with a screen rendered into it, while `/` keeps its render; and the page's policy
// lets it load its manifest and worker.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, SHELL_FILE, SW_FILE } from '../../../scripts/vitePwa';
import { precompressFile } from '../../../scripts/vitePrecompress';
import { pageCsp } from '../../../server/platform/securityHeaders';
import {
  APP_WORKER_FILES,
  IMMUTABLE,
  REVALIDATE,
  serveBuiltApp,
} from '../../../server/platform/staticApp';

const PAGE = '<html><head></head><body><template id="first-screen-html"></template></body></html>';
const RENDERED = '<html><body><p>今日焦点 2 - 1</p></body></html>';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'matchday-pwa-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, SHELL_FILE), PAGE);
  // A worker like the generated one: its precache list runs to tens of kilobytes.
  writeFileSync(
    join(dist, SW_FILE),
    `self.addEventListener('fetch',()=>{});precache(${JSON.stringify(
      Array.from({ length: 300 }, (_, i) => ({ url: `assets/chunk-${i}.js`, revision: null })),
    )});`,
  );
  await precompressFile(join(dist, SW_FILE));
  writeFileSync(
    join(dist, MANIFEST_FILE),
    JSON.stringify({ name: '体育周报', start_url: '/#/tabs/home', display: 'standalone' }),
  );
  writeFileSync(join(dist, 'assets', 'index-C0ffee42.js'), 'export{}');
  app = Fastify();
  // A first-screen renderer that always renders: `/` carries it, the shell never does.
  await serveBuiltApp(app, dist, {
    page: () => Promise.resolve(RENDERED),
    screen: () => Promise.resolve(null),
  });
});
afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding = 'identity') =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

describe('the installable app’s files', () => {
  it('are the names the build writes', () => {
    expect([...APP_WORKER_FILES].sort()).toEqual([MANIFEST_FILE, SHELL_FILE, SW_FILE].sort());
  });

  it('serves the worker as JavaScript, fresh every time, compressed when asked', async () => {
    const plain = await get(`/${SW_FILE}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(plain.headers['cache-control']).toBe(REVALIDATE);
    const brotli = await get(`/${SW_FILE}`, 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(brotli.headers['cache-control']).toBe(REVALIDATE);
  });

  it('serves the manifest as a web app manifest, fresh every time', async () => {
    const answer = await get(`/${MANIFEST_FILE}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(answer.headers['cache-control']).toBe(REVALIDATE);
    expect(answer.json()).toMatchObject({ start_url: '/#/tabs/home' });
  });

  it('serves the shell as built, with no screen rendered into it, while / keeps its render', async () => {
    const shell = await get(`/${SHELL_FILE}`);
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['content-type']).toMatch(/^text\/html/);
    expect(shell.headers['cache-control']).toBe(REVALIDATE);
    expect(shell.body).toBe(PAGE);
    const page = await get('/');
    expect(page.body).toBe(RENDERED);
    // Hashed files keep their year-long cache.
    expect((await get('/assets/index-C0ffee42.js')).headers['cache-control']).toBe(IMMUTABLE);
  });

  it('lets the page load its own manifest and worker, and nobody else’s', () => {
    const csp = pageCsp({ scriptHashes: [] });
    expect(csp).toContain("manifest-src 'self';");
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("default-src 'none';");
  });
});
