// Pins the pages around a match: the share page (no tab bar or back button, the match live, a way
// into the app), the long image variant, the 直播 list of watchable live matches, and 说明.
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchItem, MatchPage } from '@contracts/sportdata/matches';
import { appScheduler } from '@schedulers';
import BkExplanationPage from '@features/matchDetail/explain/BkExplanationPage';
import LiveHubPage from '@features/matchDetail/liveHub/LiveHubPage';
import FootballSharePage from '@features/matchDetail/share/FootballSharePage';
import LongImagePage from '@features/matchDetail/share/LongImagePage';
import { resetMatchesStore } from '@entities/match/store';
import { matchItem, page } from '../../entities/match/fixtures';

const api = vi.hoisted(() => ({
  fetchDetailMatch: vi.fn<(sport: string, id: number) => Promise<MatchItem>>(),
  fetchMatchEvents: vi.fn(),
  fetchTextLive: vi.fn(),
  lookupVideo: vi.fn(),
}));
vi.mock('@features/matchDetail/api', () => api);

const lists = vi.hoisted(() => ({
  fetchMatchPage: vi.fn<(args: { sport: string; matchStatus: number }) => Promise<MatchPage>>(),
}));
vi.mock('@features/matches/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...lists,
}));

vi.mock('@features/matches/live', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useLiveFeed: () => {},
}));

function show(path: string, Page: () => React.JSX.Element) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

const finished = matchItem({
  matchId: 7,
  matchStatus: -1,
  homeTeamName: '曼城',
  awayTeamName: '阿森纳',
  homeScore: 2,
  awayScore: 1,
});

beforeEach(() => {
  resetMatchesStore();
  for (const fn of [...Object.values(api), lists.fetchMatchPage]) fn.mockReset();
  api.fetchMatchEvents.mockResolvedValue({ list: [] });
});
afterEach(() => appScheduler.reset());

describe('share page', () => {
  it('shows the match without the app shell and links into the app', async () => {
    api.fetchDetailMatch.mockResolvedValue(finished);
    show('/share-page/ftMatch?matchId=7', FootballSharePage);
    expect((await screen.findByTestId('match-score')).textContent).toBe('2 - 1');
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    expect(screen.queryByTestId('follow-button')).toBeNull();
    expect(screen.getByRole('link', { name: /查看完整赛况/ }).getAttribute('href')).toBe(
      '#/match-detail?matchId=7',
    );
    expect((await screen.findByTestId('tab-empty')).textContent).toContain('暂无比赛事件');
  });

  it('says so for a broken link', () => {
    show('/share-page/ftMatch?matchId=', FootballSharePage);
    expect(screen.getByTestId('detail-bad-link')).toBeTruthy();
  });

  it('lays the long image out for basketball with a footer instead of the link', async () => {
    api.fetchDetailMatch.mockResolvedValue(
      matchItem({ matchId: 8, sportType: 2, matchStatus: -1, periodScores: [[20, 22]] }),
    );
    show('/match/long-page?matchId=8&sportType=2', LongImagePage);
    await screen.findByTestId('quarter-table');
    expect(api.fetchDetailMatch).toHaveBeenCalledWith('basketball', 8, expect.anything());
    expect(screen.queryByRole('link', { name: /查看完整赛况/ })).toBeNull();
    expect(screen.getByText(/即时比分/)).toBeTruthy();
  });
});

describe('直播 (home/live)', () => {
  it('lists live matches with video or animation, each opening the video tab', async () => {
    lists.fetchMatchPage.mockImplementation(({ sport }) =>
      Promise.resolve(
        sport === 'football'
          ? page([
              matchItem({ matchId: 1, matchStatus: 12, is_cartoon: true, homeTeamName: '利物浦' }),
              matchItem({ matchId: 2, matchStatus: 12, homeTeamName: '无直播' }),
            ])
          : page([matchItem({ matchId: 3, sportType: 2, matchStatus: 2, is_video: true })]),
      ),
    );
    show('/home/live', LiveHubPage);
    const rows = await screen.findAllByTestId('live-hub-row');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual([
      '/match-detail?matchId=1&tab=video',
      '/bk-match-detail?matchId=3&tab=video',
    ]);
    expect(within(rows[0]!).getByText('动画')).toBeTruthy();
    expect(within(rows[1]!).getByText('视频')).toBeTruthy();
    expect(lists.fetchMatchPage.mock.calls.map(([a]) => a.matchStatus)).toEqual([1, 1]);
  });

  it('says when nothing can be watched', async () => {
    lists.fetchMatchPage.mockResolvedValue(page([]));
    show('/home/live', LiveHubPage);
    expect((await screen.findByTestId('tab-empty')).textContent).toContain('暂无正在直播的比赛');
  });
});

describe('说明 (bk-explanation)', () => {
  it('explains the basketball terms', () => {
    show('/bk-explanation', BkExplanationPage);
    for (const term of ['让分', '大小分', '欧指', '背靠背'])
      expect(screen.getByRole('heading', { name: term })).toBeTruthy();
  });
});

describe('让分详情 (bk-handicap-detail)', () => {
  it('opens the odds history of the basketball handicap in place of itself', async () => {
    const { default: BkHandicapDetailPage } =
      await import('@features/matchDetail/odds/BkHandicapDetailPage');
    const { Routes, Route, useLocation } = await import('react-router-dom');
    let at = '';
    function Where() {
      const location = useLocation();
      at = location.pathname + location.search;
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/bk-handicap-detail?matchId=8&oddsId=3']}>
        <Routes>
          <Route path="/bk-handicap-detail" element={<BkHandicapDetailPage />} />
          <Route path="/odds-detail" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    await waitFor(() => expect(at).toMatch(/^\/odds-detail\?/));
    const query = new URLSearchParams(at.split('?')[1]);
    expect(Object.fromEntries(query)).toMatchObject({
      matchId: '8',
      type: 'asia',
      oddsId: '3',
      sport: '2',
    });
  });
});
