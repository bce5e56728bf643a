// Pins the expert record pages of issue 37 §3 as a fan meets them: 战绩详情 (the slice named in its
// option, its record line, its plans paged, a bad option making no call, a 404 said as such),
// 战绩分布 (the counts, the bars by game and by league — a league opening its 战绩详情 —, the best
// figures, the ball switch replacing the address) and 联赛专家榜 (the ranking, the asking expert
// marked or shown below, an error with a retry).
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RecordApi from '@features/experts/records/api';
import type * as Api from '@features/experts/api';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import LeagueRecordDetailPage from '@features/experts/records/LeagueRecordDetailPage';
import DistributionPage from '@features/experts/records/DistributionPage';
import LeagueExpertsPage from '@features/experts/records/LeagueExpertsPage';
import { sliceOf, sliceOption } from '@features/experts/records/rules';
import { expert, expertHome, planCard } from './kit';

const recordApi = vi.hoisted(() => ({
  fetchLeagueRecordDetail: vi.fn<typeof RecordApi.fetchLeagueRecordDetail>(),
  fetchDistribution: vi.fn<typeof RecordApi.fetchDistribution>(),
  fetchBestScore: vi.fn<typeof RecordApi.fetchBestScore>(),
  fetchLeagueExperts: vi.fn<typeof RecordApi.fetchLeagueExperts>(),
}));
vi.mock('@features/experts/records/api', () => recordApi);
const api = vi.hoisted(() => ({ fetchExpertHome: vi.fn<typeof Api.fetchExpertHome>() }));
vi.mock('@features/experts/api', async (original) => ({
  ...(await original<typeof Api>()),
  fetchExpertHome: api.fetchExpertHome,
}));
configure({ asyncUtilTimeout: 3000 });

const record = { picks: 12, won: 8, hitRate: 67, plans: 10, plansWon: 6, returnRate: 118.4 };

beforeEach(() => {
  for (const fn of [...Object.values(recordApi), api.fetchExpertHome]) fn.mockReset();
  api.fetchExpertHome.mockResolvedValue(expertHome());
  recordApi.fetchBestScore.mockResolvedValue({
    bestStreak: 7,
    currentStreak: 2,
    bestRun: { won: 9, total: 10 },
    bestMonth: { month: '2026-10', settled: 14, won: 10, returnRate: 131.2 },
    streakRank: 4,
  });
});
afterEach(() => appScheduler.reset());

