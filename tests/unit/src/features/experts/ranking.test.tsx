// Pins the rankings as a fan meets them: 8 experts a page (product-spec §9) with rank, initial,
// nickname, level, the period's figures and the streak; 加载更多 for the next page until 没有更多了,
// a failed page with 点击重试; a new ranking type or ball type asked from its first page (the
// ranking page replacing its address); the hall's hot experts; the laboratory asking the server for
// its own experts (userLevel 1), ranked and paged by the server.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '@features/experts/api';
import type { RankingPage } from '@contracts/experts';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import { rankingPage, rankingRow, renderExpertRoutes } from './kit';

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
configure({ asyncUtilTimeout: 3000 });

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.fetchTop10.mockResolvedValue([]);
});
afterEach(() => appScheduler.reset());

const rows = () => screen.queryAllByTestId('ranking-row');
const ranks = () => rows().map((r) => within(r).getByTestId('ranking-rank').textContent);
const footer = () => screen.getByTestId('ranking-more');
const calls = () => api.fetchRankingPage.mock.calls.map((c) => c.slice(0, 3));
const where = () => screen.getByTestId('where').dataset;

describe('the ranking page', () => {
  it('shows 8 experts with rank, initial, name, level, the period’s figures and the streak', async () => {
    api.fetchRankingPage.mockResolvedValue(rankingPage(1, true));
    renderExpertRoutes('/expert/famous/1/1');
    await waitFor(() => expect(rows()).toHaveLength(8));
    expect(calls()).toEqual([['1', '1', 1]]);
    const first = rows()[0]!;
    expect(within(first).getByTestId('ranking-rank').textContent).toBe('1');
    expect(within(first).getByTestId('expert-avatar').textContent).toBe('专');
    expect(within(first).getByTestId('expert-name').textContent).toBe('专家1');
    expect(first.textContent).toContain('八段上');
    // 周回报 ranks by return: the return stands on the right, the line gives the others.
    expect(within(first).getByTestId('ranking-key').textContent).toBe('131.5%回报率');
    expect(within(first).getByTestId('ranking-figures').textContent).toBe(
      '近7天12中8命中率67%4连红',
    );
    expect(first.getAttribute('href')).toBe('/public/expertHome/101');
    expect(footer().dataset.state).toBe('more');
    expect(footer().textContent).toBe('加载更多');
  });

  it('loads the next 8 on 加载更多, and says 没有更多了 at the end', async () => {
    api.fetchRankingPage.mockImplementation((_q: string, _t: string, pageNo: number) =>
      Promise.resolve(rankingPage(pageNo, pageNo < 2, pageNo < 2 ? 8 : 3)),
    );
    renderExpertRoutes('/expert/famous/1/1');
    await waitFor(() => expect(rows()).toHaveLength(8));
    fireEvent.click(footer());
    await waitFor(() => expect(rows()).toHaveLength(11));
    expect(calls()).toEqual([
      ['1', '1', 1],
      ['1', '1', 2],
    ]);
    expect(ranks().slice(7)).toEqual(['8', '9', '10', '11']);
    expect(footer().dataset.state).toBe('end');
    expect(footer().textContent).toBe('没有更多了');
  });

  it('offers 点击重试 when the next page fails, and loads it on the tap', async () => {
    let failNext = true;
    api.fetchRankingPage.mockImplementation((_q: string, _t: string, pageNo: number) => {
      if (pageNo === 2 && failNext) {
        failNext = false;
        return Promise.reject(new ApiError('network', { path: '/api/famous/ranking/1/1' }));
      }
      return Promise.resolve(rankingPage(pageNo, pageNo < 2));
    });
    renderExpertRoutes('/expert/famous/1/1');
    await waitFor(() => expect(rows()).toHaveLength(8));
    fireEvent.click(footer());
    await waitFor(() => expect(footer().dataset.state).toBe('error'));
    expect(rows()).toHaveLength(8);
    fireEvent.click(within(footer()).getByText('点击重试'));
    await waitFor(() => expect(rows()).toHaveLength(16));
  });

  it('asks a new ranking type and ball type from their first page, replacing the address', async () => {
    api.fetchRankingPage.mockResolvedValue(rankingPage(1, true));
    renderExpertRoutes('/expert/famous/1/1');
    await waitFor(() => expect(rows()).toHaveLength(8));
    fireEvent.click(screen.getByTestId('ranking-type-3'));
    await waitFor(() => expect(calls().at(-1)).toEqual(['1', '3', 1]));
    expect(where().path).toBe('/expert/famous/3/1');
    expect(where().how).toBe('REPLACE');
    await waitFor(() => expect(rows()).toHaveLength(8));
    // 月命中 ranks by hit rate.
    expect(within(rows()[0]!).getByTestId('ranking-key').textContent).toBe('67%命中率');
    fireEvent.click(screen.getByTestId('ball-2'));
    await waitFor(() => expect(calls().at(-1)).toEqual(['2', '3', 1]));
    expect(where().path).toBe('/expert/famous/3/2');
  });

  it('reads the choices from the link, and says so when nobody ranks', async () => {
    api.fetchRankingPage.mockResolvedValue({ list: [], pageNo: 1, pageSize: 8, hasMore: false });
    renderExpertRoutes('/expert/famous/4/2');
    await waitFor(() =>
      expect(screen.getByTestId('ranking-empty').textContent).toBe('暂无上榜专家'),
    );
    expect(calls()).toEqual([['2', '4', 1]]);
    expect(screen.getByTestId('ranking-type-4').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('ball-2').getAttribute('aria-selected')).toBe('true');
  });

  it('shows the failure of the first page with 重新加载', async () => {
    api.fetchRankingPage
      .mockRejectedValueOnce(new ApiError('network', { path: '/api/famous/ranking/1/1' }))
      .mockResolvedValue(rankingPage(1, false));
    renderExpertRoutes('/expert/famous/1/1');
    await waitFor(() => expect(screen.getByTestId('ranking-error')).toBeTruthy());
    fireEvent.click(screen.getByText('重新加载'));
    await waitFor(() => expect(rows()).toHaveLength(8));
  });
});

