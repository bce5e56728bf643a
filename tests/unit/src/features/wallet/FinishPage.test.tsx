// Pins the top-up result page (issue 18 §2; product-spec §4 "Payment", "Leaving the charge flow"):
// no cached order, no call; each status in the fan's words (2 paid, 1 being confirmed, 3 failed,
// 4 cancelled); an unconfirmed order asked again every 3 s on the scheduler, 10 times at most, then
// 刷新; a final answer forgets the order (and a payment flags the user's data stale); and leaving with
// the back-to-home cookie deletes it and replaces the page with home instead of going back.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/http';
import { installFakeClock } from '../../../../kit/fakeClock';

const api = vi.hoisted(() => ({ fetchPayStatus: vi.fn() }));
vi.mock('@shared/payment/api', () => api);

const user = vi.hoisted(() => ({ flagUserInfo: vi.fn() }));
vi.mock('@shared/session/currentUser', () => user);

const channel = vi.hoisted(() => ({ current: 'main' }));
vi.mock('@shared/channels', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  currentChannel: () => ({ agentId: '2335037', channel: channel.current }),
}));

const answer = (status: number) => ({ status, coins: '73.00', amount: '68.00' });

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  channel.current = 'main';
  api.fetchPayStatus.mockReset();
  user.flagUserInfo.mockReset();
});
afterEach(() => {
  clock.restore();
  vi.restoreAllMocks();
});

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where" data-type={useNavigationType()}>
      {location.pathname}
    </output>
  );
}

/** The result page as the provider leaves it: the cashier below it in history. */
async function open() {
  const { default: FinishPage } = await import('@features/wallet/charge/FinishPage');
  render(
    <MemoryRouter initialEntries={['/pay-sim/cashier/abc', '/userChargeFinish']} initialIndex={1}>
      <Routes>
        <Route path="/userChargeFinish" element={<FinishPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  await act(() => clock.advance(0));
}

const where = () => screen.getByTestId('where');
const cacheOrder = (id = 42) => sessionStorage.setItem('payOrderId', String(id));

describe('the result of the cached order', () => {
  it('asks nothing without a cached order', async () => {
    await open();
    expect(api.fetchPayStatus).not.toHaveBeenCalled();
    expect(screen.getByTestId('charge-result-none').textContent).toContain('没有待确认的充值');
    expect(screen.getByRole('button', { name: '去充值' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
  });

  it('2: says the coins arrived, forgets the order and flags the balances stale', async () => {
    cacheOrder();
    api.fetchPayStatus.mockResolvedValue(answer(2));
    await open();
    expect(api.fetchPayStatus).toHaveBeenCalledWith(42, expect.anything());
    expect(screen.getByTestId('charge-result-paid').textContent).toContain('充值成功');
    expect(screen.getByTestId('charge-result-coins').textContent).toBe('到账 73 金币');
    expect(sessionStorage.getItem('payOrderId')).toBeNull();
    expect(user.flagUserInfo).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '查看金币明细' }));
    expect(where().textContent).toBe('/userHuoyanDetail');
  });

  it('3 and 4: failed or cancelled, with 重新充值, and the order forgotten', async () => {
    cacheOrder();
    api.fetchPayStatus.mockResolvedValue(answer(3));
    await open();
    expect(screen.getByTestId('charge-result-failed').textContent).toContain('支付失败');
    expect(sessionStorage.getItem('payOrderId')).toBeNull();
    expect(user.flagUserInfo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '重新充值' }));
    expect(where().textContent).toBe('/pay/userChargeHuoyan');
  });

  it('4: cancelled', async () => {
    cacheOrder();
    api.fetchPayStatus.mockResolvedValue(answer(4));
    await open();
    expect(screen.getByTestId('charge-result-cancelled').textContent).toContain('支付已取消');
    expect(screen.getByRole('button', { name: '重新充值' })).toBeTruthy();
    expect(sessionStorage.getItem('payOrderId')).toBeNull();
  });

  it('reads the order id from local storage on the microblog channel', async () => {
    channel.current = 'weibo';
    localStorage.setItem('payOrderId', '9');
    api.fetchPayStatus.mockResolvedValue(answer(2));
    await open();
    expect(api.fetchPayStatus).toHaveBeenCalledWith(9, expect.anything());
    expect(localStorage.getItem('payOrderId')).toBeNull();
  });

  it('shows a failed ask with a retry, keeping the order', async () => {
    cacheOrder();
    api.fetchPayStatus.mockRejectedValueOnce(new ApiError('network', { path: '/x' }));
    await open();
    expect(screen.getByTestId('charge-finish-error').textContent).toContain('网络连接失败');
    expect(sessionStorage.getItem('payOrderId')).toBe('42');
    api.fetchPayStatus.mockResolvedValue(answer(2));
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await act(() => clock.advance(0));
    expect(screen.getByTestId('charge-result-paid')).toBeTruthy();
  });
});

