// Pins 方案详情 (product-spec §2 "Plans"; calls-errors-spec §8): what a locked and an unlocked plan
// show (the picks read from the interpretation content, never raw), a closed plan, a visitor sent to
// log in, and buying — the confirm step first (plan, price, the coins read afresh and the balance
// after; 取消 spends nothing; short coins say so and lead to 去充值), then one request per 确认支付
// with 请稍候... for a second tap, pay-ok with the coins left, the balance dialog for
// ' wallet.not.enough' leading to the charge page, pay-error with the server's words for any other
// refusal, a toast for no answer; not found, error and retry.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_REFUSAL_CODES } from '@contracts/plans';
import { WALLET_NOT_ENOUGH, walletNotEnoughText } from '@contracts/wallet/balance';
import { loginRequired$ } from '@shared/events';
import { ApiError } from '@shared/http';
import { useOverlayStore } from '@shared/overlays';
import { multiPickRuleText } from '@features/plans/multiPickRule';
import { clearToken, storeToken } from '@shared/session';
import { installFakeClock } from '../../../../kit/fakeClock';
import { CONTENT, deferred, plan, renderPlanRoutes } from './kit';

const api = vi.hoisted(() => ({
  fetchPlan: vi.fn(),
  buyPlan: vi.fn(),
}));
vi.mock('@features/plans/api', () => api);

const coins = vi.hoisted(() => ({ fetchCoinBalance: vi.fn() }));
vi.mock('@shared/payment/coins/api', () => coins);

const user = vi.hoisted(() => ({ flagUserInfo: vi.fn() }));
vi.mock('@shared/session/currentUser', () => user);

let clock: ReturnType<typeof installFakeClock>;
let loginAsks: string[];
let loginSub: { unsubscribe: () => void };
beforeEach(() => {
  clock = installFakeClock();
  for (const fn of [...Object.values(api), coins.fetchCoinBalance, user.flagUserInfo])
    fn.mockReset();
  api.fetchPlan.mockResolvedValue(plan());
  api.buyPlan.mockResolvedValue({ planId: 5, balance: '12.00' });
  coins.fetchCoinBalance.mockResolvedValue('30.00');
  useOverlayStore.setState({ alert: null, toast: null, modal: null });
  storeToken('t'.repeat(43));
  loginAsks = [];
  loginSub = loginRequired$.subscribe((e) => loginAsks.push(e.returnTo));
});
afterEach(() => {
  loginSub.unsubscribe();
  clearToken();
  clock.restore();
});

const open = (id: number | string = 5) => renderPlanRoutes(`/plan/${id}`, clock.advance);
const where = () => screen.getByTestId('where').dataset;
const buyButton = () => screen.getByTestId<HTMLButtonElement>('plan-buy');
const text = (testId: string) => screen.getByTestId(testId).textContent;
/** 金币购买: opens the confirm step (or, while a purchase is out, says 请稍候...). */
async function tapBuy() {
  fireEvent.click(buyButton());
  await act(() => clock.advance(0));
}
/** 金币购买, then 确认支付 in the confirm step. */
async function buyAndConfirm() {
  await tapBuy();
  fireEvent.click(screen.getByTestId('coin-confirm-pay'));
  await act(() => clock.advance(0));
}
const refusal = (code: string, message: string) =>
  new ApiError('server', { code, message, path: '/api/plan/pay/5' });