describe('the hall', () => {
  it('keeps its choices in state, with hot experts, search and the ways to the ranking and the lab', async () => {
    api.fetchRankingPage.mockResolvedValue(rankingPage(1, false));
    api.fetchTop10.mockResolvedValue([rankingRow(1), rankingRow(2)]);
    renderExpertRoutes('/expert');
    await waitFor(() => expect(rows()).toHaveLength(8));
    await waitFor(() => expect(screen.getAllByTestId('hot-expert')).toHaveLength(2));
    expect(api.fetchTop10).toHaveBeenCalledWith('1', expect.any(AbortSignal));
    expect(screen.getByTestId('expert-search-entry').getAttribute('href')).toBe(
      '/expert-search?type=1',
    );
    fireEvent.click(screen.getByTestId('ranking-type-2'));
    await waitFor(() => expect(calls().at(-1)).toEqual(['1', '2', 1]));
    expect(where().path).toBe('/expert');
    expect(screen.getByTestId('hall-ranking-link').getAttribute('href')).toBe('/expert/famous/2/1');
    expect(screen.getByTestId('hall-lab-link').getAttribute('href')).toBe('/expert/lab/1/2');
  });
});

describe('the laboratory', () => {
  const lab = { userLevel: 1 };
  const levels = () => api.fetchRankingPage.mock.calls.map((c) => c[3]?.userLevel);

  it('asks the server for the laboratory experts, ranked among themselves', async () => {
    const page: RankingPage = {
      list: [rankingRow(1, lab), rankingRow(2, lab)],
      pageNo: 1,
      pageSize: 8,
      hasMore: false,
    };
    api.fetchRankingPage.mockResolvedValue(page);
    renderExpertRoutes('/expert/lab/2/3');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(calls()).toEqual([['2', '3', 1]]);
    expect(levels()).toEqual(['1']);
    expect(ranks()).toEqual(['1', '2']);
    expect(within(rows()[0]!).getByTestId('expert-lab').textContent).toBe('实验室');
  });

  it('pages as the server cut it, 8 at a time with the server’s ranks', async () => {
    api.fetchRankingPage.mockImplementation((_q: string, _t: string, pageNo: number) =>
      Promise.resolve(rankingPage(pageNo, pageNo < 2, pageNo < 2 ? 8 : 2)),
    );
    renderExpertRoutes('/expert/lab/1/1');
    await waitFor(() => expect(rows()).toHaveLength(8));
    fireEvent.click(footer());
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(calls().map((c) => c[2])).toEqual([1, 2]);
    expect(levels()).toEqual(['1', '1']);
    expect(ranks().slice(7)).toEqual(['8', '9', '10']);
    expect(footer().dataset.state).toBe('end');
  });

  it('says so when no laboratory expert ranks', async () => {
    api.fetchRankingPage.mockResolvedValue({ list: [], pageNo: 1, pageSize: 8, hasMore: false });
    renderExpertRoutes('/expert/lab/1/4');
    await waitFor(() =>
      expect(screen.getByTestId('ranking-empty').textContent).toBe('暂无上榜的实验室专家'),
    );
  });

  it('asks the whole ranking without a level', async () => {
    api.fetchRankingPage.mockResolvedValue(rankingPage(1, false));
    renderExpertRoutes('/expert/famous/1/1');
    await waitFor(() => expect(rows()).toHaveLength(8));
    expect(levels()).toEqual([undefined]);
  });
});
