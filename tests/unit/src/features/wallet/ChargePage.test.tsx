// Pins the top-up page as a fan uses it (issue 18 §2; product-spec §3 "Top-up", §4 "Payment", §9):
// the balance and the products, the bonus coupon picked by itself and changed or dropped by the fan,
// the custom amount's messages, the charge ways of each channel (Alipay first; WeChat alone and
// capped at 500 inside WeChat; Weibo alone inside the microblog client), and the submit: the order
// sent, its id cached (session storage; local storage on weibo), the back-to-home cookie, 支付跳转中...
// and the cashier — once per tap, with a refusal's message shown.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChargeConfig } from '@contracts/wallet/charge';
import { ApiError } from '@shared/http';
import { installFakeClock } from '../../../../kit/fakeClock';

const api = vi.hoisted(() => ({
  fetchChargeConfig: vi.fn(),
  openCharge: vi.fn(),
}));
vi.mock('@features/wallet/charge/api', () => api);

const cashier = vi.hoisted(() => ({ goToCashier: vi.fn() }));
vi.mock('@shared/payment/cashier', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  goToCashier: cashier.goToCashier,
}));

const channel = vi.hoisted(() => ({ current: 'main' }));
vi.mock('@shared/channels', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  currentChannel: () => ({ agentId: '2335037', channel: channel.current }),
}));

const config = (over: Partial<ChargeConfig> = {}): ChargeConfig => ({
  products: [
    { productId: 1, amount: '6.00', coins: '6.00', tag: '' },
    { productId: 2, amount: '68.00', coins: '68.00', tag: '热门' },
    { productId: 3, amount: '648.00', coins: '648.00', tag: '' },
  ],
  customMin: '1.00',
  customMax: '50000.00',
  coupons: [
    { id: 11, worth: '5.00', useCondition: '50.00', validEndTime: Date.parse('2026-12-31') },
    { id: 12, worth: '30.00', useCondition: '300.00', validEndTime: Date.parse('2026-12-31') },
  ],
  balance: '88.50',
  ...over,
});

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  channel.current = 'main';
  api.fetchChargeConfig.mockReset().mockResolvedValue(config());
  api.openCharge.mockReset().mockResolvedValue({ id: 42, key: '/pay-sim/cashier/abc' });
  cashier.goToCashier.mockReset();
});
afterEach(() => clock.restore());

async function open() {
  const { default: ChargePage } = await import('@features/wallet/charge/ChargePage');
  render(
    <MemoryRouter>
      <ChargePage />
    </MemoryRouter>,
  );
  await act(() => clock.advance(0));
}

const summary = () => screen.getByTestId('charge-summary').textContent;
const pressed = (testId: string) => screen.getByTestId(testId).getAttribute('aria-pressed');
const submit = () => screen.getByTestId<HTMLButtonElement>('charge-submit');

describe('the offer', () => {
  it('shows the balance, the products with their coins and tag, and the rate', async () => {
    await open();
    expect(screen.getByTestId('charge-balance').textContent).toContain('88.50');
    const product = screen.getByTestId('charge-product-2');
    expect(product.textContent).toContain('¥68');
    expect(product.textContent).toContain('68金币');
    expect(product.textContent).toContain('热门');
    expect(screen.getByText('1元=1金币')).toBeTruthy();
    // The first product is picked: no coupon reaches 6 yuan.
    expect(summary()).toBe('支付 ¥6，到账 6 金币');
  });

  it('picks the best coupon by itself, greys the ones out of reach, and lets the fan change or drop it', async () => {
    await open();
    expect(screen.getByTestId<HTMLButtonElement>('charge-coupon-11').disabled).toBe(true);
    expect(screen.getByTestId('charge-coupon-11').textContent).toContain('满50元可用');

    fireEvent.click(screen.getByTestId('charge-product-3'));
    expect(pressed('charge-coupon-12')).toBe('true');
    expect(summary()).toBe('支付 ¥648，到账 648 金币 +30 赠送');

    fireEvent.click(screen.getByTestId('charge-coupon-11'));
    expect(pressed('charge-coupon-11')).toBe('true');
    expect(summary()).toContain('+5 赠送');

    fireEvent.click(screen.getByTestId('charge-coupon-none'));
    expect(pressed('charge-coupon-11')).toBe('false');
    expect(summary()).toBe('支付 ¥648，到账 648 金币');

    fireEvent.click(submit());
    await act(() => clock.advance(0));
    expect(api.openCharge.mock.calls[0]![0]).not.toHaveProperty('chargeCouponId');
  });

  it('checks the custom amount and says what is wrong', async () => {
    await open();
    const input = screen.getByTestId('charge-custom-input');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '12.5' } });
    expect(screen.getByTestId('charge-custom-error').textContent).toBe('请输入整数金额');
    expect(submit().disabled).toBe(true);

    fireEvent.change(input, { target: { value: '50001' } });
    expect(screen.getByTestId('charge-custom-error').textContent).toBe('充值金额需在1~50000元之间');
    expect(submit().disabled).toBe(true);

    fireEvent.change(input, { target: { value: '120' } });
    expect(screen.queryByTestId('charge-custom-error')).toBeNull();
    expect(summary()).toBe('支付 ¥120，到账 120 金币 +5 赠送');
    fireEvent.click(submit());
    await act(() => clock.advance(0));
    expect(api.openCharge).toHaveBeenCalledWith(
      expect.objectContaining({ amountType: 2, amount: 120, chargeCouponId: 11 }),
    );
  });

  it('shows the failure with a retry', async () => {
    api.fetchChargeConfig.mockRejectedValueOnce(new ApiError('network', { path: '/x' }));
    await open();
    expect(screen.getByTestId('charge-error').textContent).toContain('网络连接失败');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await act(() => clock.advance(0));
    expect(screen.getByTestId('charge-balance').textContent).toContain('88.50');
  });
});

