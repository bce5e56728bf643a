// Pins the expert home's 文章 and 复盘 lists: the expert's articles and replays (their plan's match
// and result), each row opening its page; 暂无文章 / 暂无复盘 when none; a failure with its retry.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/http';
import { installFakeClock } from '../../../../../kit/fakeClock';
import { feedItem, freshVisit, NOW, renderAt } from '../../social/kit';

const api = vi.hoisted(() => ({ fetchExpertArticles: vi.fn(), fetchExpertReplays: vi.fn() }));
vi.mock('@features/experts/articles/api', () => api);

const replay = {
  id: 5,
  expert: { id: 42, nickname: '老张说球', icon: null },
  plan: { id: 88, title: '曼城让一球', result: 2, matchName: '曼城 vs 阿森纳', settledAt: NOW },
  title: '复盘：曼城让一球',
  content: '临场变化超出预期',
  likeCount: 1,
  liked: false,
  commentCount: 0,
  createdAt: NOW - 3_600_000,
};

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  api.fetchExpertArticles.mockReset();
  api.fetchExpertReplays.mockReset();
  api.fetchExpertArticles.mockResolvedValue({
    list: [feedItem(7, { kind: 6, title: '老张谈英超' })],
    pageNo: 1,
    hasMore: false,
  });
  api.fetchExpertReplays.mockResolvedValue({ list: [replay], pageNo: 1, hasMore: false });
});
afterEach(() => clock.restore());

async function open(which: 'articles' | 'replays') {
  cleanup();
  freshVisit({ loggedIn: false });
  const m = await import('@features/experts/articles/ExpertWritings');
  const List = which === 'articles' ? m.ExpertArticles : m.ExpertReplays;
  await renderAt(<List expertId={42} round={0} />, { pattern: '/e', at: '/e' }, clock.advance);
  await act(() => clock.advance(0));
}
const where = () => screen.getByTestId('where').dataset.path;

describe('文章', () => {
  it('lists the expert’s articles, each opening its page', async () => {
    await open('articles');
    expect(api.fetchExpertArticles).toHaveBeenCalledWith(42, 1, expect.any(AbortSignal));
    const row = screen.getByTestId('expert-article-row');
    expect(row.textContent).toContain('老张谈英超');
    fireEvent.click(row);
    expect(where()).toBe('/expert-article/7');
  });

  it('says when there is none, and shows a failure', async () => {
    api.fetchExpertArticles.mockResolvedValue({ list: [], pageNo: 1, hasMore: false });
    await open('articles');
    expect(screen.getByTestId('expert-articles-empty').textContent).toContain('暂无文章');
    api.fetchExpertArticles.mockRejectedValue(new ApiError('network', { path: '/x' }));
    await open('articles');
    expect(screen.getByTestId('expert-articles-error')).toBeTruthy();
  });
});

describe('复盘', () => {
  it('lists the replays with their plan’s match and result, each opening its page', async () => {
    await open('replays');
    const row = screen.getByTestId('expert-replay-row');
    expect(row.textContent).toContain('复盘：曼城让一球');
    expect(row.textContent).toContain('曼城 vs 阿森纳 · 黑');
    fireEvent.click(row);
    expect(where()).toBe('/expert-replay/5');
  });

  it('says when there is none', async () => {
    api.fetchExpertReplays.mockResolvedValue({ list: [], pageNo: 1, hasMore: false });
    await open('replays');
    expect(screen.getByTestId('expert-replays-empty').textContent).toContain('暂无复盘');
  });
});
