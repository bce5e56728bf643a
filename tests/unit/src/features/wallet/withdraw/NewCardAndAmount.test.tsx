// Pins the parts of the 提现 form a member fills in (issue 18 §3; product-spec §3 "Withdrawal", §4
// "SMS code"): a new card — bank, a card number that passes the check, province → its cities →
// the branches of that bank in that city, asked again when the bank or the city changes, each list
// with its loading and empty state — sent by name; the amount (two decimals at most, 全部提现 capped
// at one withdrawal's limit, the contract's problems, above the balance) with the fee and what
// reaches the card; the SMS code's countdown on the scheduler (61 sendable, 60 … 1, then 61 again).
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isBankCardNumber } from '@contracts/wallet/withdraw';
import { ApiError } from '@shared/http';
import { useOverlayStore } from '@shared/overlays';
import { installFakeClock } from '../../../../../kit/fakeClock';
import { deferred, memberBank, renderAt } from './kit';

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
vi.mock('@shared/session/currentUser', () => ({ flagUserInfo: vi.fn() }));

const CARD_NO = '6212261202000000001';

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  for (const fn of Object.values(api)) fn.mockReset();
  api.fetchMemberBank.mockResolvedValue(memberBank({ cards: [] }));
  api.fetchCities.mockImplementation((provinceId: number) =>
    Promise.resolve(
      provinceId === 44
        ? [
            { cityId: 4403, name: '深圳市' },
            { cityId: 4401, name: '广州市' },
          ]
        : [],
    ),
  );
  api.fetchBranches.mockImplementation((cityId: number, bankId: number) =>
    Promise.resolve(
      cityId === 4403 && bankId === 2
        ? [{ branchId: 901, name: '招商银行深圳科技园支行' }]
        : cityId === 4403 && bankId === 1
          ? [{ branchId: 801, name: '工商银行深圳南山支行' }]
          : [],
    ),
  );
  api.requestWithdrawal.mockResolvedValue({ id: 7 });
  useOverlayStore.setState({ toast: null });
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
const pick = async (testId: string, value: number) => {
  type(testId, String(value));
  await act(() => clock.advance(0));
};
const amount = () => screen.getByTestId<HTMLInputElement>('withdraw-amount').value;
const problem = () => screen.queryByTestId('withdraw-amount-problem')?.textContent ?? null;
const preview = () => screen.queryByTestId('withdraw-preview')?.textContent ?? null;
const submit = () => screen.getByTestId<HTMLButtonElement>('withdraw-submit');
const sendButton = () => screen.getByTestId<HTMLButtonElement>('withdraw-send-code');