describe('an order not confirmed yet', () => {
  it('is asked again every 3 s on the scheduler until it is paid', async () => {
    cacheOrder();
    api.fetchPayStatus.mockResolvedValue(answer(1));
    await open();
    expect(screen.getByTestId('charge-result-awaiting').textContent).toContain('支付确认中');
    expect(api.fetchPayStatus).toHaveBeenCalledTimes(1);
    await act(() => clock.advance(2_999));
    expect(api.fetchPayStatus).toHaveBeenCalledTimes(1);
    await act(() => clock.advance(1));
    expect(api.fetchPayStatus).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem('payOrderId')).toBe('42');

    api.fetchPayStatus.mockResolvedValue(answer(2));
    await act(() => clock.advance(3_000));
    expect(screen.getByTestId('charge-result-paid')).toBeTruthy();
    await act(() => clock.advance(30_000));
    expect(api.fetchPayStatus).toHaveBeenCalledTimes(3);
  });

  it('stops after 10 more asks and offers 刷新, which asks afresh', async () => {
    cacheOrder();
    api.fetchPayStatus.mockResolvedValue(answer(1));
    await open();
    await act(() => clock.advance(10 * 3_000));
    expect(api.fetchPayStatus).toHaveBeenCalledTimes(11);
    await act(() => clock.advance(60_000));
    expect(api.fetchPayStatus).toHaveBeenCalledTimes(11);
    expect(screen.getByTestId('charge-result-awaiting').textContent).toContain('暂未收到支付结果');

    api.fetchPayStatus.mockResolvedValue(answer(2));
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await act(() => clock.advance(0));
    expect(api.fetchPayStatus).toHaveBeenCalledTimes(12);
    expect(screen.getByTestId('charge-result-paid')).toBeTruthy();
  });

  it('stops asking when the fan leaves', async () => {
    cacheOrder();
    api.fetchPayStatus.mockResolvedValue(answer(1));
    await open();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await act(() => clock.advance(30_000));
    expect(api.fetchPayStatus).toHaveBeenCalledTimes(1);
  });
});

describe('leaving the charge flow', () => {
  const markBackToHome = () => (document.cookie = 'chargeBackToHome=1; path=/');
  // jsdom's own history holds one entry whatever the memory router holds: say there is a page behind.
  const withHistory = () => vi.spyOn(window.history, 'length', 'get').mockReturnValue(2);

  it('with the cookie, 完成 deletes it and replaces the page with home', async () => {
    markBackToHome();
    cacheOrder();
    api.fetchPayStatus.mockResolvedValue(answer(2));
    await open();
    fireEvent.click(screen.getByRole('button', { name: '完成' }));
    expect(where().textContent).toBe('/tabs/home');
    expect(where().dataset.type).toBe('REPLACE');
    expect(document.cookie).not.toContain('chargeBackToHome');
  });

  it('with the cookie, the header back resets to home instead of returning to the provider', async () => {
    withHistory();
    markBackToHome();
    await open();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(where().textContent).toBe('/tabs/home');
    expect(where().dataset.type).toBe('REPLACE');
    expect(document.cookie).not.toContain('chargeBackToHome');
  });

  it('without the cookie, the header back goes back', async () => {
    withHistory();
    await open();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(where().textContent).toBe('/pay-sim/cashier/abc');
    expect(where().dataset.type).toBe('POP');
  });

  it('on the small-shop channel the cookie is left alone and back goes back', async () => {
    channel.current = 'xiaodian';
    withHistory();
    markBackToHome();
    await open();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(where().textContent).toBe('/pay-sim/cashier/abc');
    expect(document.cookie).toContain('chargeBackToHome');
  });
});
