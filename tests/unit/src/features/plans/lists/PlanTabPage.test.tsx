// Pins the 方案 tab (issue 19 §2): the football plans on sale first, paged as the reader reaches
// the end; the kind tabs and 足球 / 篮球 each start a list from its first page; empty and error
// states per list, with a retry; pull to refresh asks again for the first page and the hot experts;
// the hot-experts strip (name, 近N中M, 连红 or 回报率, the expert's home, 专家榜) and its quiet failure.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/http';
import { installFakeClock } from '../../../../../kit/fakeClock';
import { card, cardPage, emptyPage, expert, rankingRow, renderLists } from './kit';

const api = vi.hoisted(() => ({
  fetchPlanPage: vi.fn(),
  fetchMyLookPage: vi.fn(),
  fetchLookListPage: vi.fn(),
  fetchHotExperts: vi.fn(),
}));
vi.mock('@features/plans/lists/api', () => api);

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  for (const fn of Object.values(api)) fn.mockReset();
  api.fetchPlanPage.mockImplementation((_q: string, _t: string, pageNo: number) =>
    Promise.resolve(cardPage(pageNo, 2)),
  );
  api.fetchHotExperts.mockResolvedValue([rankingRow(1), rankingRow(2)]);
});
afterEach(() => clock.restore());

const open = (viewport?: number) => renderLists('/tabs/plan', clock.advance, viewport);
const settle = () => act(() => clock.advance(0));
const planCalls = () => api.fetchPlanPage.mock.calls.map((c) => c.slice(0, 3) as unknown[]);
const cards = () => screen.queryAllByTestId('plan-card');
const tab = (testId: string) => screen.getByTestId(testId);

describe('the plans on sale', () => {
  it('opens on every football plan, page by page as the reader reaches the end, then 没有更多了', async () => {
    await open();
    await settle();
    expect(planCalls()).toEqual([
      ['1', 'all', 1],
      ['1', 'all', 2],
    ]);
    expect(cards()).toHaveLength(40);
    expect(cards()[0]!.getAttribute('href')).toBe('/plan/1');
    expect(screen.getByTestId('plans-more').dataset.state).toBe('end');
    expect(tab('plan-kind-all').getAttribute('aria-selected')).toBe('true');
    expect(tab('plan-ball-1').getAttribute('aria-selected')).toBe('true');
  });

  it('asks for nothing more while the end is out of view', async () => {
    await open(800);
    expect(planCalls()).toEqual([['1', 'all', 1]]);
    expect(screen.getByTestId('plans-more').dataset.state).not.toBe('end');
  });

  it('offers 全部, 免费, 付费 and 不中退款, each a list from its first page', async () => {
    await open(800);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '足球',
      '篮球',
      '全部',
      '免费',
      '付费',
      '不中退款',
    ]);
    for (const type of ['free', 'paid', 'refund']) {
      fireEvent.click(tab(`plan-kind-${type}`));
      await settle();
      expect(planCalls().at(-1)).toEqual(['1', type, 1]);
      expect(tab(`plan-kind-${type}`).getAttribute('aria-selected')).toBe('true');
    }
  });

  it('switches to basketball: its plans from the first page, its hot experts, the same kind', async () => {
    await open(800);
    fireEvent.click(tab('plan-kind-free'));
    await settle();
    fireEvent.click(tab('plan-ball-2'));
    await settle();
    expect(planCalls().at(-1)).toEqual(['2', 'free', 1]);
    expect(api.fetchHotExperts.mock.calls.map((c) => c[0] as unknown)).toEqual(['1', '2']);
    expect(screen.getByTestId('expert-ranking').getAttribute('href')).toBe('/expert/famous/2/2');
  });

  it('says when a kind has nothing on sale, naming the ball type and the kind', async () => {
    api.fetchPlanPage.mockResolvedValue(emptyPage());
    await open();
    expect(screen.getByTestId('plans-empty').textContent).toBe('足球暂无在售方案');
    fireEvent.click(tab('plan-ball-2'));
    await settle();
    fireEvent.click(tab('plan-kind-refund'));
    await settle();
    expect(screen.getByTestId('plans-empty').textContent).toBe('篮球暂无不中退款方案');
  });

  it('shows what went wrong with 重新加载, which asks for the first page again', async () => {
    api.fetchPlanPage.mockRejectedValueOnce(new ApiError('network', { path: '/api/plan/list' }));
    await open(800);
    expect(screen.getByTestId('plans-error').textContent).toContain('网络连接失败');
    expect(cards()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await settle();
    expect(planCalls()).toEqual([
      ['1', 'all', 1],
      ['1', 'all', 1],
    ]);
    expect(cards().length).toBeGreaterThan(0);
  });

  it('keeps the cards when the next page fails, and 点击重试 asks for that page again', async () => {
    api.fetchPlanPage.mockImplementation((_q: string, _t: string, pageNo: number) =>
      pageNo === 2
        ? Promise.reject(new ApiError('network', { path: '/api/plan/list' }))
        : Promise.resolve(cardPage(pageNo, 2)),
    );
    await open();
    await settle();
    expect(cards()).toHaveLength(20);
    expect(screen.getByTestId('plans-more').dataset.state).toBe('error');
    api.fetchPlanPage.mockImplementation((_q: string, _t: string, pageNo: number) =>
      Promise.resolve(cardPage(pageNo, 2)),
    );
    fireEvent.click(screen.getByRole('button', { name: '点击重试' }));
    await settle();
    expect(planCalls().at(-1)).toEqual(['1', 'all', 2]);
    expect(cards()).toHaveLength(40);
  });

  it('asks again for the first page and the hot experts on a pull to refresh', async () => {
    await open(800);
    api.fetchPlanPage.mockResolvedValue({ ...cardPage(1), list: [card(99)] });
    const ptr = screen.getByTestId('pull-to-refresh');
    fireEvent.touchStart(ptr, { touches: [{ clientY: 0 }] });
    fireEvent.touchMove(ptr, { touches: [{ clientY: 200 }] });
    fireEvent.touchEnd(ptr);
    await settle();
    expect(planCalls()).toEqual([
      ['1', 'all', 1],
      ['1', 'all', 1],
    ]);
    expect(api.fetchHotExperts).toHaveBeenCalledTimes(2);
    expect(cards().map((c) => c.dataset.id)).toEqual(['99']);
  });
});

