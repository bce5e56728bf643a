// Pins the spree's two ways to pay as a fan meets them (/hd/spree1188, issue 37 leftovers §1): the
// page's `pay` query decides where the cashier is offered — `pay=1` (the paying channel) puts
// 直接支付 ¥11.88 beside 金币购买, no `pay` offers it where the coins are short (the confirm step and
// the balance dialog), `pay=2` (the claim-only channel) and Weibo never — the direct pay leaving for
// the cashier with the order cached and this page (its pay and agentId kept) as the way back; a coin
// purchase telling what it gave and asking the activity again; back from the provider, a paid order
// told and the activity asked again, shown 已购买.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityInfo } from '@contracts/activities';
import { WALLET_NOT_ENOUGH, walletNotEnoughText } from '@contracts/wallet/balance';
import { OverlayHost } from '@app/shell/OverlayHost';
import { ActivityPage } from '@features/activities/ActivityPage';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import { useOverlayStore } from '@shared/overlays';
import { clearToken, storeToken } from '@shared/session';
import { installFakeClock } from '../../../../kit/fakeClock';

const api = vi.hoisted(() => ({
  fetchActivity: vi.fn(),
  claimStep: vi.fn(),
  buySpree: vi.fn(),
  openSpreeDirectPay: vi.fn(),
  sendTip: vi.fn(),
}));
vi.mock('@features/activities/api', () => api);

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
  currentChannel: () => ({ agentId: '2335110', channel: channel.current }),
}));

