// Issue 35's walk in the running app (Debian's Chromium, a server of its own): demo_fan is offered a
// coupon that fits a plan and told why another does not, buys the plan with it and finds it used;
// buys the red list, receives its monthly gift as a set-meal ticket and a half-price card, and reads
// the wind vane of a match in play — its consensus chart and a book's moves. demo_vip's trial shows
// as a trial, and four simulated days on as expired with the way to reopen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type BrowserSession } from '../kit/browser';
import { demoLoginToken, openPhoneAs } from '../kit/demoLogin';
import { busyEvening, startServerProcess, type RunningServer } from '../kit/serverProcess';
import { simAdvance } from '../kit/simControl';

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

interface CouponRow {
  coupon: { id: number; worth: string };
  reasons: string[];
  payPrice: string;
}

/** A paid plan on sale that one of demo_fan's coupons fits and another does not. */
async function planWithCoupons(token: string) {
  const api = async <T>(path: string) =>
    (await (
      await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: T; isSuccess: boolean };
  for (let page = 1; page <= 5; page += 1) {
    const list = await api<{ list: Array<{ id: number }> }>(`/api/plan/list/1/paid/${page}`);
    for (const plan of list.data.list) {
      const c = await api<{ price: string; list: CouponRow[] }>(
        `/api/query/coupon/list/byPlan?planId=${plan.id}&planType=1`,
      );
      if (!c.isSuccess) continue;
      const fits = c.data.list.filter((x) => x.reasons.length === 0);
      if (fits.length > 0 && c.data.list.some((x) => x.reasons.length > 0))
        return { id: plan.id, rows: c.data.list };
    }
  }
  throw new Error('no plan that a coupon fits and another does not');
}

const coinsOf = async (token: string) => {
  const res = await fetch(`${server.url}/api/uc/index`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return Number(((await res.json()) as { data: { huoyanWallet: string } }).data.huoyanWallet);
};

describe('coupons, VIP and the wind vane in the running app', () => {
  it(
    'demo_fan buys a plan with a coupon, buys the red list, receives its gift and reads the wind vane',
    { timeout: 240_000 },
    async () => {
      const token = await demoLoginToken(server.url, 'demo_fan');
      const { id, rows } = await planWithCoupons(token);
      const before = await coinsOf(token);
      const { context, page, errors } = await openPhoneAs(
        browser,
        server.url,
        'demo_fan',
        `/plan/${id}`,
      );

      // ── the confirm step offers the coupon that leaves least to pay; another says why not ──
      await page.getByTestId('plan-buy').click();
      const summary = page.getByTestId('coupon-pick-summary');
      await expect.poll(() => summary.innerText()).not.toBe('查询中...');
      const usable = rows.filter((r) => r.reasons.length === 0);
      const best = usable.reduce((a, b) => (Number(b.payPrice) < Number(a.payPrice) ? b : a));
      await page.getByTestId('coupon-pick-toggle').click();
      const chosen = page.locator('[data-testid=coupon-option][aria-checked=true]');
      expect(await chosen.getAttribute('data-key')).toBe(`coupon:${best.coupon.id}`);
      const refused = rows.find((r) => r.reasons.length > 0)!;
      const other = page.locator(
        `[data-testid=coupon-option][data-key="coupon:${refused.coupon.id}"]`,
      );
      expect(await other.isDisabled()).toBe(true);
      expect(await other.innerText()).toContain(refused.reasons[0]!);
      await chosen.click();
      await page.getByTestId('coin-confirm-pay').click();
      await page.getByTestId('plan-pay-ok-page').waitFor();
      await expect.poll(() => coinsOf(token)).toBe(before - Number(best.payPrice));

      // ── the coupon is listed as used ──
      await page.goto(`${server.url}/#/user/coupon-list?status=1`);
      await page.getByTestId('coupon-card').first().waitFor();
      expect(await page.getByTestId('coupon-card').count()).toBeGreaterThanOrEqual(2);

      // ── the red list with coins: the member centre, the gift ticket and the half-price card ──
      await page.goto(`${server.url}/#/user/vip`);
      expect(await page.getByTestId('vip-status').getAttribute('data-state')).toBe('none');
      await page.getByTestId('vip-status-buy').click();
      await page.locator('[data-testid=vip-product][data-product-id="1"]').click();
      await page.getByTestId('vip-buy').click();
      await page.getByTestId('coin-confirm-pay').click();
      await page.getByTestId('vip-centre-page').waitFor();
      await expect
        .poll(() => page.getByTestId('vip-status').getAttribute('data-state'))
        .toBe('valid');
      expect(await page.getByTestId('vip-status-level').innerText()).toBe('红单会员');
      expect(await page.getByTestId('vip-benefit-count').innerText()).toBe('11');
      expect(await page.getByTestId('vip-auto-renew').getAttribute('aria-checked')).toBe('false');
      await page.getByTestId('vip-gift-link').click();
      await page.getByTestId('vip-gift').first().click();
      await page.getByTestId('vip-gift-ticket').waitFor();
      expect(await page.getByTestId('set-meal-ticket-left').innerText()).toContain('剩余 10/10 次');
      expect(await page.getByTestId('vip-gift-card-left').innerText()).toContain('剩余 10/10 次');

      // ── the wind vane of a match in play: the consensus chart, a book's moves ──
      await page.goto(`${server.url}/#/wind-mark-lis`);
      const live = page.getByTestId('wind-card').first();
      await live.waitFor();
      expect(await live.innerText()).toContain('进行中');
      expect(await live.getByTestId('wind-lead').innerText()).toMatch(/资金/);
      await live.click();
      await page.getByTestId('wind-chart').waitFor();
      expect(
        Number(await page.getByTestId('wind-chart').getAttribute('data-points')),
      ).toBeGreaterThan(1);
      await page.locator('[data-testid=wind-chart] canvas').waitFor();
      expect(await page.getByTestId('wind-book').count()).toBeGreaterThan(1);
      await page.getByTestId('wind-book-link').first().click();
      await page.getByTestId('wind-move').first().waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it(
    'demo_vip sees the trial, then — four simulated days on — the expiry',
    { timeout: 120_000 },
    async () => {
      const { context, page, errors } = await openPhoneAs(
        browser,
        server.url,
        'demo_vip',
        '/user/vip',
      );
      await page.getByTestId('vip-status-try').waitFor();
      expect(await page.getByTestId('vip-status-period').innerText()).toMatch(/试用剩余\d天/);
      // A member on trial reads the wind vane.
      await page.goto(`${server.url}/#/wind-mark-lis`);
      await page.getByTestId('wind-lead').first().waitFor();
      for (let day = 0; day < 4; day += 1) await simAdvance(server.url, 24 * 60);
      await page.goto(`${server.url}/#/user/vip`);
      await page.getByTestId('vip-status-expired').waitFor();
      expect(await page.getByTestId('vip-status-period').innerText()).toMatch(/^已于 .* 到期$/);
      expect(await page.getByTestId('vip-status-buy').innerText()).toBe('重新开通');
      // No longer a member: the wind vane is locked, with the way to join.
      await page.goto(`${server.url}/#/wind-mark-lis`);
      await page.getByTestId('wind-locked').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
