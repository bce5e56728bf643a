// Pins the home search as a fan meets it (issue 37 §2): the entry shows the fan's history and
// 热门搜索 before a word is typed; a word is remembered (6 per fan, a repeated word to the front)
// and opens its results; the results page has 全部 / 比赛 / 专家 / 方案 / 联赛, each hit a link into
// its page, 查看更多 opening the kind's tab, pages of one kind following; the circles' posts under 帖子,
// each opening sns/detail/{id}, none of them (nor the tab) where the channel hides the circles;
// nothing found and a failure say so; 清空 asks first; the shareable content page shows a word's
// results without the history.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchAnswer, SearchScope } from '@contracts/search';
import type * as Api from '@features/search/api';
import ContentPage from '@features/search/ContentPage';
import HomeSearchPage from '@features/search/HomeSearchPage';
import SearchPage from '@features/search/SearchPage';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import { setRenderedChannel } from '@shared/channels';
import { StorageKeys } from '@shared/storage';

const api = vi.hoisted(() => ({
  fetchSearch: vi.fn<typeof Api.fetchSearch>(),
  fetchHotWords: vi.fn<typeof Api.fetchHotWords>(),
}));
vi.mock('@features/search/api', () => api);
const confirm = vi.hoisted(() => vi.fn<() => Promise<string>>());
vi.mock('@shared/overlays', async (original) => ({
  ...(await original<object>()),
  showConfirm: confirm,
}));
configure({ asyncUtilTimeout: 3000 });

const KEY = `${StorageKeys.homeSearchHistory}:guest`;
const match = (matchId: number, sport = 1) => ({
  matchId,
  sport,
  leagueName: '英超',
  homeName: '曼城',
  awayName: '阿森纳',
  matchTime: Date.parse('2026-11-29T20:00:00+08:00'),
  status: 0,
  homeScore: 0,
  awayScore: 0,
});
const expertHit = (id: number) => ({
  id,
  nickname: `曼迷${id}`,
  icon: null,
  level: 3,
  levelName: '三级',
  userLevel: 2,
  recentWins: 7,
  recentTotal: 10,
  hitRate: 70,
  longestRedStreak: 3,
  currentStreak: 1,
});
const empty = { list: [], hasMore: false };
function answer(over: Partial<SearchAnswer> = {}, scope: SearchScope = 'all'): SearchAnswer {
  return {
    words: '曼',
    scope,
    pageNo: 1,
    matches: empty,
    experts: empty,
    plans: empty,
    posts: empty,
    leagues: empty,
    ...over,
  };
}

