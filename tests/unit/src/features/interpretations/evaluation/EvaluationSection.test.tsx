// 评价解读 (issue 34 §1): nothing for a visitor or a fan who did not buy the reading; why not yet
// before it settled; the three dimensions' stars, every one required, sent once; the stars given
// afterwards; the server's refusal in its words.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EvaluationState } from '@contracts/interpretationEvaluation';
import { EvaluationSection } from '@features/interpretations/evaluation/EvaluationSection';
import { ApiError } from '@shared/http';
import { clearToken, storeToken } from '@shared/session';
import { installFakeClock } from '../../../../../kit/fakeClock';

const api = vi.hoisted(() => ({
  fetchEvaluation: vi.fn(),
  sendEvaluation: vi.fn(),
  fetchEvaluationCoupon: vi.fn(),
}));
vi.mock('@features/interpretations/evaluation/api', () => api);
const overlays = vi.hoisted(() => ({ showToast: vi.fn(() => Promise.resolve()) }));
vi.mock('@shared/overlays', async (original) => ({
  ...(await original<object>()),
  showToast: overlays.showToast,
}));

const open: EvaluationState = { state: 'open', buyer: true, reason: null, mine: null };
const given = (a: number, q: number, r: number): EvaluationState => ({
  state: 'done',
  buyer: true,
  reason: null,
  mine: { attitude: a, quality: q, result: r, createdAt: 0 },
});

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  api.fetchEvaluation.mockReset().mockResolvedValue(open);
  api.sendEvaluation.mockReset().mockResolvedValue(given(5, 4, 3));
  api.fetchEvaluationCoupon
    .mockReset()
    .mockResolvedValue({ sent: false, couponId: null, msg: '感谢您的评价' });
  overlays.showToast.mockClear();
  storeToken('t'.repeat(43));
});
afterEach(() => {
  clearToken();
  clock.restore();
});

async function show() {
  const view = render(<EvaluationSection id={7} />);
  await act(() => clock.advance(0));
  return view;
}
const tap = async (testId: string) => {
  fireEvent.click(screen.getByTestId(testId));
  await act(() => clock.advance(0));
};

describe('who sees it', () => {
  it('asks nothing and shows nothing to a visitor', async () => {
    clearToken();
    const view = await show();
    expect(api.fetchEvaluation).not.toHaveBeenCalled();
    expect(view.container.textContent).toBe('');
  });

  it('shows nothing to a fan who did not buy the reading', async () => {
    api.fetchEvaluation.mockResolvedValue({
      state: 'closed',
      buyer: false,
      reason: '购买解读后才能评价',
      mine: null,
    });
    const view = await show();
    expect(view.container.textContent).toBe('');
  });

  it('tells a buyer why not yet before the reading settled', async () => {
    api.fetchEvaluation.mockResolvedValue({
      state: 'closed',
      buyer: true,
      reason: '解读结算后才能评价',
      mine: null,
    });
    await show();
    expect(screen.getByTestId('jiedu-eval-closed').textContent).toBe('解读结算后才能评价');
    expect(screen.queryByTestId('jiedu-eval-submit')).toBeNull();
  });
});

describe('evaluating', () => {
  it('needs every dimension, then sends the stars once and shows them', async () => {
    await show();
    await tap('jiedu-star-attitude-5');
    await tap('jiedu-star-quality-4');
    await tap('jiedu-eval-submit');
    expect(screen.getByTestId('jiedu-eval-error').textContent).toBe('请为「推荐结果」打分');
    expect(api.sendEvaluation).not.toHaveBeenCalled();
    await tap('jiedu-star-result-3');
    expect(screen.getByTestId('jiedu-star-result-3').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByTestId('jiedu-eval-submit'));
    fireEvent.click(screen.getByTestId('jiedu-eval-submit'));
    await act(() => clock.advance(0));
    expect(api.sendEvaluation).toHaveBeenCalledTimes(1);
    expect(api.sendEvaluation).toHaveBeenCalledWith(7, { attitude: 5, quality: 4, result: 3 });
    expect(screen.getByTestId('jiedu-eval-done').textContent).toContain('您已评价');
    expect(
      screen
        .getByTestId('jiedu-stars-quality')
        .querySelector('[role="img"]')
        ?.getAttribute('aria-label'),
    ).toBe('内容质量4星');
    expect(overlays.showToast).toHaveBeenCalledWith('评价成功，感谢您的反馈');
  });

  it('tells the fan of the coupon the evaluation earned', async () => {
    api.fetchEvaluationCoupon.mockResolvedValue({
      sent: true,
      couponId: 9,
      msg: '评价成功，已赠送5金币优惠券，可在我的优惠券中查看',
    });
    await show();
    for (const star of ['attitude-5', 'quality-4', 'result-3']) await tap(`jiedu-star-${star}`);
    fireEvent.click(screen.getByTestId('jiedu-eval-submit'));
    await act(() => clock.advance(0));
    expect(api.fetchEvaluationCoupon).toHaveBeenCalledWith(7);
    expect(overlays.showToast).toHaveBeenCalledWith(
      '评价成功，已赠送5金币优惠券，可在我的优惠券中查看',
    );
  });

  it('says the server’s refusal in its words and keeps the stars', async () => {
    api.sendEvaluation.mockRejectedValue(
      new ApiError('server', {
        code: 'evaluation_done',
        message: '您已评价过该解读',
        path: '/api/interpretation/evaluate/7',
      }),
    );
    await show();
    for (const id of ['attitude-1', 'quality-2', 'result-3']) await tap(`jiedu-star-${id}`);
    await tap('jiedu-eval-submit');
    expect(screen.getByTestId('jiedu-eval-error').textContent).toBe('您已评价过该解读');
    expect(screen.getByTestId('jiedu-star-quality-2').getAttribute('aria-checked')).toBe('true');
  });

  it('shows the stars already given on a later visit', async () => {
    api.fetchEvaluation.mockResolvedValue(given(2, 3, 1));
    await show();
    expect(screen.getByTestId('jiedu-eval-done')).toBeTruthy();
    expect(screen.queryByTestId('jiedu-eval-submit')).toBeNull();
  });
});
