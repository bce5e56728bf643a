// Pins 专家文章 (expert-article/{id}): the article as the post page shows an item (title, text as
// text, pictures, 点赞, replies) under a card of its expert that opens the expert's home; another
// kind under this address, a gone article and a bad id are 文章不存在或已被删除; a visitor's 点赞
// asks to log in; loading and failure states.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/http';
import { loginRequired$ } from '@shared/events';
import { socialScreen } from '../../../../kit/socialScreens';
import { detailOf, feedItem, reply, status } from './kit';

const api = vi.hoisted(() => ({
  fetchDetail: vi.fn(),
  fetchReplyPage: vi.fn(),
  fetchMemberStatus: vi.fn(),
  sendReply: vi.fn(),
  sendLike: vi.fn(),
}));
vi.mock('@features/social/api', () => api);

const expertAuthor = { userId: null, nickName: '老张说球', icon: null, expertId: 42 };
const article = (over = {}) =>
  feedItem(7, {
    kind: 6,
    title: '英超前瞻',
    content: '主队<b>稳</b>\n客队不稳',
    author: expertAuthor,
    pictures: ['/api/sns/img/7/0'],
    ...over,
  });

const { open, settle } = socialScreen({
  load: () => import('@features/social/ArticlePage'),
  pattern: '/expert-article/:id',
  at: '/expert-article/7',
  mocks: Object.values(api),
});
beforeEach(() => {
  api.fetchDetail.mockResolvedValue(detailOf(article()));
  api.fetchReplyPage.mockResolvedValue({
    list: [reply(1)],
    total: 1,
    pageNo: 1,
    pageSize: 20,
    hasMore: false,
  });
  api.fetchMemberStatus.mockResolvedValue(status());
});

describe('专家文章', () => {
  it('shows the article as text with its pictures, replies and the expert card', async () => {
    await open();
    expect(api.fetchDetail).toHaveBeenCalledWith(7, expect.any(AbortSignal));
    const post = screen.getByTestId('sns-post');
    expect(within(post).getByText('英超前瞻')).toBeTruthy();
    const text = within(post).getByTestId('sns-text');
    expect(text.textContent).toBe('主队<b>稳</b>\n客队不稳');
    expect(text.querySelector('b')).toBeNull();
    expect(within(post).getByTestId('sns-pictures').querySelectorAll('img')).toHaveLength(1);
    expect(screen.getAllByTestId('sns-reply-content').map((r) => r.textContent)).toEqual(['回复1']);
    const card = screen.getByTestId('article-expert');
    expect(card.textContent).toContain('老张说球');
    fireEvent.click(card);
    expect(screen.getByTestId('where').dataset.path).toBe('/public/expertHome/42');
  });

  it('likes at once and keeps the server’s count', async () => {
    api.sendLike.mockResolvedValue({ liked: true, likeCount: 9 });
    await open();
    fireEvent.click(screen.getByTestId('sns-like'));
    await settle();
    expect(api.sendLike).toHaveBeenCalledWith(7, true);
    expect(screen.getByTestId('sns-like-count').textContent).toBe('9');
  });

  it('asks a visitor to log in to like or reply', async () => {
    const asked = vi.fn();
    const sub = loginRequired$.subscribe(asked);
    await open({ loggedIn: false });
    fireEvent.click(screen.getByTestId('sns-like'));
    fireEvent.click(screen.getByTestId('sns-reply-login'));
    sub.unsubscribe();
    expect(asked).toHaveBeenCalledTimes(2);
    expect(api.sendLike).not.toHaveBeenCalled();
  });

  it('is not found for a post under this address', async () => {
    api.fetchDetail.mockResolvedValue(detailOf(feedItem(7)));
    await open();
    expect(screen.getByTestId('sns-detail-not-found').textContent).toBe('文章不存在或已被删除');
    expect(screen.queryByTestId('sns-post')).toBeNull();
  });

  it('is not found when gone, and for a bad id without a call', async () => {
    api.fetchDetail.mockRejectedValue(
      new ApiError('http', {
        path: '/api/querySnsNoteDetail/7',
        status: 404,
        code: 'sns_not_found',
      }),
    );
    await open();
    expect(screen.getByTestId('sns-detail-not-found').textContent).toBe('文章不存在或已被删除');
  });

  it('calls nothing for a bad id', async () => {
    await open({ at: '/expert-article/abc' });
    expect(screen.getByTestId('sns-detail-not-found')).toBeTruthy();
    expect(api.fetchDetail).not.toHaveBeenCalled();
  });

  it('shows the skeleton while loading', async () => {
    api.fetchDetail.mockReturnValueOnce(new Promise(() => undefined));
    await open();
    expect(screen.getByTestId('sns-detail-loading')).toBeTruthy();
  });

  it('shows a failure with a retry', async () => {
    api.fetchDetail.mockRejectedValueOnce(new ApiError('network', { path: '/x' }));
    await open();
    expect(screen.getByTestId('sns-detail-error')).toBeTruthy();
  });
});
