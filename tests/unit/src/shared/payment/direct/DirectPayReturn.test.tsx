// Back from the provider (product-spec §4 "Set-meal payment"; a package here, a membership the
// same): the cached order is followed; paid (status 2) opens what was bought; failed says so;
// nothing is asked without an order.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DirectPayReturn } from '@shared/payment';
import { useOverlayStore } from '@shared/overlays';
import { installFakeClock } from '../../../../../kit/fakeClock';
import { Where } from '../../../../../kit/where';

const status = vi.hoisted(() => ({ fetchPayStatus: vi.fn() }));
vi.mock('@shared/payment/api', () => status);

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  status.fetchPayStatus.mockReset();
  useOverlayStore.setState({ alert: null, toast: null, modal: null });
  sessionStorage.clear();
});
afterEach(() => clock.restore());

async function back() {
  render(
    <MemoryRouter initialEntries={['/set-meal-list/1']}>
      <Routes>
        <Route
          path="*"
          element={
            <DirectPayReturn
              boughtHref="/set-meal-record"
              paidText="套餐购买成功"
              failedText="支付失败，请重新订购"
              laterText="支付结果查询中，请稍后在套餐记录中查看"
              testId="set-meal-return"
            />
          }
        />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  await act(() => clock.advance(0));
}
const answer = (s: number) => ({ status: s, coins: '285.00', amount: '285.00' });

describe('coming back from the provider', () => {
  it('asks nothing without a cached order', async () => {
    await back();
    expect(status.fetchPayStatus).not.toHaveBeenCalled();
    expect(screen.queryByTestId('set-meal-return')).toBeNull();
  });

  it('opens the record once the order is paid, and forgets the order', async () => {
    sessionStorage.setItem('payOrderId', '42');
    status.fetchPayStatus.mockResolvedValue(answer(2));
    await back();
    expect(status.fetchPayStatus).toHaveBeenCalledWith(42, expect.anything());
    expect(screen.getByTestId('where').dataset.path).toBe('/set-meal-record');
    expect(useOverlayStore.getState().toast?.message).toBe('套餐购买成功');
    expect(sessionStorage.getItem('payOrderId')).toBeNull();
  });

  it('says 支付确认中 while the order awaits, and that it failed when it did', async () => {
    sessionStorage.setItem('payOrderId', '42');
    status.fetchPayStatus.mockResolvedValueOnce(answer(1)).mockResolvedValue(answer(3));
    await back();
    expect(screen.getByTestId('set-meal-return').textContent).toBe('支付确认中...');
    await act(() => clock.advance(10_000));
    expect(useOverlayStore.getState().alert?.message).toBe('支付失败，请重新订购');
    expect(screen.getByTestId('where').dataset.path).toBe('/set-meal-list/1');
  });
});