describe('a new card', () => {
  it('opens by itself without saved cards, loads the cities then the branches, and sends the names', async () => {
    expect(isBankCardNumber(CARD_NO)).toBe(true);
    await open();
    expect(screen.getByTestId('withdraw-new-card').textContent).toContain('王**');
    expect(screen.getByTestId<HTMLSelectElement>('withdraw-city').disabled).toBe(true);
    await pick('withdraw-bank', 2);
    type('withdraw-card-no', '6212 2612 0200 0000 001');
    expect(screen.getByTestId<HTMLInputElement>('withdraw-card-no').value).toBe(CARD_NO);
    await pick('withdraw-province', 44);
    expect(api.fetchCities).toHaveBeenCalledWith(44, expect.any(AbortSignal));
    expect(api.fetchBranches).not.toHaveBeenCalled();
    await pick('withdraw-city', 4403);
    expect(api.fetchBranches).toHaveBeenLastCalledWith(4403, 2, expect.any(AbortSignal));
    await pick('withdraw-branch', 901);
    type('withdraw-amount', '100');
    type('withdraw-code', '123456');
    fireEvent.click(submit());
    await act(() => clock.advance(0));
    expect(api.requestWithdrawal).toHaveBeenCalledWith({
      bankCode: 'CMB',
      bank: '招商银行',
      bankCard: CARD_NO,
      province: '广东省',
      city: '深圳市',
      partBank: '招商银行深圳科技园支行',
      amount: '100.00',
      code: '123456',
      requestId: expect.any(String) as unknown,
    });
  });

  it('asks for the branches again when the bank or the city changes, and clears the picks below', async () => {
    await open();
    await pick('withdraw-bank', 2);
    await pick('withdraw-province', 44);
    await pick('withdraw-city', 4403);
    await pick('withdraw-branch', 901);
    await pick('withdraw-bank', 1);
    expect(api.fetchBranches).toHaveBeenLastCalledWith(4403, 1, expect.any(AbortSignal));
    const branch = screen.getByTestId<HTMLSelectElement>('withdraw-branch');
    expect(branch.value).toBe('');
    expect(branch.textContent).toContain('工商银行深圳南山支行');
    await pick('withdraw-city', 4401);
    expect(api.fetchBranches).toHaveBeenLastCalledWith(4401, 1, expect.any(AbortSignal));
    expect(screen.getByTestId('withdraw-branch-empty').textContent).toBe('该城市暂无支行');
    await pick('withdraw-province', 11);
    expect(screen.getByTestId('withdraw-city-empty').textContent).toBe('该省份暂无城市');
    expect(screen.queryByTestId('withdraw-branch-empty')).toBeNull();
    expect(screen.getByTestId<HTMLSelectElement>('withdraw-branch').disabled).toBe(true);
  });

  it('shows each list loading, and a failed list with 重试', async () => {
    const cities = deferred<never>();
    api.fetchCities.mockReturnValueOnce(cities.promise);
    await open();
    await pick('withdraw-province', 44);
    expect(screen.getByTestId('withdraw-city-loading').textContent).toBe('加载中...');
    cities.reject(new ApiError('network', { path: '/x' }));
    await act(() => clock.advance(0));
    expect(screen.getByTestId('withdraw-city-error').textContent).toContain('网络连接失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await act(() => clock.advance(0));
    expect(screen.getByTestId('withdraw-city').textContent).toContain('深圳市');
  });

  it('says a card number is wrong once the member leaves the field, and does not send it', async () => {
    await open();
    await pick('withdraw-bank', 2);
    type('withdraw-card-no', '6212261202000000002');
    expect(screen.queryByTestId('withdraw-card-problem')).toBeNull();
    fireEvent.blur(screen.getByTestId('withdraw-card-no'));
    expect(screen.getByTestId('withdraw-card-problem').textContent).toBe('请输入正确的银行卡号');
    await pick('withdraw-province', 44);
    await pick('withdraw-city', 4403);
    await pick('withdraw-branch', 901);
    type('withdraw-amount', '100');
    type('withdraw-code', '123456');
    expect(submit().disabled).toBe(true);
    type('withdraw-card-no', CARD_NO);
    expect(screen.queryByTestId('withdraw-card-problem')).toBeNull();
    expect(submit().disabled).toBe(false);
  });
});

describe('the amount', () => {
  it('keeps two decimals at most and says what is wrong with an amount', async () => {
    await open();
    type('withdraw-amount', '12.345');
    expect(amount()).toBe('12.34');
    type('withdraw-amount', '5');
    expect(problem()).toBe('单笔提现不能少于10元');
    expect(preview()).toBeNull();
    type('withdraw-amount', '0');
    expect(problem()).toBe('请输入正确的提现金额');
    type('withdraw-amount', '120.51');
    expect(problem()).toBe('可提现余额不足');
    type('withdraw-amount', '120.50');
    expect(problem()).toBeNull();
    type('withdraw-amount', '');
    expect(problem()).toBeNull();
  });

  it('shows the fee and what reaches the card as the member types', async () => {
    api.fetchMemberBank.mockResolvedValue(memberBank({ ableBalance: '60000.00' }));
    await open();
    type('withdraw-amount', '50');
    expect(preview()).toBe('手续费 ¥1，实际到账 ¥49');
    type('withdraw-amount', '1000');
    expect(preview()).toBe('手续费 ¥10，实际到账 ¥990');
    type('withdraw-amount', '3000');
    expect(preview()).toBe('手续费 ¥25，实际到账 ¥2975');
    type('withdraw-amount', '50001');
    expect(problem()).toBe('单笔提现不能超过50000元');
    expect(preview()).toBeNull();
  });

  it('fills the whole balance on 全部提现, capped at one withdrawal’s limit', async () => {
    await open();
    fireEvent.click(screen.getByTestId('withdraw-all'));
    expect(amount()).toBe('120.50');
    expect(preview()).toBe('手续费 ¥1.21，实际到账 ¥119.29');
    expect(problem()).toBeNull();
  });

  it('caps 全部提现 at 50000', async () => {
    api.fetchMemberBank.mockResolvedValue(memberBank({ ableBalance: '60000.00' }));
    await open();
    fireEvent.click(screen.getByTestId('withdraw-all'));
    expect(amount()).toBe('50000.00');
    expect(problem()).toBeNull();
  });
});

describe('the SMS code', () => {
  it('counts down from 60 on the scheduler after a send, then is sendable again', async () => {
    api.sendCode.mockResolvedValue({ phone: '138****8000' });
    await open();
    expect(screen.getByTestId('withdraw-code-hint').textContent).toBe('验证码将发送至 138****8000');
    expect(sendButton().textContent).toBe('获取验证码');
    // Both taps land before React draws the disabled button.
    act(() => {
      fireEvent.click(sendButton());
      fireEvent.click(sendButton());
    });
    await act(() => clock.advance(0));
    expect(api.sendCode).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('withdraw-code-hint').textContent).toBe('验证码已发送至 138****8000');
    expect(sendButton().textContent).toBe('60s后重发');
    expect(sendButton().disabled).toBe(true);
    await act(() => clock.advance(1000));
    expect(sendButton().textContent).toBe('59s后重发');
    await act(() => clock.advance(58_000));
    expect(sendButton().textContent).toBe('1s后重发');
    await act(() => clock.advance(1000));
    expect(sendButton().textContent).toBe('获取验证码');
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(sendButton());
    await act(() => clock.advance(0));
    expect(api.sendCode).toHaveBeenCalledTimes(2);
  });

  it('says why a code could not be sent, and stays sendable', async () => {
    api.sendCode.mockRejectedValue(
      new ApiError('http', { status: 429, message: '请等待60秒才可再次发送', path: '/x' }),
    );
    await open();
    fireEvent.click(sendButton());
    await act(() => clock.advance(0));
    expect(useOverlayStore.getState().toast?.message).toBe('请等待60秒才可再次发送');
    expect(sendButton().textContent).toBe('获取验证码');
    expect(sendButton().disabled).toBe(false);
  });
});
