// Pins the match list screen as a fan meets it: a skeleton, then rows; an empty day; a failure with
// 重新加载; paging by scrolling to the end; and, on a live update, only the changed row renders again.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { VirtuosoMockContext } from 'react-virtuoso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchPage } from '@contracts/sportdata/matches';
import { appEnvironment } from '@schedulers';
import { ApiError } from '@shared/http';
import { forgetListMemory } from '@features/matches/list/listMemory';
import { MatchListPage } from '@features/matches/list/MatchListPage';
import { defaultListQuery } from '@features/matches/list/firstScreen';
import { seedListPage } from '@features/matches/list/seed';
import { SEED_FRESH_MS } from '@features/matches/list/seededLists';
import {
  applyLiveScores,
  resetMatchesStore,
  setFrameScheduler,
  useMatchesStore,
} from '@entities/match/store';
import type * as StoreModule from '@entities/match/store';
import { liveScoreOf, matchItem, page } from '../../../entities/match/fixtures';

const api = vi.hoisted(() => ({
  fetchMatchPage: vi.fn<(args: { pageNo: number; matchStatus: number }) => Promise<MatchPage>>(),
  fetchFollowedPage: vi.fn<(args: { pageNo: number }) => Promise<MatchPage>>(),
}));
vi.mock('@features/matches/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...api,
}));

// Counts the renders of each row: every row render selects its match once through useMatch.
const renders = vi.hoisted(() => new Map<number, number>());
vi.mock('@entities/match/store', async (importOriginal) => {
  const actual = await importOriginal<typeof StoreModule>();
  return {
    ...actual,
    useMatch: (id: number) => {
      renders.set(id, (renders.get(id) ?? 0) + 1);
      return actual.useMatch(id);
    },
  };
});

// The live polls are not under test here: nothing leaves the test.
vi.mock('@features/matches/live', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useLiveFeed: () => {},
  useLiveStatus: () => ({
    active: false,
    updatedAgoS: null,
    failing: false,
    offline: false,
    paused: false,
  }),
}));

function show(address = '/tabs/match') {
  return render(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 80 }}>
      <MemoryRouter initialEntries={[address]}>
        <MatchListPage sport="football" />
      </MemoryRouter>
    </VirtuosoMockContext.Provider>,
  );
}

beforeEach(() => {
  resetMatchesStore();
  // Every test is a fresh visit, not a back to the list an earlier test left.
  forgetListMemory();
  renders.clear();
  api.fetchMatchPage.mockReset();
  api.fetchFollowedPage.mockReset();
  setFrameScheduler((fn) => fn());
});
afterEach(() => setFrameScheduler(undefined));