function Where() {
  const at = useLocation();
  return <p data-testid="where">{`${at.pathname}${at.search}`}</p>;
}
function renderAt(at: string) {
  return render(
    <MemoryRouter initialEntries={['/tabs/home', at]}>
      <Routes>
        <Route path="/home-search" element={<HomeSearchPage />} />
        <Route path="/home-search/searchPage" element={<SearchPage />} />
        <Route path="/home-search/content" element={<ContentPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
const where = () => screen.getByTestId('where').textContent;
const stored = (): unknown => JSON.parse(localStorage.getItem(KEY) ?? 'null');
const historyWords = () =>
  screen.queryAllByTestId('home-search-history-word').map((w) => w.textContent);
function type(words: string) {
  fireEvent.change(screen.getByTestId('home-search-input'), { target: { value: words } });
  fireEvent.click(screen.getByTestId('home-search-submit'));
}

beforeEach(() => {
  localStorage.clear();
  api.fetchSearch.mockReset();
  api.fetchHotWords.mockReset();
  confirm.mockReset();
  api.fetchHotWords.mockResolvedValue(['曼城', '英超', '老王']);
  api.fetchSearch.mockResolvedValue(answer());
});
afterEach(() => appScheduler.reset());

describe('before a word (home-search)', () => {
  it('shows the fan’s history and the hot words; a word of either opens its results', async () => {
    localStorage.setItem(KEY, JSON.stringify(['阿森纳', '湖人']));
    renderAt('/home-search');
    expect(historyWords()).toEqual(['阿森纳', '湖人']);
    await waitFor(() => expect(screen.getAllByTestId('home-search-hot-word')).toHaveLength(3));
    fireEvent.click(screen.getAllByTestId('home-search-hot-word')[0]!);
    expect(where()).toBe('/home-search/searchPage?words=%E6%9B%BC%E5%9F%8E');
    expect(stored()).toEqual(['曼城', '阿森纳', '湖人']);
  });

  it('keeps 6 words, moves a repeated word to the front and ignores blank words', () => {
    renderAt('/home-search');
    type('   ');
    expect(where()).toBe('/home-search');
    expect(stored()).toBeNull();
    localStorage.setItem(KEY, JSON.stringify(['1', '2', '3', '4', '5', '6']));
    type('7');
    expect(stored()).toEqual(['7', '1', '2', '3', '4', '5']);
  });

  it('asks before clearing the history, and keeps it when the fan declines', async () => {
    localStorage.setItem(KEY, JSON.stringify(['阿森纳']));
    confirm.mockResolvedValueOnce('cancel').mockResolvedValueOnce('ok');
    renderAt('/home-search');
    fireEvent.click(screen.getByTestId('home-search-clear'));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(historyWords()).toEqual(['阿森纳']);
    fireEvent.click(screen.getByTestId('home-search-clear'));
    await waitFor(() => expect(screen.queryByTestId('home-search-history')).toBeNull());
    expect(stored()).toBeNull();
  });

  it('shows no hot words when they fail, the box still there', async () => {
    api.fetchHotWords.mockRejectedValue(new ApiError('network', { path: '/api/search/hot' }));
    renderAt('/home-search');
    await waitFor(() => expect(api.fetchHotWords).toHaveBeenCalled());
    expect(screen.queryByTestId('home-search-hot')).toBeNull();
    expect(screen.getByTestId('home-search-input')).toBeTruthy();
  });
});

describe('the results (home-search/searchPage)', () => {
  it('previews each kind under 全部 with links into their pages, 查看更多 opening the tab', async () => {
    api.fetchSearch.mockImplementation((_w, scope) =>
      Promise.resolve(
        scope === 'all'
          ? answer({
              matches: { list: [match(5), match(6, 2)], hasMore: true },
              experts: { list: [expertHit(9)], hasMore: false },
              plans: {
                list: [
                  {
                    id: 31,
                    title: '曼城稳胜',
                    price: 18,
                    refundIfLost: true,
                    expertId: 9,
                    expertNickname: '曼迷9',
                    match: match(5),
                  },
                ],
                hasMore: false,
              },
              leagues: {
                list: [
                  {
                    leagueId: 36,
                    sport: 1,
                    name: '英格兰超级联赛',
                    shortName: '英超',
                    color: '#3d185c',
                    country: '英格兰',
                  },
                ],
                hasMore: false,
              },
            })
          : answer({ matches: { list: [match(7)], hasMore: false } }, 'match'),
      ),
    );
    renderAt('/home-search/searchPage?words=%E6%9B%BC');
    await waitFor(() => expect(screen.getByTestId('home-search-preview')).toBeTruthy());
    expect(api.fetchSearch).toHaveBeenCalledWith('曼', 'all', 1, expect.any(AbortSignal));
    const matches = screen.getAllByTestId('hit-match');
    expect(matches.map((m) => m.getAttribute('href'))).toEqual([
      '/match-detail?matchId=5',
      '/bk-match-detail?matchId=6',
    ]);
    expect(screen.getByTestId('hit-expert').getAttribute('href')).toBe('/public/expertHome/9');
    expect(screen.getByTestId('hit-plan').getAttribute('href')).toBe('/plan/31');
    expect(screen.getByTestId('hit-plan').textContent).toContain('18金币');
    expect(screen.getByTestId('hit-league').getAttribute('href')).toBe('/data/league-data/36');
    expect(screen.queryByTestId('home-search-more-expert')).toBeNull();
    fireEvent.click(screen.getByTestId('home-search-more-match'));
    expect(where()).toBe('/home-search/searchPage?words=%E6%9B%BC&tab=match');
    await waitFor(() => expect(screen.getAllByTestId('hit-match')).toHaveLength(1));
    expect(api.fetchSearch).toHaveBeenCalledWith('曼', 'match', 1, expect.any(AbortSignal));
  });

  it('pages one kind', async () => {
    api.fetchSearch.mockImplementation((_w, _scope, pageNo) =>
      Promise.resolve(
        answer(
          {
            experts: {
              list: pageNo === 1 ? [expertHit(1), expertHit(2)] : [expertHit(3)],
              hasMore: pageNo === 1,
            },
          },
          'expert',
        ),
      ),
    );
    renderAt('/home-search/searchPage?words=%E6%9B%BC&tab=expert');
    await waitFor(() => expect(screen.getAllByTestId('hit-expert')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('home-search-tab-league'));
    expect(where()).toBe('/home-search/searchPage?words=%E6%9B%BC&tab=league');
    fireEvent.click(screen.getByTestId('home-search-tab-expert'));
    await waitFor(() => expect(screen.getAllByTestId('hit-expert')).toHaveLength(2));
    expect(api.fetchSearch).toHaveBeenCalledWith('曼', 'expert', 1, expect.any(AbortSignal));
  });

  it('says when nothing is found, and offers a retry after a failure', async () => {
    renderAt('/home-search/searchPage?words=%E6%97%A0');
    expect((await screen.findByTestId('home-search-empty')).textContent).toContain('无');
    api.fetchSearch
      .mockRejectedValueOnce(new ApiError('network', { path: '/api/search/home' }))
      .mockResolvedValue(answer({ leagues: { list: [], hasMore: false } }));
    type('老王');
    expect(await screen.findByTestId('home-search-results-error')).toBeTruthy();
    // A word typed is remembered; one that came in the address is not.
    expect(stored()).toEqual(['老王']);
  });

  it('shows the entry when the word is gone', async () => {
    renderAt('/home-search/searchPage');
    await waitFor(() => expect(screen.getByTestId('home-search-hot')).toBeTruthy());
    expect(api.fetchSearch).not.toHaveBeenCalled();
  });
});

const postHit = (id: number) => ({
  id,
  kind: 1,
  circleName: '英超圈',
  authorName: `球迷${id}`,
  title: id % 2 === 0 ? '曼城今晚' : '',
  snippet: `…看好曼城拿下比赛${id}…`,
  createdAt: Date.parse('2026-11-29T20:00:00+08:00'),
  likeCount: 3,
  replyCount: 2,
});

describe('posts (帖子)', () => {
  afterEach(() => setRenderedChannel({ channel: 'main', agentId: '2335037' }));

  it('previews the posts under 全部, each opening its page, 查看更多 opening the 帖子 tab', async () => {
    api.fetchSearch.mockImplementation((_w, scope, pageNo) =>
      Promise.resolve(
        scope === 'all'
          ? answer({ posts: { list: [postHit(4), postHit(5)], hasMore: true } })
          : answer(
              { posts: { list: [postHit(pageNo === 1 ? 6 : 7)], hasMore: pageNo === 1 } },
              'post',
            ),
      ),
    );
    renderAt('/home-search/searchPage?words=%E6%9B%BC');
    await waitFor(() => expect(screen.getAllByTestId('hit-post')).toHaveLength(2));
    const hits = screen.getAllByTestId('hit-post');
    expect(hits.map((h) => h.getAttribute('href'))).toEqual(['/sns/detail/4', '/sns/detail/5']);
    expect(hits[0]!.textContent).toContain('曼城今晚');
    expect(hits[0]!.textContent).toContain('…看好曼城拿下比赛4…');
    expect(hits[1]!.textContent).toContain('球迷5 · 英超圈');
    expect(screen.getByTestId('home-search-section-post').textContent).toContain('帖子');
    fireEvent.click(screen.getByTestId('home-search-more-post'));
    expect(where()).toBe('/home-search/searchPage?words=%E6%9B%BC&tab=post');
    await waitFor(() => expect(screen.getAllByTestId('hit-post')).toHaveLength(1));
    expect(api.fetchSearch).toHaveBeenCalledWith('曼', 'post', 1, expect.any(AbortSignal));
    expect(screen.getByTestId('home-search-tab-post').getAttribute('aria-selected')).toBe('true');
  });

  it('shows no posts and no 帖子 tab where the channel hides the circles', async () => {
    setRenderedChannel({ channel: 'jd', agentId: '2335037' });
    api.fetchSearch.mockResolvedValue(
      answer({
        matches: { list: [match(5)], hasMore: false },
        posts: { list: [postHit(4)], hasMore: false },
      }),
    );
    renderAt('/home-search/searchPage?words=%E6%9B%BC&tab=post');
    await waitFor(() => expect(screen.getAllByTestId('hit-match')).toHaveLength(1));
    // The address's tab is one this channel does not show: 全部.
    expect(api.fetchSearch).toHaveBeenCalledWith('曼', 'all', 1, expect.any(AbortSignal));
    expect(screen.queryByTestId('hit-post')).toBeNull();
    expect(screen.queryByTestId('home-search-section-post')).toBeNull();
    expect(screen.queryByTestId('home-search-tab-post')).toBeNull();
    expect(screen.getByTestId('home-search-tab-league')).toBeTruthy();
  });
});

describe('the shareable results (home-search/content)', () => {
  it('shows the word’s results without the box or the history', async () => {
    localStorage.setItem(KEY, JSON.stringify(['阿森纳']));
    api.fetchSearch.mockResolvedValue(answer({ matches: { list: [match(5)], hasMore: false } }));
    renderAt('/home-search/content?words=%E6%9B%BC');
    expect(screen.getByTestId('home-search-words').textContent).toBe('曼');
    await waitFor(() => expect(screen.getAllByTestId('hit-match')).toHaveLength(1));
    expect(screen.queryByTestId('home-search-input')).toBeNull();
    expect(screen.queryByTestId('home-search-history')).toBeNull();
    expect(screen.getByTestId('home-search-again').getAttribute('href')).toBe('/home-search');
  });

  it('says what is missing without a word', () => {
    renderAt('/home-search/content?words=%20');
    expect(screen.getByTestId('home-search-no-words').textContent).toBe('请输入搜索内容');
    expect(api.fetchSearch).not.toHaveBeenCalled();
  });
});
