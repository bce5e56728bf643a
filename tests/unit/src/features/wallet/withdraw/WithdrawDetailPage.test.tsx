// Pins 提现详情 (issue 18 §3): each status as a timeline (1 审核中, 2 打款中, 3 已到账, 4 审核未通过
// with the reason and where the money went), the amounts and the card by its last four digits; a
// withdrawal that may still change is asked again every 30 s on the scheduler while the page is open
// — never after it is final, never after the page is left; loading, not-found and error states.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import { installFakeClock } from '../../../../../kit/fakeClock';
import { deferred, renderAt, withdrawal } from './kit';

const api = vi.hoisted(() => ({ fetchWithdrawal: vi.fn() }));
vi.mock('@features/wallet/withdraw/api', () => api);

const DAY = Date.parse('2026-11-22T00:00:00+08:00');
const at = (hhmm: string) =>
  DAY + Number(hhmm.slice(0, 2)) * 3_600_000 + Number(hhmm.slice(3)) * 60_000;

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  api.fetchWithdrawal.mockReset();
});
afterEach(() => {
  appScheduler.reset();
  clock.restore();
});

async function open(id = '7') {
  const { default: WithdrawDetailPage } =
    await import('@features/wallet/withdraw/WithdrawDetailPage');
  return renderAt(
    <WithdrawDetailPage />,
    { pattern: '/userDrawMoneyDetail/:id', at: `/userDrawMoneyDetail/${id}` },
    clock.advance,
  );
}

const step = (key: string) => screen.getByTestId(`withdraw-step-${key}`);
const steps = () =>
  screen.getAllByTestId(/^withdraw-step-/).map((el) => `${el.dataset.state}:${el.textContent}`);

describe('the status', () => {
  it('1: submitted, under review, payment and arrival still to come', async () => {
    api.fetchWithdrawal.mockResolvedValue(withdrawal({ createdAt: at('10:05') }));
    await open();
    expect(api.fetchWithdrawal).toHaveBeenCalledWith(7, expect.any(AbortSignal));
    expect(screen.getByTestId('withdraw-detail-status').textContent).toBe('审核中');
    expect(steps()).toEqual([
      'done:提交申请11-22 10:05',
      'current:审核中',
      'todo:打款',
      'todo:到账预计1–3个工作日到账',
    ]);
    expect(screen.getByTestId('withdraw-detail-summary').textContent).toContain('100.00');
    expect(screen.getByTestId('withdraw-detail-fee').textContent).toContain('¥1.00');
    expect(screen.getByTestId('withdraw-detail-arrival').textContent).toContain('¥99.00');
    expect(screen.getByTestId('withdraw-detail-card').textContent).toContain('招商银行 尾号1234');
    expect(screen.getByText('2026-11-22 10:05')).toBeTruthy();
  });

  it('2: approved and being paid', async () => {
    api.fetchWithdrawal.mockResolvedValue(
      withdrawal({ status: 2, statusText: '打款中', reviewedAt: at('11:00') }),
    );
    await open();
    expect(steps()).toEqual([
      'done:提交申请11-22 10:05',
      'done:审核通过11-22 11:00',
      'current:打款中',
      'todo:到账预计1–3个工作日到账',
    ]);
    expect(step('pay').getAttribute('aria-current')).toBe('step');
  });

  it('3: paid, every step done, with its times', async () => {
    api.fetchWithdrawal.mockResolvedValue(
      withdrawal({
        status: 3,
        statusText: '已到账',
        reviewedAt: at('11:00'),
        paidAt: at('15:30'),
      }),
    );
    await open();
    expect(steps()).toEqual([
      'done:提交申请11-22 10:05',
      'done:审核通过11-22 11:00',
      'done:已打款11-22 15:30',
      'done:已到账11-22 15:30',
    ]);
    expect(screen.getByText('2026-11-22 15:30')).toBeTruthy();
  });

  it('4: refused, with the reason and the money back in the balance', async () => {
    api.fetchWithdrawal.mockResolvedValue(
      withdrawal({
        status: 4,
        statusText: '审核未通过',
        reason: '银行卡信息有误',
        reviewedAt: at('11:00'),
      }),
    );
    await open();
    expect(steps()).toEqual([
      'done:提交申请11-22 10:05',
      'failed:审核未通过银行卡信息有误，金额已退回可提现余额11-22 11:00',
    ]);
    expect(screen.getByTestId('withdraw-detail-status').textContent).toBe('审核未通过');
  });
});

