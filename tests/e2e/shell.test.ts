// Pins the shell as a fan meets it in Chromium: redirects, unknown paths, guards, every route built.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, waitForHash, type BrowserSession } from '../kit/browser';
import { demoLoginToken, storeToken } from '../kit/demoLogin';
import { sharedServer, type SharedServer } from '../kit/sharedServer';

let server: SharedServer;
let browser: BrowserSession;

beforeAll(async () => {
  // Reads only: the run's shared server (tests/kit/sharedServer.ts).
  server = await sharedServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.release();
});

async function open(path: string) {
  const { context, page } = await browser.newPhone();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.url}/${path}`);
  return { context, page, errors };
}

describe('routing in the built app', () => {
  it.each([
    ['', '/tabs/home'],
    ['#/home-discovery', '/tabs/home'],
    ['#/lcPlanList', '/plan-list/2/all'],
    ['#/zcPlanList', '/plan-list/1/all'],
    ['#/match-list', '/tabs/match'],
    ['#/this/page/does/not/exist', '/tabs/home'],
    ['#/tabs/nothing', '/tabs/home'],
  ])('%s → %s', async (from, to) => {
    const { context, page, errors } = await open(from);
    expect(await waitForHash(page, to)).toBe(to);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the channel user centre with the tab bar and a way home (every route is built)', async () => {
    const { context, page } = await open('#/tabs/jd/user-center');
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    expect(await page.getByText('此页面暂未开放').count()).toBe(0);
    expect(await page.title()).toBe('体育周报');
    await page.getByRole('link', { name: '首页' }).click();
    await waitForHash(page, '/tabs/home');
    await context.close();
  });
});

describe('the icons of the built app', () => {
  // Browsers, host apps and bookmark tools ask for /favicon.ico whatever the page links (issue 31 §12).
  it('serves /favicon.ico and every icon the page links, and the page asks for nothing missing', async () => {
    const { context, page } = await open('#/tabs/home');
    const missing: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 404) missing.push(res.url());
    });
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    const linked = await page
      .locator('link[rel~="icon"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(linked).toContain(`${server.url}/favicon.ico`);
    for (const href of linked) {
      const res = await fetch(href);
      expect(res.status, href).toBe(200);
      expect(res.headers.get('content-type'), href).toMatch(/^image\//);
    }
    const ico = Buffer.from(await (await fetch(`${server.url}/favicon.ico`)).arrayBuffer());
    // An icon file (reserved 0, type 1) with its three sizes.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    expect(missing).toEqual([]);
    await context.close();
  });
});

describe('guards in the built app', () => {
  it('sends a visitor from a protected page to login, and back there after login', async () => {
    const { context, page } = await open('#/message/center');
    expect(await waitForHash(page, /^\/login/)).toBe(
      `/login?backUrl=${encodeURIComponent('/message/center')}`,
    );

    // Logged in (the login screen has its own test), the guard lets the fan back to the target.
    await storeToken(context, server.url, await demoLoginToken(server.url));
    await page.reload();
    expect(await waitForHash(page, '/message/center')).toBe('/message/center');
    await page.getByTestId('message-centre').waitFor();
    await context.close();
  });

  it('lets a visitor through a protected page with toApp', async () => {
    const { context, page } = await open('#/match-packet/packet?toApp=1');
    await page.getByTestId('match-packet-page').waitFor();
    expect(await waitForHash(page, /^\/match-packet\/packet/)).toBe('/match-packet/packet?toApp=1');
    await context.close();
  });

  it('opens the shopping-app channel on its own user centre', async () => {
    const { context, page } = await open('?agentId=2335301#/tabs/user');
    expect(await waitForHash(page, '/tabs/jd/user-center')).toBe('/tabs/jd/user-center');
    await context.close();
  });

  it('sends a WeChat visitor to login', async () => {
    const { context, page } = await browser.newPhone({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile MicroMessenger/8.0.40',
    });
    await page.goto(`${server.url}/#/tabs/home`);
    expect(await waitForHash(page, /^\/login\/third-party\?channel=wechat/)).toContain(
      'backUrl=%2Ftabs%2Fhome',
    );
    await context.close();
  });
});

describe('layout and framing', () => {
  it.each([
    [320, '13.65px'],
    [375, '16px'],
    [768, '20.48px'],
  ])(
    'scales the root font for a %i px viewport and keeps the column at most 480 px',
    async (width, fontSize) => {
      const { context, page } = await browser.newPhone({ width });
      await page.goto(`${server.url}/#/user/coupon-rule`);
      await page.getByTestId('coupon-rule-page').waitFor();
      const layout = await page.evaluate(() => ({
        fontSize: getComputedStyle(document.documentElement).fontSize,
        column: document.querySelector('.app-column')?.getBoundingClientRect().width ?? 0,
        overflow: document.documentElement.scrollWidth > window.innerWidth,
      }));
      expect(layout.fontSize).toBe(fontSize);
      expect(layout.column).toBe(Math.min(width, 480));
      expect(layout.overflow).toBe(false);
      await context.close();
    },
  );

  it('replaces a framed page with the blank notice page', async () => {
    const { context, page } = await browser.newPhone();
    await page.goto(`${server.url}/healthz`);
    await page.setContent(
      `<iframe id="f" src="${server.url}/#/tabs/match" style="width:375px;height:600px"></iframe>`,
    );
    const frame = page.frameLocator('#f');
    await frame.getByTestId('framed-notice').waitFor();
    expect(await frame.getByText('请在浏览器中直接打开本页面').isVisible()).toBe(true);
    await context.close();
  });
});
