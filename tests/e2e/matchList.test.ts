// Pins the football list as a fan meets it in Chromium, against a server whose matches run at 60×:
// a match that kicks off now shows in 进行中, its goal (the simulator's development control) changes
// the row in front of the fan without a reload, and a followed match shows up in the followed view
// (关注).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, launchBrowser, scrollToMatchRow, type BrowserSession } from '../kit/browser';
import { demoLoginToken, storeToken } from '../kit/demoLogin';
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

describe('the football list at SIM_SPEED=60', () => {
  it('shows live scores changing, and a followed match in the followed view', async () => {
    const token = await demoLoginToken(server.url);
    const { context, page } = await browser.newPhone();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await storeToken(context, server.url, token);

    // A match kicks off now and scores (the simulator's development control): its row in the
    // 进行中 view shows the goal without a reload.
    const match = await kickOffFirst(server.url, await upcomingMatches(server.url, 1));
    await openApp(page, `${server.url}/#/tabs/match`);
    await page.getByTestId('state-tab-live').click();
    const live = await scrollToMatchRow(page, match.matchId);
    expect(await live.getAttribute('data-phase')).toBe('live');
    const score = await live.getByTestId('match-score').textContent();
    await simGoal(server.url, match.matchId, 2);
    await expect
      .poll(() => live.getByTestId('match-score').textContent(), { timeout: 30_000, interval: 250 })
      .not.toBe(score);
    await page.getByTestId('live-indicator').waitFor();

    // Follow the first match; the star turns on only when the server agrees.
    // The row by its id: live rows move as matches join the view.
    const matchId = await page.getByTestId('match-row').first().getAttribute('data-match-id');
    const row = page.locator(`[data-testid="match-row"][data-match-id="${matchId}"]`);
    const star = row.getByTestId('follow-button');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');

    await page.getByTestId('state-tab-followed').click();
    await page.locator(`[data-testid="match-row"][data-match-id="${matchId}"]`).waitFor();
    expect(await page.getByTestId('match-row').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
