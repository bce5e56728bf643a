// Pins issue 30 §4, the headers as sent (docs/decisions/security-headers.md): the app's page — the
// first screen rendered into it, and the page as built — carries a Content-Security-Policy that
// allows its inline scripts by their hashes and nothing inline else; the payment-provider
// simulator's cashier a policy of its own; every answer (page, API, static file, the chat socket's)
// nosniff, the referrer policy and frame protection; HSTS only under NODE_ENV=production. A route's
// own policy (an uploaded picture's) is kept. The app runs clean under the policy in Chromium: the
// browser tests fail on any violation (tests/kit/browser.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASHIER_PATH } from '../../../server/paymentProvider';
import {
  cashierCsp,
  HSTS,
  inlineScriptHashes,
  pageCsp,
  REFERRER_POLICY,
} from '../../../server/platform/securityHeaders';
import { startTestApp, type TestApp, simulatorOf } from '../../kit/testApp';

// The page's two inline scripts, as index.html has them (the first-screen scripts).
const HEAD_SCRIPT = `
      (function () { window.asked = location.hash; })();
    `;
const BODY_SCRIPT = `
      (function () { document.getElementById('first-shell').dataset.ready = '1'; })();
    `;
const SLOT = '<template id="first-screen-html"></template>';
const INDEX = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" />
    <meta name="first-screens" content="" />
    <script>${HEAD_SCRIPT}</script>
    <script type="module" crossorigin src="/assets/index-C0ffee42.js"></script>
    <style>.first-shell{display:block}</style>
  </head><body><div id="root"></div><div id="first-shell"></div>${SLOT}
    <script>${BODY_SCRIPT}</script>
  </body></html>`;
const hashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const SCRIPT_HASHES = [hashOf(HEAD_SCRIPT), hashOf(BODY_SCRIPT)];

const PAGE_CSP =
  "default-src 'none'; " +
  `script-src 'self' ${SCRIPT_HASHES.join(' ')}; ` +
  "style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob:; " +
  "connect-src 'self'; " +
  "manifest-src 'self'; " +
  "worker-src 'self'; " +
  "base-uri 'none'; " +
  "form-action 'none'; " +
  "frame-ancestors 'self'";
const CASHIER_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; " +
  "frame-ancestors 'none'";

/** A build of its own: the page, a hashed chunk, and with `renderer` the first-screen renderer. */
function fakeBuild(root: string, renderer: boolean): string {
  const dist = join(root, renderer ? 'dist' : 'plain');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-C0ffee42.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (renderer) {
    mkdirSync(`${dist}-ssr`);
    // Renders the home tab with a style attribute, as the real screens do (LeagueTag's colour).
    writeFileSync(
      join(`${dist}-ssr`, 'renderFirstScreen.js'),
      `export async function firstScreenRenderer() {
  return {
    pageRoute: 'tabs/home',
    screens: [{ route: 'tabs/home', params: [] }],
    callOf: () => ({ call: { name: 'getMatchListByDate', args: { pageNo: 1 } }, query: '' }),
    agentOf: () => 'main',
    render: (route) => ({ route, module: 'src/features/home/HomePage.tsx', showIf: [], html: '<p style="color:red">首页</p>' }),
  };
}`,
    );
  }
  return dist;
}

let root: string;
let test: TestApp;
let production: TestApp;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'matchday-headers-'));
  test = await startTestApp({ config: { distDir: fakeBuild(root, true) } });
  production = await startTestApp({
    config: { distDir: fakeBuild(root, false), production: true },
    database: test.database,
  });
  // A route that sets its own policy, as the uploaded pictures do (features/uploads).
  test.app.get('/test/own-policy', (_request, reply) =>
    reply
      .header('content-security-policy', "default-src 'none'; sandbox")
      .type('text/html; charset=utf-8')
      .send('<p>own</p>'),
  );
});
afterAll(async () => {
  await production?.close();
  await test?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

/** The headers every answer carries outside production. */
function expectCommon(answer: LightMyRequestResponse) {
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['strict-transport-security']).toBeUndefined();
}

describe("the app's page", () => {
  it('allows exactly its inline scripts by hash, framed only by its own origin', async () => {
    const page = await get(test, '/');
    expect(page.statusCode).toBe(200);
    // The first screen rendered into it: its data block is no script to allow (never executed).
    expect(page.body).toContain('<script type="application/json" id="first-screen-data">');
    expect(page.body).toContain('<p style="color:red">首页</p>');
    expectCommon(page);
    expect(page.headers['content-security-policy']).toBe(PAGE_CSP);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The hashes are the served page's own executable inline scripts, none more.
    expect(inlineScriptHashes(page.body.replace(/<script type="application\/json"/, '<x'))).toEqual(
      SCRIPT_HASHES,
    );
  });

  it('is the same at /index.html and at any other address the page answers', async () => {
    for (const url of ['/index.html', '/some/where']) {
      const page = await get(test, url);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toBe(PAGE_CSP);
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('carries the policy as built too (no renderer: the static file), and HSTS in production', async () => {
    const page = await get(production, '/');
    expect(page.body).toBe(INDEX);
    expect(page.headers['content-security-policy']).toBe(PAGE_CSP);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('answers that are not pages', () => {
  it('an API answer: nosniff, the referrer policy, never framed, no policy of a document', async () => {
    for (const url of ['/healthz', '/api/no/such/call']) {
      const answer = await get(test, url);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expectCommon(answer);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['content-security-policy']).toBeUndefined();
    }
    const gateway = await test.gateway('getMatchListByDate', { pageNo: 1 });
    expect(gateway.statusCode).toBe(200);
    expectCommon(gateway);
    expect(gateway.headers['x-frame-options']).toBe('DENY');
  });

  it('a static file keeps its caching and gets the same', async () => {
    for (const url of ['/assets/index-C0ffee42.js', '/favicon.svg']) {
      const file = await get(test, url);
      expect(file.statusCode).toBe(200);
      expectCommon(file);
      expect(file.headers['x-frame-options']).toBe('DENY');
      expect(file.headers['content-security-policy']).toBeUndefined();
    }
    expect((await get(test, '/assets/index-C0ffee42.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('HSTS only in production, on every answer', async () => {
    for (const url of ['/healthz', '/assets/index-C0ffee42.js'])
      expect((await get(production, url)).headers['strict-transport-security']).toBe(HSTS);
    expect((await get(test, '/healthz')).headers['strict-transport-security']).toBeUndefined();
  });

  it("keeps a route's own policy", async () => {
    const answer = await get(test, '/test/own-policy');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe("the payment provider's cashier", () => {
  it('has a policy of its own: its inline style and its form, nothing else', async () => {
    const { cashierUrl } = await simulatorOf(test.app).createTrade({
      merchantOrderId: 1,
      amountFen: 600,
      subject: '充值 60 金币',
      chargeWay: 3,
      returnUrl: 'http://localhost/#/wallet',
    });
    const page = await get(test, cashierUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expectCommon(page);
    expect(page.headers['content-security-policy']).toBe(CASHIER_CSP);
    expect(page.headers['x-frame-options']).toBe('DENY');
    const missing = await get(test, `${CASHIER_PATH}/${'0'.repeat(32)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(CASHIER_CSP);
  });

  it('lets the form send the payer back to the origins the app is served from', () => {
    expect(cashierCsp(['http://localhost:5173'])).toContain(
      "form-action 'self' http://localhost:5173;",
    );
  });
});

describe('the chat socket (socket.io answers pass no Fastify hook)', () => {
  it("carries the common headers on the engine's answers", async () => {
    const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const answer = await fetch(`${address}/socket.io/?EIO=4&transport=polling`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe(REFERRER_POLICY);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the policy strings', () => {
  it('hashes inline scripts only, each once', () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="module">a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([hashOf('a()')]);
  });

  it("names VITE_API_HOST's origin and its socket when the API is elsewhere", () => {
    const csp = pageCsp({ scriptHashes: [], apiHost: 'https://api.example.com/base' });
    expect(csp).toContain("img-src 'self' data: blob: https://api.example.com;");
    expect(csp).toContain("connect-src 'self' https://api.example.com wss://api.example.com;");
    expect(pageCsp({ scriptHashes: [], apiHost: 'not a url' })).toContain("connect-src 'self';");
  });
});
