// Pins issue 38 §1 as Chromium meets the built app: the manifest is linked, valid and its icons load,
// and Chromium finds the app installable; the service worker activates, precaches the shell and the
// built files and nothing of the live data; opened offline, the page is the shell with the offline
// hint instead of the browser's error page; a new version's worker waits, the fan is offered a
// reload (发现新版本 · 刷新), and the new worker takes over only when it is accepted.
//
// test-budget: 120 s — about 30 s of its own (each page's worker precaches the ~390 built files in
// real time); the run's busy-evening world may be seeded by this file's server start when it is
// the first to ask for it (a minute on a busy machine).
//
// The server serves a copy of the build of its own, so the update can change sw.js under it
// without touching dist/ (which other files' servers read).
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchBrowser, type BrowserSession } from '../kit/browser';
import { busyEvening, startServerProcess, type RunningServer } from '../kit/serverProcess';

/** The build to copy: dist/, or DIST_DIR as the server reads it. */
const BUILT = resolve(process.env.DIST_DIR ?? resolve(__dirname, '../../dist'));

let root: string;
let dist: string;
let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'matchday-pwa-'));
  dist = join(root, 'dist');
  cpSync(BUILT, dist, { recursive: true });
  // The first-screen renderer is read beside the build (server/features/firstScreen rendererPath).
  symlinkSync(`${BUILT}-ssr`, `${dist}-ssr`);
  // The shared server's world (this evening's busiest hour): the run's seeded copy of it.
  server = await startServerProcess({ env: { DIST_DIR: dist, SIM_START: busyEvening() } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Resolves once the page's service worker is active; says whether it controls the page. */
async function workerActive(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const active = registration.active;
    if (active && active.state !== 'activated')
      await new Promise((done) =>
        active.addEventListener('statechange', () => active.state === 'activated' && done(null)),
      );
    return {
      script: new URL(active?.scriptURL ?? '', location.href).pathname,
      controlled: navigator.serviceWorker.controller !== null,
    };
  });
}

/** A phone on the home tab whose worker is active and controls it (the second visit, as it were). */
async function controlledHome() {
  const { context, page } = await browser.newPhone({ serviceWorkers: 'allow' });
  await page.goto(`${server.url}/#/tabs/home`);
  await page.getByTestId('home-page').waitFor();
  // A first visit is not taken over: the worker only serves the pages loaded after it.
  expect(await workerActive(page)).toEqual({ script: '/sw.js', controlled: false });
  await page.reload();
  await page.getByTestId('home-page').waitFor();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return { context, page };
}

describe('installable', () => {
  it('links a valid manifest whose icons load, and Chromium can install the app', async () => {
    const { context, page } = await browser.newPhone();
    await page.goto(`${server.url}/#/tabs/home`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await page.request.get(`${server.url}${href}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({
      name: '体育周报',
      short_name: '体育周报',
      start_url: '/#/tabs/home',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await page.request.get(`${server.url}${icon.src}`);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      // The PNG's own width, from its IHDR chunk, is the size the manifest claims.
      const width = (await image.body()).readUInt32BE(16);
      expect(`${width}x${width}`).toBe(icon.sizes);
    }
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await page.request.get(`${server.url}${touch}`)).status()).toBe(200);

    // Chromium's own reading of the manifest: no error under the page's CSP (manifest-src).
    const cdp = await context.newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest');
    expect(parsed.errors).toEqual([]);
    expect(parsed.url).toBe(`${server.url}/manifest.webmanifest`);
    await context.close();

    // Chromium says "in-incognito" of every context the kit makes: a profile of its own asks.
    const profile = await chromium.launchPersistentContext(join(root, 'profile'), {
      executablePath: chromiumPath(),
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      const installing = profile.pages()[0] ?? (await profile.newPage());
      await installing.goto(`${server.url}/#/tabs/home`);
      await installing.getByTestId('home-page').waitFor();
      const session = await profile.newCDPSession(installing);
      expect(await session.send('Page.getInstallabilityErrors')).toEqual({
        installabilityErrors: [],
      });
    } finally {
      await profile.close();
    }
  });

  it('serves the service worker fresh, as JavaScript', async () => {
    const { context, page } = await browser.newPhone();
    const answer = await page.request.get(`${server.url}/sw.js`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    await context.close();
  });
});

describe('offline', () => {
  it('opens to the shell and the offline hint, with no live data kept by the worker', async () => {
    const { context, page } = await controlledHome();
    // Everything the worker keeps: the shell and the built files, never an answer of the server.
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(kept).toContain('/shell.html');
    expect(kept.some((url) => url.startsWith('/assets/') && url.endsWith('.js'))).toBe(true);
    expect(kept.filter((url) => /^\/(api|sportdata|socket\.io|first-screen)\b/.test(url))).toEqual(
      [],
    );
    expect(kept).not.toContain('/');
    expect(kept).not.toContain('/index.html');

    await context.setOffline(true);
    const offline = await page.reload();
    // Not the browser's error page: the worker answered with the shell.
    expect(offline?.status()).toBe(200);
    expect(offline?.fromServiceWorker()).toBe(true);
    await page.getByTestId('home-page').waitFor();
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    // The offline hint: the scores paused (the browser says it is offline) or the call that failed.
    const hint = page.getByTestId('home-offline').or(page.getByTestId('home-error'));
    await hint.first().waitFor();
    expect(await hint.first().textContent()).toMatch(/网络已断开|网络连接失败/);
    // The shell carries no screen rendered by the server: nothing old is shown as if it were live.
    expect(await page.locator('#root[data-rendered]').count()).toBe(0);
    expect(await page.locator('[data-testid="today-row"], [data-testid="live-card"]').count()).toBe(
      0,
    );
    await page.screenshot({ path: 'test-results/installable-offline.png' }).catch(() => {});

    // Back online, the worker passes the server's page through again, the first screen rendered
    // into it with today's matches.
    await context.setOffline(false);
    const online = await page.reload();
    expect(online?.fromServiceWorker()).toBe(true);
    expect(await online?.text()).toContain('id="first-screen-data"');
    await page.locator('[data-testid="today-row"], [data-testid="live-card"]').first().waitFor();
    await context.close();
  });
});

describe('a new version', () => {
  it('waits for the fan: 发现新版本 · 刷新, then takes over and the page reloads', async () => {
    const { context, page } = await controlledHome();
    expect(await page.getByTestId('app-update').count()).toBe(0);

    // Deploy: the worker's script changes on the server (its compressed copies go, or they would
    // still be sent), and the page asks, as it does on its hourly check.
    const worker = join(dist, 'sw.js');
    rmSync(`${worker}.br`, { force: true });
    rmSync(`${worker}.gz`, { force: true });
    writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// the next version\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    const prompt = page.getByTestId('app-update');
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain('发现新版本');
    await page.screenshot({ path: 'test-results/installable-update.png' }).catch(() => {});
    // Until the fan answers, the new worker waits and the page keeps the worker it loaded with.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting?.state;
      }),
    ).toBe('installed');

    const reloaded = page.waitForEvent('load');
    await page.getByTestId('app-update-reload').click();
    await reloaded;
    await page.getByTestId('home-page').waitFor();
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting ?? null,
        active: registration?.active?.state,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(after).toEqual({ waiting: null, active: 'activated', controlled: true });
    expect(await page.getByTestId('app-update').count()).toBe(0);
    await context.close();
  });
});