const spree = (state: 'claimable' | 'claimed' = 'claimable'): ActivityInfo => ({
  name: 'spree1188',
  title: '11.88元超值礼包',
  rules: ['每个账号限购一次'],
  startTime: Date.parse('2026-11-01T00:00:00+08:00'),
  endTime: Date.parse('2027-01-31T23:59:59+08:00'),
  state: 'open',
  price: '11.88',
  claims: [{ step: 1, title: '超值礼包', reward: '18.88金币 + 解读券2张', state, opensAt: null }],
  matches: [],
});

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock(new Date('2026-11-29T10:00:00+08:00'));
  channel.current = 'main';
  const mocks = [
    ...Object.values(api),
    coins.fetchCoinBalance,
    status.fetchPayStatus,
    cashier.goToCashier,
  ];
  for (const fn of [...mocks, user.flagUserInfo]) fn.mockReset();
  api.fetchActivity.mockResolvedValue(spree());
  api.openSpreeDirectPay.mockResolvedValue({ id: 42, key: '/pay-sim/cashier/abc' });
  coins.fetchCoinBalance.mockResolvedValue('30.00');
  useOverlayStore.setState({ alert: null, toast: null, modal: null });
  storeToken('t'.repeat(43));
});
afterEach(() => {
  clearToken();
  sessionStorage.clear();
  localStorage.clear();
  appScheduler.reset();
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

async function renderAt(at: string) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/hd/spree1188" element={<ActivityPage name="spree1188" title="超值礼包" />} />
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
const shortOfCoins = () =>
  new ApiError('server', {
    code: WALLET_NOT_ENOUGH,
    message: walletNotEnoughText(1188),
    path: '/api/hd/spree1188/buy',
  });

describe('pay=1: the paying channel’s entry', () => {
  it('puts 直接支付 beside 金币购买 and leaves for the cashier, this page the way back', async () => {
    await renderAt('/hd/spree1188?pay=1&agentId=2335110');
    expect(text('hd-spree-coins')).toBe('金币购买');
    expect(text('hd-spree-direct')).toBe('直接支付 ¥11.88');
    await tap('hd-spree-direct');
    expect(alert()?.message).toBe('直接支付 ¥11.88 购买此礼包');
    await choose('支付宝支付');
    expect(api.openSpreeDirectPay).toHaveBeenCalledTimes(1);
    expect(api.openSpreeDirectPay.mock.calls[0]![0]).toMatchObject({
      chargeWay: 3,
      from: 'main',
      returnUrl: `${location.origin}${location.pathname}#/hd/spree1188?pay=1&agentId=2335110`,
    });
    expect(sessionStorage.getItem('payOrderId')).toBe('42');
    expect(text('hd-redirecting')).toContain('支付跳转中...');
    expect(cashier.goToCashier).toHaveBeenCalledWith('/pay-sim/cashier/abc');
    expect(api.buySpree).not.toHaveBeenCalled();
  });

  it('inside WeChat pays by WeChat without asking', async () => {
    channel.current = 'wechat';
    await renderAt('/hd/spree1188?pay=1');
    await tap('hd-spree-direct');
    expect(alert()).toBeNull();
    expect(api.openSpreeDirectPay.mock.calls[0]![0]).toMatchObject({
      chargeWay: 4,
      from: 'wechat',
    });
  });

  it('in Weibo has no cashier: coins alone', async () => {
    channel.current = 'weibo';
    await renderAt('/hd/spree1188?pay=1');
    expect(text('hd-spree-coins')).toBe('立即购买');
    expect(screen.queryByTestId('hd-spree-direct')).toBeNull();
  });
});

describe('without pay=1', () => {
  it('offers the cashier in the confirm step when the coins are short', async () => {
    coins.fetchCoinBalance.mockResolvedValue('2.00');
    await renderAt('/hd/spree1188');
    expect(screen.queryByTestId('hd-spree-direct')).toBeNull();
    expect(text('hd-spree-coins')).toBe('立即购买');
    await tap('hd-spree-coins');
    await tap('coin-confirm-direct');
    await choose('微信支付');
    expect(api.openSpreeDirectPay.mock.calls[0]![0]).toMatchObject({
      chargeWay: 4,
      returnUrl: `${location.origin}${location.pathname}#/hd/spree1188`,
    });
    expect(api.buySpree).not.toHaveBeenCalled();
  });

  it('offers it in the balance dialog when the server finds the coins short', async () => {
    api.buySpree.mockRejectedValue(shortOfCoins());
    await renderAt('/hd/spree1188');
    await tap('hd-spree-coins');
    await tap('coin-confirm-pay');
    expect(alert()?.buttons.map((b) => b.text)).toEqual(['取消', '直接支付', '去购买金币']);
    await choose('直接支付');
    await choose('支付宝支付');
    expect(cashier.goToCashier).toHaveBeenCalledWith('/pay-sim/cashier/abc');
  });

  it('pay=2, the claim-only channel: coins alone, never the cashier', async () => {
    api.buySpree.mockRejectedValue(shortOfCoins());
    await renderAt('/hd/spree1188?pay=2');
    expect(screen.queryByTestId('hd-spree-direct')).toBeNull();
    await tap('hd-spree-coins');
    await tap('coin-confirm-pay');
    expect(alert()?.buttons.map((b) => b.text)).toEqual(['取消', '去购买金币']);
    expect(api.openSpreeDirectPay).not.toHaveBeenCalled();
  });

  it('a coin purchase tells what it gave and asks the activity again', async () => {
    api.buySpree.mockResolvedValue({ repeated: false, balance: '37.00' });
    await renderAt('/hd/spree1188?agentId=2335110');
    api.fetchActivity.mockResolvedValue(spree('claimed'));
    await tap('hd-spree-coins');
    await tap('coin-confirm-pay');
    await act(() => clock.advance(0));
    expect(api.buySpree).toHaveBeenCalledTimes(1);
    expect(useOverlayStore.getState().toast?.message).toBe('购买成功，获得18.88金币 + 解读券2张');
    expect(where().search).toBe('?agentId=2335110');
    expect(where().how).toBe('REPLACE');
    expect(api.fetchActivity).toHaveBeenCalledTimes(2);
    expect(text('hd-spree-coins')).toBe('已购买');
  });
});

describe('back from the provider', () => {
  it('tells a paid order, asks the activity again and shows the spree bought', async () => {
    sessionStorage.setItem('payOrderId', '42');
    status.fetchPayStatus.mockResolvedValue({ status: 2, coins: '11.88', amount: '11.88' });
    api.fetchActivity.mockResolvedValueOnce(spree()).mockResolvedValue(spree('claimed'));
    await renderAt('/hd/spree1188?pay=1&agentId=2335110');
    await act(() => clock.advance(0));
    expect(status.fetchPayStatus).toHaveBeenCalledWith(42, expect.anything());
    expect(useOverlayStore.getState().toast?.message).toBe(
      '礼包购买成功，18.88金币 + 解读券2张已到账',
    );
    expect(sessionStorage.getItem('payOrderId')).toBeNull();
    expect(user.flagUserInfo).toHaveBeenCalled();
    expect(where().search).toBe('?pay=1&agentId=2335110');
    expect(api.fetchActivity).toHaveBeenCalledTimes(2);
    expect(text('hd-spree-coins')).toBe('已购买');
    expect(screen.queryByTestId('hd-spree-direct')).toBeNull();
  });

  it('asks nothing without a cached order', async () => {
    await renderAt('/hd/spree1188?pay=1');
    expect(status.fetchPayStatus).not.toHaveBeenCalled();
    expect(screen.queryByTestId('hd-pay-return')).toBeNull();
  });
});
