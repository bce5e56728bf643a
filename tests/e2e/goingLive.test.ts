// Pins issue 16 as a fan met it in Chromium. (1) A match opened before kick-off goes live on screen,
// in its list row and in its page's header, with the simulated clock a day behind the machine's:
// seeded rows then carry a later time than anything the simulator writes, and the app used to drop
// every new state as "older". (2) The list's settings survive a reload, under the fan's own id.
// test-budget: 90 s — a football and a basketball match kick off on the simulated clock at SIM_SPEED=60, beside another browser file on two cores
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  appTookOver,
  openApp,
  launchBrowser,
  scrollToMatchRow,
  type BrowserSession,
} from '../kit/browser';
import { simKickOff, upcomingMatches, yesterdayEvening } from '../kit/simControl';
import { demoLoginToken, storeToken } from '../kit/demoLogin';
import { startServerProcess, type RunningServer } from '../kit/serverProcess';

let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startServerProcess({ env: { SIM_SPEED: '60', SIM_START: yesterdayEvening() } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function watchErrors(page: Page, errors: string[]) {
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
}

/**
 * The first match of the 未开赛 view of a list tab that kicks off no sooner than half an hour from
 * the server's now (nothing happens to it by itself while the test opens its pages): its id and row.
 */
async function firstUpcoming(page: Page, tab: 'match' | 'match-bk') {
  const [next] = await upcomingMatches(server.url, tab === 'match' ? 1 : 2);
  if (!next) throw new Error(`no match of ${tab} kicks off later today`);
  await openApp(page, `${server.url}/#/tabs/${tab}`);
  await page.getByTestId('state-tab-upcoming').click();
  const row = await scrollToMatchRow(page, next.matchId);
  expect(await row.getAttribute('data-phase')).toBe('upcoming');
  return { id: next.matchId, row };
}

async function openPage(context: BrowserContext, errors: string[], hash: string) {
  const page = await context.newPage();
  watchErrors(page, errors);
  await page.goto(`${server.url}/#${hash}`);
  return page;
}

describe('issue 16 at SIM_SPEED=60, the simulated clock a day behind', () => {
  it(
    'shows a football and a basketball match go live in the list and in the header',
    { timeout: 120_000 },
    async () => {
      const { context, page: footballList } = await browser.newPhone();
      const errors: string[] = [];
      watchErrors(footballList, errors);
      const football = await firstUpcoming(footballList, 'match');
      const basketballList = await openPage(context, errors, '/tabs/match-bk');
      const basketball = await firstUpcoming(basketballList, 'match-bk');
      const footballPage = await openPage(context, errors, `/match-detail?matchId=${football.id}`);
      const basketballPage = await openPage(
        context,
        errors,
        `/bk-match-detail?matchId=${basketball.id}`,
      );
      for (const detail of [footballPage, basketballPage])
        expect(await detail.getByTestId('match-score').first().textContent()).toContain('VS');

      // Both kick off now (the simulator's development control); the simulator writes simulated
      // time, a day behind the seeded rows' wall-clock time.
      await simKickOff(server.url, football.id);
      await simKickOff(server.url, basketball.id);
      const goneLive = async (list: Page, row: typeof football.row, detail: Page) => {
        await list.waitForFunction(
          (el) => el?.getAttribute('data-phase') === 'live',
          await row.elementHandle(),
          { timeout: 30_000, polling: 250 },
        );
        await detail.waitForFunction(
          () => !document.querySelector('[data-testid="match-score"]')?.textContent?.includes('VS'),
          undefined,
          { timeout: 30_000, polling: 250 },
        );
      };
      await goneLive(footballList, football.row, footballPage);
      await goneLive(basketballList, basketball.row, basketballPage);
      expect(await football.row.getAttribute('data-phase')).toBe('live');
      expect(await basketball.row.getAttribute('data-phase')).toBe('live');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('keeps a logged-in fan’s list settings across a reload, under the fan’s id', async () => {
    const token = await demoLoginToken(server.url);
    const { context, page } = await browser.newPhone();
    await storeToken(context, server.url, token);
    await openApp(page, `${server.url}/#/tabs/match`);
    await page.getByTestId('match-row').first().waitFor();
    // The user index has answered: the cached user is there before the fan opens the settings.
    await page.waitForFunction(() => localStorage.getItem('userInfo') !== null);
    const chosen = async () => {
      await page.getByRole('button', { name: '列表设置' }).click();
      const sheet = page.getByTestId('tab-settings');
      const checked = (name: string) =>
        sheet.getByRole('radio', { name, exact: true }).getAttribute('aria-checked');
      return { sheet, bet365: await checked('Bet365'), overUnder: await checked('大小球') };
    };
    const before = await chosen();
    expect([before.bet365, before.overUnder]).toEqual(['false', 'false']);
    await before.sheet.getByRole('radio', { name: 'Bet365', exact: true }).click();
    await before.sheet.getByRole('radio', { name: '大小球', exact: true }).click();
    await before.sheet.getByRole('button', { name: '完成' }).click();

    await page.reload();
    await appTookOver(page);
    await page.getByTestId('match-row').first().waitFor();
    const after = await chosen();
    expect([after.bet365, after.overUnder]).toEqual(['true', 'true']);
    const keys = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('matchSettings:')),
    );
    expect(keys.some((k) => k !== 'matchSettings:guest')).toBe(true);
    expect(keys).not.toContain('matchSettings:guest');
    await context.close();
  });
});
