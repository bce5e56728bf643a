// Pins a plan paid directly through the provider (preDualPay; issue 19 §2) as a fan uses it: the
// paywall's 直接支付 beside 金币购买 (hidden in Weibo and once sales closed), the way picked when the
// channel offers two (WeChat alone inside WeChat), one order per tap, the order id cached and the
// back-to-home marker set, 支付跳转中... and the cashier; 直接支付 from the balance dialog; a plan
// bought already shown again. Then the way back (plan/pay-result): the cached order asked on the
// scheduler until final, and paid+bought → pay-ok with the coins left, paid but not bought →
// pay-error saying the coins are in the wallet, failed/cancelled → pay-error with 重新支付; the
// history reset to home before the provider's pages; nothing asked without a cached order.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayOrderPlan } from '@contracts/wallet/charge';
import { PLAN_REFUSAL_CODES } from '@contracts/plans';
import { WALLET_NOT_ENOUGH, walletNotEnoughText } from '@contracts/wallet/balance';
import PayErrorPage from '@features/plans/PayErrorPage';
import PayOkPage from '@features/plans/PayOkPage';
import PayResultPage from '@features/plans/PayResultPage';
import PlanPage from '@features/plans/PlanPage';
import { OverlayHost } from '@app/shell/OverlayHost';
import { ApiError } from '@shared/http';
import { useOverlayStore } from '@shared/overlays';
import { clearToken, storeToken } from '@shared/session';
import { installFakeClock } from '../../../../kit/fakeClock';
import { deferred, plan } from './kit';

const api = vi.hoisted(() => ({
  fetchPlan: vi.fn(),
  buyPlan: vi.fn(),
  openDirectPay: vi.fn(),
}));
vi.mock('@features/plans/api', () => api);

const coins = vi.hoisted(() => ({ fetchCoinBalance: vi.fn() }));
vi.mock('@shared/payment/coins/api', () => coins);

const status = vi.hoisted(() => ({ fetchPayStatus: vi.fn() }));
vi.mock('@shared/payment/api', () => status);

const cashier = vi.hoisted(() => ({ goToCashier: vi.fn() }));
vi.mock('@shared/payment/cashier', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  goToCashier: cashier.goToCashier,
}));

const user = vi.hoisted(() => ({ flagUserInfo: vi.fn() }));
vi.mock('@shared/session/currentUser', () => user);

const channel = vi.hoisted(() => ({ current: 'main' }));
vi.mock('@shared/channels', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  currentChannel: () => ({ agentId: '2335037', channel: channel.current }),
}));

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  channel.current = 'main';
  const mocks = [
    ...Object.values(api),
    coins.fetchCoinBalance,
    status.fetchPayStatus,
    cashier.goToCashier,
  ];
  for (const fn of [...mocks, user.flagUserInfo]) fn.mockReset();
  api.fetchPlan.mockResolvedValue(plan());
  api.openDirectPay.mockResolvedValue({ id: 42, key: '/pay-sim/cashier/abc' });
  coins.fetchCoinBalance.mockResolvedValue('30.00');
  useOverlayStore.setState({ alert: null, toast: null, modal: null });
  storeToken('t'.repeat(43));
});
afterEach(() => {
  clearToken();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = 'chargeBackToHome=; max-age=0; path=/';
  vi.restoreAllMocks();
  clock.restore();
});

function Where() {
  const location = useLocation();
  return (
    <div
      data-testid="where"
      data-path={location.pathname}
      data-search={location.search}
      data-how={useNavigationType()}
    />
  );
}

async function renderAt(entries: string[]) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/plan/pay-ok" element={<PayOkPage />} />
        <Route path="/plan/pay-error" element={<PayErrorPage />} />
        <Route path="/plan/pay-result" element={<PayResultPage />} />
        <Route path="/plan/:id" element={<PlanPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
      <OverlayHost />
    </MemoryRouter>,
  );
  await act(() => clock.advance(0));
}

