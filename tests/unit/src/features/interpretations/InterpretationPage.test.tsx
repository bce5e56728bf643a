// The 解读详情 page and its purchase (issue 34 §1): the teaser for everyone, the picks once
// unlocked, buying with coins through the shared coin purchase, and where each answer leads —
// pay-ok with the coins left, the balance dialog, pay-error with errorMsg and jieduId — and 反馈
// leading to the reading's feedback form.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { InterpretationDetail } from '@contracts/interpretations';
import { INTERPRETATION_REFUSAL_CODES } from '@contracts/interpretations';
import { WALLET_NOT_ENOUGH } from '@contracts/wallet/balance';
import { OverlayHost } from '@app/shell/OverlayHost';
import InterpretationPage from '@features/interpretations/InterpretationPage';
import PayChargePage from '@features/interpretations/PayChargePage';
import PayErrorPage from '@features/interpretations/PayErrorPage';
import PayOkPage from '@features/interpretations/PayOkPage';
import { ApiError } from '@shared/http';
import { useOverlayStore } from '@shared/overlays';
import { loginRequired$ } from '@shared/events';
import { clearToken, storeToken } from '@shared/session';
import { installFakeClock } from '../../../../kit/fakeClock';
import { Where, where } from '../../../../kit/where';
import { CONTENT, plan } from '../plans/kit';

const api = vi.hoisted(() => ({ fetchInterpretation: vi.fn(), buyInterpretation: vi.fn() }));
vi.mock('@features/interpretations/api', () => api);
const coins = vi.hoisted(() => ({ fetchCoinBalance: vi.fn() }));
vi.mock('@shared/payment/coins/api', () => coins);
const user = vi.hoisted(() => ({ flagUserInfo: vi.fn() }));
vi.mock('@shared/session/currentUser', () => user);

/** A jingcai reading for sale, locked, on the plans' kit's match and expert. */
const reading = (over: Partial<InterpretationDetail> = {}): InterpretationDetail => {
  const { expert, match } = plan();
  return {
    id: 7,
    title: '周末焦点深度解读',
    summary: '两队近况与盘口走势。',
    price: '28.00',
    type: 0,
    publishedAt: Date.parse('2026-11-22T09:30:00+08:00'),
    result: 0,
    lookCount: 12,
    onSale: true,
    unlocked: false,
    content: null,
    pickCount: 2,
    expert,
    match,
    issueNo: null,
    ...over,
  };
};