describe('a locked plan', () => {
  it('shows the expert, the match, the free part and the paywall with the price, and no picks', async () => {
    await open();
    expect(api.fetchPlan).toHaveBeenCalledWith(5, expect.any(AbortSignal));
    expect(text('plan-expert-name')).toBe('老王看球');
    expect(text('plan-avatar')).toBe('老');
    expect(text('plan-expert')).toContain('大师');
    expect(text('plan-expert-record')).toBe('近10中7命中率70%');
    expect(text('plan-match')).toContain('英超');
    expect(text('plan-match')).toContain('阿森纳');
    expect(text('plan-match')).toContain('切尔西');
    expect(text('plan-match-time')).toBe('11-22 20:00');
    expect(text('plan-match-middle')).toBe('VS');
    expect(text('plan-title')).toBe('英超焦点：主队不败');
    expect(text('plan-summary')).toBe('主队近5场不败，客队客场乏力。');
    expect(text('plan-price')).toBe('18 金币');
    expect(screen.getByTestId('plan-refund').textContent).toBe('不中退款');
    expect(screen.queryByTestId('plan-result')).toBeNull();
    expect(text('plan-paywall')).toContain('购买后查看专家推荐');
    expect(text('plan-paywall-price')).toBe('18 金币');
    expect(buyButton().textContent).toBe('金币购买');
    expect(text('plan-direct-pay')).toBe('直接支付');
    expect(buyButton().disabled).toBe(false);
    expect(screen.queryByTestId('plan-picks')).toBeNull();
  });

  it('shows the expert’s own words as text, never as markup', async () => {
    api.fetchPlan.mockResolvedValue(plan({ title: '<b>稳</b>', summary: '<img src=x>' }));
    await open();
    expect(text('plan-title')).toBe('<b>稳</b>');
    expect(screen.getByTestId('plan-summary').querySelector('img')).toBeNull();
  });

  it('is closed once sales end: 已截止, disabled, and a tap buys nothing', async () => {
    api.fetchPlan.mockResolvedValue(plan({ onSale: false }));
    await open();
    expect(buyButton().textContent).toBe('已截止');
    expect(buyButton().disabled).toBe(true);
    await tapBuy();
    expect(api.buyPlan).not.toHaveBeenCalled();
  });

  // Issue 31 item 13: the rule is part of what the fan pays for, so it is told before purchase,
  // from the count alone (the paid picks stay hidden).
  it('tells how a plan of several picks settles before it is bought, and nothing for one pick', async () => {
    api.fetchPlan.mockResolvedValue(plan({ pickCount: 2 }));
    await open();
    expect(screen.getByTestId('plan-paywall')).toBeTruthy();
    expect(text('plan-multi-pick-rule')).toBe(multiPickRuleText(2));
    expect(screen.queryByTestId('plan-pick')).toBeNull();
  });

  it('says no multi-pick rule on a locked single-pick plan', async () => {
    await open();
    expect(screen.getByTestId('plan-paywall')).toBeTruthy();
    expect(screen.queryByTestId('plan-multi-pick-rule')).toBeNull();
  });

  it('sends a visitor to log in instead of buying', async () => {
    clearToken();
    await open();
    await tapBuy();
    expect(loginAsks).toHaveLength(1);
    expect(api.buyPlan).not.toHaveBeenCalled();
  });
});

describe('an unlocked plan', () => {
  it('shows each pick readably — game, handicap, the picked options and their odds — and no paywall', async () => {
    api.fetchPlan.mockResolvedValue(plan({ unlocked: true, content: CONTENT }));
    await open();
    expect(screen.queryByTestId('plan-paywall')).toBeNull();
    const picks = screen.getAllByTestId('plan-pick');
    expect(picks).toHaveLength(2);
    expect(picks[0]?.textContent).toContain('胜平负');
    const first = picks[0]?.querySelectorAll('[data-testid="plan-option-picked"]') ?? [];
    expect([...first].map((o) => o.textContent)).toEqual(['胜2.15']);
    expect(picks[1]?.textContent).toContain('让球胜平负');
    expect(picks[1]?.querySelector('[data-testid="plan-pick-handicap"]')?.textContent).toBe(
      '主让1球',
    );
    const second = picks[1]?.querySelectorAll('[data-testid="plan-option-picked"]') ?? [];
    expect([...second].map((o) => o.textContent)).toEqual(['让平3.40', '让负2.95']);
    expect(screen.queryByText(CONTENT)).toBeNull();
  });

  it('says content it cannot read is unreadable instead of showing it raw', async () => {
    api.fetchPlan.mockResolvedValue(plan({ unlocked: true, content: '<script>x</script>' }));
    await open();
    expect(text('plan-picks-unreadable')).toBe('推荐内容暂时无法显示');
    expect(screen.queryByText('<script>x</script>')).toBeNull();
  });

  it('shows the score and the result once settled (红 / 黑 / 走水)', async () => {
    const finished = { ...plan().match, status: 2, homeScore: 2, awayScore: 1 };
    api.fetchPlan.mockResolvedValue(
      plan({ unlocked: true, content: CONTENT, result: 3, match: finished }),
    );
    await open();
    // The score as the list and the match page print it (issue 31 §12), never `2 : 1`.
    expect(text('plan-match-middle')).toBe('2 - 1');
    expect(text('plan-match-time')).toBe('11-22 20:00 完场');
    expect(text('plan-result')).toBe('走水');
  });
});

