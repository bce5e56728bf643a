// Pins issue 31 (the first screen, as the browser measures it): the app takes over the page the
// server rendered without painting it again. The rows the page shows before any of the app's
// JavaScript has run are the very nodes the app owns once it has started — React hydrated them —
// with no hydration mismatch, drawn at the same size in the same place, and the browser reports
// no new largest-contentful-paint candidate for them. Before, the app drew its own rows over the render and the page's copy was thrown
// away: Chromium then counted the app's rows as the largest paint, seconds after the server's.
// A match page (issue 38) is rendered for the match its address names: its header is kept the same
// way, and its tab's content comes once the page is the app's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../kit/browser';
import { gatewayEnvelope } from '../kit/gateway';
import { sharedServer, type SharedServer } from '../kit/sharedServer';

let server: SharedServer;
let browser: BrowserSession;

beforeAll(async () => {
  // Reads only: the run's shared server (tests/kit/sharedServer.ts).
  server = await sharedServer();
  browser = await launchBrowser();
});

/**
 * Waits until the server answers the list's screen: its first answers read the database, and a
 * screen not ready in time is left to the app. The page carries home's render.
 */
async function serverReady() {
  await expect
    .poll(async () => (await fetch(`${server.url}/first-screen/tabs/match`)).status, {
      timeout: 30_000,
    })
    .toBe(200);
}
afterAll(async () => {
  await browser?.close();
  await server?.release();
});

/** Holds back every script of the app until `release` is called: the page alone, then the app. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** React's production errors of a hydration that failed (its recoverable errors, logged). */
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)|hydrat/i;

/** The largest-contentful-paint candidates so far, with whether each is the marked server row. */
function lcpCandidates(page: Page) {
  return page.evaluate(
    () =>
      new Promise<Array<{ startTime: number; serverNode: boolean }>>((done) => {
        const marked = (window as unknown as { serverRow?: Element }).serverRow;
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          done(
            (list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>).map(
              (entry) => ({
                startTime: entry.startTime,
                serverNode: !!entry.element && !!marked?.contains(entry.element),
              }),
            ),
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** Where the marked server row is and how large its text is drawn. */
const rowLayout = (page: Page) =>
  page.evaluate(() => {
    const node = (window as unknown as { serverRow: Element }).serverRow;
    const box = node.getBoundingClientRect();
    const text = node.querySelector('span') ?? node;
    return {
      top: Math.round(box.top),
      height: Math.round(box.height),
      fontSize: getComputedStyle(text).fontSize,
    };
  });

/** Settles after the browser has painted two more frames: a repaint would have been reported. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/** Opens `hash` with the app's scripts held, then lets the app take the rendered `row` over. */
async function takesOver(hash: string, route: string, row: string) {
  // Lighthouse's phone width: wider than the 375 px design, where the text scales up.
  const { context, page } = await browser.newPhone({ width: 412 });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const screensAsked: string[] = [];
  const callsAsked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/first-screen/')) screensAsked.push(url.pathname + url.search);
    if (url.pathname === '/sportdata/f')
      callsAsked.push(String((request.postDataJSON() as { apiName?: string }).apiName));
  });
  const release = await holdScripts(page);
  await page.goto(`${server.url}/${hash}`, { waitUntil: 'commit' });
  const rendered = page.locator(`[data-rendered="${route}"]`);
  await expect.poll(() => rendered.locator(row).count()).toBeGreaterThan(0);
  // Mark the page's first row and the text it paints, before any of the app's code has run.
  await rendered
    .locator(row)
    .first()
    .evaluate((node) => {
      (window as unknown as { serverRow: Element }).serverRow = node;
    });
  await twoFrames(page);
  const before = await lcpCandidates(page);
  expect(before.length).toBeGreaterThan(0);
  const layout = await rowLayout(page);

  await release();
  // The app has taken over once React owns the row: its hydration attached its fiber there.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const node = (window as unknown as { serverRow: Element }).serverRow;
        return node.isConnected && Object.keys(node).some((k) => k.startsWith('__reactFiber'));
      }),
    )
    .toBe(true);
  // It is still the first row on screen.
  expect(
    await page.evaluate(
      (selector) =>
        document.querySelector(`#root ${selector}`) ===
        (window as unknown as { serverRow: Element }).serverRow,
      row,
    ),
  ).toBe(true);
  await twoFrames(page);
  // Nothing of the first screen was painted again, larger or elsewhere.
  expect(await lcpCandidates(page)).toEqual(before);
  expect(await rowLayout(page)).toEqual(layout);
  expect(errors.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);
  return { context, page, screensAsked, callsAsked };
}

describe('the app takes over the page the server rendered', () => {
  for (const { hash, route, row } of [
    { hash: '#/tabs/match', route: 'tabs/match', row: '.ml-row' },
    { hash: '#/tabs/home', route: 'tabs/home', row: '.home-today__row' },
    // An address without a route opens home: the page carries its render.
    { hash: '', route: 'tabs/home', row: '.home-today__row' },
  ])
    it(`keeps the rendered rows of ${hash || 'an address without a route'} as the app’s own`, async () => {
      await serverReady();
      const { context } = await takesOver(hash, route, row);
      await context.close();
    });

  it('keeps a match page’s rendered header as the app’s own, then draws its tab', async () => {
    const { data } = await gatewayEnvelope<{ list: Array<{ matchId: number }> }>(
      server.url,
      'getMatchListByDate',
      { sportType: 1, matchStatus: 1, pageSize: 20 },
    );
    const matchId = data.list[0]?.matchId;
    expect(matchId, 'a football match in play on the shared server').toBeDefined();
    await expect
      .poll(
        async () =>
          (await fetch(`${server.url}/first-screen/match-detail?matchId=${matchId}`)).status,
        { timeout: 30_000 },
      )
      .toBe(200);
    const { context, page, screensAsked, callsAsked } = await takesOver(
      `#/match-detail?matchId=${matchId}&from=share`,
      'match-detail',
      '.md-header',
    );
    // The page's script sent the one parameter the screen is rendered from, nothing else.
    expect(screensAsked).toEqual([`/first-screen/match-detail?matchId=${matchId}`]);
    // The tab's content comes once the page is the app's: the 赛况 tab's sections.
    await page.getByTestId('detail-panel').locator('section').first().waitFor();
    expect(await page.getByTestId('match-score').count()).toBe(1);
    // The app started from the page's match: it never asked for it.
    expect(callsAsked).not.toContain('getMatchInfoById');
    await context.close();

    // The server renders from the one parameter, and nothing for a link naming no match.
    const screenAt = (query: string) => fetch(`${server.url}/first-screen/match-detail${query}`);
    const withTicket = await screenAt(`?matchId=${matchId}&ticket=secret`);
    expect(((await withTicket.json()) as { html: string }).html).not.toContain('secret');
    for (const query of ['?matchId=abc', '?matchId=0', '?matchId=2147483648', '?matchId=1', ''])
      expect((await screenAt(query)).status, query).toBe(204);
  });
});
