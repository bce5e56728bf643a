// Pins issue 31 items 1–3 in the built app on a phone: a sheet or dialog never follows the fan to the
// next page — the 选择支付方式 sheet on the phone's back, the coins confirm step on a route change
// to 提现 — and the next page takes taps at once; 金币购买 asks first, and demo_vip (no coins) reads
// 金币余额不足 with what is missing and 去充值, spending nothing; 我的 shows only tiles of built
// pages, 动态 opens the fan's own posts, its VIP card tells the status, and 帮助反馈 opens the help
// centre.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, waitForHash, type BrowserSession } from '../kit/browser';
import { openPhoneAs } from '../kit/demoLogin';
import { planForSale } from '../kit/planForSale';
import { eveningAhead, startServerProcess, type RunningServer } from '../kit/serverProcess';
import { withoutDiscount } from '../kit/confirmStep';

let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  // Late afternoon in Beijing: the evening's plans are still for sale.
  server = await startServerProcess({ env: { SIM_START: eveningAhead() } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const openAs = (account: string, hash: string) => openPhoneAs(browser, server.url, account, hash);

/** Every overlay of the shell and of the screens: none may be left on top. */
const overlays = (page: Page) =>
  page.locator(
    '[role=dialog], [role=alertdialog], .overlay-backdrop:not(.overlay-backdrop--clear)',
  );

describe('overlays and coin purchases in the running app', () => {
  it(
    'closes the pay-way sheet on back and the confirm step on a route change; short coins spend nothing',
    { timeout: 120_000 },
    async () => {
      const plan = await planForSale(server.url);
      // Home first, so the phone's back has somewhere in the app to go.
      const { context, page, errors } = await openAs('demo_vip', '/tabs/home');
      await page.getByRole('navigation', { name: '主导航' }).waitFor();
      await page.evaluate((id) => (window.location.hash = `#/plan/${id}`), plan.id);
      await page.getByTestId('plan-paywall').waitFor();

      // 直接支付 opens 选择支付方式; the phone's back leaves it behind with the plan.
      await page.getByTestId('plan-direct-pay').click();
      await page.getByRole('alertdialog').getByText('选择支付方式').waitFor();
      await page.goBack();
      await page.waitForURL(/#\/tabs\/home/);
      await expect.poll(() => overlays(page).count()).toBe(0);
      // The page below takes a tap at once.
      await page.getByRole('navigation', { name: '主导航' }).getByText('我的').click();
      await page.waitForURL(/#\/tabs\/user/);

      // 金币购买 asks first; demo_vip holds no coins (and pays without a coupon): 余额不足, what is
      // missing, 去充值.
      await page.goto(`${server.url}/#/plan/${plan.id}`);
      await page.getByTestId('plan-buy').click();
      await withoutDiscount(page);
      await page.getByTestId('coin-confirm-charge').waitFor();
      expect(await page.getByTestId('coin-confirm').innerText()).toContain('金币余额不足');
      expect(await page.getByTestId('coin-confirm-balance').innerText()).toContain('0 金币');
      expect(await page.getByTestId('coin-confirm-missing').innerText()).toContain(
        `${plan.price} 金币`,
      );
      expect(await page.getByTestId('coin-confirm-pay').count()).toBe(0);

      // A route change while it is open (to 提现) closes it.
      await page.evaluate(() => (window.location.hash = '#/userDrawMoney'));
      await page.waitForURL(/#\/userDrawMoney/);
      await expect.poll(() => overlays(page).count()).toBe(0);

      // Back on the plan, 去充值 leads to the charge page, with nothing on top and nothing spent.
      await page.goto(`${server.url}/#/plan/${plan.id}`);
      await page.getByTestId('plan-buy').click();
      await withoutDiscount(page);
      await page.getByTestId('coin-confirm-charge').click();
      await page.waitForURL(/#\/pay\/userChargeHuoyan/);
      await expect.poll(() => overlays(page).count()).toBe(0);
      await page.goto(`${server.url}/#/plan/${plan.id}`);
      await page.getByTestId('plan-paywall').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('shows on 我的 only tiles that open a built page; 帮助反馈 opens the help centre', async () => {
    const { context, page, errors } = await openAs('demo_vip', '/tabs/user');
    await page.getByTestId('user-nickname').waitFor();
    // demo_vip holds a coupon ending within three days: 我的 reminds once a day (issue 35); 关闭.
    const reminder = page.getByRole('alertdialog');
    await reminder.getByText('优惠券提醒').waitFor();
    await reminder.getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => overlays(page).count()).toBe(0);
    // 套餐记录 and 我的包月 (issue 34), 我的优惠券 (issue 35) are built: their tiles open them.
    expect(await page.getByTestId('entry-coupons').getAttribute('href')).toContain(
      'user/coupon-list',
    );
    expect(await page.getByTestId('entry-set-meal').getAttribute('href')).toContain(
      'set-meal-record',
    );
    expect(await page.getByTestId('entry-monthly').getAttribute('href')).toContain(
      'my-expert-month',
    );
    // 动态 opens the fan's own posts (issue 37).
    expect(await page.getByTestId('count-posts').getAttribute('href')).toMatch(
      /sns\/index\/0\?author=\d+/,
    );
    // demo_vip is on a trial of the super red list: the status, and 立即开通 into the member centre.
    const vip = page.getByTestId('vip-card');
    expect(await vip.innerText()).toContain('试用中');
    expect(await vip.innerText()).toContain('立即开通');
    expect(await vip.getAttribute('href')).toContain('user/vip');
    await page.getByTestId('entry-help').click();
    await waitForHash(page, /^\/user\/customer-help/);
    await page.getByTestId('service-centre').waitFor();
    expect(await page.getByTestId('planned-page').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
