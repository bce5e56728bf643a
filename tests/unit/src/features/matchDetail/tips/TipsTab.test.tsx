// Pins the Tips tab as a fan meets it: a skeleton, then cards (expert, level, record, the title as
// text, price, time) linking to the plan or interpretation page; a sort switch that asks again;
// "加载更多" paging with its end, failure and retry, dropped on a sort switch; the empty state; an
// error with a retry; basketball asking as matchType 2; the avatar's stand-in.
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TipSort, TipsPage } from '@contracts/matchcenter';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import TipsTab from '@features/matchDetail/tips/TipsTab';
import { matchItem } from '../../../entities/match/fixtures';
import { tipExpert, tipItem, tipsPage } from './fixtures';

type Fetch = (
  matchId: number,
  matchType: 1 | 2,
  sortType: TipSort,
  pageNo: number,
  signal?: AbortSignal,
) => Promise<TipsPage>;
const api = vi.hoisted(() => ({
  fetchTipsPage: vi.fn<Fetch>(),
  fetchMatchJd: vi.fn(),
  fetchExpertJdCount: vi.fn(),
}));
vi.mock('@features/matchDetail/tips/api', () => api);
// A busy CI machine can take longer than the default second to render a page of cards.
configure({ asyncUtilTimeout: 3000 });

const match = matchItem({ matchId: 11, sportType: 1 });

function show(sport: 'football' | 'basketball' = 'football') {
  return render(
    <MemoryRouter>
      <TipsTab match={match} sport={sport} live={false} />
    </MemoryRouter>,
  );
}

const cards = () => screen.queryAllByTestId('tip-card');
const titles = () => cards().map((c) => within(c).getByTestId('tip-title').textContent);
const lastCall = () => api.fetchTipsPage.mock.calls.at(-1)?.slice(0, 4);

/** A page of `n` plans titled `${prefix}0…`. */
function pageOf(prefix: string, n: number, over: Partial<TipsPage> = {}) {
  return tipsPage({
    list: Array.from({ length: n }, (_, i) => tipItem({ title: `${prefix}${i}` })),
    ...over,
  });
}

beforeEach(() => api.fetchTipsPage.mockReset());
afterEach(() => appScheduler.reset());

