// Pins 我的关注 (myAttention/{tab}): the followed experts, each opening its home, with 取消关注 —
// the row leaves only on the server's answer, a failure keeps it and shows the returned error for
// 1000 ms; 人气专家 (other-famous) asks the famous list; 我的粉丝 (me) lists an expert's own fans
// and tells a fan who is no expert how fans come; switching tabs replaces the address.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '@features/experts/api';
import type * as Overlays from '@shared/overlays';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import { clearToken, storeToken } from '@shared/session';
import { attentionPage, attentionRow, expert, renderExpertRoutes } from './kit';

const api = vi.hoisted(() => ({
  fetchExpertHome: vi.fn<typeof Api.fetchExpertHome>(),
  fetchLeagueRecord: vi.fn<typeof Api.fetchLeagueRecord>(),
  fetchRankingPage: vi.fn<typeof Api.fetchRankingPage>(),
  fetchTop10: vi.fn<typeof Api.fetchTop10>(),
  searchExperts: vi.fn<typeof Api.searchExperts>(),
  followExpertCall: vi.fn<typeof Api.followExpertCall>(),
  fetchFollowedPage: vi.fn<typeof Api.fetchFollowedPage>(),
  fetchExpertPlans: vi.fn<typeof Api.fetchExpertPlans>(),
  fetchMyFansPage: vi.fn<typeof Api.fetchMyFansPage>(),
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

  it('asks the popular forecasters on 人气专家', async () => {
    renderExpertRoutes('/myAttention/other-all');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(api.fetchFollowedPage.mock.calls[0]?.[2]).toBe(false);
    api.fetchFollowedPage.mockResolvedValue({ list: [], total: 0, pageNo: 1, hasMore: false });
    fireEvent.click(screen.getByTestId('attention-tab-other-famous'));
    await waitFor(() =>
      expect(screen.getByTestId('followed-empty').textContent).toBe('还没有关注的人气专家'),
    );
    expect(api.fetchFollowedPage.mock.calls.at(-1)?.[2]).toBe(true);
    expect(screen.getByTestId('where').dataset.path).toBe('/myAttention/other-famous');
  });
});

describe('my fans', () => {
  it('lists an expert’s own fans, switching tabs replacing the address', async () => {
    api.fetchMyFansPage.mockResolvedValue(
      attentionPage([attentionRow(31, { nickName: '铁杆球迷小周' }), attentionRow(32)], {
        total: 2,
      }),
    );
    renderExpertRoutes('/myAttention/other-all');
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByTestId('attention-tab-me'));
    await waitFor(() => expect(screen.getAllByTestId('attention-row')).toHaveLength(2));
    expect(api.fetchMyFansPage.mock.calls[0]?.[0]).toBe(1);
    expect(screen.getByTestId('attention-count').textContent).toBe('共2位粉丝');
    expect(screen.getAllByTestId('attention-name').map((n) => n.textContent)).toEqual([
      '铁杆球迷小周',
      '球迷32',
    ]);
    const where = screen.getByTestId('where').dataset;
    expect(where.path).toBe('/myAttention/me');
    expect(where.how).toBe('REPLACE');
  });

  it('says 暂无粉丝 to an expert without fans', async () => {
    api.fetchMyFansPage.mockResolvedValue(attentionPage([]));
    renderExpertRoutes('/myAttention/me');
    await waitFor(() => expect(screen.getByTestId('attention-empty').textContent).toBe('暂无粉丝'));
  });

  it('tells a fan who is no expert how fans come', async () => {
    api.fetchMyFansPage.mockResolvedValue(attentionPage([], { owner: null }));
    renderExpertRoutes('/myAttention/me');
    await waitFor(() =>
      expect(screen.getByTestId('attention-empty').textContent).toBe(
        '成为专家后，关注你的球迷会显示在这里',
      ),
    );
    expect(api.fetchFollowedPage).not.toHaveBeenCalled();
  });

  it('shows a failure with 重新加载', async () => {
    api.fetchMyFansPage
      .mockRejectedValueOnce(new ApiError('network', { path: '/api/uc/attentionMe/0/1' }))
      .mockResolvedValue(attentionPage([attentionRow(31)]));
    renderExpertRoutes('/myAttention/me');
    await waitFor(() => expect(screen.getByTestId('attention-error')).toBeTruthy());
    fireEvent.click(screen.getByText('重新加载'));
    await waitFor(() => expect(screen.getAllByTestId('attention-row')).toHaveLength(1));
  });
});
