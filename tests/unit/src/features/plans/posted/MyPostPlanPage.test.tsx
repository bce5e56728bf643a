// Pins 我发布的方案 (`my-post-plan/{expertId}/{tab}`, issue 19 §2): the expert's plans newest first
// as cards (title as text, match, price or 免费, 不中退款, the result once settled, readers) each
// opening its plan; the tabs 全部 / 在售 / 已结束 in the path, each a list from its first page;
// paging as the reader reaches the end; an empty tab with the way to publish; an unknown tab put
// right, an id that is not a number asked for nothing; an error with a retry.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { VirtuosoMockContext } from 'react-virtuoso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanCard, PlanPage } from '@contracts/plans';
import MyPostPlanPage from '@features/plans/posted/MyPostPlanPage';
import { ApiError } from '@shared/http';
import { installFakeClock } from '../../../../../kit/fakeClock';

const api = vi.hoisted(() => ({ fetchPostedPage: vi.fn() }));
vi.mock('@features/plans/posted/api', () => api);

/** A plan of expert 9 on sale for 18 coins, 不中退款, pending; kick-off 2026-11-22 20:00 Beijing. */
const card = (id: number, over: Partial<PlanCard> = {}): PlanCard => ({
  id,
  planNo: `2026112200000${id}`,
  title: `方案${id}：主队不败`,
  price: 18,
  refundIfLost: true,
  publishedAt: Date.parse('2026-11-22T09:30:00+08:00') - id * 60_000,
  result: 0,
  lookCount: 12,
  onSale: true,
  expert: {
    id: 9,
    nickname: '老王看球',
    icon: null,
    level: 3,
    levelName: '大师',
    userLevel: 2,
    recentWins: 7,
    recentTotal: 10,
    hitRate: 70,
    longestRedStreak: 6,
    currentStreak: 3,
  },
  match: {
    matchId: 1000 + id,
    sport: 1,
    leagueName: '英超',
    homeName: '阿森纳',
    awayName: '切尔西',
    matchTime: Date.parse('2026-11-22T20:00:00+08:00'),
    status: 0,
    homeScore: 0,
    awayScore: 0,
  },
  ...over,
});

const page = (list: PlanCard[], pageNo = 1, hasMore = false): PlanPage => ({
  list,
  pageNo,
  pageSize: 20,
  hasMore,
});

function Where() {
  const location = useLocation();
  const how = useNavigationType();
  return <div data-testid="where" data-path={location.pathname} data-how={how} />;
}

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  api.fetchPostedPage.mockReset();
  api.fetchPostedPage.mockResolvedValue(page([]));
});
afterEach(() => clock.restore());

async function open(at = '/my-post-plan/9/all') {
  render(
    <MemoryRouter initialEntries={['/tabs/user', at]}>
      <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 100 }}>
        <Routes>
          <Route path="/my-post-plan/:expertId/:tab" element={<MyPostPlanPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </VirtuosoMockContext.Provider>
      <Where />
    </MemoryRouter>,
  );
  await act(() => clock.advance(0));
}
const where = () => screen.getByTestId('where').dataset;
const cards = () => screen.getAllByTestId('plan-card');

