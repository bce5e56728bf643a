// Pins the first screen (issue 20 §3) in Chromium: the page's own skeleton paints with no JavaScript
// at all; the screen's first call leaves before the app's JavaScript has arrived, and the app takes
// its answer instead of asking again; the skeleton goes once the screen is up; the socket of the live
// pushes and the axios client load after the rows, not before.
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
  it('paints its skeleton and tab bar frame with no JavaScript', async () => {
    const { context, page } = await browser.newPhone();
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(`${server.url}/#/tabs/home`);
    const shell = page.locator('#first-shell');
    await expect.poll(() => shell.isVisible()).toBe(true);
    expect(await shell.getAttribute('aria-busy')).toBe('true');
    const box = await shell.locator('.first-shell__tabs').boundingBox();
    // The frame sits where the app's tab bar will be: at the bottom of the screen.
    expect(box && Math.round(box.y + box.height)).toBe(740);
    await context.close();
  });

  it('asks for the home matches before the app arrives, and the app takes that answer', async () => {
    const { context, page } = await browser.newPhone();
    const calls = gatewayCalls(page);
    const scripts = scriptsAsked(page);
    // The live cards' first score poll goes through the app's axios client.
    const polled = page.waitForRequest((r) => !!r.postData()?.includes('"getMatchListLiveScore"'));
    await page.goto(`${server.url}/#/tabs/home`);
    await page.getByTestId('today-row').first().waitFor();
    await polled;
    await page.waitForLoadState('networkidle');

    const home = calls.filter((c) => c.apiName === 'getHomeMatches');
    // Once, by the first-screen script's fetch: the app's own call took it.
    expect(home).toEqual([{ apiName: 'getHomeMatches', by: 'fetch' }]);
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
