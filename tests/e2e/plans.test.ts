// Pins issue 19 "Done when" in the built app, at SIM_SPEED=60: demo_expert publishes a paid
// no-win-refund plan on an upcoming match through the publish tab (the odds taken by the server);
// demo_fan buys it; the match is played — the away side scoring, so the home pick loses — and the
// settlement job settles it: the fan sees 黑 with each pick's result on the plan page and the
// refund in 金币明细, and the expert's record has moved.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type BrowserSession } from '../kit/browser';
import { demoLoginToken, storeToken } from '../kit/demoLogin';
import { eveningAhead, startServerProcess, type RunningServer } from '../kit/serverProcess';
import { simAdvance, simGoal, simKickOff } from '../kit/simControl';

let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startServerProcess({ env: { SIM_START: eveningAhead(), SIM_SPEED: '60' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openAs(account: string, hash: string) {
  const { context, page } = await browser.newPhone();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const token = await demoLoginToken(server.url, account);
  await storeToken(context, server.url, token);
  await page.goto(`${server.url}/#${hash}`);
  return { context, page, errors, token };
}

interface Envelope<T> {
  data: T;
  serverTime: number;
}

async function api<T>(path: string, token?: string): Promise<Envelope<T>> {
  const res = await fetch(`${server.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await res.json()) as Envelope<T>;
}

interface Record {
  settled: number;
  lost: number;
  voided: number;
}

const recordOf = async (expertId: number) =>
  (await api<{ record: Record }>(`/api/expert/home/${expertId}`)).data.record;

/** Coin-detail lines, once loaded. */
async function coinLines(page: Page): Promise<string[]> {
  await page.goto(`${server.url}/#/userHuoyanDetail`);
  await page.getByTestId('wallet-entry').first().waitFor();
  return page.getByTestId('wallet-entry').allInnerTexts();
}

describe('experts and plans in the running app', () => {
  it(
    'an expert publishes a no-win-refund plan, a fan buys it, the match ends, the fan is refunded',
    { timeout: 240_000 },
    async () => {
      // ── demo_expert publishes ──
      const expert = await openAs('demo_expert', '/publish/zqtj/new?matchType=1&tab=0');
      const options = await api<{
        expertId: number;
        matches: Array<{
          match: { matchId: number; matchTime: number };
          games: Array<{ gameId: number }>;
          published: boolean;
        }>;
      }>('/api/plan/publish/options?qiuFlag=1', expert.token);
      // A match two simulated hours away or more (two real minutes at SIM_SPEED=60) with a 亚盘 line.
      const target = options.data.matches.find(
        (m) =>
          !m.published &&
          m.match.matchTime > options.serverTime + 2 * 3_600_000 &&
          m.games.some((g) => g.gameId === 4078),
      );
      if (!target) throw new Error('no match open for publishing');
      const matchId = target.match.matchId;
      const before = await recordOf(options.data.expertId);

      const page = expert.page;
      await page.locator(`[data-testid=publish-match][data-match-id="${matchId}"]`).click();
      await page.getByTestId('publish-games').waitFor();
      // 亚盘: the home side.
      await page
        .locator('[data-testid=publish-game][data-game-id="4078"]')
        .getByTestId('publish-option')
        .first()
        .click();
      await page.getByTestId('publish-title').fill('主队让球，稳健之选');
      await page
        .getByTestId('publish-summary')
        .fill('主队近期主场状态稳定，客队客场防守问题明显，亚盘开出主让，看好主队赢盘。');
      await page.getByTestId('publish-price-8').click();
      await page.getByTestId('publish-refund').check();
      await page.getByTestId('publish-submit').click();
      await page.waitForURL(/#\/plan\/\d+/);
      const planId = Number(/#\/plan\/(\d+)/.exec(page.url())?.[1]);
      await page.getByTestId('plan-picks').waitFor();
      expect(await page.getByTestId('plan-refund').innerText()).toBe('不中退款');
      expect(expert.errors).toEqual([]);

      // ── demo_fan buys it ──
      const fan = await openAs('demo_fan', `/plan/${planId}`);
      await fan.page.getByTestId('plan-paywall').waitFor();
      await fan.page.getByTestId('plan-buy').click();
      await fan.page.getByTestId('coin-confirm-pay').click();
      await fan.page.getByTestId('plan-pay-ok-page').waitFor();
      const bought = await coinLines(fan.page);
      expect(bought.some((t) => t.includes('购买方案') && t.includes('-8.00'))).toBe(true);

      // ── the match is played: the away side scores, the home pick loses ──
      await simKickOff(server.url, matchId);
      for (let i = 0; i < 5; i += 1) await simGoal(server.url, matchId, 2);
      await simAdvance(server.url, 150);

      // ── the fan sees the result and the refund ──
      await fan.page.goto(`${server.url}/#/plan/${planId}`);
      await expect
        .poll(
          async () => {
            await fan.page.reload();
            await fan.page.getByTestId('plan-title').waitFor();
            return fan.page.getByTestId('plan-result').count();
          },
          { timeout: 60_000, interval: 2_000 },
        )
        .toBe(1);
      expect(await fan.page.getByTestId('plan-result').innerText()).toBe('黑');
      expect(await fan.page.getByTestId('plan-pick-result').first().innerText()).toMatch(/输/);
      expect(await fan.page.getByTestId('plan-refunded').innerText()).toContain('退回');
      const refunded = await coinLines(fan.page);
      expect(refunded.some((t) => t.includes('方案未中退款') && t.includes('+8.00'))).toBe(true);
      expect(fan.errors).toEqual([]);

      // ── the expert's record moved ──
      const after = await recordOf(options.data.expertId);
      expect(after.settled + after.voided).toBeGreaterThan(before.settled + before.voided);
      expect(after.lost).toBeGreaterThan(before.lost);
      await expert.page.goto(`${server.url}/#/public/expertHome/${options.data.expertId}`);
      await expert.page.getByTestId('expert-home-tabs').waitFor();
    },
  );
});
