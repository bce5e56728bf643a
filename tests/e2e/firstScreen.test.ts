// Pins the first screen (issue 20 §3) in Chromium: the home tab comes rendered in the page and the
// football list is asked for by the page's own script, so their rows paint before any of the app's
// JavaScript has arrived, and the app starts from the data that came with them (no request for it,
// no skeleton in between). A visit the render is not right for — another channel, another state tab
// in the address, another default game tab or other settings of the tab — gets the skeleton
// instead; stored settings equal to the defaults, whatever their key order, get the render. A
// screen the server does not render paints the page's own skeleton, and its first call leaves
// before the app's JavaScript has arrived, the app taking its answer instead of asking again. The
// socket of the live pushes and the axios client load after the rows.
// test-budget: 120 s — about 30 s alone: the home tab's first live-score poll comes 10 s into the page, and
// fifteen loads of pages whose JavaScript is refused wait on the run's shared server, which other
// browser files keep busy (61.6 s in a full run on two cores; 93.6 s since the interpretations walk
// runs its own server at SIM_SPEED=60 beside it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../kit/browser';
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

/** Gateway calls by name, in the order the page sent them, with the kind of request that sent them. */
function gatewayCalls(page: Page) {
  const calls: Array<{ apiName: string; by: string; pageNo?: number }> = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    const apiName = /"apiName":"(\w+)"/.exec(body)?.[1];
    const pageNo = /"pageNo":(\d+)/.exec(body)?.[1];
    if (apiName)
      calls.push({
        apiName,
        by: request.resourceType(),
        ...(pageNo ? { pageNo: Number(pageNo) } : {}),
      });
  });
  return calls;
}

/** Scripts by file name, in the order the page asked for them. */
function scriptsAsked(page: Page) {
  const names: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js'))
      names.push(path.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
  });
  return names;
}

