// Pins the 提现 page with saved cards (issue 18 §3; product-spec §3 "Withdrawal"): the gates (a
// verified name, a bound phone) before any form; the balance and the rules; a saved card picked and
// withdrawn with its id, the amount as two decimals, the code and a requestId, then the detail in
// place of the form; one request per double tap; the same requestId for a retry after no answer and
// a new one after a refusal or a change; a refusal's own words; the daily count; deleting a card
// asks first, then reads the page again; the card limit; loading and error states.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/http';
import { useOverlayStore } from '@shared/overlays';
import { installFakeClock } from '../../../../../kit/fakeClock';
import { card, deferred, memberBank, renderAt } from './kit';

const api = vi.hoisted(() => ({
  fetchMemberBank: vi.fn(),
  fetchCities: vi.fn(),
  fetchBranches: vi.fn(),
  sendCode: vi.fn(),
  requestWithdrawal: vi.fn(),
  deleteCard: vi.fn(),
  fetchWithdrawal: vi.fn(),
}));
vi.mock('@features/wallet/withdraw/api', () => api);

const user = vi.hoisted(() => ({ flagUserInfo: vi.fn() }));
vi.mock('@shared/session/currentUser', () => user);

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  for (const fn of Object.values(api)) fn.mockReset();
  user.flagUserInfo.mockReset();
  api.fetchMemberBank.mockResolvedValue(memberBank());
  api.requestWithdrawal.mockResolvedValue({ id: 7 });
  useOverlayStore.setState({ alert: null, toast: null });
});
afterEach(async () => {
  const { resetWithdrawSms } = await import('@features/wallet/withdraw/smsCentre');
  resetWithdrawSms();
  clock.restore();
});

