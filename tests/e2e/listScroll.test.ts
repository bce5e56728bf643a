// Pins issue 16 item 3 in Chromium: a fan scrolls the football list down through several pages,
// opens a match, and comes back with history.back(): the list is where they left it, with its pages,
// without a skeleton and without asking the server again for a page it held. A fresh visit starts at
// the top.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp, launchBrowser, waitForHash, type BrowserSession } from '../kit/browser';
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

/** Rows a page of the list brings (the list's page size). */
const PAGE_ROWS = 20;

const scroller = (page: Page) => page.getByTestId('match-list');
const scrollTop = (page: Page) => scroller(page).evaluate((el) => el.scrollTop);

/** The highest row index Virtuoso has rendered so far (rows are virtualized). */
const lastIndex = (page: Page) =>
  scroller(page).evaluate((el) =>
    Math.max(
      ...[...el.querySelectorAll('[data-index]')].map((n) => Number(n.getAttribute('data-index'))),
    ),
  );

/** Two animation frames: whatever a scroll set off has rendered. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))),
  );

/** The id of the first row whose top is inside the scroller. */
const firstVisibleId = (page: Page) =>
  scroller(page).evaluate((el) => {
    const top = el.getBoundingClientRect().top;
    const rows = [...el.querySelectorAll('[data-testid="match-row"]')];
    const row = rows.find((r) => r.getBoundingClientRect().top >= top - 1);
    return row?.getAttribute('data-match-id') ?? null;
  });

/** The pages of getMatchListByDate the page has asked for, in order. */
function listPagesAsked(page: Page): () => number[] {
  const pages: number[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.url().includes('/sportdata/') && body.includes('getMatchListByDate'))
      pages.push(Number(/"pageNo":(\d+)/.exec(body)?.[1] ?? 0));
  });
  return () => [...pages];
}

describe('back from a match page to the football list', () => {
  it('comes back at the same place with its pages, and a fresh visit starts at the top', async () => {
    const { context, page } = await browser.newPhone();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const requests = listPagesAsked(page);

    await openApp(page, `${server.url}/#/tabs/match`);
    await page.getByTestId('match-row').first().waitFor();

    // Scroll to the end until a second page has come (20 rows a page).
    for (let i = 0; i < 20 && (await lastIndex(page)) < 25; i += 1) {
      const before = await lastIndex(page);
      await scroller(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      // More rows render (or the next page arrives) once the scroll has been seen.
      await expect
        .poll(() => lastIndex(page), { timeout: 10_000, interval: 100 })
        .toBeGreaterThan(before);
    }
    expect(await lastIndex(page)).toBeGreaterThanOrEqual(25);
    const loaded = await lastIndex(page);

    // Settle somewhere in the middle of the list.
    await scroller(page).evaluate((el) => el.scrollTo({ top: 1500 }));
    await expect
      .poll(() => scrollTop(page), { timeout: 5000, interval: 100 })
      .toBeGreaterThan(1000);
    await nextFrames(page);
    const top = await scrollTop(page);
    expect(top).toBeGreaterThan(1000);
    const firstId = await firstVisibleId(page);

    // Any skeleton or empty list shown on the way back is caught as it appears.
    await page.evaluate(() => {
      const w = window as unknown as { __sawLoading?: boolean };
      w.__sawLoading = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="list-skeleton"], [data-testid="list-empty"]'))
          w.__sawLoading = true;
      }).observe(document.body, { childList: true, subtree: true });
    });

    const row = page.locator(`[data-testid="match-row"][data-match-id="${firstId}"]`);
    await row.locator('a').first().click();
    await waitForHash(page, /^\/match-detail\?matchId=/);
    await page.getByTestId('match-list-page-football').waitFor({ state: 'detached' });

    // What the list asked before it was left (a page it reached the end of may still have been on
    // its way); coming back asks for none of those pages again.
    const listAsks = requests();
    await page.evaluate(() => history.back());
    await waitForHash(page, '/tabs/match');
    await page.getByTestId('match-row').first().waitFor();
    await expect.poll(() => scrollTop(page), { timeout: 5000 }).toBeGreaterThan(top - 80);
    expect(Math.abs((await scrollTop(page)) - top)).toBeLessThan(80);
    expect(await firstVisibleId(page)).toBe(firstId);
    expect(await page.evaluate(() => (window as { __sawLoading?: boolean }).__sawLoading)).toBe(
      false,
    );
    // The pages loaded are all there: scrolling down past the first page's end asks for nothing
    // (with the first page only, its end would have asked for the next). It stops a few rows into
    // the second page, short of the last row loaded, whose showing asks for the next page: the
    // scroll above may have reached it (then `loaded` is that last row), and rows render ahead of
    // the scroll.
    const target = Math.min(loaded - 3, PAGE_ROWS + 2);
    for (let i = 0; i < 60 && (await lastIndex(page)) < target; i += 1) {
      await scroller(page).evaluate((el) => el.scrollBy({ top: el.clientHeight / 4 }));
      await nextFrames(page);
    }
    expect(await lastIndex(page)).toBeGreaterThanOrEqual(target);
    // Only a page after those held may be asked (the list's end in view); none held is asked again.
    const held = Math.max(...listAsks);
    expect(
      requests()
        .slice(listAsks.length)
        .filter((pageNo) => pageNo <= held),
    ).toEqual([]);

    // A fresh visit (the tab bar) starts at the top.
    await page.getByRole('link', { name: '首页' }).click();
    await waitForHash(page, '/tabs/home');
    // The address changes at once, but the list stays on screen until the home page's code has
    // come (a navigation is a transition): a tap on 足球 before that never left the list.
    await page.getByTestId('match-list-page-football').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: '足球', exact: true }).click();
    await waitForHash(page, '/tabs/match');
    await page.getByTestId('match-row').first().waitFor();
    await nextFrames(page);
    expect(await scrollTop(page)).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});
