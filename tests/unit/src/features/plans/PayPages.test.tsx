// Pins the pay pages opened by a link (product-spec §2 "Plans"): 余额不足 with the price, the balance
// and the coins missing and the way to top up; 支付失败 with its message or the default; 支付成功
// with the coins left, going back when it does not know the plan.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeClock } from '../../../../kit/fakeClock';
import { renderPlanRoutes } from './kit';

// The plan page behind 查看方案 loads forever here: these tests only follow where it leads.
vi.mock('@features/plans/api', () => ({
  fetchPlan: vi.fn(() => new Promise(() => undefined)),
  buyPlan: vi.fn(),
}));

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
});
afterEach(() => clock.restore());

const text = (testId: string) => screen.getByTestId(testId).textContent;
const where = () => screen.getByTestId('where').dataset;

describe('plan/pay-charge', () => {
  it('shows the price, the balance and the coins missing, and 去充值 opens the charge page', async () => {
    await renderPlanRoutes('/plan/pay-charge?price=18.00&planNo=P1&ableBalance=5.5', clock.advance);
    expect(text('pay-result-short')).toContain('余额不足');
    expect(text('plan-pay-price')).toBe('方案价格18 金币');
    expect(text('plan-pay-balance')).toBe('当前余额5.50 金币');
    expect(text('plan-pay-missing')).toBe('还需12.50 金币');
    expect(text('pay-result-short')).toContain('方案编号 P1');
    fireEvent.click(screen.getByTestId('plan-pay-charge'));
    expect(where().path).toBe('/pay/userChargeHuoyan');
  });

  it('never shows a negative shortfall', async () => {
    await renderPlanRoutes('/plan/pay-charge?price=5&ableBalance=8.00', clock.advance);
    expect(text('plan-pay-missing')).toBe('还需0 金币');
  });

  it('shows -- where a parameter is missing or not an amount', async () => {
    await renderPlanRoutes('/plan/pay-charge?price=abc', clock.advance);
    expect(text('plan-pay-price')).toBe('方案价格--');
    expect(text('plan-pay-balance')).toBe('当前余额--');
    expect(text('plan-pay-missing')).toBe('还需--');
  });

  it('返回 goes back where the fan came from', async () => {
    await renderPlanRoutes('/plan/pay-charge?price=18', clock.advance, ['/plan/5']);
    fireEvent.click(screen.getByTestId('plan-pay-back'));
    // jsdom keeps one history entry: like the header's back, the first page goes home.
    expect(where().path).toBe('/tabs/home');
  });
});

describe('plan/pay-error', () => {
  it('shows 购买失败，请重试 when no message came', async () => {
    await renderPlanRoutes('/plan/pay-error?planNo=P1', clock.advance);
    expect(text('plan-pay-error-message')).toBe('购买失败，请重试');
    expect(screen.getByTestId('plan-pay-back').textContent).toBe('返回方案');
  });

  it('shows the message as text', async () => {
    const errorMsg = encodeURIComponent('<b>方案已下架</b>');
    await renderPlanRoutes(`/plan/pay-error?errorMsg=${errorMsg}`, clock.advance);
    expect(text('plan-pay-error-message')).toBe('<b>方案已下架</b>');
  });
});

describe('plan/pay-ok', () => {
  it('shows the coins left; without the plan it came from it offers 返回', async () => {
    await renderPlanRoutes('/plan/pay-ok?ableBalance=3.50', clock.advance);
    expect(text('pay-result-ok')).toContain('购买成功');
    expect(text('plan-pay-balance')).toBe('金币余额 3.50');
    expect(screen.getByTestId('plan-pay-view').textContent).toBe('返回');
  });

  it('opens the plan it was bought from in its place', async () => {
    await renderPlanRoutes(
      { pathname: '/plan/pay-ok', search: '?ableBalance=3.50', state: { planId: 5 } },
      clock.advance,
    );
    fireEvent.click(screen.getByTestId('plan-pay-view'));
    expect(where().path).toBe('/plan/5');
    expect(where().how).toBe('REPLACE');
  });
});