describe('loading, empty and error', () => {
  it('shows a skeleton, then the rows with league, status, teams and score', async () => {
    let answer!: (p: MatchPage) => void;
    api.fetchMatchPage.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    show();
    expect(screen.getByTestId('list-skeleton')).toBeTruthy();
    const live = matchItem({
      matchId: 1,
      matchStatus: 12,
      matchStartedMinutes: '67',
      homeScore: 2,
      awayScore: 1,
      homeHalfScore: 1,
      awayHalfScore: 0,
      homeRed: 1,
      odds: { oddsCompany: 0, europe: null, asia: [0.92, -0.5, 0.88], bigsmall: null },
    });
    await act(async () => {
      answer(page([live, matchItem({ matchId: 2 })]));
      await Promise.resolve();
    });
    const rows = screen.getAllByTestId('match-row');
    expect(rows.map((r) => r.getAttribute('data-match-id'))).toEqual(['1', '2']);
    const first = within(rows[0]!);
    expect(first.getByTestId('match-status').textContent).toBe("67'");
    expect(first.getByTestId('match-score').textContent).toBe('2 - 1');
    expect(first.getByText('英超')).toBeTruthy();
    expect(first.getByText('半 1-0')).toBeTruthy();
    expect(first.getByLabelText('红牌1张')).toBeTruthy();
    expect(first.getByTestId('progress-ring').getAttribute('data-fraction')).toBe('0.744');
    expect(first.getByTestId('match-odds').textContent).toContain('0.92');
    expect(within(rows[1]!).getByTestId('match-score').textContent).toBe('VS');
    expect(within(rows[1]!).getByTestId('match-status').textContent).toBe('未开赛');
  });

  it('says so when the day has no matches', async () => {
    api.fetchMatchPage.mockResolvedValueOnce(page([]));
    show();
    expect((await screen.findByTestId('list-empty')).textContent).toContain('这一天暂无比赛');
  });

  it('shows the failure with 重新加载, which loads again', async () => {
    api.fetchMatchPage.mockRejectedValueOnce(new ApiError('network', { path: '/sportdata/f' }));
    show();
    const error = await screen.findByTestId('list-error');
    expect(error.textContent).toContain('网络连接失败');
    api.fetchMatchPage.mockResolvedValueOnce(page([matchItem({ matchId: 7 })]));
    fireEvent.click(within(error).getByRole('button', { name: '重新加载' }));
    expect((await screen.findByTestId('match-row')).getAttribute('data-match-id')).toBe('7');
    expect(api.fetchMatchPage).toHaveBeenCalledTimes(2);
  });

  // Issue 31 item 4: offline, the list said 网络连接失败 and stayed so after the network came back.
  it('loads again by itself when the network returns after a failure offline', async () => {
    appEnvironment.setOnline(false);
    try {
      api.fetchMatchPage.mockRejectedValueOnce(new ApiError('network', { path: '/sportdata/f' }));
      show();
      expect((await screen.findByTestId('list-error')).textContent).toContain('网络连接失败');
      api.fetchMatchPage.mockResolvedValueOnce(page([matchItem({ matchId: 8 })]));
      act(() => appEnvironment.setOnline(true));
      expect((await screen.findByTestId('match-row')).getAttribute('data-match-id')).toBe('8');
      expect(api.fetchMatchPage).toHaveBeenCalledTimes(2);
    } finally {
      appEnvironment.setOnline(true);
    }
  });

  it('asks a visitor to log in for the followed view', async () => {
    api.fetchMatchPage.mockResolvedValue(page([]));
    api.fetchFollowedPage.mockRejectedValueOnce(
      new ApiError('http', { status: 401, code: 'no_login', message: '请先登录', path: '/x' }),
    );
    show();
    await screen.findByTestId('list-empty');
    fireEvent.click(screen.getByTestId('state-tab-followed'));
    expect((await screen.findByTestId('list-login')).textContent).toContain('登录后查看关注的比赛');
  });

  // Issue 16 item 9: 我的's 关注比赛 counter links to the followed view.
  it('opens on the state tab its address names', async () => {
    api.fetchFollowedPage.mockResolvedValueOnce(page([matchItem({ matchId: 5 })]));
    show('/tabs/match?state=followed');
    expect((await screen.findByTestId('match-row')).getAttribute('data-match-id')).toBe('5');
    expect(screen.getByTestId('state-tab-followed').getAttribute('aria-selected')).toBe('true');
    expect(api.fetchMatchPage).not.toHaveBeenCalled();
  });
});

describe('the list the page brought (rendered on the server)', () => {
  it('shows the seeded rows at once, asks no first page, and pages on from it', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => matchItem({ matchId: 700 + i }));
    seedListPage(defaultListQuery('football'), page(rows, { hasMore: true }));
    api.fetchMatchPage.mockResolvedValue(page([matchItem({ matchId: 800 })], { pageNo: 2 }));
    show();
    expect(screen.queryByTestId('list-skeleton')).toBeNull();
    expect(screen.getAllByTestId('match-row')).toHaveLength(20);
    // Its matches are still to play: the line of the live updates holds its place from the start.
    expect(screen.getByTestId('live-connecting').textContent).toBe('直播 · 连接中');
    // The end of the list (all on screen here) asks for page 2, the page after the seeded one;
    // page 1 is never asked.
    await waitFor(() => expect(screen.getAllByTestId('match-row')).toHaveLength(21));
    expect(api.fetchMatchPage.mock.calls.map(([args]) => args.pageNo)).toEqual([2]);
  });

  it('loads as usual when the seed is too old to stand for a load (the fan left the page before)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      seedListPage(defaultListQuery('football'), page([matchItem({ matchId: 1 })]));
      vi.setSystemTime(Date.now() + SEED_FRESH_MS);
      api.fetchMatchPage.mockReturnValue(new Promise(() => undefined));
      show();
      // The seeded rows show at once, and a quiet refresh asks for them again.
      expect(screen.getAllByTestId('match-row')).toHaveLength(1);
      expect(api.fetchMatchPage.mock.calls.map(([args]) => args.pageNo)).toEqual([1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads as usual when the seed is another list’s', () => {
    seedListPage({ ...defaultListQuery('football'), game: 1 }, page([matchItem({ matchId: 1 })]));
    api.fetchMatchPage.mockReturnValue(new Promise(() => undefined));
    show();
    expect(screen.getByTestId('list-skeleton')).toBeTruthy();
    expect(api.fetchMatchPage).toHaveBeenCalledTimes(1);
  });
});

