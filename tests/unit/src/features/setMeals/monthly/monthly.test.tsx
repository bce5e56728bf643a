// 专家包月 (special-home, special-home/free) and 我的包月 (my-expert-month), issue 34 §2: the
// packages with the fan's standing, the free readings tab as a route, the fan's monthly experts by
// send status with today's pushes, today's private push, the empty state's way to the packages.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { MonthlyExpert, MonthlyOffer } from '@contracts/expertMonthly';
import MyExpertMonthPage from '@features/setMeals/monthly/MyExpertMonthPage';
import SpecialHomePage from '@features/setMeals/monthly/SpecialHomePage';
import { monthTabOf, standingText, statusTabOf } from '@features/setMeals/monthly/rules';
import { clearToken, storeToken } from '@shared/session';
import { installFakeClock } from '../../../../../kit/fakeClock';
import { Where, where } from '../../../../../kit/where';
import { plan } from '../../plans/kit';

const api = vi.hoisted(() => ({
  fetchMonthlyOffers: vi.fn(),
  fetchMyMonthly: vi.fn(),
  fetchPrivatePush: vi.fn(),
}));
vi.mock('@features/setMeals/monthly/api', () => api);
const lists = vi.hoisted(() => ({ fetchFreeJieduPage: vi.fn() }));
vi.mock('@features/interpretations/lists/api', async (original) => ({
  ...(await original<object>()),
  fetchFreeJieduPage: lists.fetchFreeJieduPage,
}));

const { expert, match } = plan();
const offer = (id: number, over: Partial<MonthlyOffer> = {}): MonthlyOffer => ({
  meal: {
    id,
    scope: 1,
    name: `${expert.nickname}专属包月`,
    tipsTag: '专家专属',
    expireDays: 30,
    lookCount: 20,
    buyNum: 12,
    totalAmount: '560.00',
    discountAmount: '476.00',
    discountDesc: '8.5折',
    pkgExpertType: 2,
    pkgExpertId: expert.id,
    nickname: expert.nickname,
  },
  expert,
  sendStatus: 0,
  left: 0,
  onSaleCount: 3,
  ...over,
});
const monthly = (ticketId: number, over: Partial<MonthlyExpert> = {}): MonthlyExpert => ({
  ticketId,
  name: `${expert.nickname}专属包月`,
  expert,
  lookCount: 20,
  usedCount: 5,
  boughtAt: Date.parse('2026-11-20T10:00:00+08:00'),
  expiresAt: Date.parse('2026-12-20T10:00:00+08:00'),
  sendStatus: 2,
  pushCount: 2,
  ...over,
});
const freeCard = {
  id: 9,
  title: '免费解读',
  summary: '两队近况。',
  pickCount: 1,
  price: '0.00',
  type: 0,
  publishedAt: Date.parse('2026-11-29T09:30:00+08:00'),
  result: 0,
  lookCount: 3,
  onSale: true,
  expert,
  match,
};

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  for (const fn of [...Object.values(api), ...Object.values(lists)]) fn.mockReset();
  storeToken('t'.repeat(43));
});
afterEach(() => {
  clearToken();
  clock.restore();
});

async function open(at: string) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/special-home" element={<SpecialHomePage />} />
        <Route path="/special-home/free" element={<SpecialHomePage />} />
        <Route path="/my-expert-month" element={<MyExpertMonthPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  await act(() => clock.advance(0));
}

describe('the rules', () => {
  it('words the standing, and reads the filters from the query', () => {
    expect(standingText(0, 0)).toBeNull();
    expect(standingText(1, 20)).toBe('包月中 · 剩余20次');
    expect(standingText(2, 7)).toBe('包月中 · 剩余7次');
    expect(standingText(3, 0)).toBe('已结束');
    expect(statusTabOf('2')).toBe(2);
    expect(statusTabOf('4')).toBe('all');
    expect(statusTabOf(null)).toBe('all');
    expect(monthTabOf('push')).toBe('push');
    expect(monthTabOf('x')).toBe('experts');
  });
});

describe('专家包月', () => {
  it('shows each expert’s package with the fan’s standing and what is on sale', async () => {
    api.fetchMonthlyOffers.mockResolvedValue({
      list: [offer(9, { sendStatus: 2, left: 7 }), offer(10, { sendStatus: 0 })],
      hasMore: false,
    });
    await open('/special-home');
    const cards = screen.getAllByTestId('monthly-offer');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('monthly-standing').textContent).toBe('包月中 · 剩余7次');
    expect(within(cards[1]!).queryByTestId('monthly-standing')).toBeNull();
    expect(within(cards[0]!).getByText('在售解读 3')).toBeTruthy();
    expect(within(cards[0]!).getByTestId('set-meal-order').textContent).toBe('立即订购');
  });

  it('says so when no expert sells one', async () => {
    api.fetchMonthlyOffers.mockResolvedValue({ list: [], hasMore: false });
    await open('/special-home');
    expect(screen.getByTestId('monthly-empty')).toBeTruthy();
  });

  it('opens 免费专区 as its own route, listing free readings', async () => {
    api.fetchMonthlyOffers.mockResolvedValue({ list: [], hasMore: false });
    lists.fetchFreeJieduPage.mockResolvedValue({
      list: [freeCard],
      pageNo: 1,
      pageSize: 10,
      hasMore: false,
    });
    await open('/special-home');
    fireEvent.click(screen.getByTestId('special-tabs-1'));
    await act(() => clock.advance(0));
    expect(where().path).toBe('/special-home/free');
    expect(screen.getByRole('heading', { name: '免费专区' })).toBeTruthy();
    expect(screen.getByTestId('jiedu-card-price').textContent).toBe('免费');
  });
});

describe('我的包月', () => {
  it('lists the fan’s monthly experts with their status, readings left and today’s pushes', async () => {
    api.fetchMyMonthly.mockResolvedValue({ list: [monthly(4)], hasMore: false });
    await open('/my-expert-month');
    expect(api.fetchMyMonthly).toHaveBeenCalledWith('all', 1, expect.anything());
    const card = screen.getByTestId('monthly-ticket');
    expect(within(card).getByTestId('monthly-status').textContent).toBe('使用中');
    expect(within(card).getByTestId('monthly-facts').textContent).toContain('剩余 15/20 次');
    expect(within(card).getByTestId('monthly-push-count').textContent).toBe('2');
  });

  it('filters by send status through the query, and offers the packages when there is none', async () => {
    api.fetchMyMonthly.mockResolvedValue({ list: [], hasMore: false });
    await open('/my-expert-month');
    fireEvent.click(screen.getByTestId('my-month-status-3'));
    await act(() => clock.advance(0));
    expect(where().search).toBe('?status=3');
    expect(api.fetchMyMonthly).toHaveBeenLastCalledWith(3, 1, expect.anything());
    expect(screen.getByText('暂无该状态的包月')).toBeTruthy();
    fireEvent.click(screen.getByText('去看看专家包月'));
    expect(where().path).toBe('/special-home');
  });

  it('shows today’s private push in its tab', async () => {
    api.fetchMyMonthly.mockResolvedValue({ list: [], hasMore: false });
    api.fetchPrivatePush.mockResolvedValue({
      list: [{ ...freeCard, price: '28.00' }],
      pageNo: 1,
      pageSize: 10,
      hasMore: false,
    });
    await open('/my-expert-month');
    fireEvent.click(screen.getByTestId('my-month-tabs-push'));
    await act(() => clock.advance(0));
    expect(where().search).toBe('?tab=push');
    expect(screen.getAllByTestId('jiedu-card')).toHaveLength(1);
  });
});
