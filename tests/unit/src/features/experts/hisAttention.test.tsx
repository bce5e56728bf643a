// Pins TA的关注 (hisAttention/{expertId}/{tab}) as a fan meets it: 粉丝 by default and 关注, each
// a list from its first page (the tab replacing the address), with the total; an expert's row opens
// their home and carries a follow button that changes only on the server's answer (none on the
// viewer's own row, visitors sent to log in), a fan's row opens nothing; 加载更多 for the next page;
// 暂无粉丝 / 暂无关注; a failure with 重新加载; an unknown expert; the expert home's counts link here.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '@features/experts/api';
import { appScheduler } from '@schedulers';
import { loginRequired$ } from '@shared/events';
import { ApiError } from '@shared/http';
import { clearToken, storeToken } from '@shared/session';
import { attentionPage, attentionRow, expertHome, renderExpertRoutes } from './kit';

const api = vi.hoisted(() => ({
  fetchExpertHome: vi.fn<typeof Api.fetchExpertHome>(),
  fetchExpertPlans: vi.fn<typeof Api.fetchExpertPlans>(),
  followExpertCall: vi.fn<typeof Api.followExpertCall>(),
  fetchAttentionPage: vi.fn<typeof Api.fetchAttentionPage>(),
}));
vi.mock('@features/experts/api', () => api);
configure({ asyncUtilTimeout: 3000 });

const fans = [
  attentionRow(31, { nickName: '铁杆球迷小周' }),
  attentionRow(32, { nickName: '实验室新人', expertId: 77 }),
  attentionRow(33, { nickName: '我自己', expertId: 78, own: true }),
];

let loginAsks: string[];
let loginSub: { unsubscribe: () => void };
beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.fetchAttentionPage.mockResolvedValue(attentionPage(fans, { total: 3 }));
  storeToken('t'.repeat(43));
  loginAsks = [];
  loginSub = loginRequired$.subscribe((e) => loginAsks.push(e.returnTo));
});
afterEach(() => {
  loginSub.unsubscribe();
  clearToken();
  appScheduler.reset();
});

const rows = () => screen.queryAllByTestId('attention-row');
const calls = () => api.fetchAttentionPage.mock.calls.map((c) => c.slice(0, 3));
const where = () => screen.getByTestId('where').dataset;