let clock: ReturnType<typeof installFakeClock>;
let loginAsks: string[];
let loginSub: { unsubscribe: () => void };
beforeEach(() => {
  clock = installFakeClock();
  for (const fn of [...Object.values(api), coins.fetchCoinBalance, user.flagUserInfo])
    fn.mockReset();
  api.fetchInterpretation.mockResolvedValue(reading());
  api.buyInterpretation.mockResolvedValue({ interpretationId: 7, balance: '2.00' });
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

async function open(at: string = '/tjInterpretation/7') {
  render(
    <MemoryRouter initialEntries={['/match-detail', at]}>
      <Routes>
        <Route path="/tjInterpretation/pay-ok" element={<PayOkPage />} />
        <Route path="/tjInterpretation/pay-error" element={<PayErrorPage />} />
        <Route path="/tjInterpretation/pay-charge" element={<PayChargePage />} />
        <Route path="/tjInterpretation/:id" element={<InterpretationPage />} />
        <Route path="/pay/userChargeHuoyan" element={<p>charge</p>} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
      <OverlayHost />
    </MemoryRouter>,
  );
  await act(() => clock.advance(0));
}
const text = (testId: string) => screen.getByTestId(testId).textContent;
async function buyAndConfirm() {
  fireEvent.click(screen.getByTestId('plan-buy'));
  await act(() => clock.advance(0));
  fireEvent.click(screen.getByTestId('coin-confirm-pay'));
  await act(() => clock.advance(0));
}
const refusal = (code: string, message: string) =>
  new ApiError('server', { code, message, path: '/api/uc/interpretation/pay/7' });

describe('a locked reading', () => {
  it('shows the expert, the match, the teaser and the paywall with the price; no picks, no direct pay', async () => {
    await open();
    expect(api.fetchInterpretation).toHaveBeenCalledWith(7, expect.any(AbortSignal));
    expect(text('plan-expert-name')).toBe('老王看球');
    expect(text('plan-match')).toContain('阿森纳');
    expect(text('jiedu-title')).toBe('周末焦点深度解读');
    expect(text('jiedu-summary')).toBe('两队近况与盘口走势。');
    expect(text('jiedu-price')).toBe('28 金币');
    expect(text('jiedu-look-count')).toBe('12人已看');
    expect(text('plan-paywall')).toContain('购买后查看专家推荐');
    // The multi-pick rule names what is sold, and a reading never refunds.
    expect(text('plan-multi-pick-rule')).toContain('本解读含2项推荐');
    expect(text('plan-multi-pick-rule')).not.toContain('退款');
    expect(text('plan-buy')).toBe('立即购买');
    expect(screen.queryByTestId('plan-direct-pay')).toBeNull();
    expect(screen.queryByTestId('plan-picks')).toBeNull();
  });

  it('renders the expert’s words as text', async () => {
    api.fetchInterpretation.mockResolvedValue(
      reading({ title: '<b>x</b>', summary: '<img src=x>' }),
    );
    await open();
    expect(text('jiedu-title')).toBe('<b>x</b>');
    expect(screen.getByTestId('jiedu-summary').querySelector('img')).toBeNull();
  });

  it('sends a visitor to log in instead of buying', async () => {
    clearToken();
    await open();
    fireEvent.click(screen.getByTestId('plan-buy'));
    await act(() => clock.advance(0));
    expect(loginAsks).toHaveLength(1);
    expect(api.buyInterpretation).not.toHaveBeenCalled();
  });

  it('is closed at kick-off: 已截止 and nothing bought', async () => {
    api.fetchInterpretation.mockResolvedValue(reading({ onSale: false }));
    await open();
    expect(text('plan-buy')).toBe('已截止');
    fireEvent.click(screen.getByTestId('plan-buy'));
    await act(() => clock.advance(0));
    expect(api.buyInterpretation).not.toHaveBeenCalled();
  });
});

describe('an unlocked reading', () => {
  it('shows every pick readably and the result once settled', async () => {
    const match = { ...plan().match, status: 2, homeScore: 2, awayScore: 1 };
    api.fetchInterpretation.mockResolvedValue(
      reading({ unlocked: true, content: CONTENT, result: 1, match }),
    );
    await open();
    expect(screen.getAllByTestId('plan-pick')).toHaveLength(2);
    expect(text('jiedu-result')).toBe('红');
    expect(screen.queryByTestId('plan-paywall')).toBeNull();
  });
});

describe('buying', () => {
  it('confirms the price as 解读价格, buys once and replaces the page with pay-ok; 查看解读 opens it unlocked', async () => {
    await open();
    fireEvent.click(screen.getByTestId('plan-buy'));
    await act(() => clock.advance(0));
    expect(text('coin-confirm-price')).toBe('解读价格28 金币');
    fireEvent.click(screen.getByTestId('coin-confirm-pay'));
    api.fetchInterpretation.mockResolvedValue(reading({ unlocked: true, content: CONTENT }));
    await act(() => clock.advance(0));
    expect(api.buyInterpretation).toHaveBeenCalledWith(7, undefined);
    expect(user.flagUserInfo).toHaveBeenCalledTimes(1);
    expect(where().path).toBe('/tjInterpretation/pay-ok');
    expect(where().search).toBe('?ableBalance=2.00');
    expect(where().how).toBe('REPLACE');
    expect(text('jiedu-pay-balance')).toBe('金币余额 2.00');
    fireEvent.click(screen.getByTestId('jiedu-pay-view'));
    await act(() => clock.advance(0));
    expect(where().path).toBe('/tjInterpretation/7');
    expect(screen.getAllByTestId('plan-pick')).toHaveLength(2);
  });

  it('opens the balance dialog with the server’s text for the spec’s wallet.not.enough', async () => {
    api.buyInterpretation.mockRejectedValue(refusal(WALLET_NOT_ENOUGH, '余额不足，请充值'));
    await open();
    await buyAndConfirm();
    expect(useOverlayStore.getState().alert?.message).toBe('余额不足，请充值');
    expect(where().path).toBe('/tjInterpretation/7');
  });

  it('opens pay-error with errorMsg and jieduId for any other refusal; 返回解读 goes back', async () => {
    api.buyInterpretation.mockRejectedValue(
      refusal(INTERPRETATION_REFUSAL_CODES.closed, '该解读已截止购买'),
    );
    await open();
    await buyAndConfirm();
    expect(where().path).toBe('/tjInterpretation/pay-error');
    const query = new URLSearchParams(where().search);
    expect(query.get('errorMsg')).toBe('该解读已截止购买');
    expect(query.get('jieduId')).toBe('7');
    expect(text('jiedu-pay-error-message')).toBe('该解读已截止购买');
    fireEvent.click(screen.getByTestId('jiedu-pay-back'));
    await act(() => clock.advance(0));
    expect(where().path).toBe('/tjInterpretation/7');
  });
});

describe('the pay pages opened by a link', () => {
  it('pay-charge shows the price, the balance and what is missing; -- for what is not an amount', async () => {
    await open('/tjInterpretation/pay-charge?price=28&ableBalance=5.5&jieduId=7');
    expect(text('jiedu-pay-price')).toBe('解读价格28 金币');
    expect(text('jiedu-pay-missing')).toBe('还需22.50 金币');
    fireEvent.click(screen.getByTestId('jiedu-pay-back'));
    await act(() => clock.advance(0));
    expect(where().path).toBe('/tjInterpretation/7');
  });

  it('pay-error says the generic failure when errorMsg is empty', async () => {
    await open('/tjInterpretation/pay-error?errorMsg=%20');
    expect(text('jiedu-pay-error-message')).toBe('购买失败，请重试');
  });

  it('an id that is not a number is no reading, and nothing is asked', async () => {
    await open('/tjInterpretation/abc');
    expect(text('jiedu-not-found')).toContain('解读不存在');
    expect(api.fetchInterpretation).not.toHaveBeenCalled();
  });
});

describe('反馈', () => {
  it('leads from a reading to its feedback form (tjInterpretation/feedback?id=)', async () => {
    await open();
    const link = screen.getByTestId('subject-feedback-link');
    expect(link.textContent).toBe('对解读有疑问？反馈给我们');
    fireEvent.click(link);
    await act(() => clock.advance(0));
    expect(where()).toMatchObject({ path: '/tjInterpretation/feedback', search: '?id=7' });
  });

  it('is not offered where there is no reading', async () => {
    api.fetchInterpretation.mockRejectedValue(
      new ApiError('http', {
        path: '/api/interpretation/look/7',
        status: 404,
        code: INTERPRETATION_REFUSAL_CODES.notFound,
      }),
    );
    await open();
    expect(text('jiedu-not-found')).toContain('解读不存在');
    expect(screen.queryByTestId('subject-feedback-link')).toBeNull();
  });
});