describe('following it', () => {
  it('asks again every 30 s while it may change, and stops once it is final', async () => {
    api.fetchWithdrawal
      .mockResolvedValueOnce(withdrawal())
      .mockResolvedValueOnce(withdrawal())
      .mockResolvedValueOnce(
        withdrawal({ status: 2, statusText: '打款中', reviewedAt: at('11:00') }),
      )
      .mockResolvedValue(
        withdrawal({
          status: 3,
          statusText: '已到账',
          reviewedAt: at('11:00'),
          paidAt: at('12:00'),
        }),
      );
    await open();
    expect(api.fetchWithdrawal).toHaveBeenCalledTimes(1);
    await act(() => clock.advance(29_999));
    expect(api.fetchWithdrawal).toHaveBeenCalledTimes(1);
    await act(() => clock.advance(1));
    expect(api.fetchWithdrawal).toHaveBeenCalledTimes(2);
    await act(() => clock.advance(30_000));
    expect(screen.getByTestId('withdraw-detail-status').textContent).toBe('打款中');
    await act(() => clock.advance(30_000));
    expect(api.fetchWithdrawal).toHaveBeenCalledTimes(4);
    expect(screen.getByTestId('withdraw-detail-status').textContent).toBe('已到账');
    await act(() => clock.advance(5 * 60_000));
    expect(api.fetchWithdrawal).toHaveBeenCalledTimes(4);
  });

  it('does not ask for a final one again', async () => {
    api.fetchWithdrawal.mockResolvedValue(withdrawal({ status: 4, statusText: '审核未通过' }));
    await open();
    await act(() => clock.advance(5 * 60_000));
    expect(api.fetchWithdrawal).toHaveBeenCalledTimes(1);
  });

  it('stops asking when the page is left', async () => {
    api.fetchWithdrawal.mockResolvedValue(withdrawal());
    const view = await open();
    view.unmount();
    await act(() => clock.advance(5 * 60_000));
    expect(api.fetchWithdrawal).toHaveBeenCalledTimes(1);
  });

  it('keeps what it shows when a refresh fails, and tries again at the next tick', async () => {
    api.fetchWithdrawal
      .mockResolvedValueOnce(withdrawal())
      .mockRejectedValueOnce(new ApiError('network', { path: '/x' }))
      .mockResolvedValue(withdrawal({ status: 2, statusText: '打款中' }));
    await open();
    await act(() => clock.advance(30_000));
    expect(screen.getByTestId('withdraw-detail-status').textContent).toBe('审核中');
    await act(() => clock.advance(30_000));
    expect(screen.getByTestId('withdraw-detail-status').textContent).toBe('打款中');
  });
});

describe('pull to refresh', () => {
  it('asks again at once, even for a final withdrawal', async () => {
    api.fetchWithdrawal
      .mockResolvedValueOnce(withdrawal({ status: 4, statusText: '审核未通过', reason: '旧' }))
      .mockResolvedValue(withdrawal({ status: 4, statusText: '审核未通过', reason: '新' }));
    await open();
    const area = screen.getByTestId('pull-to-refresh');
    fireEvent.touchStart(area, { touches: [{ clientY: 0 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 200 }] });
    fireEvent.touchEnd(area);
    await act(() => clock.advance(0));
    expect(api.fetchWithdrawal).toHaveBeenCalledTimes(2);
    expect(step('review').textContent).toContain('新');
  });
});

describe('other states', () => {
  it('shows a skeleton while the first answer comes', async () => {
    const answer = deferred<never>();
    api.fetchWithdrawal.mockReturnValue(answer.promise);
    await open();
    expect(screen.getByTestId('withdraw-detail-skeleton')).toBeTruthy();
  });

  it('says when there is no such withdrawal, and stops asking', async () => {
    api.fetchWithdrawal.mockRejectedValue(
      new ApiError('http', {
        status: 404,
        code: 'withdrawal_not_found',
        message: '提现记录不存在',
        path: '/x',
      }),
    );
    await open();
    expect(screen.getByTestId('withdraw-detail-not-found').textContent).toBe('提现记录不存在');
    await act(() => clock.advance(5 * 60_000));
    expect(api.fetchWithdrawal).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for an id that is not a number', async () => {
    await open('abc');
    expect(screen.getByTestId('withdraw-detail-not-found')).toBeTruthy();
    expect(api.fetchWithdrawal).not.toHaveBeenCalled();
  });

  it('shows a failure with a retry that asks again', async () => {
    api.fetchWithdrawal
      .mockRejectedValueOnce(new ApiError('network', { path: '/x' }))
      .mockResolvedValue(withdrawal({ status: 3, statusText: '已到账' }));
    await open();
    expect(screen.getByTestId('withdraw-detail-error').textContent).toContain('网络连接失败');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await act(() => clock.advance(0));
    expect(screen.getByTestId('withdraw-detail-status').textContent).toBe('已到账');
  });
});
