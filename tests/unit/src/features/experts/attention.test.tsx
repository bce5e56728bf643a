// Pins 我的关注 (myAttention/{tab}): the followed experts, each opening its home, with 取消关注 —
// the row leaves only on the server's answer, a failure keeps it and shows the returned error for
// 1000 ms; the 粉丝 tab (me), which no call serves yet, says so; switching tabs replaces the address.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '@features/experts/api';
import type * as Overlays from '@shared/overlays';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import { clearToken, storeToken } from '@shared/session';
import { expert, renderExpertRoutes } from './kit';

const api = vi.hoisted(() => ({
  fetchExpertHome: vi.fn<typeof Api.fetchExpertHome>(),
  fetchLeagueRecord: vi.fn<typeof Api.fetchLeagueRecord>(),
  fetchRankingPage: vi.fn<typeof Api.fetchRankingPage>(),
  fetchTop10: vi.fn<typeof Api.fetchTop10>(),
  searchExperts: vi.fn<typeof Api.searchExperts>(),
  followExpertCall: vi.fn<typeof Api.followExpertCall>(),
  fetchFollowedPage: vi.fn<typeof Api.fetchFollowedPage>(),
  fetchExpertPlans: vi.fn<typeof Api.fetchExpertPlans>(),
}));
vi.mock('@features/experts/api', () => api);

const overlays = vi.hoisted(() => ({ showToast: vi.fn(() => Promise.resolve()) }));
vi.mock('@shared/overlays', async (original) => ({
  ...(await original<typeof Overlays>()),
  showToast: overlays.showToast,
}));
configure({ asyncUtilTimeout: 3000 });

const followedAt = Date.parse('2026-11-20T10:00:00+08:00');
beforeEach(() => {
  for (const fn of [...Object.values(api), overlays.showToast]) fn.mockReset();
  api.fetchFollowedPage.mockResolvedValue({
    list: [
      { expert: expert(), followedAt },
      { expert: expert({ id: 10, nickname: '老李' }), followedAt },
    ],
    total: 2,
    pageNo: 1,
    hasMore: false,
  });
  storeToken('t'.repeat(43));
});
afterEach(() => {
  clearToken();
  appScheduler.reset();
});

const rows = () => screen.queryAllByTestId('followed-row');

describe('my followed experts', () => {
  it('lists them, each opening its home, with the day it was followed', async () => {
    renderExpertRoutes('/myAttention/other-all');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(api.fetchFollowedPage.mock.calls[0]?.[0]).toBe(1);
    expect(rows()[0]?.querySelector('a')?.getAttribute('href')).toBe('/public/expertHome/9');
    expect(rows()[0]?.textContent).toContain('2026-11-20 关注');
    expect(screen.getByTestId('followed-more').textContent).toBe('没有更多了');
  });

  it('drops a row when the server confirms the unfollow', async () => {
    api.followExpertCall.mockResolvedValue({ following: false, followers: 99 });
    renderExpertRoutes('/myAttention/other-all');
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rows()[0]!).getByTestId('followed-unfollow'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.followExpertCall).toHaveBeenCalledWith(9, false);
    expect(rows()[0]?.dataset.expertId).toBe('10');
  });

  it('keeps the row on a failure and shows the returned error for 1000 ms', async () => {
    api.followExpertCall.mockRejectedValue(
      new ApiError('server', {
        code: 'busy',
        message: '操作太频繁',
        path: '/api/expert/attention/9',
      }),
    );
    renderExpertRoutes('/myAttention/other-all');
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rows()[0]!).getByTestId('followed-unfollow'));
    await waitFor(() => expect(overlays.showToast).toHaveBeenCalledWith('操作太频繁', 1000));
    expect(rows()).toHaveLength(2);
  });

  it('says so when the fan follows nobody', async () => {
    api.fetchFollowedPage.mockResolvedValue({ list: [], total: 0, pageNo: 1, hasMore: false });
    renderExpertRoutes('/myAttention/other-all');
    await waitFor(() =>
      expect(screen.getByTestId('followed-empty').textContent).toBe('还没有关注的专家'),
    );
  });

  it('says the 粉丝 tab is not open yet, and switching tabs replaces the address', async () => {
    renderExpertRoutes('/myAttention/other-all');
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByTestId('attention-tab-me'));
    await waitFor(() => expect(screen.getByTestId('fans-unavailable')).toBeTruthy());
    const where = screen.getByTestId('where').dataset;
    expect(where.path).toBe('/myAttention/me');
    expect(where.how).toBe('REPLACE');
  });
});