describe('TipsTab', () => {
  it('shows a skeleton, then one card per tip with expert, record, title, price and time', async () => {
    const plan = tipItem({
      id: 42,
      title: '<b>曼城主胜</b> 稳',
      price: 0,
      refundIfLost: false,
      expert: tipExpert({ nickname: '老炮说球', levelName: '九段上' }),
    });
    const jd = tipItem({
      id: 7,
      kind: 'interpretation',
      price: 28,
      refundIfLost: true,
      result: 1,
      publishedAt: Date.now() - 3 * 3_600_000 - 60_000,
      expert: tipExpert({
        nickname: '新人',
        recentWins: 0,
        recentTotal: 0,
        hitRate: null,
        longestRedStreak: 0,
      }),
    });
    api.fetchTipsPage.mockResolvedValue(tipsPage({ list: [plan, jd] }));
    show();
    expect(screen.getByTestId('tab-skeleton')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(lastCall()).toEqual([11, 1, 0, 1]);
    expect(screen.getByTestId('tips-count').textContent).toBe('方案 1 · 解读 1');

    const [first, second] = cards();
    expect(first!.getAttribute('href')).toBe('/plan/42');
    expect(within(first!).getByTestId('tip-expert').textContent).toBe('老炮说球');
    expect(within(first!).getByText('九段上')).toBeTruthy();
    expect(within(first!).getByTestId('tip-record').textContent).toBe('近10中7命中率70%最高3连红');
    // The expert's own words are text, never markup.
    expect(within(first!).getByTestId('tip-title').textContent).toBe('<b>曼城主胜</b> 稳');
    expect(first!.querySelector('b')).toBeNull();
    expect(within(first!).getByTestId('tip-price').textContent).toBe('免费');
    expect(within(first!).getByTestId('tip-time').textContent).toBe('5分钟前');
    expect(within(first!).getByText('方案')).toBeTruthy();

    expect(second!.getAttribute('href')).toBe('/tjInterpretation/7');
    expect(within(second!).getByTestId('tip-price').textContent).toBe('28 金币');
    expect(within(second!).getByTestId('tip-time').textContent).toBe('3小时前');
    expect(within(second!).getByTestId('tip-record').textContent).toBe('暂无战绩');
    expect(within(second!).getByTestId('tip-result').textContent).toBe('红');
    expect(within(second!).getByText('解读')).toBeTruthy();
    // The wording of plan cards and pages, never a shorter 不中退.
    expect(within(second!).getByText('不中退款')).toBeTruthy();
    expect(within(first!).queryByText('不中退款')).toBeNull();
  });

  it('asks again when the sort changes, and shows that sort’s answer', async () => {
    api.fetchTipsPage.mockImplementation((_m, _t, sort) =>
      Promise.resolve(pageOf(sort === 1 ? '便宜' : sort === 2 ? '命中' : '最新', 2)),
    );
    show();
    await waitFor(() => expect(titles()).toEqual(['最新0', '最新1']));
    const sorts = screen.getAllByTestId('tip-sort');
    expect(sorts.map((b) => b.textContent)).toEqual(['最新', '价格', '命中率']);
    expect(sorts[0]!.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(sorts[1]!);
    await waitFor(() => expect(titles()).toEqual(['便宜0', '便宜1']));
    expect(lastCall()).toEqual([11, 1, 1, 1]);
    expect(sorts[1]!.getAttribute('aria-pressed')).toBe('true');
    expect(sorts[0]!.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(sorts[2]!);
    await waitFor(() => expect(titles()).toEqual(['命中0', '命中1']));
    expect(lastCall()).toEqual([11, 1, 2, 1]);
  });

  it('loads page after page with 加载更多 until there is no more', async () => {
    api.fetchTipsPage.mockImplementation((_m, _t, _s, pageNo) =>
      Promise.resolve(
        pageOf(`第${pageNo}页`, pageNo < 3 ? 10 : 3, { pageNo, hasMore: pageNo < 3, total: 23 }),
      ),
    );
    show();
    await waitFor(() => expect(cards()).toHaveLength(10));
    fireEvent.click(screen.getByTestId('tips-more'));
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(lastCall()).toEqual([11, 1, 0, 2]);
    expect(titles()[10]).toBe('第2页0');
    fireEvent.click(screen.getByTestId('tips-more'));
    await waitFor(() => expect(cards()).toHaveLength(23));
    expect(lastCall()).toEqual([11, 1, 0, 3]);
    expect(screen.getByTestId('tips-more').getAttribute('data-state')).toBe('end');
    expect(screen.getByTestId('tips-more').textContent).toBe('没有更多了');
  });

  it('offers a retry when a later page fails, keeping what is shown', async () => {
    let page2Asks = 0;
    api.fetchTipsPage.mockImplementation((_m, _t, _s, pageNo) => {
      if (pageNo === 1) return Promise.resolve(pageOf('一', 10, { hasMore: true }));
      page2Asks += 1;
      return page2Asks === 1
        ? Promise.reject(new ApiError('timeout', { path: '/api/matchcenter' }))
        : Promise.resolve(pageOf('二', 2, { pageNo: 2 }));
    });
    show();
    await waitFor(() => expect(cards()).toHaveLength(10));
    fireEvent.click(screen.getByTestId('tips-more'));
    await waitFor(() =>
      expect(screen.getByTestId('tips-more').getAttribute('data-state')).toBe('error'),
    );
    expect(screen.getByTestId('tips-more').textContent).toContain('请求超时，请稍后重试');
    expect(cards()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: '点击重试' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(page2Asks).toBe(2);
    expect(titles().slice(-2)).toEqual(['二0', '二1']);
  });

  it('drops the later pages when the sort changes', async () => {
    api.fetchTipsPage.mockImplementation((_m, _t, sort, pageNo) =>
      Promise.resolve(pageOf(`s${sort}p${pageNo}-`, 10, { pageNo, hasMore: pageNo < 2 })),
    );
    show();
    await waitFor(() => expect(cards()).toHaveLength(10));
    fireEvent.click(screen.getByTestId('tips-more'));
    await waitFor(() => expect(cards()).toHaveLength(20));
    fireEvent.click(screen.getAllByTestId('tip-sort')[1]!);
    await waitFor(() => expect(titles()[0]).toBe('s1p1-0'));
    expect(cards()).toHaveLength(10);
    expect(screen.getByTestId('tips-more').textContent).toBe('加载更多');
  });

  it('says 暂无专家方案 when the match has no tips', async () => {
    api.fetchTipsPage.mockResolvedValue(tipsPage({ list: [] }));
    show();
    await waitFor(() => expect(screen.getByTestId('tab-empty').textContent).toBe('暂无专家方案'));
    expect(cards()).toHaveLength(0);
    // The sort switch stays: another sort of nothing is still nothing, but the fan is not stuck.
    expect(screen.getAllByTestId('tip-sort')).toHaveLength(3);
  });

  it('shows the error with a retry that loads', async () => {
    let asks = 0;
    api.fetchTipsPage.mockImplementation(() => {
      asks += 1;
      return asks === 1
        ? Promise.reject(new ApiError('network', { path: '/api/matchcenter' }))
        : Promise.resolve(pageOf('重试后', 1));
    });
    show();
    const error = await screen.findByTestId('tab-error');
    expect(error.textContent).toContain('网络连接失败，请检查网络后重试');
    fireEvent.click(within(error).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(titles()).toEqual(['重试后0']));
    expect(api.fetchTipsPage).toHaveBeenCalledTimes(2);
  });

  it('asks for basketball tips as matchType 2', async () => {
    api.fetchTipsPage.mockResolvedValue(pageOf('篮球', 1));
    show('basketball');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(lastCall()).toEqual([11, 2, 0, 1]);
  });

  it('shows the avatar, and the nickname’s first character when there is none or it fails', async () => {
    api.fetchTipsPage.mockResolvedValue(
      tipsPage({
        list: [
          tipItem({
            expert: tipExpert({ nickname: '绿茵鹰眼', icon: 'https://img.example/a.png' }),
          }),
          tipItem({ expert: tipExpert({ nickname: '篮坛老司机', icon: null }) }),
          tipItem({ expert: tipExpert({ nickname: '坏链接', icon: 'javascript:alert(1)' }) }),
        ],
      }),
    );
    show();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const [withIcon, without, unsafe] = screen.getAllByTestId('tip-avatar');
    // Only http(s) addresses from the server are loaded.
    expect(unsafe!.tagName).toBe('SPAN');
    expect(unsafe!.textContent).toBe('坏');
    expect(without!.tagName).toBe('SPAN');
    expect(without!.textContent).toBe('篮');
    expect(withIcon!.tagName).toBe('IMG');
    expect(withIcon!.getAttribute('src')).toBe('https://img.example/a.png');
    fireEvent.error(withIcon!);
    await waitFor(() => expect(screen.getAllByTestId('tip-avatar')[0]!.textContent).toBe('绿'));
  });
});
