// Pins issue 16 item 3 in Chromium: a fan scrolls the football list down through several pages,
// opens a match, and comes back with history.back(): the list is where they left it, with its pages,
// without a skeleton and without asking the server for the list again. A fresh visit starts at the top.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, waitForHash, type BrowserSession } from '../kit/browser';
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

/** Asks of getMatchListByDate the page has sent. */
function countListRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/sportdata/') && request.postData()?.includes('getMatchListByDate'))
      count += 1;
  });
  return () => count;
}

describe('back from a match page to the football list', () => {
  it('comes back at the same place with its pages, and a fresh visit starts at the top', async () => {
    const { context, page } = await browser.newPhone();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const requests = countListRequests(page);

    await page.goto(`${server.url}/#/tabs/match`);
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
    const listAsks = requests();

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

    await page.evaluate(() => history.back());
    await waitForHash(page, '/tabs/match');
    await page.getByTestId('match-row').first().waitFor();
    await expect.poll(() => scrollTop(page), { timeout: 5000 }).toBeGreaterThan(top - 80);
    expect(Math.abs((await scrollTop(page)) - top)).toBeLessThan(80);
    expect(await firstVisibleId(page)).toBe(firstId);
    expect(await page.evaluate(() => (window as { __sawLoading?: boolean }).__sawLoading)).toBe(
      false,
    );
    // The pages loaded are all there: scrolling down to near their end asks for nothing (with the
    // first page only, its end would have asked for the next). Stopping 3 rows short keeps the
    // last row, whose showing asks for the next page, unrendered.
    for (let i = 0; i < 60 && (await lastIndex(page)) < loaded - 3; i += 1) {
      await scroller(page).evaluate((el) => el.scrollBy({ top: el.clientHeight / 4 }));
      await nextFrames(page);
    }
    expect(await lastIndex(page)).toBeGreaterThanOrEqual(loaded - 3);
    expect(requests()).toBe(listAsks);

    // A fresh visit (the tab bar) starts at the top.
    await page.getByRole('link', { name: '首页' }).click();
    await waitForHash(page, '/tabs/home');
    await page.getByRole('link', { name: '足球' }).click();
    await waitForHash(page, '/tabs/match');
    await page.getByTestId('match-row').first().waitFor();
    await nextFrames(page);
    expect(await scrollTop(page)).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});