describe('the confirm step before coins are spent', () => {
  it('shows the plan, the price, the coins read afresh and the balance after; nothing is spent yet', async () => {
    await open();
    await tapBuy();
    expect(api.buyPlan).not.toHaveBeenCalled();
    expect(coins.fetchCoinBalance).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog').textContent).toContain('确认支付');
    expect(text('coin-confirm-item')).toBe('英超焦点：主队不败');
    expect(text('coin-confirm-price')).toBe('方案价格18 金币');
    expect(text('coin-confirm-balance')).toBe('当前余额30 金币');
    expect(text('coin-confirm-after')).toBe('支付后余额12 金币');
    expect(screen.queryByTestId('coin-confirm-charge')).toBeNull();
  });

  it('取消 spends nothing, closes the step, and the fan may tap again', async () => {
    await open();
    await tapBuy();
    fireEvent.click(screen.getByTestId('coin-confirm-cancel'));
    await act(() => clock.advance(0));
    expect(screen.queryByTestId('coin-confirm')).toBeNull();
    expect(api.buyPlan).not.toHaveBeenCalled();
    await tapBuy();
    expect(screen.getByTestId('coin-confirm')).toBeTruthy();
    expect(useOverlayStore.getState().toast).toBeNull();
  });

  it('says when the coins are short, with what is missing, and 去充值 opens the charge page', async () => {
    coins.fetchCoinBalance.mockResolvedValue('5.50');
    await open();
    await tapBuy();
    expect(screen.getByRole('dialog').textContent).toContain('金币余额不足');
    expect(text('coin-confirm-missing')).toBe('还需12.50 金币');
    expect(screen.queryByTestId('coin-confirm-pay')).toBeNull();
    expect(text('coin-confirm-direct')).toBe('直接支付');
    fireEvent.click(screen.getByTestId('coin-confirm-charge'));
    await act(() => clock.advance(0));
    expect(where().path).toBe('/pay/userChargeHuoyan');
    expect(api.buyPlan).not.toHaveBeenCalled();
  });

  it('waits for the balance before it lets the fan pay, and offers 重试 when it cannot read it', async () => {
    const balance = deferred<string>();
    coins.fetchCoinBalance.mockReturnValueOnce(balance.promise);
    await open();
    await tapBuy();
    expect(text('coin-confirm-balance')).toBe('当前余额查询中...');
    expect(screen.getByTestId<HTMLButtonElement>('coin-confirm-pay').disabled).toBe(true);
    balance.reject(new ApiError('network', { path: '/api/user/queryMemberHuoyanWallet' }));
    await act(() => clock.advance(0));
    expect(text('coin-confirm-error')).toContain('余额查询失败');
    fireEvent.click(screen.getByText('重试'));
    await act(() => clock.advance(0));
    expect(text('coin-confirm-after')).toBe('支付后余额12 金币');
    expect(screen.getByTestId<HTMLButtonElement>('coin-confirm-pay').disabled).toBe(false);
  });
});

