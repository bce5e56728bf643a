// Pins the goal red-packet rain as a fan meets it in Chromium (issue 9 "Done when"), against a
// server whose matches run at 60×: on the page of a red-packet match in play, a goal brings the
// rain; the fan starts it, taps falling packets in the 10-second window, and sees an award, which
// then appears in their messages (活动消息). The tab bar's dot says a message is new.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type BrowserSession } from '../kit/browser';
import { demoLoginToken, storeToken } from '../kit/demoLogin';
import { fetchGateway } from '../kit/gateway';
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

/** Red-packet football matches in play now (waits for kick-offs when there are none). */
async function liveRedPacketMatches(page: Page): Promise<number[]> {
  for (let tries = 0; tries < 40; tries++) {
    const { list } = await fetchGateway<{
      list: { matchId: number; redStatus: number; matchStatus: number }[];
    }>(server.url, 'getRedpackedMatchList');
    const live = list.filter((m) => m.redStatus === 1 && [1, 11, 12, 13].includes(m.matchStatus));
    if (live.length > 0) return live.map((m) => m.matchId);
    await page.waitForTimeout(5000);
  }
  throw new Error('no red-packet match in play');
}

/** Taps packets that are on screen now (they fall: tapping where one is, as a finger would). */
async function tapVisiblePackets(page: Page): Promise<number> {
  return page.evaluate(() => {
    let tapped = 0;
    for (const packet of document.querySelectorAll<HTMLElement>('[data-testid="rain-packet"]')) {
      const box = packet.getBoundingClientRect();
      if (box.bottom < 0 || box.top > window.innerHeight) continue;
      packet.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      tapped += 1;
    }
    return tapped;
  });
}

describe('the goal red-packet rain at SIM_SPEED=60', () => {
  it(
    'rains after a goal; the fan taps packets, wins an award, and finds it in their messages',
    { timeout: 420_000 },
    async () => {
      const { context, page } = await browser.newPhone();
      const errors: string[] = [];
      const watch = (p: Page) => {
        p.on('pageerror', (error) => errors.push(error.message));
        p.on('console', (message) => {
          if (message.type() === 'error' && !/40[49]/.test(message.text()))
            errors.push(message.text());
        });
      };
      watch(page);
      await storeToken(context, server.url, await demoLoginToken(server.url, 'demo_fan'));
      const ids = await liveRedPacketMatches(page);
      // Watch up to three such matches, each on its own page, until a goal brings the rain.
      const pages: Page[] = [page];
      for (const _ of ids.slice(1, 3)) {
        const other = await context.newPage();
        watch(other);
        pages.push(other);
      }
      await Promise.all(
        pages.map((p, i) => p.goto(`${server.url}/#/match-detail?matchId=${ids[i]}&tab=live`)),
      );
      for (const p of pages) await p.getByTestId('match-detail').waitFor();
      expect(await pages[0]!.getByTestId('red-packet').count()).toBe(1);

      let rainy: Page | undefined;
      for (let waited = 0; waited < 240_000 && !rainy; waited += 1000) {
        await page.waitForTimeout(1000);
        for (const p of pages)
          if ((await p.getByTestId('rain-popup').count()) > 0) {
            rainy = p;
            break;
          }
      }
      expect(rainy, 'no goal brought the rain within four minutes').toBeDefined();
      const rain = rainy!;
      await rain.bringToFront();
      await rain.screenshot({ path: 'test-results/rain-intro.png' }).catch(() => undefined);
      await rain.getByTestId('rain-start').click();
      await rain.getByTestId('rain').waitFor();
      let tapped = 0;
      for (let i = 0; i < 8; i++) {
        tapped += await tapVisiblePackets(rain);
        if (i === 3)
          await rain.screenshot({ path: 'test-results/rain-falling.png' }).catch(() => undefined);
        await rain.waitForTimeout(900);
      }
      expect(tapped).toBeGreaterThanOrEqual(15);
      const award = rain.getByTestId('rain-award');
      await award.waitFor({ timeout: 30_000 });
      await rain.screenshot({ path: 'test-results/rain-award.png' }).catch(() => undefined);
      expect(await award.getAttribute('data-kind')).not.toBe('0');
      const won = (await rain.getByTestId('rain-award-title').textContent()) ?? '';
      expect(won).toMatch(/金币|券/);

      // The award is in the fan's messages.
      await rain.getByRole('link', { name: '去消息里查看' }).click();
      await rain.getByTestId('message-list').waitFor();
      const item = rain.getByTestId('message-item').filter({ hasText: '进球红包雨奖励' });
      await item.first().waitFor();
      expect(await item.first().textContent()).toContain(won.slice(0, 2));

      // The tab bar's dot says there are unread messages (the seeded ones of the other lists).
      await rain.goto(`${server.url}/#/tabs/home`);
      await rain.getByTestId('new-message-dot').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
