// Pins the coin and money details as a fan uses them (issue 18 §3; docs/decisions/wallet-screens.md):
// the balance on top with the way in or out, the range chips (30 days first), entries newest first
// with what they were for and a signed amount, paging as the reader reaches the end, an empty state
// that names the range, and an error state with a retry; user text is text; a withdrawal's lines
// open its detail.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { VirtuosoMockContext } from 'react-virtuoso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletEntry } from '@contracts/wallet/balance';
import { ApiError } from '@shared/http';
import { installFakeClock } from '../../../../../kit/fakeClock';

const api = vi.hoisted(() => ({
  fetchWalletPage: vi.fn(),
  fetchBalances: vi.fn(),
}));
vi.mock('@features/wallet/balance/api', () => api);

const entry = (id: number, over: Partial<WalletEntry> = {}): WalletEntry => ({
  id,
  time: Date.parse('2026-11-22T10:00:00+08:00') - id * 60_000,
  amount: '-18.00',
  title: `购买方案${id}`,
  kind: 'purchase',
  ...over,
});

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  api.fetchWalletPage.mockReset();
  api.fetchBalances.mockReset();
  api.fetchBalances.mockResolvedValue({
    huoyanWallet: '8888.00',
    ableBalance: '120.50',
    totalBalance: '220.50',
    todayProfit: '0.00',
  });
});
afterEach(() => clock.restore());

async function open(kind: 'coin' | 'money' = 'coin') {
  const { WalletDetailPage } = await import('@features/wallet/balance/WalletDetailPage');
  render(
    <MemoryRouter>
      <VirtuosoMockContext.Provider value={{ viewportHeight: 2000, itemHeight: 40 }}>
        <WalletDetailPage kind={kind} />
      </VirtuosoMockContext.Provider>
    </MemoryRouter>,
  );
  await act(() => clock.advance(0));
}

describe('the coin detail', () => {
  it('shows the balance, the last 30 days first, and each movement with what it was for', async () => {
    api.fetchWalletPage.mockResolvedValue({
      list: [entry(1), entry(2, { amount: '+100.00', title: '<b>充值</b>', kind: 'top_up' })],
      pageNo: 1,
      pageSize: 20,
      hasMore: false,
    });
    await open();
    expect(api.fetchWalletPage).toHaveBeenCalledWith('coin', 30, 1, expect.anything());
    expect(screen.getByTestId('wallet-balance').textContent).toContain('8888.00');
    expect(screen.getByRole('link', { name: '充值' }).getAttribute('href')).toBe(
      '/pay/userChargeHuoyan',
    );
    const rows = screen.getAllByTestId('wallet-entry');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('购买方案1'),
      expect.stringContaining('<b>充值</b>'),
    ]);
    expect(rows[0]!.textContent).toContain('-18.00');
    expect(rows[1]!.textContent).toContain('+100.00');
    expect(rows[1]!.querySelector('b')).toBeNull();
    expect(screen.getByTestId('wallet-range-30').getAttribute('aria-selected')).toBe('true');
  });

  it('asks again from the first page when the fan picks another range, and says when it is empty', async () => {
    api.fetchWalletPage.mockResolvedValue({ list: [], pageNo: 1, pageSize: 20, hasMore: false });
    await open();
    expect(screen.getByTestId('wallet-empty').textContent).toBe('近30天没有金币变动');
    fireEvent.click(screen.getByTestId('wallet-range-7'));
    await act(() => clock.advance(0));
    expect(api.fetchWalletPage).toHaveBeenLastCalledWith('coin', 7, 1, expect.anything());
    expect(screen.getByTestId('wallet-empty').textContent).toBe('近7天没有金币变动');
  });

  it('pages as the reader reaches the end', async () => {
    api.fetchWalletPage.mockImplementation((_kind: string, _day: number, pageNo: number) =>
      Promise.resolve({
        list: Array.from({ length: 20 }, (_, i) => entry((pageNo - 1) * 20 + i + 1)),
        pageNo,
        pageSize: 20,
        hasMore: pageNo < 2,
      }),
    );
    await open();
    await act(() => clock.advance(0));
    expect(api.fetchWalletPage.mock.calls.map((c) => c[2] as number)).toEqual([1, 2]);
    expect(screen.getAllByTestId('wallet-entry')).toHaveLength(40);
    expect(screen.getByTestId('page-footer').getAttribute('data-state')).toBe('end');
  });

  it('shows what went wrong with a retry', async () => {
    api.fetchWalletPage.mockRejectedValueOnce(new ApiError('network', { path: '/x' }));
    await open();
    expect(screen.getByTestId('wallet-error').textContent).toContain('网络连接失败');
    api.fetchWalletPage.mockResolvedValue({
      list: [entry(1)],
      pageNo: 1,
      pageSize: 20,
      hasMore: false,
    });
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await act(() => clock.advance(0));
    expect(screen.getAllByTestId('wallet-entry')).toHaveLength(1);
  });
});

describe('the money detail', () => {
  it('shows the withdrawable money and the way out', async () => {
    api.fetchWalletPage.mockResolvedValue({ list: [], pageNo: 1, pageSize: 20, hasMore: false });
    await open('money');
    expect(api.fetchWalletPage).toHaveBeenCalledWith('money', 30, 1, expect.anything());
    expect(screen.getByTestId('wallet-balance').textContent).toContain('120.50');
    expect(screen.getByRole('link', { name: '提现' }).getAttribute('href')).toBe('/userDrawMoney');
    expect(screen.getByTestId('wallet-empty').textContent).toBe('近30天没有资金变动');
  });

  it('opens a withdrawal’s detail from its lines, and leaves other lines as they are', async () => {
    api.fetchWalletPage.mockResolvedValue({
      list: [
        entry(1, { title: '提现', kind: 'withdrawal', amount: '-100.00', withdrawalId: 7 }),
        entry(2, { title: '购买方案', kind: 'purchase' }),
      ],
      pageNo: 1,
      pageSize: 20,
      hasMore: false,
    });
    await open('money');
    const [withdrawal, purchase] = screen.getAllByTestId('wallet-entry');
    expect(withdrawal!.tagName).toBe('A');
    expect(withdrawal!.getAttribute('href')).toBe('/userDrawMoneyDetail/7');
    expect(withdrawal!.textContent).toContain('-100.00');
    expect(purchase!.tagName).toBe('DIV');
    expect(purchase!.getAttribute('href')).toBeNull();
  });
});