describe('the charge ways of each channel', () => {
  const ways = () => screen.getAllByRole('radio').map((r) => r.textContent);
  const checked = () => screen.getByRole('radio', { checked: true }).textContent;

  it('main site: Alipay (picked) and WeChat', async () => {
    await open();
    expect(ways()).toEqual(['支付宝支付', '微信支付']);
    expect(checked()).toBe('支付宝支付');
    fireEvent.click(screen.getByTestId('charge-product-3'));
    expect(screen.queryByTestId('charge-refusal')).toBeNull();
  });

  it('inside WeChat: WeChat only, and no payment above 500 yuan', async () => {
    channel.current = 'wechat';
    await open();
    expect(ways()).toEqual(['微信支付']);
    expect(checked()).toBe('微信支付');
    fireEvent.click(screen.getByTestId('charge-product-3'));
    expect(screen.getByTestId('charge-refusal').textContent).toBe('微信内单笔支付不能超过500元');
    expect(submit().disabled).toBe(true);
    fireEvent.click(screen.getByTestId('charge-product-2'));
    expect(screen.queryByTestId('charge-refusal')).toBeNull();
    expect(submit().disabled).toBe(false);
  });

  it('inside the microblog client: Weibo only, and the order id waits in local storage', async () => {
    channel.current = 'weibo';
    await open();
    expect(ways()).toEqual(['微博支付']);
    fireEvent.click(submit());
    await act(() => clock.advance(0));
    expect(api.openCharge).toHaveBeenCalledWith(
      expect.objectContaining({ chargeWayIndex: 5, from: 'weibo' }),
    );
    expect(localStorage.getItem('payOrderId')).toBe('42');
    expect(sessionStorage.getItem('payOrderId')).toBeNull();
  });
});

describe('立即充值', () => {
  it('sends the order, caches its id, marks the way home, covers the page and goes to the cashier', async () => {
    await open();
    fireEvent.click(screen.getByTestId('charge-product-2'));
    fireEvent.click(screen.getByTestId('charge-way-4'));
    fireEvent.click(submit());
    await act(() => clock.advance(0));
    expect(api.openCharge).toHaveBeenCalledWith({
      amountType: 1,
      productId: 2,
      chargeCouponId: 11,
      chargeWayIndex: 4,
      from: 'main',
      returnUrl: `${location.origin}${location.pathname}#/userChargeFinish`,
    });
    expect(sessionStorage.getItem('payOrderId')).toBe('42');
    expect(localStorage.getItem('payOrderId')).toBeNull();
    expect(document.cookie).toContain('chargeBackToHome=');
    expect(screen.getByTestId('charge-redirecting').textContent).toContain('支付跳转中...');
    expect(cashier.goToCashier).toHaveBeenCalledWith('/pay-sim/cashier/abc');
  });

  it('sets no back-to-home cookie on the small-shop channel', async () => {
    channel.current = 'xiaodian';
    await open();
    fireEvent.click(submit());
    await act(() => clock.advance(0));
    expect(cashier.goToCashier).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toContain('chargeBackToHome');
  });

  it('sends one order however often the fan taps while it is on its way', async () => {
    let answer: (value: { id: number; key: string }) => void = () => undefined;
    api.openCharge.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await open();
    fireEvent.click(submit());
    fireEvent.click(submit());
    fireEvent.click(submit());
    expect(api.openCharge).toHaveBeenCalledTimes(1);
    answer({ id: 7, key: '/pay-sim/cashier/x' });
    await act(() => clock.advance(0));
    expect(cashier.goToCashier).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s words when it takes no top-ups (no payment provider, a 503)', async () => {
    api.openCharge.mockRejectedValueOnce(
      new ApiError('http', {
        path: '/x',
        status: 503,
        code: 'pay_not_configured',
        message: '充值暂未开放',
      }),
    );
    await open();
    fireEvent.click(submit());
    await act(() => clock.advance(0));
    expect(screen.getByTestId('charge-refusal').textContent).toBe('充值暂未开放');
    expect(cashier.goToCashier).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('payOrderId')).toBeNull();
  });

  it('shows a refusal and lets the fan try again, leaving nothing cached', async () => {
    api.openCharge.mockRejectedValueOnce(
      new ApiError('server', { path: '/x', message: '充值渠道维护中' }),
    );
    await open();
    fireEvent.click(submit());
    await act(() => clock.advance(0));
    expect(screen.getByTestId('charge-refusal').textContent).toBe('充值渠道维护中');
    expect(screen.queryByTestId('charge-redirecting')).toBeNull();
    expect(cashier.goToCashier).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('payOrderId')).toBeNull();
    expect(document.cookie).not.toContain('chargeBackToHome');
    fireEvent.click(submit());
    await act(() => clock.advance(0));
    expect(cashier.goToCashier).toHaveBeenCalledWith('/pay-sim/cashier/abc');
  });
});