describe('coming back', () => {
  it('shows the ball type and kind the fan left for a plan, and a fresh visit starts at football', async () => {
    await open(800);
    fireEvent.click(tab('plan-ball-2'));
    await settle();
    fireEvent.click(tab('plan-kind-refund'));
    await settle();
    fireEvent.click(cards()[0]!);
    await settle();
    expect(screen.getByTestId('where').dataset.path).toBe('/plan/1');
    fireEvent.click(screen.getByTestId('router-back'));
    await settle();
    expect(tab('plan-ball-2').getAttribute('aria-selected')).toBe('true');
    expect(tab('plan-kind-refund').getAttribute('aria-selected')).toBe('true');
    expect(planCalls().at(-1)).toEqual(['2', 'refund', 1]);
    fireEvent.click(screen.getByTestId('router-tab-home'));
    await settle();
    fireEvent.click(screen.getByTestId('router-tab-plan'));
    await settle();
    expect(tab('plan-ball-1').getAttribute('aria-selected')).toBe('true');
    expect(tab('plan-kind-all').getAttribute('aria-selected')).toBe('true');
  });
});

describe('the hot experts', () => {
  it('shows each expert with the name, 近N中M and the streak, and opens the expert’s home', async () => {
    await open(800);
    expect(api.fetchHotExperts).toHaveBeenCalledWith('1', expect.any(AbortSignal));
    const chips = screen.getAllByTestId('hot-expert');
    expect(chips).toHaveLength(2);
    expect(chips[0]!.textContent).toBe('专专家1近10中74连红');
    expect(chips[0]!.getAttribute('href')).toBe('/public/expertHome/101');
    expect(screen.getByTestId('expert-ranking').textContent).toContain('专家榜');
    expect(screen.getByTestId('expert-ranking').getAttribute('href')).toBe('/expert/famous/2/1');
  });

  it('says the return when there is no running streak', async () => {
    api.fetchHotExperts.mockResolvedValue([rankingRow(1, { currentStreak: 1 })]);
    await open(800);
    const facts = screen.getAllByTestId('hot-expert-fact').map((f) => f.textContent);
    expect(facts).toEqual(['近10中7', '回报率132.5%']);
  });

  it('shows a picture when the expert has one, and the first character otherwise', async () => {
    api.fetchHotExperts.mockResolvedValue([
      rankingRow(1, { expert: expert({ id: 1, icon: 'https://img.example/a.png' }) }),
      rankingRow(2, { expert: expert({ id: 2, nickname: '篮球大叔' }) }),
    ]);
    await open(800);
    const [picture, initial] = screen.getAllByTestId('hot-expert-avatar');
    expect(picture!.tagName).toBe('IMG');
    expect(initial!.textContent).toBe('篮');
  });

  it('says so when nobody ranks yet', async () => {
    api.fetchHotExperts.mockResolvedValue([]);
    await open(800);
    expect(screen.getByTestId('hot-experts').textContent).toContain('暂无上榜专家');
    expect(cards().length).toBeGreaterThan(0);
  });

  it('fails quietly: one line with a retry, while the plans show as usual', async () => {
    api.fetchHotExperts.mockRejectedValueOnce(new ApiError('network', { path: '/top10' }));
    await open(800);
    expect(screen.queryByTestId('plans-error')).toBeNull();
    expect(cards().length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('hot-experts-retry'));
    await settle();
    expect(screen.getAllByTestId('hot-expert')).toHaveLength(2);
  });
});
