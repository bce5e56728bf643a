// Pins the coupon choice of a plan's confirm step (issue 35 §1): the best usable coupon chosen for
// the fan, its price to pay and the balance after; 更换 lists 不使用优惠券, the usable ones with what
// each leaves, and the ones that cannot pay greyed with every reason; 确认支付 sends the coupon
// chosen, or none; no coupons says 暂无可用 and buys with coins alone.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CouponOption } from '@shared/payment';
import { useOverlayStore } from '@shared/overlays';
import { clearToken, storeToken } from '@shared/session';
import { installFakeClock } from '../../../../kit/fakeClock';
import { plan, renderPlanRoutes } from './kit';

const api = vi.hoisted(() => ({ fetchPlan: vi.fn(), buyPlan: vi.fn() }));
vi.mock('@features/plans/api', () => api);

const coins = vi.hoisted(() => ({ fetchCoinBalance: vi.fn() }));
vi.mock('@shared/payment/coins/api', () => coins);

const user = vi.hoisted(() => ({ flagUserInfo: vi.fn() }));
vi.mock('@shared/session/currentUser', () => user);

const couponFetch = vi.hoisted(() => vi.fn());
vi.mock('@features/coupons/options', async () => {
  const { defineResource } = await import('@schedulers');
  return {
    couponOptionsResource: defineResource({
      name: 'coupon-options-test',
      key: ({ planType, planId }: { planType: number; planId: number }) => `${planType}:${planId}`,
      fetch: (target: { planType: number; planId: number }) =>
        couponFetch(target) as Promise<readonly CouponOption[]>,
    }),
  };
});

const FIVE_OFF: CouponOption = {
  key: 'coupon:41',
  pay: { couponId: 41 },
  title: '5金币 · 满10金币可用',
  note: '2026.11.24-2026.12.02',
  reasons: [],
  payPriceFen: 1300,
};
const THREE_OFF: CouponOption = {
  ...FIVE_OFF,
  key: 'coupon:42',
  pay: { couponId: 42 },
  title: '3金币 · 无门槛',
  payPriceFen: 1500,
};
const OTHER_EXPERT: CouponOption = {
  ...FIVE_OFF,
  key: 'coupon:43',
  pay: { couponId: 43 },
  title: '10金币 · 满38金币可用',
  reasons: ['该优惠券仅限指定专家使用', '未达到优惠券的使用金额'],
  payPriceFen: 800,
};

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  for (const fn of [api.fetchPlan, api.buyPlan, coins.fetchCoinBalance, couponFetch])
    fn.mockReset();
  api.fetchPlan.mockResolvedValue(plan());
  api.buyPlan.mockResolvedValue({ planId: 5, balance: '17.00' });
  coins.fetchCoinBalance.mockResolvedValue('30.00');
  couponFetch.mockResolvedValue([THREE_OFF, OTHER_EXPERT, FIVE_OFF]);
  useOverlayStore.setState({ alert: null, toast: null, modal: null });
  storeToken('t'.repeat(43));
});
afterEach(() => {
  clearToken();
  clock.restore();
});

const text = (testId: string) => screen.getByTestId(testId).textContent;

async function openConfirm() {
  await renderPlanRoutes('/plan/5', clock.advance);
  fireEvent.click(screen.getByTestId('plan-buy'));
  await act(() => clock.advance(0));
}

describe('the coupon choice', () => {
  it('chooses the usable coupon that leaves the least to pay, and pays with it', async () => {
    await openConfirm();
    expect(couponFetch).toHaveBeenCalledWith({ planType: 1, planId: 5 });
    expect(text('coupon-pick-summary')).toBe('5金币 · 满10金币可用');
    expect(text('coin-confirm-pay-price')).toBe('实付13 金币');
    expect(text('coin-confirm-after')).toBe('支付后余额17 金币');
    fireEvent.click(screen.getByTestId('coin-confirm-pay'));
    await act(() => clock.advance(0));
    expect(api.buyPlan).toHaveBeenCalledWith(5, { couponId: 41 });
  });

  it('lists every coupon: the usable with what each leaves, the others greyed with every reason', async () => {
    await openConfirm();
    fireEvent.click(screen.getByTestId('coupon-pick-toggle'));
    const options = screen.getAllByTestId<HTMLButtonElement>('coupon-option');
    expect(options.map((o) => o.dataset.key)).toEqual(['coupon:42', 'coupon:43', 'coupon:41']);
    const other = options[1]!;
    expect(other.disabled).toBe(true);
    expect(
      within(other).getByText('该优惠券仅限指定专家使用；未达到优惠券的使用金额'),
    ).toBeTruthy();
    expect(options[0]!.textContent).toContain('实付15金币');
    expect(options[2]!.getAttribute('aria-checked')).toBe('true');
    // Another coupon, then none: the price follows the choice, and none buys with coins alone.
    fireEvent.click(options[0]!);
    expect(text('coin-confirm-pay-price')).toBe('实付15 金币');
    fireEvent.click(screen.getByTestId('coupon-pick-toggle'));
    fireEvent.click(screen.getByTestId('coupon-option-none'));
    expect(screen.queryByTestId('coin-confirm-pay-price')).toBeNull();
    expect(text('coupon-pick-summary')).toBe('不使用（2张可用）');
    expect(text('coin-confirm-after')).toBe('支付后余额12 金币');
    fireEvent.click(screen.getByTestId('coin-confirm-pay'));
    await act(() => clock.advance(0));
    expect(api.buyPlan).toHaveBeenCalledWith(5, undefined);
  });

  it('says 暂无可用 when the fan has none (or may not use them), and buys with coins', async () => {
    couponFetch.mockResolvedValue([]);
    await openConfirm();
    expect(text('coupon-pick-summary')).toBe('暂无可用');
    expect(screen.getByTestId<HTMLButtonElement>('coupon-pick-toggle').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('coin-confirm-pay'));
    await act(() => clock.advance(0));
    expect(api.buyPlan).toHaveBeenCalledWith(5, undefined);
  });

  it('a failed coupon list never stands in the way of paying with coins', async () => {
    couponFetch.mockRejectedValue(new Error('offline'));
    await openConfirm();
    expect(text('coupon-pick-summary')).toBe('暂无可用');
    fireEvent.click(screen.getByTestId('coin-confirm-pay'));
    await act(() => clock.advance(0));
    expect(api.buyPlan).toHaveBeenCalledWith(5, undefined);
  });
});
