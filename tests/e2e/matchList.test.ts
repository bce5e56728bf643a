// Pins the football list as a fan meets it in Chromium, against a server whose matches run at 60×:
// rows appear, a live score changes in front of the fan without a reload, and a followed match shows
// up in the followed view (关注).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type BrowserSession } from '../kit/browser';
import { demoLoginToken, storeToken } from '../kit/demoLogin';
import { startServerProcess, type RunningServer } from '../kit/serverProcess';

let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startServerProcess({ env: { SIM_SPEED: '60' } });
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

    await page.goto(`${server.url}/#/tabs/match`);
    await page.getByTestId('match-row').first().waitFor();

    // At 60× a Beijing day lasts 24 minutes: if today's matches are all over or not yet begun, the
    // next ones kick off within a minute or two. The list puts in-play matches first.
    const live = page.locator('[data-testid="match-row"][data-phase="live"]');
    for (let i = 0; i < 30 && (await live.count()) === 0; i += 1) {
      await page.waitForTimeout(5000);
      if ((await live.count()) === 0) await page.reload();
      await page.getByTestId('match-row').first().waitFor();
    }
    await live.first().waitFor();

    // A live row's score changes without a reload: the first score seen of each live row is kept in
    // the page, and the wait ends when one of them differs.
    await page.waitForFunction(
      () => {
        const seen = ((window as unknown as { __scores?: Record<string, string> }).__scores ??= {});
        let changed = false;
        for (const row of document.querySelectorAll(
          '[data-testid="match-row"][data-phase="live"]',
        )) {
          const id = row.getAttribute('data-match-id') ?? '';
          const score = row.querySelector('[data-testid="match-score"]')?.textContent ?? '';
          if (!(id in seen)) seen[id] = score;
          else if (seen[id] !== score) changed = true;
        }
        return changed;
      },
      undefined,
      { timeout: 120_000, polling: 500 },
    );
    await page.getByTestId('live-indicator').waitFor();

    // Follow the first match; the star turns on only when the server agrees.
    const row = page.getByTestId('match-row').first();
    const matchId = await row.getAttribute('data-match-id');
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
