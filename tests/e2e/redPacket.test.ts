// Pins the goal red-packet rain as a fan meets it in Chromium (issue 9 "Done when"), against a
// server whose matches run at 60×: on the page of a red-packet match in play, a goal (made by the
// simulator's development control) brings the rain; the fan starts it, taps falling packets in the 10-second window, and sees an award, which
// then appears in their messages (活动消息). The tab bar's dot says a message is new.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type BrowserSession } from '../kit/browser';
import { demoLoginToken, storeToken } from '../kit/demoLogin';
import { eveningAhead, startServerProcess, type RunningServer } from '../kit/serverProcess';
import { kickOffFirst, simGoal, upcomingMatches } from '../kit/simControl';

let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startServerProcess({ env: { SIM_SPEED: '60', SIM_START: eveningAhead() } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

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
    { timeout: 180_000 },
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
      // A red-packet match kicks off now and, with its page open, a goal is made (the simulator's
      // development control): the goal brings the rain.
      const match = await kickOffFirst(
        server.url,
        // Some evenings have no red-packet match ahead: the next days' are asked too.
        (await upcomingMatches(server.url, 1, undefined, 3)).filter((m) => m.redStatus === 1),
      );
      const rain = page;
      await rain.goto(`${server.url}/#/match-detail?matchId=${match.matchId}&tab=live`);
      await rain.getByTestId('match-detail').waitFor();
      expect(await rain.getByTestId('red-packet').count()).toBe(1);
      await simGoal(server.url, match.matchId, 1);
      // The app's red-packet check runs every 10 s.
      await rain.getByTestId('rain-popup').waitFor({ timeout: 30_000 });
      await rain.screenshot({ path: 'test-results/rain-intro.png' }).catch(() => undefined);
      await rain.getByTestId('rain-start').click();
      await rain.getByTestId('rain').waitFor();
      // Packets fall for ten seconds: each time one is on screen, it is tapped, until the award.
      let tapped = 0;
      while ((await rain.getByTestId('rain-award').count()) === 0) {
        const next = await rain
          .waitForFunction(
            () =>
              [...document.querySelectorAll<HTMLElement>('[data-testid="rain-packet"]')].some(
                (p) => {
                  const box = p.getBoundingClientRect();
                  return box.bottom > 0 && box.top < window.innerHeight;
                },
              ) || document.querySelector('[data-testid="rain-award"]') !== null,
            undefined,
            { timeout: 30_000, polling: 'raf' },
          )
          .then(() => true);
        if (!next) break;
        tapped += await tapVisiblePackets(rain);
        if (tapped > 0 && tapped < 4)
          await rain.screenshot({ path: 'test-results/rain-falling.png' }).catch(() => undefined);
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
