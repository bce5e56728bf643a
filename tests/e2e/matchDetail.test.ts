// Pins a football match page as a fan meets it in Chromium, against a server whose matches run at
// 60×: the header score and the events timeline move without a reload, every tab opens without an
// error in the console, and leaving the page leaves no poll behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, waitForHash, type BrowserSession } from '../kit/browser';
import { busyEvening, startServerProcess, type RunningServer } from '../kit/serverProcess';

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

/** Ids of football matches in play now, from the 进行中 view (waits for kick-offs if none). */
async function liveMatchIds(page: Page): Promise<string[]> {
  await page.goto(`${server.url}/#/tabs/match`);
  await page.getByTestId('state-tab-live').click();
  const rows = page.locator('[data-testid="match-row"][data-phase="live"]');
  for (let i = 0; i < 30 && (await rows.count()) === 0; i += 1) {
    await page.waitForTimeout(4000);
    await page.reload();
    await page.getByTestId('state-tab-live').click();
  }
  await rows.first().waitFor();
  return rows.evaluateAll((list) => list.map((r) => r.getAttribute('data-match-id') ?? ''));
}

const timelineCount = (page: Page) => page.getByTestId('timeline-event').count();
const headerScore = (page: Page) => page.getByTestId('match-score').first().textContent();

describe('a football match page at SIM_SPEED=60', () => {
  it(
    'moves the score and the timeline live, and opens every tab without an error',
    { timeout: 420_000 },
    async () => {
      const { context, page } = await browser.newPhone();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });

      // At 60× a goal comes about every 35 s of a match, but a match may end goalless: a few live
      // matches are watched side by side, and the first page to see a goal (the header score and a
      // new timeline event) is the one whose tabs are opened below.
      const watched: { page: Page; score: string | null; events: number }[] = [];
      for (const id of (await liveMatchIds(page)).slice(0, 5)) {
        const other = await context.newPage();
        other.on('pageerror', (error) => errors.push(error.message));
        other.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        await other.goto(`${server.url}/#/match-detail?matchId=${id}&tab=live`);
        await other.getByTestId('match-score').waitFor();
        await other
          .getByTestId('events-timeline')
          .or(other.getByTestId('tab-empty'))
          .first()
          .waitFor();
        watched.push({
          page: other,
          score: await headerScore(other),
          events: await timelineCount(other),
        });
      }
      let moved: Page | undefined;
      for (let waited = 0; waited < 150_000 && !moved; waited += 1000) {
        await page.waitForTimeout(1000);
        for (const w of watched) {
          if ((await headerScore(w.page)) !== w.score || (await timelineCount(w.page)) > w.events) {
            moved = w.page;
            break;
          }
        }
      }
      expect(moved, 'no watched match moved within two minutes').toBeDefined();
      for (const w of watched) if (w.page !== moved) await w.page.close();
      const detail = moved!;

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
      await context.close();
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
      await page.goto(`${server.url}/?inspect=1#/tabs/plan`);
      await page.getByTestId('planned-page').waitFor();
      for (let i = 0; i < 50; i += 1) {
        await page.evaluate((to) => (location.hash = to), `#/match-detail?matchId=${id}&tab=live`);
        await page.getByTestId('match-score').waitFor();
        await page.evaluate(() => history.back());
        await page.getByTestId('planned-page').waitFor();
      }
      // Past the scheduler's grace period (2 s), nothing the page started may still run.
      await page.waitForTimeout(3000);
      await page.getByTestId('inspector-toggle').click();
      const jobs = await page.getByTestId('inspector-job').evaluateAll((rows) =>
        rows.map((r) => ({
          key: r.getAttribute('data-key'),
          active: r.getAttribute('data-active'),
          subscribers: r.getAttribute('data-subscribers'),
        })),
      );
      expect(jobs.some((job) => job.key?.startsWith('detail:'))).toBe(true);
      expect(jobs.filter((job) => job.active === 'true' || job.subscribers !== '0')).toEqual([]);
      await context.close();
    },
  );
});
