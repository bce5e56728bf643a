// Pins a match page as a fan meets it: a broken link says so; a skeleton, then the header (score,
// half-time, status) and the tab the match calls for; the header follows live scores from the store;
// a failed load offers 重新加载; the open tab lives in the address; and tabs mount only when opened.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchItem } from '@contracts/sportdata/matches';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import FootballDetailPage from '@features/matchDetail/FootballDetailPage';
import BasketballDetailPage from '@features/matchDetail/BasketballDetailPage';
import { parseMatchId } from '@features/matchDetail/matchIdParam';
import { applyLiveScores, resetMatchesStore } from '@entities/match/store';
import { liveScoreOf, matchItem } from '../../entities/match/fixtures';

const api = vi.hoisted(() => ({
  fetchDetailMatch: vi.fn<(sport: string, id: number) => Promise<MatchItem>>(),
  fetchMatchEvents: vi.fn(),
  fetchTextLive: vi.fn(),
  lookupVideo: vi.fn(),
}));
vi.mock('@features/matchDetail/api', () => api);

// The live-score poll is not under test here (useDetailMatch's use of it is): nothing leaves the test.
const watched = vi.hoisted(() => new Map<string, readonly number[]>());
vi.mock('@features/matches/live', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useLiveFeed: (sport: string, _game: number, ids: readonly number[]) => {
    watched.set(sport, ids);
  },
}));

let where = '';
function Where() {
  const location = useLocation();
  where = location.pathname + location.search;
  return null;
}

function show(path: string, Page = FootballDetailPage) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
      <Where />
    </MemoryRouter>,
  );
}

const live = matchItem({
  matchId: 7,
  matchStatus: 12,
  matchStartedMinutes: '67',
  homeTeamName: '曼城',
  awayTeamName: '阿森纳',
  homeScore: 1,
  awayScore: 0,
  homeHalfScore: 1,
  awayHalfScore: 0,
  is_cartoon: true,
});

beforeEach(() => {
  resetMatchesStore();
  watched.clear();
  for (const fn of Object.values(api)) fn.mockReset();
  api.fetchMatchEvents.mockResolvedValue({
    list: [
      {
        id: 1,
        matchId: 7,
        kind: 'goal',
        side: 1,
        minute: 23,
        extraMinute: 0,
        second: 10,
        player: '哈兰德',
        detail: { score: [1, 0], assist: '德布劳内' },
        happenedAt: 1,
      },
    ],
  });
  api.fetchTextLive.mockResolvedValue({
    list: [{ id: 5, minute: "67'", content: '曼城获得角球', happenedAt: 2 }],
    hasMore: false,
  });
});
afterEach(() => appScheduler.reset());

describe('match page', () => {
  it('reads the match id from the address and rejects a broken one', () => {
    expect(parseMatchId('78001106')).toBe(78001106);
    expect(parseMatchId('0')).toBeNull();
    expect(parseMatchId('7x')).toBeNull();
    expect(parseMatchId(null)).toBeNull();
    // Ids are 32-bit on the wire: a larger one is a broken link, asked for nothing.
    expect(parseMatchId('2147483647')).toBe(2147483647);
    expect(parseMatchId('2147483648')).toBeNull();
    show('/match-detail?matchId=abc');
    expect(screen.getByTestId('detail-bad-link').textContent).toContain('链接有误');
    expect(api.fetchDetailMatch).not.toHaveBeenCalled();
  });

  it('shows a skeleton, then the header and the live tab with its timeline and text', async () => {
    api.fetchDetailMatch.mockResolvedValue(live);
    show('/match-detail?matchId=7');
    expect(screen.getByTestId('tab-skeleton')).toBeTruthy();
    expect((await screen.findByTestId('match-score')).textContent).toBe('1 - 0');
    expect(api.fetchDetailMatch).toHaveBeenCalledWith('football', 7, expect.anything());
    expect(screen.getByTestId('match-status').textContent).toBe("67'");
    expect(screen.getByText('半场 1-0')).toBeTruthy();
    const event = await screen.findByTestId('timeline-event');
    expect(event.textContent).toContain('哈兰德');
    expect(event.textContent).toContain('助攻：德布劳内');
    expect((await screen.findByTestId('text-live')).textContent).toContain('曼城获得角球');
    expect(watched.get('football')).toEqual([7]);
    const tabs = screen.getAllByTestId('detail-tab').map((t) => t.getAttribute('data-tab'));
    expect(tabs).toContain('live');
    expect(tabs).toContain('video');
  });

  it('moves the header score with the live scores in the store', async () => {
    api.fetchDetailMatch.mockResolvedValue(live);
    show('/match-detail?matchId=7');
    await screen.findByTestId('match-score');
    act(() => {
      applyLiveScores([liveScoreOf(live, { homeScore: 2, version: live.version + 1 })]);
    });
    expect(screen.getByTestId('match-score').textContent).toBe('2 - 0');
  });

  it('stops watching live scores once the match is over', async () => {
    api.fetchDetailMatch.mockResolvedValue({ ...live, matchStatus: -1 });
    show('/match-detail?matchId=7');
    await screen.findByTestId('match-score');
    expect(watched.get('football')).toEqual([]);
  });

  it('offers 重新加载 when the match cannot be loaded, and loads on retry', async () => {
    api.fetchDetailMatch
      .mockRejectedValueOnce(
        new ApiError('server', { path: '/sportdata/f', message: '比赛不存在' }),
      )
      .mockResolvedValueOnce(live);
    show('/match-detail?matchId=7');
    const error = await screen.findByTestId('tab-error');
    expect(error.textContent).toContain('比赛不存在');
    fireEvent.click(within(error).getByRole('button', { name: '重新加载' }));
    expect((await screen.findByTestId('match-score')).textContent).toBe('1 - 0');
  });

  it('keeps the open tab in the address and mounts a tab only when opened', async () => {
    api.fetchDetailMatch.mockResolvedValue(live);
    show('/match-detail?matchId=7&tab=video');
    expect(await screen.findByTestId('match-animation')).toBeTruthy();
    // The live tab was never opened: its text commentary was never asked for.
    expect(api.fetchTextLive).not.toHaveBeenCalled();
    fireEvent.click(
      screen.getAllByTestId('detail-tab').find((t) => t.getAttribute('data-tab') === 'live')!,
    );
    await screen.findByTestId('text-live');
    await waitFor(() => expect(where).toBe('/match-detail?matchId=7&tab=live'));
    expect(screen.queryByTestId('match-animation')).toBeNull();
  });

  it('reads basketball away team first, with the quarter table', async () => {
    const bk = matchItem({
      matchId: 8,
      sportType: 2,
      leagueId: 1,
      matchStatus: 3,
      matchStartedMinutes: '05:12',
      homeTeamName: '湖人',
      awayTeamName: '勇士',
      homeScore: 80,
      awayScore: 78,
      periodScores: [
        [30, 25],
        [28, 30],
        [22, 23],
      ],
    });
    api.fetchDetailMatch.mockResolvedValue(bk);
    show('/bk-match-detail?matchId=8', BasketballDetailPage);
    expect((await screen.findByTestId('match-score')).textContent).toBe('78 - 80');
    const table = await screen.findByTestId('quarter-table');
    expect(table.textContent).toContain('第四节');
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('勇士');
  });
});
