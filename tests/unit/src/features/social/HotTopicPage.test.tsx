// Pins 热门话题 (sns/hot-topic-detail?title&topicPicture&msgId&hotDiscuss): the header drawn from the
// address at once, the topic's posts paged, empty and error states, a topic without msgId.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/http';
import { socialScreen } from '../../../../kit/socialScreens';
import { feedItem, feedPage } from './kit';

const api = vi.hoisted(() => ({ fetchTopicPage: vi.fn() }));
vi.mock('@features/social/api', () => api);

const topic = {
  msgId: 70,
  circleId: 3,
  title: '争冠悬念',
  topicPicture: null,
  hotDiscuss: 9,
  createdAt: 0,
};
const address =
  '/sns/hot-topic-detail?title=争冠悬念&topicPicture=https://img.example/t.png&msgId=70&hotDiscuss=12345';
const { open } = socialScreen({
  load: () => import('@features/social/HotTopicPage'),
  pattern: '/sns/hot-topic-detail',
  at: address,
  mocks: Object.values(api),
});

describe('热门话题', () => {
  it('draws the header from the address, then the topic’s posts', async () => {
    api.fetchTopicPage.mockResolvedValue({
      topic,
      item: feedItem(70, { kind: 9 }),
      posts: feedPage([feedItem(2), feedItem(3)]),
    });
    await open({ loggedIn: false });
    expect(screen.getByTestId('sns-topic-header').textContent).toContain('#争冠悬念#');
    expect(screen.getByTestId('sns-topic-hot').textContent).toBe('1.2万 热议');
    expect(screen.getByTestId('sns-topic-header').querySelector('img')?.getAttribute('src')).toBe(
      'https://img.example/t.png',
    );
    expect(api.fetchTopicPage).toHaveBeenCalledWith(70, 1, expect.any(AbortSignal));
    expect(screen.getAllByTestId('sns-card').map((c) => c.dataset.id)).toEqual(['2', '3']);
  });

  it('says when the topic has no posts, and why it failed', async () => {
    api.fetchTopicPage.mockResolvedValueOnce({
      topic,
      item: feedItem(70, { kind: 9 }),
      posts: feedPage([]),
    });
    await open({ loggedIn: false });
    expect(screen.getByTestId('sns-topic-feed-empty').textContent).toBe('这个话题还没有帖子');
    api.fetchTopicPage.mockRejectedValueOnce(
      new ApiError('http', {
        path: '/api/sns/topic/70/1',
        status: 404,
        code: 'sns_topic_not_found',
        message: '话题不存在',
      }),
    );
    await open({ loggedIn: false });
    expect(screen.getByTestId('sns-topic-feed-error').textContent).toContain('话题不存在');
  });

  it('takes an address without msgId for no topic, and shows no picture of another scheme', async () => {
    await open({
      loggedIn: false,
      at: '/sns/hot-topic-detail?title=x&topicPicture=javascript:alert(1)',
    });
    expect(screen.getByTestId('sns-topic-not-found').textContent).toBe('话题不存在');
    expect(api.fetchTopicPage).not.toHaveBeenCalled();
  });

  it('shows the notice on the push-ball platform', async () => {
    await open({ loggedIn: false, agentId: '2335401' });
    expect(screen.queryByTestId('sns-topic-header')).toBeNull();
    expect(screen.getByTestId('sns-hidden-notice')).toBeTruthy();
  });
});