const where = () => screen.getByTestId('where').dataset;
const text = (testId: string) => screen.getByTestId(testId).textContent;
const alert = () => useOverlayStore.getState().alert;
async function tap(testId: string) {
  fireEvent.click(screen.getByTestId(testId));
  await act(() => clock.advance(0));
}
async function choose(label: string) {
  const button = alert()?.buttons.find((b) => b.text === label);
  expect(button, label).toBeDefined();
  alert()?.resolve(button!.choice);
  await act(() => clock.advance(100));
}

describe('the paywall’s 直接支付', () => {
  it('sits beside 金币购买; the fan picks the way and leaves for the cashier with the order cached', async () => {
    await renderAt(['/match-detail', '/plan/5']);
    expect(text('plan-buy')).toBe('金币购买');
    expect(text('plan-direct-pay')).toBe('直接支付');
    await tap('plan-direct-pay');
    expect(alert()?.title).toBe('选择支付方式');
    expect(alert()?.message).toBe('直接支付 ¥18 购买此方案');
    expect(alert()?.buttons.map((b) => b.text)).toEqual(['取消', '支付宝支付', '微信支付']);
    await choose('支付宝支付');
    expect(api.openDirectPay).toHaveBeenCalledWith({
      playType: 1,
      planId: 5,
      planNo: 'P20261122005',
      feeId: 3,
      from: 'main',
      returnUrl: `${location.origin}${location.pathname}#/plan/pay-result?planId=5`,
    });
    expect(sessionStorage.getItem('payOrderId')).toBe('42');
    expect(document.cookie).toContain('chargeBackToHome=1');
    expect(text('plan-redirecting')).toContain('支付跳转中...');
    expect(cashier.goToCashier).toHaveBeenCalledWith('/pay-sim/cashier/abc');
  });

  it('sends one order for a double tap, and nothing when the fan cancels the picker', async () => {
    const answer = deferred<{ id: number; key: string }>();
    api.openDirectPay.mockReturnValue(answer.promise);
    await renderAt(['/plan/5']);
    await tap('plan-direct-pay');
    await choose('取消');
    expect(api.openDirectPay).not.toHaveBeenCalled();
    await tap('plan-direct-pay');
    await choose('微信支付');
    expect(text('plan-direct-pay')).toBe('提交中...');
    await tap('plan-direct-pay');
    expect(useOverlayStore.getState().toast?.message).toBe('请稍候...');
    expect(api.openDirectPay).toHaveBeenCalledTimes(1);
    expect(api.openDirectPay.mock.calls[0]![0]).toMatchObject({ feeId: 4 });
    answer.resolve({ id: 7, key: '/pay-sim/cashier/x' });
    await act(() => clock.advance(0));
    expect(cashier.goToCashier).toHaveBeenCalledTimes(1);
  });

  it('inside WeChat pays by WeChat without asking', async () => {
    channel.current = 'wechat';
    await renderAt(['/plan/5']);
    await tap('plan-direct-pay');
    expect(alert()).toBeNull();
    expect(api.openDirectPay.mock.calls[0]![0]).toMatchObject({ feeId: 4, from: 'wechat' });
  });

  it('is not offered in Weibo, nor once sales closed', async () => {
    channel.current = 'weibo';
    await renderAt(['/plan/5']);
    expect(text('plan-buy')).toBe('立即购买');
    expect(screen.queryByTestId('plan-direct-pay')).toBeNull();
    channel.current = 'main';
    api.fetchPlan.mockResolvedValue(plan({ id: 6, onSale: false }));
    await renderAt(['/plan/6']);
    expect(screen.getAllByTestId('plan-buy').at(-1)?.textContent).toBe('已截止');
    expect(screen.queryByTestId('plan-direct-pay')).toBeNull();
  });

  it('shows the plan again, unlocked, when the fan owns it already', async () => {
    api.openDirectPay.mockRejectedValue(
      new ApiError('server', {
        code: PLAN_REFUSAL_CODES.bought,
        message: '您已购买该方案',
        path: '/api/preDualPay/',
      }),
    );
    await renderAt(['/plan/5']);
    api.fetchPlan.mockResolvedValue(plan({ unlocked: true, content: '{4071}[](21500-0-0)' }));
    await tap('plan-direct-pay');
    await choose('支付宝支付');
    expect(api.fetchPlan).toHaveBeenCalledTimes(2);
    expect(useOverlayStore.getState().toast?.message).toBe('您已购买该方案');
    expect(screen.queryByTestId('plan-paywall')).toBeNull();
    expect(cashier.goToCashier).not.toHaveBeenCalled();
  });

  it('is the balance dialog’s third way', async () => {
    api.buyPlan.mockRejectedValue(
      new ApiError('server', {
        code: WALLET_NOT_ENOUGH,
        message: walletNotEnoughText(1800),
        path: '/api/plan/pay/5',
      }),
    );
    await renderAt(['/plan/5']);
    await tap('plan-buy');
    await tap('coin-confirm-pay');
    await choose('直接支付');
    await choose('支付宝支付');
    expect(api.openDirectPay).toHaveBeenCalledTimes(1);
    expect(cashier.goToCashier).toHaveBeenCalledWith('/pay-sim/cashier/abc');
  });
});

