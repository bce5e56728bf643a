// Pins issue 31 items 4 and 7 as a fan meets them in Chromium, the network cut with Playwright's
// context.setOffline: the football list that failed offline (网络连接失败) and a match page first
// opened offline (页面出错了: its code could not download) both come back by themselves when the
// network returns, without a tap; and a chat room keeps its history, the fan's own message included,
// through going offline with the page hidden, and fetches what it missed once.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextFrame, launchBrowser, type BrowserSession } from '../kit/browser';
import { demoLoginToken, storeToken } from '../kit/demoLogin';
import { fetchGateway } from '../kit/gateway';
import { quietMatchId } from '../kit/quietMatch';
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

/** Recovery comes with the scheduler's catch-up on the `online` event: a few seconds at most. */
const RECOVERY_MS = 10_000;

async function footballList(): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await browser.newPhone();
  await page.goto(`${server.url}/#/tabs/match`);
  await page.getByTestId('match-row').first().waitFor();
  // The rows may be the server's render: the app itself must have arrived before the cut.
  await page.waitForLoadState('networkidle');
  return { context, page };
}

describe('offline and back', () => {
  it('loads the football list again by itself when the network returns', async () => {
    const { context, page } = await footballList();
    await context.setOffline(true);
    // Another view is a request of its own, which fails offline.
    await page.getByTestId('state-tab-upcoming').click();
    const error = page.getByTestId('list-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('网络连接失败');

    await context.setOffline(false);
    await page.getByTestId('match-row').first().waitFor({ timeout: RECOVERY_MS });
    expect(await error.count()).toBe(0);
    await context.close();
  });

  it('opens a match page first opened offline once the network returns', async () => {
    const { context, page } = await footballList();
    const today = await fetchGateway<{ list: { matchId: number }[] }>(
      server.url,
      'getMatchListByDate',
      { pageSize: 5 },
    );
    const matchId = today.list[0]?.matchId;
    if (matchId === undefined) throw new Error('no match today');
    await context.setOffline(true);
    // The page's code has never been downloaded: offline, it cannot be.
    await page.evaluate(`location.hash = '#/match-detail?matchId=${matchId}'`);
    await page.getByTestId('route-error').waitFor();

    await context.setOffline(false);
    const detail = page.getByTestId('match-detail');
    await detail.waitFor({ timeout: RECOVERY_MS });
    expect(await page.getByTestId('route-error').count()).toBe(0);
    // With its styles: the stylesheet that failed offline was asked for again.
    expect(await detail.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    await page.screenshot({ path: 'test-results/offline-recovered-detail.png' }).catch(() => {});
    await context.close();
  });
});

async function openChat(account: string, matchId: number) {
  const { context, page } = await browser.newPhone();
  await storeToken(context, server.url, await demoLoginToken(server.url, account));
  await page.goto(`${server.url}/#/match-detail?matchId=${matchId}&tab=chat`);
  await page.locator('[data-testid="chat-status"][data-state="connected"]').waitFor();
  return { context, page };
}

async function say(page: Page, text: string) {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
  await page
    .locator('[data-testid="chat-message"][data-state="sent"]', { hasText: text })
    .waitFor();
}

/** What the page's visibility says, as a phone switching apps or tabs tells it. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate(
    `Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => '${hidden ? 'hidden' : 'visible'}' });
     document.dispatchEvent(new Event('visibilitychange'));`,
  );
}

/** Every message the room shows, scrolled through from the top (the list is virtualized). */
async function roomTexts(page: Page): Promise<string[]> {
  const seen = new Map<string, string>();
  const scroller = page.locator('.chat-list__scroller');
  await scroller.evaluate((el) => (el.scrollTop = 0));
  for (let step = 0; step < 40; step += 1) {
    // The rows of the new offset render on the scroll's frame.
    await nextFrame(page);
    for (const row of await page.getByTestId('chat-message').all()) {
      const id = (await row.getAttribute('data-message-id')) ?? (await row.textContent()) ?? '';
      seen.set(id, (await row.textContent()) ?? '');
    }
    const done = await scroller.evaluate((el) => {
      const before = el.scrollTop;
      el.scrollTop = before + el.clientHeight * 0.8;
      return el.scrollTop === before;
    });
    if (done) break;
  }
  return [...seen.values()];
}

describe('a chat room offline and back', () => {
  it(
    'keeps its history and the fan’s own message, and fetches what was said meanwhile once',
    { timeout: 180_000 },
    async () => {
      const matchId = await quietMatchId(server.url);
      const fan = await openChat('demo_fan', matchId);
      const other = await openChat('demo_vip', matchId);
      const mine = `离线前我说的话${Date.now() % 10_000}`;
      await say(fan.page, mine);
      await fan.page.locator('[data-testid="chat-message"]', { hasText: mine }).waitFor();

      // Offline, the page hidden, and the match page's tab switched away and back meanwhile.
      await fan.context.setOffline(true);
      await setHidden(fan.page, true);
      await fan.page.locator('[data-testid="detail-tab"][data-tab="live"]').click();
      await fan.page.locator('[data-testid="detail-tab"][data-tab="chat"]').click();
      const missed = `你不在时我说的话${Date.now() % 10_000}`;
      await say(other.page, missed);

      await fan.context.setOffline(false);
      await setHidden(fan.page, false);
      await fan.page.locator('[data-testid="chat-status"][data-state="connected"]').waitFor();
      await fan.page
        .locator('[data-testid="chat-message"]', { hasText: missed })
        .waitFor({ timeout: RECOVERY_MS });
      // The room settles with each message once. Its rows are read until they hold both: the
      // catch-up's answer may redraw the list just after the missed message first shows, and on a
      // loaded machine a scroll's rows can be drawn a frame after the read (a row then goes unseen).
      const times = async () => {
        const texts = await roomTexts(fan.page);
        const count = (text: string) => texts.filter((t) => t.includes(text)).length;
        return { mine: count(mine), missed: count(missed) };
      };
      await expect.poll(times, { timeout: RECOVERY_MS }).toEqual({ mine: 1, missed: 1 });
      await fan.page
        .screenshot({ path: 'test-results/offline-recovered-chat.png' })
        .catch(() => {});
      // A message said now still arrives live, once.
      const after = `回来以后说的话${Date.now() % 10_000}`;
      await say(other.page, after);
      const live = fan.page.locator('[data-testid="chat-message"]', { hasText: after });
      await live.waitFor();
      expect(await live.count()).toBe(1);
      await fan.context.close();
      await other.context.close();
    },
  );
});