async function open() {
  const { default: WithdrawPage } = await import('@features/wallet/withdraw/WithdrawPage');
  await renderAt(
    <WithdrawPage />,
    { pattern: '/userDrawMoney', at: '/userDrawMoney' },
    clock.advance,
  );
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const submit = () => screen.getByTestId<HTMLButtonElement>('withdraw-submit');
const where = () => screen.getByTestId('where').dataset;
const sentInputs = () =>
  api.requestWithdrawal.mock.calls.map((c) => c[0] as Record<string, unknown>);

function fillAmountAndCode(amount = '100', code = '123456') {
  type('withdraw-amount', amount);
  type('withdraw-code', code);
}

describe('the gates', () => {
  it('asks a member without a verified name to verify first, and shows no form', async () => {
    api.fetchMemberBank.mockResolvedValue(memberBank({ holder: '' }));
    await open();
    const gate = screen.getByTestId('withdraw-need-identity');
    expect(gate.textContent).toContain('提现前请先完成实名认证');
    expect(gate.querySelector('a')?.getAttribute('href')).toBe('/user/user-info-complete');
    expect(screen.queryByTestId('withdraw-amount')).toBeNull();
    expect(screen.queryByTestId('withdraw-submit')).toBeNull();
    expect(screen.getByTestId('withdraw-balance').textContent).toContain('120.50');
  });

  it('asks a member without a phone to bind one, and shows no form', async () => {
    api.fetchMemberBank.mockResolvedValue(memberBank({ phone: '' }));
    await open();
    const gate = screen.getByTestId('withdraw-need-phone');
    expect(gate.querySelector('a')?.getAttribute('href')).toBe('/user/phone-operation');
    expect(screen.queryByTestId('withdraw-need-identity')).toBeNull();
    expect(screen.queryByTestId('withdraw-amount')).toBeNull();
  });

  it('shows the balance, the rules in words and the form to a member who may withdraw', async () => {
    await open();
    expect(screen.getByTestId('withdraw-balance').textContent).toContain('120.50');
    const rules = screen.getByTestId('withdraw-rules').textContent;
    expect(rules).toContain('单笔10–50000元');
    expect(rules).toContain('每日最多3次');
    expect(rules).toContain('手续费1%（最低1元，最高25元）');
    expect(rules).toContain('1–3 个工作日');
    expect(screen.queryByTestId('withdraw-need-identity')).toBeNull();
    expect(screen.getByTestId('withdraw-amount')).toBeTruthy();
  });
});

describe('withdrawing to a saved card', () => {
  it('picks the first card, sends the picked card, the amount, the code and a requestId, then shows the detail in place of the form', async () => {
    await open();
    expect(screen.getByTestId('withdraw-card-11').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('withdraw-card-12').textContent).toContain('工商银行 尾号5678');
    fireEvent.click(screen.getByTestId('withdraw-card-12'));
    expect(screen.getByTestId('withdraw-card-12').getAttribute('aria-pressed')).toBe('true');
    expect(submit().disabled).toBe(true);
    fillAmountAndCode('100.5');
    expect(submit().disabled).toBe(false);
    fireEvent.click(submit());
    await act(() => clock.advance(0));
    expect(sentInputs()).toEqual([
      {
        drawMoneyWayId: 12,
        amount: '100.50',
        code: '123456',
        requestId: expect.stringMatching(/^[0-9a-zA-Z-]{8,64}$/) as unknown,
      },
    ]);
    expect(where().path).toBe('/userDrawMoneyDetail/7');
    expect(where().how).toBe('REPLACE');
    expect(user.flagUserInfo).toHaveBeenCalledTimes(1);
  });

  it('sends one request for a double tap', async () => {
    const answer = deferred<{ id: number }>();
    api.requestWithdrawal.mockReturnValue(answer.promise);
    await open();
    fillAmountAndCode();
    // Both taps land before React draws the disabled button.
    act(() => {
      fireEvent.click(submit());
      fireEvent.click(submit());
    });
    await act(() => clock.advance(0));
    expect(submit().textContent).toBe('提交中...');
    expect(submit().disabled).toBe(true);
    fireEvent.click(submit());
    expect(api.requestWithdrawal).toHaveBeenCalledTimes(1);
    answer.resolve({ id: 9 });
    await act(() => clock.advance(0));
    expect(where().path).toBe('/userDrawMoneyDetail/9');
  });

  it('retries with the same requestId after no answer, and uses a new one after a refusal or a change', async () => {
    api.requestWithdrawal
      .mockRejectedValueOnce(new ApiError('timeout', { path: '/x' }))
      .mockRejectedValueOnce(
        new ApiError('http', {
          status: 400,
          code: 'sms_code_wrong',
          message: '验证码错误',
          path: '/x',
        }),
      )
      .mockRejectedValueOnce(new ApiError('network', { path: '/x' }))
      .mockResolvedValueOnce({ id: 8 });
    await open();
    fillAmountAndCode();
    fireEvent.click(submit());
    await act(() => clock.advance(0));
    expect(screen.getByTestId('withdraw-refusal').textContent).toBe('请求超时，请稍后重试');
    fireEvent.click(submit());
    await act(() => clock.advance(0));
    expect(screen.getByTestId('withdraw-refusal').textContent).toBe('验证码错误');
    fireEvent.click(submit());
    await act(() => clock.advance(0));
    type('withdraw-code', '654321');
    fireEvent.click(submit());
    await act(() => clock.advance(0));
    const ids = sentInputs().map((input) => input.requestId);
    expect(ids).toHaveLength(4);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
    expect(ids[3]).not.toBe(ids[2]);
    expect(where().path).toBe('/userDrawMoneyDetail/8');
  });

  it('shows a refusal in the server’s words and stays on the form', async () => {
    api.requestWithdrawal.mockRejectedValue(
      new ApiError('http', {
        status: 409,
        code: 'balance_not_enough',
        message: '可提现余额不足',
        path: '/x',
      }),
    );
    await open();
    fillAmountAndCode();
    fireEvent.click(submit());
    await act(() => clock.advance(0));
    expect(screen.getByTestId('withdraw-refusal').textContent).toBe('可提现余额不足');
    expect(where().path).toBe('/userDrawMoney');
    expect(submit().disabled).toBe(false);
  });

  it('says when today’s withdrawals are used up and does not let the form send', async () => {
    api.fetchMemberBank.mockResolvedValue(memberBank({ todayCount: 3 }));
    await open();
    expect(screen.getByTestId('withdraw-daily-used').textContent).toBe('今日提现次数已用完');
    fillAmountAndCode();
    expect(submit().disabled).toBe(true);
  });

  it('lets a member with two withdrawals today make the third', async () => {
    api.fetchMemberBank.mockResolvedValue(memberBank({ todayCount: 2 }));
    await open();
    expect(screen.queryByTestId('withdraw-daily-used')).toBeNull();
    fillAmountAndCode();
    expect(submit().disabled).toBe(false);
  });
});

describe('saved cards', () => {
  it('asks before deleting a card, deletes only on 删除, then reads the page again', async () => {
    api.deleteCard.mockResolvedValue({ id: 11 });
    await open();
    fireEvent.click(screen.getByTestId('withdraw-card-delete-11'));
    await act(() => clock.advance(0));
    let alert = useOverlayStore.getState().alert;
    expect(alert?.message).toBe('确定删除招商银行 尾号1234？');
    alert?.resolve('cancel');
    await act(() => clock.advance(100));
    expect(api.deleteCard).not.toHaveBeenCalled();

    api.fetchMemberBank.mockResolvedValue(memberBank({ cards: [card(12, { cardTail: '5678' })] }));
    fireEvent.click(screen.getByTestId('withdraw-card-delete-11'));
    await act(() => clock.advance(0));
    alert = useOverlayStore.getState().alert;
    alert?.resolve('ok');
    await act(() => clock.advance(100));
    expect(api.deleteCard).toHaveBeenCalledWith(11);
    expect(api.fetchMemberBank).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('withdraw-card-11')).toBeNull();
    // The deleted pick falls back to the card that is left.
    expect(screen.getByTestId('withdraw-card-12').getAttribute('aria-pressed')).toBe('true');
  });

  it('says a card must be deleted first when the limit is reached', async () => {
    api.fetchMemberBank.mockResolvedValue(
      memberBank({ cards: [1, 2, 3, 4, 5].map((id) => card(id)) }),
    );
    await open();
    expect(screen.getByTestId<HTMLButtonElement>('withdraw-use-new').disabled).toBe(true);
    expect(screen.getByTestId('withdraw-cards-full').textContent).toContain('请先删除一张');
    expect(screen.queryByTestId('withdraw-new-card')).toBeNull();
  });

  it('opens the new card fields on 使用新银行卡 while below the limit', async () => {
    await open();
    expect(screen.queryByTestId('withdraw-new-card')).toBeNull();
    fireEvent.click(screen.getByTestId('withdraw-use-new'));
    expect(screen.getByTestId('withdraw-new-card')).toBeTruthy();
    expect(screen.getByTestId('withdraw-card-11').getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByTestId('withdraw-cards-full')).toBeNull();
  });
});

describe('loading', () => {
  it('shows a skeleton, then an error with a retry that asks again', async () => {
    const first = deferred<never>();
    api.fetchMemberBank.mockReturnValueOnce(first.promise);
    await open();
    expect(screen.getByTestId('withdraw-skeleton')).toBeTruthy();
    first.reject(new ApiError('network', { path: '/x' }));
    await act(() => clock.advance(0));
    expect(screen.getByTestId('withdraw-error').textContent).toContain('网络连接失败');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await act(() => clock.advance(0));
    expect(screen.queryByTestId('withdraw-error')).toBeNull();
    expect(screen.getByTestId('withdraw-amount')).toBeTruthy();
  });
});