const answer = (payStatus: number, outcome: PayOrderPlan['outcome'] = null, balance = '2.00') => ({
  status: payStatus,
  coins: '18.00',
  amount: '18.00',
  plan: { planId: 5, planNo: 'P20261122005', outcome, balance },
});

/** Back from the provider: the cashier below the result page in history. */
async function comeBack() {
  sessionStorage.setItem('payOrderId', '42');
  document.cookie = 'chargeBackToHome=1; path=/';
  await renderAt(['/plan/5', '/pay-sim/cashier/abc', '/plan/pay-result?planId=5']);
}
const errorQuery = () => new URLSearchParams(where().search);

describe('the confirm step’s 直接支付', () => {
  it('stands beside 去充值 when the coins are short, and leads to the cashier', async () => {
    coins.fetchCoinBalance.mockResolvedValue('2.00');
    await renderAt(['/plan/5']);
    await tap('plan-buy');
    await tap('coin-confirm-direct');
    await choose('支付宝支付');
    expect(api.buyPlan).not.toHaveBeenCalled();
    expect(api.openDirectPay).toHaveBeenCalledTimes(1);
    expect(cashier.goToCashier).toHaveBeenCalledWith('/pay-sim/cashier/abc');
  });

  it('is not offered where the plan cannot be paid directly (Weibo)', async () => {
    channel.current = 'weibo';
    coins.fetchCoinBalance.mockResolvedValue('2.00');
    await renderAt(['/plan/5']);
    await tap('plan-buy');
    expect(screen.getByTestId('coin-confirm-charge')).toBeTruthy();
    expect(screen.queryByTestId('coin-confirm-direct')).toBeNull();
  });
});

