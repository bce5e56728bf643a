// Pins the home tab as a fan meets it: a skeleton, then the live strip and today's big matches; cards
// opening the right detail route per sport; a live score reaching its card; the empty strip with a
// link to the schedule; an error with a retry that loads; the entries to the other tabs; and the
// header's search box leading into the home search.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveScore } from '@contracts/sportdata/matches';
import type { HomeMatches } from '@contracts/sportdata/home';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import HomePage from '@features/home/HomePage';
import { applyLiveScores, resetMatchesStore } from '@entities/match/store';
import { liveScoreOf, matchItem } from '../../entities/match/fixtures';

const api = vi.hoisted(() => ({ fetchHomeMatches: vi.fn<() => Promise<HomeMatches>>() }));
vi.mock('@features/home/api', () => api);

// 专家推荐 is the plans feature's block (its own tests); here it only has to be placed.
vi.mock('@features/plans', () => ({
  planBlocks: {
    home: () => Promise.resolve({ default: () => <p data-testid="home-plan-block-stub" /> }),
  },
}));

// The live polls are not under test here: nothing leaves the test.
const watched = vi.hoisted(() => new Map<string, readonly number[]>());
vi.mock('@features/matches/live', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useLiveFeed: (sport: string, _game: number, ids: readonly number[]) => {
    watched.set(sport, ids);
  },
}));

const football = matchItem({
  matchId: 11,
  sportType: 1,
  matchStatus: 12,
  matchStartedMinutes: '67',
  homeTeamName: '曼城',
  awayTeamName: '阿森纳',
  homeScore: 1,
  awayScore: 0,
  isHot: true,
});
const basketball = matchItem({
  matchId: 22,
  sportType: 2,
  leagueId: 1,
  matchStatus: 3,
  matchStartedMinutes: '06:00',
  homeTeamName: '湖人',
  awayTeamName: '勇士',
  homeScore: 80,
  awayScore: 78,
});
const upcoming = matchItem({ matchId: 33, sportType: 1, matchStatus: 0, homeTeamName: '皇马' });

const answer = (over: Partial<HomeMatches> = {}): HomeMatches => ({
  list: [football, basketball, upcoming],
  liveIds: [11, 22],
  todayIds: [11, 33],
  date: '2026-11-22',
  ...over,
});

function show() {
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetMatchesStore();
  watched.clear();
  api.fetchHomeMatches.mockReset();
});
afterEach(() => appScheduler.reset());

