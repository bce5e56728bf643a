// 使用套餐 under a locked reading (issue 34 §2): a package that can pay for it spends a count in one
// tap (a second tap while it is out says 请稍候...) and the reading is read again; packages that
// cannot say why; none, or a visitor: the way to buy one, or nothing.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { Ticket } from '@contracts/setMeals';
import { TicketOffer } from '@features/interpretations/ticket/TicketOffer';
import { clearToken, storeToken } from '@shared/session';
import { installFakeClock } from '../../../../../kit/fakeClock';

const api = vi.hoisted(() => ({ fetchTicketsFor: vi.fn(), readWithTicket: vi.fn() }));
vi.mock('@features/interpretations/ticket/api', () => api);
const overlays = vi.hoisted(() => ({ showToast: vi.fn(() => Promise.resolve()) }));
vi.mock('@shared/overlays', async (original) => ({
  ...(await original<object>()),
  showToast: overlays.showToast,
}));

const ticket = (over: Partial<Ticket> = {}): Ticket => ({
  id: 4,
  name: '竞彩足篮3次体验卡',
  scope: 1,
  pkgExpertId: null,
  lookCount: 3,
  usedCount: 1,
  boughtAt: 0,
  expiresAt: Date.parse('2026-12-01T00:00:00Z'),
  status: 'valid',
  ...over,
});

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  api.fetchTicketsFor.mockReset();
  api.readWithTicket.mockReset().mockResolvedValue({ interpretationId: 7, left: 1 });
  overlays.showToast.mockClear();
  storeToken('t'.repeat(43));
});
afterEach(() => {
  clearToken();
  clock.restore();
});

async function show(type = 0, onRead = vi.fn()) {
  render(
    <MemoryRouter>
      <TicketOffer id={7} type={type} onRead={onRead} />
    </MemoryRouter>,
  );
  await act(() => clock.advance(0));
  return onRead;
}

describe('使用套餐', () => {
  it('spends a count in one tap and reads the reading again', async () => {
    api.fetchTicketsFor.mockResolvedValue([{ ticket: ticket(), reasons: [] }]);
    const onRead = await show();
    const use = screen.getByTestId('jiedu-ticket-use');
    expect(use.textContent).toBe('使用套餐查看（剩余2次）');
    expect(use.getAttribute('title')).toBe('竞彩足篮3次体验卡');
    fireEvent.click(use);
    fireEvent.click(use);
    await act(() => clock.advance(0));
    expect(api.readWithTicket).toHaveBeenCalledTimes(1);
    expect(api.readWithTicket).toHaveBeenCalledWith(7, 4);
    expect(overlays.showToast).toHaveBeenCalledWith('请稍候...');
    expect(overlays.showToast).toHaveBeenCalledWith('已使用套餐，剩余1次');
    expect(onRead).toHaveBeenCalledTimes(1);
  });

  it('says why no package can pay, and offers the reading’s scope of packages', async () => {
    api.fetchTicketsFor.mockResolvedValue([
      { ticket: ticket(), reasons: ['竞彩足篮套餐不能查看十四场、任九解读'] },
    ]);
    await show(3);
    expect(screen.getByTestId('jiedu-ticket-why').textContent).toBe(
      '竞彩足篮套餐不能查看十四场、任九解读',
    );
    expect(screen.getByTestId('jiedu-ticket-buy').getAttribute('href')).toBe('/set-meal-list/2');
    expect(screen.queryByTestId('jiedu-ticket-use')).toBeNull();
  });

  it('shows nothing to a visitor and asks nothing', async () => {
    clearToken();
    await show();
    expect(api.fetchTicketsFor).not.toHaveBeenCalled();
    expect(screen.queryByTestId('jiedu-ticket')).toBeNull();
  });
});
