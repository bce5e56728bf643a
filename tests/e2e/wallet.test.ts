// Pins issue 18 "Done when" in the built app: demo_fan tops up through the provider's cashier page
// (a bonus coupon added, the notification late, so the fan first reads 支付确认中), finds the
// coins and the bonus in the coin detail, and spends them on a plan — through the confirm step (issue
// 31 item 2) — whose pick then shows; demo_expert withdraws to a new card (bank, province →
// city → branch, SMS code), sees the request under review, the money out of the withdrawable
// balance, and — refused by the finance desk — back in it, with the reason.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type BrowserSession } from '../kit/browser';
import { openPhoneAs } from '../kit/demoLogin';
import { planForSale } from '../kit/planForSale';
import { eveningAhead, startServerProcess, type RunningServer } from '../kit/serverProcess';
import { withoutDiscount } from '../kit/confirmStep';

let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  // Late afternoon in Beijing: the evening's matches, and their plans, are still for sale.
  server = await startServerProcess({ env: { SIM_START: eveningAhead() } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The balance a wallet head shows, once loaded. */
async function headValue(page: Page, testId: string): Promise<number> {
  const value = page.getByTestId(testId).locator('.wallet-head__value');
  await expect.poll(() => value.innerText()).toMatch(/^\d+\.\d{2}$/);
  return Number(await value.innerText());
}

const openAs = (account: string, hash: string) => openPhoneAs(browser, server.url, account, hash);

describe('money in the running app', () => {
  it(
    'demo_fan tops up at the cashier, finds the coins in the coin detail and buys a plan with them',
    { timeout: 180_000 },
    async () => {
      const { context, page, errors } = await openAs('demo_fan', '/pay/userChargeHuoyan');
      const before = await headValue(page, 'charge-balance');
      await page.getByTestId('charge-product-5').click();
      // The 10-coin bonus (from 100 yuan) is picked by itself for 128 yuan.
      await expect.poll(() => page.getByTestId('charge-summary').innerText()).toContain('+10');
      await page.getByTestId('charge-submit').click();
      await page.waitForURL(/\/pay-sim\/cashier\//);
      expect(await page.getByText('¥128.00').count()).toBe(1);
      await page.selectOption('#plan', 'late');
      await page.getByRole('button', { name: '确认支付' }).click();
      // Back before the provider's late notification: the order is not confirmed yet.
      await page.waitForURL(/#\/userChargeFinish/);
      await page.getByTestId('charge-result-awaiting').waitFor();
      await page.getByTestId('charge-result-paid').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('charge-result-coins').innerText()).toContain('138');
      await page.getByRole('button', { name: '查看金币明细' }).click();
      await page.getByTestId('wallet-detail-coin').waitFor();
      const lines = page.getByTestId('wallet-entry');
      await lines.first().waitFor();
      const texts = await lines.allInnerTexts();
      expect(texts.some((t) => t.includes('充值') && t.includes('+128.00'))).toBe(true);
      expect(texts.some((t) => t.includes('充值赠送') && t.includes('+10.00'))).toBe(true);
      const after = await headValue(page, 'wallet-balance');
      expect(after).toBe(before + 138);

      // And spends them: 金币购买 first asks (the price, the coins and what is left; 取消 spends
      // nothing), then 确认支付 buys the plan, which unlocks its pick.
      const plan = await planForSale(server.url);
      await page.goto(`${server.url}/#/plan/${plan.id}`);
      await page.getByTestId('plan-paywall').waitFor();
      await page.getByTestId('plan-buy').click();
      await withoutDiscount(page);
      const coins = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2)} 金币`;
      await expect
        .poll(() => page.getByTestId('coin-confirm-balance').innerText())
        .toContain(coins(after));
      expect(await page.getByTestId('coin-confirm-price').innerText()).toContain(coins(plan.price));
      expect(await page.getByTestId('coin-confirm-after').innerText()).toContain(
        coins(after - plan.price),
      );
      await page.getByTestId('coin-confirm-cancel').click();
      expect(await page.getByTestId('coin-confirm').count()).toBe(0);
      await page.getByTestId('plan-buy').click();
      await withoutDiscount(page);
      await page.getByTestId('coin-confirm-pay').click();
      await page.getByTestId('plan-pay-ok-page').waitFor();
      await expect
        .poll(() => page.getByTestId('plan-pay-balance').innerText())
        .toContain((after - plan.price).toFixed(2));
      await page.getByTestId('plan-pay-view').click();
      await page.getByTestId('plan-picks').waitFor();
      expect(await page.getByTestId('plan-paywall').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it(
    'demo_expert withdraws to a new card; refused, the money comes back',
    { timeout: 180_000 },
    async () => {
      const { context, page, errors } = await openAs('demo_expert', '/userDrawMoney');
      const before = await headValue(page, 'withdraw-balance');
      const pick = async (testId: string, label: string) => {
        const select = page.getByTestId(testId);
        await select.locator('option', { hasText: label }).first().waitFor({ state: 'attached' });
        await select.selectOption({ label });
      };
      await pick('withdraw-bank', '招商银行');
      await page.getByTestId('withdraw-card-no').fill('6225880137003456');
      await pick('withdraw-province', '广东省');
      await pick('withdraw-city', '深圳市');
      await pick('withdraw-branch', '招商银行深圳城东支行');
      await page.getByTestId('withdraw-amount').fill('100');
      await expect.poll(() => page.getByTestId('withdraw-preview').innerText()).toContain('99');
      // The hint names the phone at once; the code is in the book once the send is answered.
      const sent = page.waitForResponse((r) => r.url().includes('/api/user/drawMoney/sendCode'));
      await page.getByTestId('withdraw-send-code').click();
      await page.getByTestId('withdraw-code-hint').waitFor();
      expect((await sent).ok()).toBe(true);
      const dev = await fetch(`${server.url}/api/dev/sms-codes?phone=19900000002`);
      const { data } = (await dev.json()) as { data: { code: string } };
      await page.getByTestId('withdraw-code').fill(data.code);
      await page.getByTestId('withdraw-submit').click();
      await page.waitForURL(/#\/userDrawMoneyDetail\/\d+/);
      await expect
        .poll(() => page.getByTestId('withdraw-detail-status').innerText())
        .toBe('审核中');
      const id = Number(/userDrawMoneyDetail\/(\d+)/.exec(page.url())?.[1]);

      // The finance desk refuses it (the development control is the reviewer's hand).
      const review = await fetch(`${server.url}/api/dev/withdrawals/review`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id, decision: 'refuse', reason: '开户行信息有误' }),
      });
      expect(review.status).toBe(200);
      await page.reload();
      await expect
        .poll(() => page.getByTestId('withdraw-detail-status').innerText())
        .toBe('审核未通过');
      expect(await page.getByTestId('withdraw-detail-page').innerText()).toContain(
        '开户行信息有误',
      );

      await page.goto(`${server.url}/#/userMoneyDetail`);
      expect(await headValue(page, 'wallet-balance')).toBe(before);
      const texts = await page.getByTestId('wallet-entry').allInnerTexts();
      expect(texts.some((t) => t.includes('提现退回') && t.includes('+100.00'))).toBe(true);
      expect(texts.some((t) => t.includes('提现') && t.includes('-100.00'))).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