describe('paging', () => {
  it('loads the next page of 20 at the end of the list, and says when there is no more', async () => {
    const first = Array.from({ length: 20 }, (_, i) => matchItem({ matchId: 100 + i }));
    const second = Array.from({ length: 5 }, (_, i) => matchItem({ matchId: 200 + i }));
    api.fetchMatchPage
      .mockResolvedValueOnce(page(first, { hasMore: true, total: 25 }))
      .mockResolvedValueOnce(page(second, { pageNo: 2, hasMore: false, total: 25 }));
    show();
    await waitFor(() => expect(screen.getAllByTestId('match-row')).toHaveLength(25));
    expect(api.fetchMatchPage.mock.calls.map(([a]) => a.pageNo)).toEqual([1, 2]);
    expect(screen.getByTestId('list-footer').getAttribute('data-state')).toBe('end');
    expect(screen.getByTestId('list-footer').textContent).toBe('没有更多了');
  });

  it('keeps the rows when a later page fails, with a retry in the footer', async () => {
    const first = Array.from({ length: 20 }, (_, i) => matchItem({ matchId: 300 + i }));
    api.fetchMatchPage
      .mockResolvedValueOnce(page(first, { hasMore: true, total: 21 }))
      .mockRejectedValueOnce(new ApiError('timeout', { path: '/sportdata/f' }))
      .mockResolvedValueOnce(page([matchItem({ matchId: 400 })], { pageNo: 2, total: 21 }));
    show();
    const footer = await screen.findByTestId('list-footer');
    await waitFor(() => expect(footer.getAttribute('data-state')).toBe('error'));
    expect(screen.getAllByTestId('match-row')).toHaveLength(20);
    fireEvent.click(within(footer).getByRole('button', { name: '点击重试' }));
    await waitFor(() => expect(screen.getAllByTestId('match-row')).toHaveLength(21));
  });
});

describe('live updates', () => {
  it('re-renders only the row whose match changed', async () => {
    const list = Array.from({ length: 10 }, (_, i) =>
      matchItem({ matchId: 500 + i, matchStatus: 12, matchStartedMinutes: '60' }),
    );
    api.fetchMatchPage.mockResolvedValueOnce(page(list));
    show();
    await waitFor(() => expect(screen.getAllByTestId('match-row')).toHaveLength(10));
    const before = new Map(renders);
    const target = useMatchesStore.getState().byId[503]!;
    act(() => {
      applyLiveScores([
        liveScoreOf(target, { homeScore: 1, matchStartedMinutes: '61', version: 2 }),
        // An unchanged score of another match costs nothing.
        liveScoreOf(useMatchesStore.getState().byId[504]!),
      ]);
    });
    const row = screen
      .getAllByTestId('match-row')
      .find((r) => r.getAttribute('data-match-id') === '503')!;
    expect(within(row).getByTestId('match-score').textContent).toBe('1 - 0');
    const rerendered = [...renders].filter(([id, n]) => n !== before.get(id)).map(([id]) => id);
    expect(rerendered).toEqual([503]);
    expect(within(row).getByTestId('goal-flash')).toBeTruthy();
  });

  // Issue 31 item 10: rows that finished stayed under 进行中 until a reload.
  it('lets a match that finishes leave the 进行中 view, and one that resumes come back', async () => {
    const list = [701, 702, 703].map((matchId) =>
      matchItem({ matchId, matchStatus: 12, matchStartedMinutes: '88' }),
    );
    api.fetchMatchPage.mockResolvedValueOnce(page(list));
    show('/tabs/match?state=live');
    await waitFor(() => expect(screen.getAllByTestId('match-row')).toHaveLength(3));
    const shown = () =>
      screen.queryAllByTestId('match-row').map((r) => r.getAttribute('data-match-id'));
    const match = (id: number) => useMatchesStore.getState().byId[id]!;
    act(() => {
      applyLiveScores([liveScoreOf(match(702), { matchStatus: 2, version: 2 })]);
    });
    await waitFor(() => expect(shown()).toEqual(['701', '703']));
    // Interrupted (中断) is not in play either; resumed, the row is back where it was.
    act(() => {
      applyLiveScores([liveScoreOf(match(701), { matchStatus: 3, version: 2 })]);
    });
    await waitFor(() => expect(shown()).toEqual(['703']));
    act(() => {
      applyLiveScores([liveScoreOf(match(701), { matchStatus: 12, version: 3 })]);
    });
    await waitFor(() => expect(shown()).toEqual(['701', '703']));
    act(() => {
      applyLiveScores([
        liveScoreOf(match(701), { matchStatus: 2, version: 4 }),
        liveScoreOf(match(703), { matchStatus: 2, version: 2 }),
      ]);
    });
    expect((await screen.findByTestId('list-empty')).textContent).toContain('暂无进行中的比赛');
    expect(api.fetchMatchPage).toHaveBeenCalledTimes(1);
  });

  it('keeps finished matches in the 全部 view', async () => {
    api.fetchMatchPage.mockResolvedValueOnce(
      page([matchItem({ matchId: 711, matchStatus: 12, matchStartedMinutes: '89' })]),
    );
    show();
    await screen.findByTestId('match-row');
    act(() => {
      applyLiveScores([
        liveScoreOf(useMatchesStore.getState().byId[711]!, { matchStatus: 2, version: 2 }),
      ]);
    });
    expect(screen.getByTestId('match-row').getAttribute('data-match-id')).toBe('711');
  });
});