describe('TA的关注', () => {
  it('shows the fans first, expert rows opening their home, fans opening nothing', async () => {
    renderExpertRoutes('/hisAttention/9/me');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(calls()).toEqual([['me', 9, 1]]);
    expect(screen.getByTestId('attention-count').textContent).toBe('共3位粉丝');
    const [fan, expert, own] = rows();
    expect(within(fan!).getByTestId('attention-name').textContent).toBe('铁杆球迷小周');
    expect(fan!.querySelector('a')).toBeNull();
    expect(within(fan!).queryByTestId('attention-follow')).toBeNull();
    expect(fan!.textContent).toContain('2026-11-20 关注');
    expect(expert!.querySelector('a')?.getAttribute('href')).toBe('/public/expertHome/77');
    expect(expert!.textContent).toContain('八段上');
    expect(within(expert!).getByTestId('attention-follow').textContent).toBe('+ 关注');
    expect(within(own!).queryByTestId('attention-follow')).toBeNull();
    expect(screen.getByTestId('attention-more').textContent).toBe('没有更多了');
    expect(screen.getByTestId('his-attention-tab-me').getAttribute('aria-selected')).toBe('true');
  });

  it('switches to 关注 from its first page, replacing the address', async () => {
    renderExpertRoutes('/hisAttention/9/me');
    await waitFor(() => expect(rows()).toHaveLength(3));
    api.fetchAttentionPage.mockResolvedValue(
      attentionPage([attentionRow(40, { nickName: '老李', expertId: 12, following: true })]),
    );
    fireEvent.click(screen.getByTestId('his-attention-tab-other'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls().at(-1)).toEqual(['other', 9, 1]);
    expect(where().path).toBe('/hisAttention/9/other');
    expect(where().how).toBe('REPLACE');
    expect(screen.getByTestId('attention-count').textContent).toBe('共1位专家');
    expect(within(rows()[0]!).getByTestId('attention-follow').textContent).toBe('已关注');
  });

  it('follows an expert row on the server’s answer, and sends a visitor to log in', async () => {
    api.followExpertCall.mockResolvedValue({ following: true, followers: 301 });
    renderExpertRoutes('/hisAttention/9/me');
    await waitFor(() => expect(rows()).toHaveLength(3));
    const button = () => within(rows()[1]!).getByTestId('attention-follow');
    fireEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('已关注'));
    expect(api.followExpertCall).toHaveBeenCalledWith(77, true);
    clearToken();
    api.followExpertCall.mockClear();
    fireEvent.click(button());
    await waitFor(() => expect(loginAsks).toHaveLength(1));
    expect(api.followExpertCall).not.toHaveBeenCalled();
    expect(button().textContent).toBe('已关注');
  });

  it('loads the next page on 加载更多', async () => {
    api.fetchAttentionPage.mockImplementation((_kind, _id, pageNo) =>
      Promise.resolve(
        pageNo === 1
          ? attentionPage(
              Array.from({ length: 20 }, (_, i) => attentionRow(100 + i)),
              { total: 22, hasMore: true },
            )
          : attentionPage([attentionRow(200), attentionRow(201)], { total: 22, pageNo: 2 }),
      ),
    );
    renderExpertRoutes('/hisAttention/9/me');
    await waitFor(() => expect(rows()).toHaveLength(20));
    fireEvent.click(screen.getByTestId('attention-more'));
    await waitFor(() => expect(rows()).toHaveLength(22));
    expect(calls().map((c) => c[2])).toEqual([1, 2]);
    expect(screen.getByTestId('attention-more').textContent).toBe('没有更多了');
  });

  it('says 暂无粉丝 and 暂无关注 for empty lists', async () => {
    api.fetchAttentionPage.mockResolvedValue(attentionPage([]));
    renderExpertRoutes('/hisAttention/9/me');
    await waitFor(() => expect(screen.getByTestId('attention-empty').textContent).toBe('暂无粉丝'));
    fireEvent.click(screen.getByTestId('his-attention-tab-other'));
    await waitFor(() => expect(screen.getByTestId('attention-empty').textContent).toBe('暂无关注'));
  });

  it('shows a failure with 重新加载, and an unknown expert as such', async () => {
    const path = '/api/expert/attentionMe/9/1';
    api.fetchAttentionPage
      .mockRejectedValueOnce(new ApiError('network', { path }))
      .mockResolvedValue(attentionPage(fans));
    renderExpertRoutes('/hisAttention/9/me');
    await waitFor(() => expect(screen.getByTestId('attention-error')).toBeTruthy());
    fireEvent.click(screen.getByText('重新加载'));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('says 专家不存在 for an unknown expert, and calls nothing for a bad link', async () => {
    api.fetchAttentionPage.mockRejectedValue(
      new ApiError('http', { status: 404, code: 'expert_not_found', path: '/api/x' }),
    );
    const view = renderExpertRoutes('/hisAttention/999/other');
    await waitFor(() =>
      expect(screen.getByTestId('expert-not-found').textContent).toBe('专家不存在'),
    );
    view.unmount();
    api.fetchAttentionPage.mockClear();
    renderExpertRoutes('/hisAttention/abc/me');
    expect(screen.getByTestId('expert-not-found').textContent).toBe('专家不存在');
    expect(api.fetchAttentionPage).not.toHaveBeenCalled();
  });
});

describe('the expert home’s counts', () => {
  it('open TA的关注 on 粉丝 and on 关注', async () => {
    api.fetchExpertHome.mockResolvedValue(expertHome());
    api.fetchExpertPlans.mockResolvedValue({ list: [], pageNo: 1, pageSize: 20, hasMore: false });
    renderExpertRoutes('/public/expertHome/9');
    await waitFor(() => expect(screen.getByTestId('expert-followers')).toBeTruthy());
    expect(screen.getByTestId('expert-followers').getAttribute('href')).toBe('/hisAttention/9/me');
    expect(screen.getByTestId('expert-following').getAttribute('href')).toBe(
      '/hisAttention/9/other',
    );
    fireEvent.click(screen.getByTestId('expert-followers'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(where().path).toBe('/hisAttention/9/me');
  });
});
