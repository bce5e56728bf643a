// Pins the first screen (issue 20 §3) in Chromium: the home tab comes rendered in the page, so its
// rows paint before any of the app's JavaScript has arrived, and the app starts from the data the
// page brought (no request for it, no skeleton in between); a visit of another channel gets the
// skeleton instead. A screen the server does not render paints the page's own skeleton, and its
// first call leaves before the app's JavaScript has arrived, the app taking its answer instead of
// asking again. The socket of the live pushes and the axios client load after the rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../kit/browser';
import { busyEvening, startServerProcess, type RunningServer } from '../kit/serverProcess';

let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startServerProcess({ env: { SIM_START: busyEvening() } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
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
    const shell = page.locator('#first-shell[data-rendered="tabs/home"]');
    await expect.poll(() => shell.isVisible()).toBe(true);
    const rendered = await shell
      .locator('[data-match-id]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-match-id')));
    expect(rendered.length).toBeGreaterThan(0);
    // Styled (the home tab's own CSS came with it) and linked as the app links.
    expect(await shell.locator('.home-head').evaluate((h) => getComputedStyle(h).color)).toBe(
      'rgb(255, 255, 255)',
    );
    expect(await shell.locator('.home-entry').first().getAttribute('href')).toBe('#/tabs/match');
    // The copy carries no test ids or ids: those are the app's page's, which replaces it.
    expect(await shell.locator('[data-testid], [id]').count()).toBe(0);
    await context.close();
  });

  it('paints the skeleton for a screen it does not render, and for another channel', async () => {
    const { context, page } = await browser.newPhone();
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(`${server.url}/#/tabs/match`);
    const shell = page.locator('#first-shell');
    await expect.poll(() => shell.isVisible()).toBe(true);
    expect(await shell.getAttribute('data-rendered')).toBeNull();
    expect(await shell.getAttribute('aria-busy')).toBe('true');
    const box = await shell.locator('.first-shell__tabs').boundingBox();
    // The frame sits where the app's tab bar will be: at the bottom of the screen.
    expect(box && Math.round(box.y + box.height)).toBe(740);
    // A fan who came through another host app last time: the render is not theirs.
    await page.evaluate(() => localStorage.setItem('agentId', '2335110'));
    await page.goto(`${server.url}/#/tabs/home`);
    await page.reload();
    await expect.poll(() => shell.locator('.first-shell__tabs').isVisible()).toBe(true);
    expect(await shell.getAttribute('data-rendered')).toBeNull();
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

  it('asks for the football list’s first page early, once', async () => {
    const { context, page } = await browser.newPhone();
    const calls = gatewayCalls(page);
    await page.goto(`${server.url}/#/tabs/match`);
    await page.getByTestId('match-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    const firstPages = calls.filter((c) => c.apiName === 'getMatchListByDate' && c.pageNo === 1);
    expect(firstPages).toEqual([{ apiName: 'getMatchListByDate', by: 'fetch', pageNo: 1 }]);
    expect(await page.locator('#first-shell').count()).toBe(0);
    await context.close();
  });
});
