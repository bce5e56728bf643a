// Pins 资讯分享页 (share-page/information?id=): a news item's title, source, time, text as text and
// pictures; 打开App查看更多 to the download page with the channel's agent, and none on a channel that
// hides download (the microblog app, product-spec §6); an article, a gone item or a bad id is
// 资讯不存在或已被删除; loading and failure.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/http';
import { installFakeClock } from '../../../../../kit/fakeClock';
import { freshVisit, NOW, renderAt } from '../../social/kit';

const api = vi.hoisted(() => ({ fetchShared: vi.fn() }));
vi.mock('@features/experts/articles/api', () => api);

const news = (over = {}) => ({
  id: 9,
  kind: 10,
  title: '曼城 2-1 阿森纳',
  pictures: ['/api/sns/img/9/0', 'javascript:alert(1)'],
  content: '全场结束，<script>x</script>曼城2比1阿森纳。',
  author: { userId: null, nickName: '赛事快讯', icon: null, expertId: null },
  circleId: 1,
  likeCount: 0,
  replyCount: 0,
  createdAt: NOW - 10 * 60_000,
  ...over,
});

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  api.fetchShared.mockReset();
  api.fetchShared.mockResolvedValue(news());
});
afterEach(() => clock.restore());

async function open({ at = '/share-page/information?id=9', agentId = '' } = {}) {
  cleanup();
  freshVisit({ loggedIn: false, ...(agentId ? { agentId } : {}) });
  const { default: Page } = await import('@features/experts/articles/InformationSharePage');
  await renderAt(<Page />, { pattern: '/share-page/information', at }, clock.advance);
  await act(() => clock.advance(0));
}

describe('资讯分享页', () => {
  it('shows the news: title, source, time, text as text, safe pictures', async () => {
    await open();
    expect(api.fetchShared).toHaveBeenCalledWith(9, expect.any(AbortSignal));
    expect(screen.getByText('曼城 2-1 阿森纳')).toBeTruthy();
    expect(screen.getByTestId('share-source').textContent).toBe('赛事快讯');
    expect(screen.getByTestId('share-time').textContent).toBe('10分钟前');
    const text = screen.getByTestId('share-text');
    expect(text.textContent).toBe('全场结束，<script>x</script>曼城2比1阿森纳。');
    expect(text.querySelector('script')).toBeNull();
    expect(screen.getByTestId('sns-pictures').querySelectorAll('img')).toHaveLength(1);
  });

  it('leads to the download page with the channel’s agent', async () => {
    await open();
    const cta = screen.getByTestId('share-open-app');
    expect(cta.textContent).toBe('打开App查看更多');
    expect(cta.getAttribute('href')).toBe('/download?agentId=2335037');
  });

  it('offers no download where the channel hides it', async () => {
    await open({ agentId: '2335201' });
    expect(screen.getByTestId('share-text')).toBeTruthy();
    expect(screen.queryByTestId('share-open-app')).toBeNull();
  });

  it('is not found for an article under this address', async () => {
    api.fetchShared.mockResolvedValue(news({ kind: 6 }));
    await open();
    expect(screen.getByTestId('share-not-found').textContent).toBe('资讯不存在或已被删除');
    expect(screen.queryByTestId('share-text')).toBeNull();
  });

  it('is not found when gone', async () => {
    api.fetchShared.mockRejectedValue(
      new ApiError('http', { path: '/x', status: 404, code: 'sns_not_found' }),
    );
    await open();
    expect(screen.getByTestId('share-not-found')).toBeTruthy();
  });

  it('calls nothing without an id', async () => {
    await open({ at: '/share-page/information' });
    expect(screen.getByTestId('share-not-found')).toBeTruthy();
    expect(api.fetchShared).not.toHaveBeenCalled();
  });

  it('shows the skeleton while loading', async () => {
    api.fetchShared.mockReturnValue(new Promise(() => undefined));
    await open();
    expect(screen.getByTestId('share-info-loading')).toBeTruthy();
  });

  it('shows a failure', async () => {
    api.fetchShared.mockRejectedValue(new ApiError('network', { path: '/x' }));
    await open();
    expect(screen.getByTestId('share-info-error')).toBeTruthy();
  });
});