function Where() {
  const l = useLocation();
  return <div data-testid="where" data-path={l.pathname} data-search={l.search} />;
}
function open(at: string) {
  return render(
    <MemoryRouter initialEntries={['/tabs/home', at]}>
      <Routes>
        <Route path="/leagueRecordDetail/:option" element={<LeagueRecordDetailPage />} />
        <Route path="/public/distribution" element={<DistributionPage />} />
        <Route path="/public/expertJdByLeague" element={<LeagueExpertsPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
const text = (id: string) => screen.getByTestId(id).textContent;

describe('the option of leagueRecordDetail', () => {
  it('carries expert, league, game and period, and nothing else reads as a slice', () => {
    const slice = { expertId: 9, leagueId: 36, gameId: 4071, dateIndex: 1 };
    expect(sliceOf(sliceOption(slice))).toEqual(slice);
    for (const bad of ['9-36-4071', '0-36-0-0', '9-x-0-0', '9-36-0-3', '9-36-0-0-1', undefined])
      expect(sliceOf(bad)).toBeNull();
  });
});

describe('战绩详情', () => {
  it('shows the slice’s record line and its plans, and pages on', async () => {
    recordApi.fetchLeagueRecordDetail.mockImplementation((_slice, pageNo) =>
      Promise.resolve({
        leagueName: '英超',
        record,
        page: {
          list: [planCard({ id: pageNo * 100, title: `方案${pageNo}` })],
          pageNo,
          pageSize: 20,
          hasMore: pageNo === 1,
        },
      }),
    );
    open('/leagueRecordDetail/9-36-4071-1');
    await waitFor(() => expect(screen.getByTestId('slice-title')).toBeTruthy());
    expect(recordApi.fetchLeagueRecordDetail).toHaveBeenCalledWith(
      { expertId: 9, leagueId: 36, gameId: 4071, dateIndex: 1 },
      1,
      expect.any(AbortSignal),
    );
    expect(text('slice-title')).toBe('英超 · 胜平负 · 近30天');
    expect(text('record-hits')).toBe('12中8');
    expect(text('record-hit-rate')).toBe('67%');
    expect(text('record-plans')).toBe('10中6');
    expect(text('record-return')).toBe('118.4%');
    expect(screen.getAllByTestId('expert-plan')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('slice-more'));
    await waitFor(() => expect(screen.getAllByTestId('expert-plan')).toHaveLength(2));
    expect(screen.getByTestId('slice-league-ranking').getAttribute('href')).toBe(
      '/public/expertJdByLeague?expertId=9&leagueId=36',
    );
  });

  it('makes no call for an option that names no slice', () => {
    open('/leagueRecordDetail/abc');
    expect(screen.getByTestId('slice-not-found')).toBeTruthy();
    expect(recordApi.fetchLeagueRecordDetail).not.toHaveBeenCalled();
  });

  it('says a slice the server does not know instead of offering a retry', async () => {
    recordApi.fetchLeagueRecordDetail.mockRejectedValue(
      new ApiError('server', { status: 404, code: 'league_not_found', path: '/api/x' }),
    );
    open('/leagueRecordDetail/9-999-0-0');
    await waitFor(() => expect(screen.getByTestId('slice-not-found')).toBeTruthy());
  });

  it('shows an empty slice as 暂无方案 under its record line', async () => {
    recordApi.fetchLeagueRecordDetail.mockResolvedValue({
      leagueName: '西甲',
      record: { picks: 0, won: 0, hitRate: null, plans: 0, plansWon: 0, returnRate: null },
      page: { list: [], pageNo: 1, pageSize: 20, hasMore: false },
    });
    open('/leagueRecordDetail/9-2-0-0');
    await waitFor(() => expect(screen.getByTestId('slice-empty')).toBeTruthy());
    expect(text('record-hits')).toBe('暂无');
    expect(text('record-return')).toBe('--');
  });
});

describe('战绩分布', () => {
  beforeEach(() => {
    recordApi.fetchDistribution.mockResolvedValue({
      published: 40,
      settled: 30,
      won: 19,
      rows: [{ gameId: 4071, gameName: '胜平负', picks: 20, won: 13, hitRate: 65 }],
      leagues: [{ leagueId: 36, leagueName: '英超', picks: 14, won: 10, hitRate: 71 }],
    });
  });

  it('shows the counts, the bars, a league opening its plans, and the best figures', async () => {
    open('/public/distribution?expertId=9&qiuFlag=1');
    await waitFor(() => expect(screen.getByTestId('distribution-published')).toBeTruthy());
    expect(recordApi.fetchDistribution).toHaveBeenCalledWith(9, '1', expect.any(AbortSignal));
    expect(text('distribution-published')).toBe('40');
    expect(text('distribution-settled')).toBe('30中19');
    expect(text('distribution-games-row')).toContain('胜平负');
    expect(text('distribution-games-row')).toContain('20中13 65%');
    expect(
      screen.getByTestId('distribution-leagues-row').querySelector('a')?.getAttribute('href'),
    ).toBe('/leagueRecordDetail/9-36-0-0');
    await waitFor(() => expect(screen.getByTestId('best-streak')).toBeTruthy());
    expect(text('best-streak')).toBe('7连红');
    expect(text('best-run')).toBe('10中9');
    expect(text('best-month')).toBe('131.2%');
    expect(text('streak-rank')).toBe('第4名');
  });

  it('switches the ball type by replacing the address, and asks for basketball', async () => {
    open('/public/distribution?expertId=9');
    await waitFor(() => expect(screen.getByTestId('distribution-published')).toBeTruthy());
    fireEvent.click(screen.getByRole('tab', { name: '篮球' }));
    await waitFor(() =>
      expect(recordApi.fetchDistribution).toHaveBeenCalledWith(9, '2', expect.any(AbortSignal)),
    );
    expect(screen.getByTestId('where').dataset.search).toBe('?expertId=9&qiuFlag=2');
  });

  it('says an unknown or missing expert', () => {
    open('/public/distribution');
    expect(screen.getByTestId('expert-not-found')).toBeTruthy();
    expect(recordApi.fetchDistribution).not.toHaveBeenCalled();
  });
});

describe('联赛专家榜', () => {
  const row = (id: number, rank: number | null) => ({
    rank,
    expert: expert({ id, nickname: `专家${id}` }),
    picks: 10,
    won: 7,
    hitRate: 70,
  });

  it('ranks the league’s experts and marks the one it was opened for', async () => {
    recordApi.fetchLeagueExperts.mockResolvedValue({
      leagueId: 36,
      leagueName: '英超',
      list: [row(5, 1), row(9, 2)],
      self: row(9, 2),
    });
    open('/public/expertJdByLeague?expertId=9&leagueId=36');
    await waitFor(() => expect(screen.getByTestId('league-ranking-title')).toBeTruthy());
    expect(text('league-ranking-title')).toContain('英超');
    expect(screen.getAllByTestId('league-rank-row')).toHaveLength(1);
    expect(screen.getByTestId('league-rank-self').getAttribute('href')).toBe(
      '/public/expertHome/9',
    );
  });

  it('shows the expert below the list when outside it, and retries after an error', async () => {
    recordApi.fetchLeagueExperts.mockRejectedValueOnce(new ApiError('network', { path: '/api/x' }));
    recordApi.fetchLeagueExperts.mockResolvedValue({
      leagueId: 36,
      leagueName: '英超',
      list: [row(5, 1)],
      self: { ...row(9, null), picks: 1, won: 0, hitRate: 0 },
    });
    open('/public/expertJdByLeague?expertId=9&leagueId=36');
    await waitFor(() => expect(screen.getByTestId('league-ranking-error')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.getByTestId('league-rank-self')).toBeTruthy());
    expect(screen.getByTestId('league-rank-self').textContent).toContain('--');
  });
});
