// Pins 专家推荐 on the home tab (issue 19 §2): the football hot experts and the three newest football
// plans on sale, 更多方案 to the 方案 tab; a failed or empty plan list takes no room and does not
// take the hot experts with it.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/http';
import HomePlanBlock from '@features/plans/lists/HomePlanBlock';
import { cardPage, emptyPage, rankingRow } from './kit';

const api = vi.hoisted(() => ({
  fetchPlanPage: vi.fn(),
  fetchMyLookPage: vi.fn(),
  fetchLookListPage: vi.fn(),
  fetchHotExperts: vi.fn(),
}));
vi.mock('@features/plans/lists/api', () => api);

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.fetchHotExperts.mockResolvedValue([rankingRow(1), rankingRow(2)]);
});

const show = () =>
  render(
    <MemoryRouter>
      <HomePlanBlock />
    </MemoryRouter>,
  );

describe('专家推荐 on the home tab', () => {
  it('shows the football hot experts and the three newest football plans, 更多方案 to the 方案 tab', async () => {
    api.fetchPlanPage.mockResolvedValue(cardPage(1));
    show();
    const cards = await screen.findAllByTestId('plan-card');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/plan/1', '/plan/2', '/plan/3']);
    expect(api.fetchPlanPage).toHaveBeenCalledWith('1', 'all', 1, expect.any(AbortSignal));
    expect(api.fetchHotExperts).toHaveBeenCalledWith('1', expect.any(AbortSignal));
    expect(await screen.findAllByTestId('hot-expert')).toHaveLength(2);
    expect(screen.getByTestId('home-plan-more').getAttribute('href')).toBe('/tabs/plan');
  });

  it('takes no room for plans when there are none on sale, keeping the hot experts', async () => {
    api.fetchPlanPage.mockResolvedValue(emptyPage());
    show();
    expect(await screen.findAllByTestId('hot-expert')).toHaveLength(2);
    expect(screen.queryByTestId('home-plans')).toBeNull();
  });

  it('takes no room for plans when their call fails', async () => {
    api.fetchPlanPage.mockRejectedValue(new ApiError('network', { path: '/api/plan/list' }));
    show();
    expect(await screen.findAllByTestId('hot-expert')).toHaveLength(2);
    expect(screen.queryByTestId('plan-card')).toBeNull();
    expect(screen.queryByTestId('home-plans')).toBeNull();
  });
});