describe('the cards', () => {
  it('shows each plan with its match, price, 不中退款, result and readers, opening the plan', async () => {
    api.fetchPostedPage.mockResolvedValue(
      page([
        card(1),
        card(2, { price: 0, refundIfLost: false, result: 1, onSale: false, title: '<b>稳</b>' }),
        card(3, { result: 2, onSale: false }),
        card(4, { result: 3, onSale: false }),
      ]),
    );
    await open();
    expect(api.fetchPostedPage).toHaveBeenCalledWith(9, 'all', 1, expect.anything());
    const [onSale, won, lost, pushed] = cards();
    expect(onSale!.getAttribute('href')).toBe('/plan/1');
    expect(within(onSale!).getByTestId('plan-card-title').textContent).toBe('方案1：主队不败');
    expect(within(onSale!).getByTestId('plan-card-match').textContent).toContain(
      '阿森纳 VS 切尔西',
    );
    expect(within(onSale!).getByTestId('plan-card-price').textContent).toBe('18 金币');
    expect(within(onSale!).getByTestId('plan-card-refund').textContent).toBe('不中退款');
    expect(within(onSale!).getByTestId('plan-card-looks').textContent).toBe('12人已看');
    expect(within(won!).getByTestId('plan-card-price').textContent).toBe('免费');
    expect(within(won!).queryByTestId('plan-card-refund')).toBeNull();
    expect(within(won!).getByTestId('plan-card-title').textContent).toBe('<b>稳</b>');
    expect(won!.querySelector('b')).toBeNull();
    expect(within(won!).getByTestId('plan-card-result').textContent).toBe('红');
    expect(within(lost!).getByTestId('plan-card-result').textContent).toBe('黑');
    expect(within(pushed!).getByTestId('plan-card-result').textContent).toBe('走水');
  });
});

describe('the tabs', () => {
  it('puts the tab in the path and starts each from its first page', async () => {
    api.fetchPostedPage.mockResolvedValue(page([card(1)]));
    await open();
    expect(screen.getByTestId('posted-tab-all').getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '全部',
      '在售',
      '已结束',
    ]);
    fireEvent.click(screen.getByTestId('posted-tab-settled'));
    await act(() => clock.advance(0));
    expect(where()).toMatchObject({ path: '/my-post-plan/9/settled', how: 'REPLACE' });
    expect(api.fetchPostedPage).toHaveBeenLastCalledWith(9, 'settled', 1, expect.anything());
    expect(screen.getByTestId('posted-tab-settled').getAttribute('aria-selected')).toBe('true');
  });

  it('pages as the reader reaches the end', async () => {
    api.fetchPostedPage.mockImplementation((_id: number, _tab: string, pageNo: number) =>
      Promise.resolve(
        page(
          Array.from({ length: 20 }, (_, i) => card((pageNo - 1) * 20 + i + 1)),
          pageNo,
          pageNo < 2,
        ),
      ),
    );
    await open('/my-post-plan/9/onSale');
    await act(() => clock.advance(0));
    expect(api.fetchPostedPage.mock.calls.map((c): unknown[] => [c[1], c[2]])).toEqual([
      ['onSale', 1],
      ['onSale', 2],
    ]);
    expect(cards()).toHaveLength(40);
    expect(screen.getByTestId('plans-more').dataset.state).toBe('end');
  });

  it('says when a tab is empty and offers to publish', async () => {
    await open('/my-post-plan/9/onSale');
    expect(screen.getByTestId('posted-empty').textContent).toContain('暂无在售的方案');
    expect(screen.getByTestId('posted-publish').getAttribute('href')).toBe(
      '/publish/zqtj/new?tab=0',
    );
    fireEvent.click(screen.getByTestId('posted-tab-all'));
    await act(() => clock.advance(0));
    expect(screen.getByTestId('posted-empty').textContent).toContain('您还没有发布过方案');
  });

  it('puts an unknown tab right to 全部', async () => {
    await open('/my-post-plan/9/mine');
    expect(where()).toMatchObject({ path: '/my-post-plan/9/all', how: 'REPLACE' });
    expect(api.fetchPostedPage).toHaveBeenCalledWith(9, 'all', 1, expect.anything());
  });

  it('asks for nothing with an expert id that is not a number', async () => {
    await open('/my-post-plan/abc/all');
    expect(screen.getByTestId('posted-not-found').textContent).toBe('专家不存在');
    expect(api.fetchPostedPage).not.toHaveBeenCalled();
  });

  it('shows what went wrong with a retry', async () => {
    api.fetchPostedPage.mockRejectedValueOnce(new ApiError('network', { path: '/x' }));
    await open();
    expect(screen.getByTestId('plans-error').textContent).toContain('网络连接失败');
    api.fetchPostedPage.mockResolvedValue(page([card(1)]));
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await act(() => clock.advance(0));
    expect(cards()).toHaveLength(1);
  });
});