describe('buying', () => {
  it('buys once, flags the user data stale and replaces the plan with pay-ok and the coins left; 查看方案 opens it unlocked', async () => {
    await open();
    api.fetchPlan.mockResolvedValue(plan({ unlocked: true, content: CONTENT }));
    await buyAndConfirm();
    expect(api.buyPlan).toHaveBeenCalledWith(5, undefined);
    expect(user.flagUserInfo).toHaveBeenCalledTimes(1);
    expect(where().path).toBe('/plan/pay-ok');
    expect(where().search).toBe('?ableBalance=12.00');
    expect(where().how).toBe('REPLACE');
    expect(text('pay-result-ok')).toContain('购买成功');
    expect(text('plan-pay-balance')).toBe('金币余额 12.00');
    fireEvent.click(screen.getByTestId('plan-pay-view'));
    await act(() => clock.advance(0));
    expect(where().path).toBe('/plan/5');
    expect(api.fetchPlan).toHaveBeenCalledTimes(2);
    expect(screen.getAllByTestId('plan-pick')).toHaveLength(2);
  });

  it('sends one request for a double tap and says 请稍候... for the second', async () => {
    const answer = deferred<{ planId: number; balance: string }>();
    api.buyPlan.mockReturnValue(answer.promise);
    await open();
    await buyAndConfirm();
    expect(buyButton().textContent).toBe('购买中...');
    await tapBuy();
    expect(api.buyPlan).toHaveBeenCalledTimes(1);
    expect(useOverlayStore.getState().toast?.message).toBe('请稍候...');
    answer.resolve({ planId: 5, balance: '0.00' });
    await act(() => clock.advance(0));
    expect(where().path).toBe('/plan/pay-ok');
  });

  it('answers a short balance with the dialog in the server’s words; 去购买金币 opens the charge page', async () => {
    api.buyPlan.mockRejectedValue(refusal(WALLET_NOT_ENOUGH, walletNotEnoughText(1800)));
    await open();
    await buyAndConfirm();
    const alert = useOverlayStore.getState().alert;
    expect(alert?.message).toBe('订单需要18金币，余额不足，请先购买金币');
    expect(alert?.buttons.map((b) => b.text)).toEqual(['取消', '直接支付', '去购买金币']);
    const charge = alert?.buttons.find((b) => b.text === '去购买金币')?.choice ?? '';
    alert?.resolve(charge);
    await act(() => clock.advance(100));
    expect(where().path).toBe('/pay/userChargeHuoyan');
  });

  it('stays on the plan after 取消, and the fan may tap again', async () => {
    api.buyPlan.mockRejectedValue(refusal(WALLET_NOT_ENOUGH, walletNotEnoughText(1800)));
    await open();
    await buyAndConfirm();
    useOverlayStore.getState().alert?.resolve('cancel');
    await act(() => clock.advance(100));
    expect(where().path).toBe('/plan/5');
    await buyAndConfirm();
    expect(api.buyPlan).toHaveBeenCalledTimes(2);
  });

  it('shows any other refusal on pay-error in the server’s words; 返回方案 goes back to the plan', async () => {
    api.buyPlan.mockRejectedValue(refusal(PLAN_REFUSAL_CODES.closed, '方案已截止销售'));
    await open();
    await buyAndConfirm();
    expect(where().path).toBe('/plan/pay-error');
    const query = new URLSearchParams(where().search);
    expect(query.get('errorMsg')).toBe('方案已截止销售');
    expect(query.get('planNo')).toBe('P20261122005');
    expect(text('plan-pay-error-message')).toBe('方案已截止销售');
    expect(useOverlayStore.getState().alert).toBeNull();
    fireEvent.click(screen.getByTestId('plan-pay-back'));
    await act(() => clock.advance(0));
    expect(where().path).toBe('/plan/5');
  });

  it('keeps the fan on the plan with a toast when no answer came (a repeat buys once)', async () => {
    api.buyPlan.mockRejectedValueOnce(new ApiError('network', { path: '/api/plan/pay/5' }));
    await open();
    await buyAndConfirm();
    expect(where().path).toBe('/plan/5');
    expect(useOverlayStore.getState().toast?.message).toBe('网络连接失败，请检查网络后重试');
    await buyAndConfirm();
    expect(api.buyPlan).toHaveBeenCalledTimes(2);
    expect(where().path).toBe('/plan/pay-ok');
  });

  it('asks a fan whose login went stale to log in again', async () => {
    api.buyPlan.mockRejectedValue(
      new ApiError('http', { status: 401, code: 'no_login', path: '/api/plan/pay/5' }),
    );
    await open();
    await buyAndConfirm();
    expect(loginAsks).toHaveLength(1);
    expect(where().path).toBe('/plan/5');
  });
});

describe('loading states', () => {
  it('says a missing plan is not there', async () => {
    api.fetchPlan.mockRejectedValue(
      new ApiError('http', { status: 404, code: PLAN_REFUSAL_CODES.notFound, path: '/x' }),
    );
    await open();
    expect(text('plan-not-found')).toBe('方案不存在');
  });

  it('makes no call for an id that is not a number', async () => {
    await open('abc');
    expect(text('plan-not-found')).toBe('方案不存在');
    expect(api.fetchPlan).not.toHaveBeenCalled();
  });

  it('shows an error with a way to try again', async () => {
    api.fetchPlan.mockRejectedValueOnce(new ApiError('timeout', { path: '/x' }));
    await open();
    expect(text('plan-error')).toContain('请求超时，请稍后重试');
    fireEvent.click(screen.getByText('重新加载'));
    await act(() => clock.advance(0));
    expect(api.fetchPlan).toHaveBeenCalledTimes(2);
    expect(text('plan-title')).toBe('英超焦点：主队不败');
  });
});
