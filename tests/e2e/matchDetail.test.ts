// Pins a football match page as a fan meets it in Chromium, against a server whose matches run at
// 60×: the header score and the events timeline move without a reload when a goal is made (the
// simulator's development control), every tab opens without an error in the console, and leaving the
// page leaves no poll behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, waitForHash, type BrowserSession } from '../kit/browser';
import { busyEvening, startServerProcess, type RunningServer } from '../kit/serverProcess';
import { kickOffFirst, simGoal, upcomingMatches } from '../kit/simControl';

let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startServerProcess({ env: { SIM_SPEED: '60', SIM_START: busyEvening() } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const timelineCount = (page: Page) => page.getByTestId('timeline-event').count();
const headerScore = (page: Page) => page.getByTestId('match-score').first().textContent();

describe('a football match page at SIM_SPEED=60', () => {
  it(
    'moves the score and the timeline live, and opens every tab without an error',
    { timeout: 180_000 },
    async () => {
      const { page } = await browser.newPhone();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });

      // A match kicks off now (the simulator's development control); its page is opened, then a
      // goal is made and the page must show it — score and timeline — without a reload.
      const match = await kickOffFirst(server.url, await upcomingMatches(server.url, 1));
      const detail = page;
      // The goal below may set off a red-packet rain on this match (a seeded red-packet match kicks
      // off as any other): its notice covers the tabs, and a fan would close it, as this does.
      const rain = detail.getByTestId('rain-popup');
      await detail.addLocatorHandler(rain.locator('.rp-card__close'), async (close) => {
        await close.click();
      });
      await detail.goto(`${server.url}/#/match-detail?matchId=${match.matchId}&tab=live`);
      await detail.getByTestId('match-score').waitFor();
      await detail.waitForFunction(
        () => !document.querySelector('[data-testid="match-score"]')?.textContent?.includes('VS'),
        undefined,
        { timeout: 30_000, polling: 250 },
      );
      const before = { score: await headerScore(detail), events: await timelineCount(detail) };
      await simGoal(server.url, match.matchId, 1);
      await detail.waitForFunction(
        (was) =>
          document.querySelector('[data-testid="match-score"]')?.textContent !== was.score &&
          document.querySelectorAll('[data-testid="timeline-event"]').length > was.events,
        before,
        { timeout: 30_000, polling: 250 },
      );

      const tabs = await detail
        .getByTestId('detail-tab')
        .evaluateAll((list) => list.map((t) => t.getAttribute('data-tab') ?? ''));
      expect(tabs).toEqual(expect.arrayContaining(['live', 'analysis', 'odds', 'lineup', 'tips']));
      for (const tab of tabs) {
        await detail.locator(`[data-testid="detail-tab"][data-tab="${tab}"]`).click();
        await waitForHash(detail, new RegExp(`tab=${tab}`));
        const panel = detail.locator(`[data-testid="detail-panel"][data-tab="${tab}"]`);
        await panel.waitFor();
        // Each tab settles on content or a plain empty state, never an error.
        await detail.waitForFunction(
          (name) => {
            const el = document.querySelector(`[data-testid="detail-panel"][data-tab="${name}"]`);
            return !!el && !el.querySelector('[data-testid="tab-skeleton"]');
          },
          tab,
          { timeout: 15_000 },
        );
        expect(await panel.getByTestId('tab-error').count()).toBe(0);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});

describe('opening and closing a match page', () => {
  it(
    'leaves no job running after 50 visits (the scheduler inspector says so)',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await browser.newPhone();
      // Any match will do (there may be none in play at this simulated hour): its page starts jobs.
      await page.goto(`${server.url}/#/tabs/match`);
      const id = await page.getByTestId('match-row').first().getAttribute('data-match-id');
      // The inspector comes with ?inspect=1 in any build.
      await page.goto(`${server.url}/?inspect=1#/same-odds-introduce`);
      await page.getByTestId('special-introduce').waitFor();
      for (let i = 0; i < 50; i += 1) {
        await page.evaluate((to) => (location.hash = to), `#/match-detail?matchId=${id}&tab=live`);
        await page.getByTestId('match-score').waitFor();
        await page.evaluate(() => history.back());
        await page.getByTestId('special-introduce').waitFor();
      }
      // Once the scheduler's grace period (2 s) has passed, nothing the page started may still run:
      // the inspector is read until every job is idle, or the wait gives up and the rows show.
      await page.getByTestId('inspector-toggle').click();
      const jobs = () =>
        page.getByTestId('inspector-job').evaluateAll((rows) =>
          rows.map((r) => ({
            key: r.getAttribute('data-key'),
            active: r.getAttribute('data-active'),
            subscribers: r.getAttribute('data-subscribers'),
          })),
        );
      expect((await jobs()).some((job) => job.key?.startsWith('detail:'))).toBe(true);
      await expect
        .poll(
          async () =>
            (await jobs()).filter((job) => job.active === 'true' || job.subscribers !== '0'),
          { timeout: 10_000, interval: 250 },
        )
        .toEqual([]);
      await context.close();
    },
  );
});