describe('the first screen', () => {
  it('paints the home tab rendered by the server before any of the app’s JavaScript', async () => {
    const { context, page } = await browser.newPhone();
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(`${server.url}/#/tabs/home`);
    // In #root, in place of the skeleton: the app hydrates it (issue 31).
    const shell = page.locator('#root[data-rendered="tabs/home"]');
    await expect.poll(() => shell.isVisible()).toBe(true);
    expect(await page.locator('#first-shell').count()).toBe(0);
    const rendered = await shell
      .locator('[data-match-id]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-match-id')));
    expect(rendered.length).toBeGreaterThan(0);
    // Styled (the home tab's own CSS came with it) and linked as the app links.
    expect(await shell.locator('.home-head').evaluate((h) => getComputedStyle(h).color)).toBe(
      'rgb(255, 255, 255)',
    );
    expect(await shell.locator('.home-entry').first().getAttribute('href')).toBe('#/tabs/match');
    // The app's own markup, test ids included: it is the page the app hydrates, not a copy.
    expect(await shell.locator('[data-testid="home-page"]').count()).toBe(1);
    await context.close();
  });

  it('paints the football list rendered by the server before any of the app’s JavaScript', async () => {
    const { context, page } = await browser.newPhone();
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(`${server.url}/#/tabs/match`);
    const shell = page.locator('#root[data-rendered="tabs/match"]');
    await expect.poll(() => shell.isVisible()).toBe(true);
    const rows = shell.locator('.ml-row');
    expect(await rows.count()).toBeGreaterThan(5);
    expect(await shell.locator('.ml-head__title').textContent()).toBe('足球比分');
    // The line of the live updates holds its place: the rows do not move when the app takes over.
    expect(await shell.locator('.ml-live').textContent()).toBe('直播 · 连接中');
    // Styled by the list's own CSS, which came with it; linked as the app links. (The colour is the
    // light theme's --brand-text, src/app/theme.css.)
    expect(await shell.locator('.ml-states__tab.is-active').textContent()).toBe('全部');
    expect(
      await shell.locator('.ml-states__tab.is-active').evaluate((t) => getComputedStyle(t).color),
    ).toBe('rgb(204, 47, 41)');
    expect(await rows.first().locator('a').getAttribute('href')).toMatch(/^#\/match-detail\?/);
    expect(await shell.locator('[data-testid="match-list-page-football"]').count()).toBe(1);
    expect(await page.locator('#first-shell').count()).toBe(0);
    await context.close();
  });

  it('paints the skeleton for a screen it does not render, and for another channel', async () => {
    const { context, page } = await browser.newPhone();
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(`${server.url}/#/tabs/plan`);
    const shell = page.locator('#first-shell');
    await expect.poll(() => shell.isVisible()).toBe(true);
    expect(await shell.getAttribute('data-rendered')).toBeNull();
    expect(await shell.getAttribute('aria-busy')).toBe('true');
    const box = await shell.locator('.first-shell__tabs').boundingBox();
    // The frame sits where the app's tab bar will be: at the bottom of the screen.
    expect(box && Math.round(box.y + box.height)).toBe(740);
    // A fan who came through another host app last time: the renders are not theirs.
    await page.evaluate(() => localStorage.setItem('agentId', '2335110'));
    for (const hash of ['#/tabs/home', '#/tabs/match']) {
      await page.goto(`${server.url}/${hash}`);
      await page.reload();
      await expect.poll(() => shell.locator('.first-shell__tabs').isVisible()).toBe(true);
      await expect.poll(() => shell.getAttribute('data-pending')).toBeNull();
      expect(await shell.getAttribute('data-rendered')).toBeNull();
    }
    await context.close();
  });

  it('shows the list’s render only to a fan whose list opens as rendered', async () => {
    const { context, page } = await browser.newPhone();
    await page.route(/\.js$/, (route) => route.abort());
    /** Opens `hash` afresh and says which screen the page showed (null: the skeleton). */
    const shown = async (hash: string) => {
      await page.goto(`${server.url}/#/tabs/plan`);
      await page.goto(`${server.url}/${hash}`);
      await page.reload();
      // Settled: the render took the skeleton's place, or the skeleton waits no more.
      await expect
        .poll(async () =>
          (await page.locator('#root[data-rendered]').count()) > 0
            ? 'rendered'
            : ((await page.locator('#first-shell').getAttribute('data-pending')) ?? 'settled'),
        )
        .not.toMatch(/^tabs/);
      return page.locator('#root').getAttribute('data-rendered');
    };
    expect(await shown('#/tabs/match')).toBe('tabs/match');
    // Another state tab in the address.
    expect(await shown('#/tabs/match?state=live')).toBeNull();
    // The tab settings the server rendered with, stored with their keys in another order (as an
    // older version may have written them): still the render.
    const answer = (await (await fetch(`${server.url}/first-screen/tabs/match`)).json()) as {
      showIf: Array<{ stored?: string; allow: string[] }>;
    };
    const allowed = answer.showIf.find((c) => c.stored === 'matchSettings:')?.allow[1] ?? '';
    const reversed = (value: unknown): unknown =>
      value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .reverse()
              .map(([k, v]) => [k, reversed(v)]),
          )
        : value;
    const defaults = JSON.parse(allowed) as { provider: { oddsCompany: number } };
    const store = (settings: unknown) =>
      page.evaluate(
        (text) => localStorage.setItem('matchSettings:guest', text),
        JSON.stringify({ football: { 0: settings } }),
      );
    await store(reversed(defaults));
    expect(await shown('#/tabs/match')).toBe('tabs/match');
    // Another odds company for the tab: the fan's own list, drawn by the app.
    await store({ ...defaults, provider: { ...defaults.provider, oddsCompany: 3 } });
    expect(await shown('#/tabs/match')).toBeNull();
    await page.evaluate(() => localStorage.removeItem('matchSettings:guest'));
    // Another game tab learnt as the fan's default.
    await page.evaluate(() =>
      localStorage.setItem('tabLearning:guest', JSON.stringify({ clicks: {}, defaults: { 2: 1 } })),
    );
    expect(await shown('#/tabs/match')).toBeNull();
    await context.close();
  });

  it('starts the app from the data the page brought: no request for it, no skeleton', async () => {
    const { context, page } = await browser.newPhone();
    const calls = gatewayCalls(page);
    const scripts = scriptsAsked(page);
    // Notes whether the home tab's skeleton is ever drawn.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="home-skeleton"]'))
          document.documentElement.dataset.skeletonSeen = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    // The live cards' first score poll goes through the app's axios client.
    const polled = page.waitForRequest((r) => !!r.postData()?.includes('"getMatchListLiveScore"'));
    await page.goto(`${server.url}/#/tabs/home`);
    await page.getByTestId('today-row').first().waitFor();
    await polled;
    await page.waitForLoadState('networkidle');

    expect(calls.filter((c) => c.apiName === 'getHomeMatches')).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.dataset.skeletonSeen),
    ).toBeUndefined();
    expect(await page.locator('#first-shell').count()).toBe(0);
    // axios and the socket are not in the first screen's JavaScript: they come after the rows.
    expect(scripts.indexOf('HomePage')).toBeGreaterThanOrEqual(0);
    expect(scripts.indexOf('axiosInstance')).toBeGreaterThan(scripts.indexOf('HomePage'));
    expect(scripts.indexOf('appSocket')).toBeGreaterThan(scripts.indexOf('HomePage'));
    await context.close();
  });

  it('starts the list from the data the page’s script brought: no first page asked, no skeleton', async () => {
    const { context, page } = await browser.newPhone();
    const calls = gatewayCalls(page);
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="list-skeleton"]'))
          document.documentElement.dataset.skeletonSeen = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${server.url}/#/tabs/match`);
    await page.getByTestId('match-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((c) => c.apiName === 'getMatchListByDate' && c.pageNo === 1)).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.dataset.skeletonSeen),
    ).toBeUndefined();
    expect(await page.locator('#first-shell').count()).toBe(0);
    await context.close();
  });

  it('asks for the first page of a fan’s own list early, once', async () => {
    const { context, page } = await browser.newPhone();
    const calls = gatewayCalls(page);
    await page.goto(`${server.url}/#/tabs/match?state=upcoming`);
    await page.getByTestId('match-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    const firstPages = calls.filter((c) => c.apiName === 'getMatchListByDate' && c.pageNo === 1);
    expect(firstPages).toEqual([{ apiName: 'getMatchListByDate', by: 'fetch', pageNo: 1 }]);
    expect(await page.locator('#first-shell').count()).toBe(0);
    await context.close();
  });
});