describe('HomePage', () => {
  it('shows a skeleton, then the live strip and today’s big matches', async () => {
    api.fetchHomeMatches.mockResolvedValue(answer());
    show();
    expect(screen.getByTestId('home-skeleton')).toBeTruthy();
    const cards = await screen.findAllByTestId('live-card');
    expect(cards.map((c) => c.getAttribute('data-match-id'))).toEqual(['11', '22']);
    expect(within(cards[0]!).getByTestId('match-status').textContent).toBe("67'");
    expect(within(cards[0]!).getByTestId('progress-ring')).toBeTruthy();
    expect(within(cards[1]!).getByTestId('match-status').textContent).toBe('第三节 06:00');
    const rows = screen.getAllByTestId('today-row');
    expect(rows.map((r) => r.getAttribute('data-match-id'))).toEqual(['11', '33']);
    expect(within(rows[1]!).getByTestId('match-score').textContent).toBe('VS');
    expect(within(rows[1]!).getByTestId('follow-button')).toBeTruthy();
  });

  it('opens football on match-detail and basketball on bk-match-detail', async () => {
    api.fetchHomeMatches.mockResolvedValue(answer());
    show();
    const cards = await screen.findAllByTestId('live-card');
    expect(cards[0]!.getAttribute('href')).toBe('/match-detail?matchId=11');
    expect(cards[1]!.getAttribute('href')).toBe('/bk-match-detail?matchId=22');
  });

  it('watches the shown matches that can still change, per sport, and shows live scores', async () => {
    api.fetchHomeMatches.mockResolvedValue(answer());
    show();
    await screen.findAllByTestId('live-card');
    expect(watched.get('football')).toEqual([11, 33]);
    expect(watched.get('basketball')).toEqual([22]);
    act(() => {
      applyLiveScores([liveScoreOf({ ...football, homeScore: 2, matchStartedMinutes: '70' })]);
    });
    const card = screen.getAllByTestId('live-card')[0]!;
    expect(within(card).getByTestId('match-score').textContent).toBe('20');
    expect(within(card).getByTestId('match-status').textContent).toBe("70'");
  });

  it('says so when nothing is live, with a link to the schedule', async () => {
    api.fetchHomeMatches.mockResolvedValue(answer({ liveIds: [] }));
    show();
    const empty = await screen.findByTestId('home-live-empty');
    expect(empty.textContent).toContain('暂无进行中的比赛');
    expect(within(empty).getByRole('link', { name: '查看赛程' }).getAttribute('href')).toBe(
      '/tabs/match',
    );
  });

  it('shows the error with a retry that loads', async () => {
    api.fetchHomeMatches.mockRejectedValueOnce(new ApiError('network', { path: '/sportdata/f' }));
    api.fetchHomeMatches.mockResolvedValueOnce(answer());
    show();
    const error = await screen.findByTestId('home-error');
    expect(error.textContent).toContain('网络连接失败，请检查网络后重试');
    fireEvent.click(within(error).getByRole('button', { name: '重新加载' }));
    await screen.findAllByTestId('live-card');
    expect(api.fetchHomeMatches).toHaveBeenCalledTimes(2);
  });

  it('keeps the matches and says so when a refresh fails', async () => {
    api.fetchHomeMatches.mockResolvedValueOnce(answer());
    api.fetchHomeMatches.mockRejectedValueOnce(new ApiError('timeout', { path: '/sportdata/f' }));
    show();
    await screen.findAllByTestId('live-card');
    await act(async () => {
      const { homeMatchesSource } = await import('@features/home/source');
      homeMatchesSource().invalidate();
    });
    await screen.findByTestId('home-stale');
    expect(screen.getAllByTestId('live-card')).toHaveLength(2);
  });

  it('links to the football, basketball and plan tabs', async () => {
    api.fetchHomeMatches.mockResolvedValue(answer());
    show();
    const entries = await screen.findByTestId('home-entries');
    expect(
      within(entries)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/tabs/match', '/tabs/match-bk', '/tabs/plan']);
  });

  it('places 专家推荐 after today’s big matches', async () => {
    api.fetchHomeMatches.mockResolvedValue(answer());
    show();
    const block = await screen.findByTestId('home-plan-block-stub');
    const today = screen.getByTestId('home-today');
    expect(today.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('loads swiper when the fan reaches for the strip', async () => {
    api.fetchHomeMatches.mockResolvedValue(answer());
    show();
    await screen.findAllByTestId('live-card');
    expect(screen.queryByTestId('live-swiper')).toBeNull();
    fireEvent.touchStart(screen.getByTestId('live-strip'));
    await waitFor(() => expect(screen.getByTestId('live-swiper')).toBeTruthy());
    expect(screen.getAllByTestId('live-card')).toHaveLength(2);
  });
});

// Issue 37 §2: the home search is reached from the home's top bar.
describe('HomePage search entry', () => {
  it('shows a search box in the header, named for what it finds, linking to home-search', () => {
    api.fetchHomeMatches.mockReturnValue(new Promise(() => undefined));
    show();
    // There before the matches have loaded: the bar is not part of the data.
    const header = screen.getByRole('banner');
    const entry = within(header).getByRole('link', { name: '搜索比赛、专家、方案、联赛' });
    expect(entry.textContent).toBe('搜索比赛、专家、方案、联赛');
    expect(entry.getAttribute('href')).toBe('/home-search');
  });

  it('opens the home search when tapped', async () => {
    api.fetchHomeMatches.mockResolvedValue(answer());
    render(
      <MemoryRouter initialEntries={['/tabs/home']}>
        <Routes>
          <Route path="/tabs/home" element={<HomePage />} />
          <Route path="/home-search" element={<p data-testid="home-search-stub" />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findAllByTestId('live-card');
    fireEvent.click(screen.getByTestId('home-search-entry'));
    expect(screen.getByTestId('home-search-stub')).toBeTruthy();
    expect(screen.queryByTestId('home-page')).toBeNull();
  });
});

// Issue 16 item 5: the strip follows the live pipeline, not only the 3-minute home answer.
describe('HomePage live strip follows the store', () => {
  const finish = (over: Partial<LiveScore> & { matchId: number }) => {
    const match = over.matchId === 11 ? football : basketball;
    act(() => {
      applyLiveScores([liveScoreOf(match, { version: match.version + 1, ...over })]);
    });
  };

  it('drops a match from the strip as soon as the store says it is finished', async () => {
    api.fetchHomeMatches.mockResolvedValue(answer());
    show();
    await screen.findAllByTestId('live-card');
    finish({ matchId: 11, matchStatus: 2, matchStartedMinutes: null });
    const cards = screen.getAllByTestId('live-card');
    expect(cards.map((c) => c.getAttribute('data-match-id'))).toEqual(['22']);
    // Over, it is no longer polled either.
    expect(watched.get('football')).toEqual([33]);
  });

  it('drops an abnormal match too, and shows the empty state when none is left', async () => {
    api.fetchHomeMatches.mockResolvedValue(answer());
    show();
    await screen.findAllByTestId('live-card');
    finish({ matchId: 11, matchStatus: 8 }); // 推迟
    finish({ matchId: 22, matchStatus: -1, matchStartedMinutes: null }); // 完场
    expect(screen.queryAllByTestId('live-card')).toHaveLength(0);
    const empty = screen.getByTestId('home-live-empty');
    expect(empty.textContent).toContain('暂无进行中的比赛');
    // Today's list is not the strip: its rows stay.
    expect(screen.getAllByTestId('today-row')).toHaveLength(2);
  });

  it('keeps a match whose score moves while it is still in play', async () => {
    api.fetchHomeMatches.mockResolvedValue(answer());
    show();
    await screen.findAllByTestId('live-card');
    finish({ matchId: 11, matchStatus: 14, matchStartedMinutes: '45' }); // 中场
    expect(screen.getAllByTestId('live-card')).toHaveLength(2);
  });
});

// Issue 16 item 11 (b): the home says so when the device is offline, as the lists do.
describe('HomePage offline hint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the scores are paused while the device is offline', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    api.fetchHomeMatches.mockResolvedValue(answer());
    show();
    await screen.findAllByTestId('live-card');
    const hint = screen.getByTestId('home-offline');
    expect(hint.textContent).toContain('网络已断开，比分暂停更新');
    expect(hint.getAttribute('role')).toBe('status');
  });

  it('says nothing online, and appears when the network goes', async () => {
    const online = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    api.fetchHomeMatches.mockResolvedValue(answer());
    show();
    await screen.findAllByTestId('live-card');
    expect(screen.queryByTestId('home-offline')).toBeNull();
    online.mockReturnValue(false);
    await waitFor(() => expect(screen.getByTestId('home-offline')).toBeTruthy(), {
      timeout: 2500,
    });
  });

  it('shows the offline hint instead of the failed-refresh line', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    api.fetchHomeMatches.mockResolvedValueOnce(answer());
    api.fetchHomeMatches.mockRejectedValueOnce(new ApiError('network', { path: '/sportdata/f' }));
    show();
    await screen.findAllByTestId('live-card');
    await act(async () => {
      const { homeMatchesSource } = await import('@features/home/source');
      homeMatchesSource().invalidate();
    });
    await waitFor(() => expect(screen.getByTestId('home-offline')).toBeTruthy());
    expect(screen.queryByTestId('home-stale')).toBeNull();
  });
});