describe('coming back from the provider (plan/pay-result)', () => {
  it('paid and bought: pay-ok with the coins left, home below it; 查看方案 opens the plan', async () => {
    status.fetchPayStatus.mockResolvedValue(answer(2, 'bought'));
    await comeBack();
    expect(status.fetchPayStatus).toHaveBeenCalledWith(42, expect.anything());
    expect(where().path).toBe('/plan/pay-ok');
    expect(where().search).toBe('?ableBalance=2.00');
    expect(text('plan-pay-balance')).toBe('金币余额 2.00');
    expect(sessionStorage.getItem('payOrderId')).toBeNull();
    expect(document.cookie).not.toContain('chargeBackToHome');
    expect(user.flagUserInfo).toHaveBeenCalledTimes(1);
    api.fetchPlan.mockResolvedValue(plan({ unlocked: true, content: '{4071}[](21500-0-0)' }));
    await tap('plan-pay-view');
    expect(where().path).toBe('/plan/5');
    expect(where().how).toBe('REPLACE');
  });

  it('leaves home below pay-ok, not the provider’s pages', async () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    status.fetchPayStatus.mockResolvedValue(answer(2, 'bought'));
    await comeBack();
    expect(where().how).toBe('PUSH');
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await act(() => clock.advance(0));
    expect(where().path).toBe('/tabs/home');
    expect(where().how).toBe('POP');
  });

  it('follows an unconfirmed order every 3 s until it is paid', async () => {
    status.fetchPayStatus.mockResolvedValue(answer(1));
    await comeBack();
    expect(text('pay-result-wait')).toContain('支付确认中');
    await act(() => clock.advance(3_000));
    expect(status.fetchPayStatus).toHaveBeenCalledTimes(2);
    status.fetchPayStatus.mockResolvedValue(answer(2, 'bought', '0.00'));
    await act(() => clock.advance(3_000));
    expect(where().path).toBe('/plan/pay-ok');
    expect(where().search).toBe('?ableBalance=0.00');
  });

  it('paid after kick-off: pay-error says the coins are in the wallet, no 重新支付', async () => {
    status.fetchPayStatus.mockResolvedValue(answer(2, 'closed', '18.00'));
    await comeBack();
    expect(where().path).toBe('/plan/pay-error');
    expect(errorQuery().get('errorMsg')).toBe(
      '比赛已开始，方案已截止购买，本次支付的18金币已存入您的钱包',
    );
    expect(errorQuery().get('planNo')).toBe('P20261122005');
    expect(screen.queryByTestId('plan-pay-repay')).toBeNull();
    // The plan is not behind this page any more: 返回方案 opens it in its place.
    await tap('plan-pay-back');
    expect(where().path).toBe('/plan/5');
    expect(where().how).toBe('REPLACE');
  });

  it('paid but bought with coins meanwhile: the coins are in the wallet', async () => {
    status.fetchPayStatus.mockResolvedValue(answer(2, 'owned', '18.00'));
    await comeBack();
    expect(text('plan-pay-error-message')).toBe('您已购买过该方案，本次支付的18金币已存入您的钱包');
  });

  it('failed or cancelled: pay-error with 重新支付, which goes to the cashier again', async () => {
    status.fetchPayStatus.mockResolvedValue(answer(3));
    await comeBack();
    expect(where().path).toBe('/plan/pay-error');
    expect(text('plan-pay-error-message')).toBe('支付失败');
    expect(user.flagUserInfo).not.toHaveBeenCalled();
    await tap('plan-pay-repay');
    await choose('支付宝支付');
    expect(api.openDirectPay).toHaveBeenCalledWith(
      expect.objectContaining({ planId: 5, planNo: 'P20261122005', feeId: 3 }),
    );
    expect(cashier.goToCashier).toHaveBeenCalledWith('/pay-sim/cashier/abc');
    expect(sessionStorage.getItem('payOrderId')).toBe('42');
  });

  it('cancelled: 支付已取消', async () => {
    status.fetchPayStatus.mockResolvedValue(answer(4));
    await comeBack();
    expect(text('plan-pay-error-message')).toBe('支付已取消');
    expect(screen.getByTestId('plan-pay-repay')).toBeTruthy();
  });

  it('asks nothing without a cached order, and offers the plan back', async () => {
    await renderAt(['/plan/pay-result?planId=5']);
    expect(status.fetchPayStatus).not.toHaveBeenCalled();
    expect(text('pay-result-short')).toContain('没有待确认的支付');
    fireEvent.click(screen.getByRole('button', { name: '返回方案' }));
    await act(() => clock.advance(0));
    expect(where().path).toBe('/plan/5');
  });
});
