// Pins 圈子 (sns/index/{id}): the circle's header (name, members, posts, hot topics); the feed with
// the pinned first, each item's author, relative time, text as text, pictures, like and reply
// counts; 最新 / 热门; the loading, empty and error states; a like shown at once and put back when
// refused; a poll's results after voting; 发帖 behind login, refused with until-when to a gagged fan;
// the composer's six-picture rule, progress bars and the post it sends; the notice on a channel that
// hides the circles (product-spec §6). `sns/index/0?author={id}`: one member's items — 我的动态 for
// the viewer, TA的动态 with the nickname for another — through the same feed list, no circle asked.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/http';
import { loginRequired$ } from '@shared/events';
import { socialScreen } from '../../../../kit/socialScreens';
import { author, feedItem, feedPage, status, toastText } from './kit';

const api = vi.hoisted(() => ({
  fetchCircle: vi.fn(),
  fetchFeedPage: vi.fn(),
  fetchAuthorPage: vi.fn(),
  fetchMemberStatus: vi.fn(),
  publishPost: vi.fn(),
  sendLike: vi.fn(),
  sendVote: vi.fn(),
}));
vi.mock('@features/social/api', () => api);
const upload = vi.hoisted(() => ({ sendImage: vi.fn(), UPLOAD_TIMEOUT_MS: 60_000 }));
vi.mock('@shared/ui/imagePicker/upload', () => upload);

const circle = {
  circle: { id: 3, name: '英超圈', intro: '聊英超', sport: 1, postCount: 12_345, memberCount: 88 },
  moderators: [],
  hotTopics: [
    { msgId: 70, circleId: 3, title: '争冠悬念', topicPicture: null, hotDiscuss: 9, createdAt: 0 },
  ],
};

const { open, settle } = socialScreen({
  load: () => import('@features/social/CirclePage'),
  pattern: '/sns/index/:id',
  at: '/sns/index/3',
  mocks: [...Object.values(api), upload.sendImage],
});
beforeEach(() => {
  api.fetchCircle.mockResolvedValue(circle);
  api.fetchMemberStatus.mockResolvedValue(status());
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
const cards = () => screen.queryAllByTestId('sns-card');

describe('the circle and its feed', () => {
  it('shows the header, the pinned first, then the feed as text', async () => {
    api.fetchFeedPage.mockResolvedValue(
      feedPage(
        [
          feedItem(2, {
            content: '<b>不是粗体</b>',
            pictures: ['/api/sns/img/2/0', 'javascript:alert(1)'],
          }),
          feedItem(3, {
            kind: 6,
            title: '战术分析',
            createdAt: Date.parse('2026-11-20T09:30:00+08:00'),
          }),
        ],
        { pinned: [feedItem(1, { pinned: true })] },
      ),
    );
    await open();
    expect(api.fetchFeedPage).toHaveBeenCalledWith(3, 1, 'new', expect.any(AbortSignal));
    const header = screen.getByTestId('sns-circle-header');
    expect(header.textContent).toContain('英超圈');
    expect(screen.getByTestId('sns-circle-members').textContent).toBe('成员 88');
    expect(screen.getByTestId('sns-circle-posts').textContent).toBe('帖子 1.2万');
    expect(screen.getByTestId('sns-hot-topic').getAttribute('href')).toBe(
      '/sns/hot-topic-detail?title=%E4%BA%89%E5%86%A0%E6%82%AC%E5%BF%B5&msgId=70&hotDiscuss=9',
    );
    const [pinned, second, third] = cards();
    expect(pinned?.dataset.id).toBe('1');
    expect(within(pinned!).getByTestId('sns-pinned').textContent).toBe('置顶');
    expect(within(second!).getByTestId('sns-text').textContent).toBe('<b>不是粗体</b>');
    expect(second!.querySelector('b')).toBeNull();
    expect(within(second!).getByTestId('sns-time').textContent).toBe('5分钟前');
    const pictures = [...second!.querySelectorAll('img')].map((i) => i.getAttribute('src'));
    expect(pictures).toEqual(['/api/sns/img/2/0']);
    expect(within(third!).getByTestId('sns-time').textContent).toBe('11-20 09:30');
    expect(third!.textContent).toContain('文章');
    expect(within(second!).getByTestId('sns-card-link').getAttribute('href')).toBe('/sns/detail/2');
    expect(within(second!).getByTestId('sns-like-count').textContent).toBe('2');
    expect(within(second!).getByTestId('sns-replies').textContent).toContain('1');
  });

  it('switches to 热门 from the first page', async () => {
    api.fetchFeedPage.mockResolvedValue(feedPage([feedItem(2)]));
    await open();
    fireEvent.click(screen.getByTestId('sns-sort-hot'));
    await settle();
    expect(api.fetchFeedPage).toHaveBeenLastCalledWith(3, 1, 'hot', expect.any(AbortSignal));
    expect(screen.getByTestId('sns-sort-hot').getAttribute('aria-selected')).toBe('true');
  });

  it('says when the circle has no posts yet', async () => {
    api.fetchFeedPage.mockResolvedValue(feedPage([]));
    await open();
    expect(screen.getByTestId('sns-feed-empty').textContent).toContain('圈子里还没有帖子');
  });

  it('shows the skeleton while the circle loads', async () => {
    api.fetchCircle.mockReturnValueOnce(new Promise(() => undefined));
    api.fetchFeedPage.mockResolvedValue(feedPage([]));
    await open();
    expect(screen.getByTestId('sns-circle-loading')).toBeTruthy();
  });

  it('says why the circle failed, and loads it again on 重新加载', async () => {
    api.fetchCircle.mockRejectedValueOnce(
      new ApiError('http', {
        path: '/api/sns/queryThemeInfo',
        status: 404,
        code: 'sns_circle_not_found',
        message: '圈子不存在',
      }),
    );
    api.fetchFeedPage.mockResolvedValue(feedPage([feedItem(2)]));
    await open();
    expect(screen.getByTestId('sns-circle-error').textContent).toContain('圈子不存在');
    fireEvent.click(within(screen.getByTestId('sns-circle-error')).getByRole('button'));
    await settle();
    expect(screen.getByTestId('sns-circle-header')).toBeTruthy();
  });

  it('says why the feed failed', async () => {
    api.fetchFeedPage.mockRejectedValue(new ApiError('network', { path: '/api/sns/feed/3/1' }));
    await open();
    expect(screen.getByTestId('sns-feed-error')).toBeTruthy();
  });

  it('takes a bad id for no circle, asking nothing', async () => {
    await open({ at: '/sns/index/abc' });
    expect(screen.getByTestId('sns-circle-not-found').textContent).toBe('圈子不存在');
    expect(api.fetchCircle).not.toHaveBeenCalled();
  });
});

describe('a member’s posts (sns/index/0?author=)', () => {
  const title = () => document.querySelector('.page-header__title')?.textContent;

  it('shows another member’s items as TA的动态 with their nickname, asking no circle', async () => {
    api.fetchAuthorPage.mockResolvedValue(
      feedPage([
        feedItem(5, { author: author(42, '老球迷') }),
        feedItem(4, { author: author(42, '老球迷'), circleName: '西甲圈' }),
      ]),
    );
    await open({ userId: 7, at: '/sns/index/0?author=42' });
    expect(api.fetchAuthorPage).toHaveBeenCalledWith(42, 1, expect.any(AbortSignal));
    expect(api.fetchCircle).not.toHaveBeenCalled();
    expect(api.fetchFeedPage).not.toHaveBeenCalled();
    expect(title()).toBe('TA的动态');
    expect(screen.getByTestId('sns-author-name').textContent).toBe('老球迷');
    expect(cards().map((c) => c.dataset.id)).toEqual(['5', '4']);
    expect(screen.queryByTestId('sns-circle-header')).toBeNull();
    expect(screen.queryByTestId('sns-post-button')).toBeNull();
  });

  it('is 我的动态 for the viewer’s own id, with its own empty text', async () => {
    api.fetchAuthorPage.mockResolvedValue(feedPage([]));
    await open({ userId: 7, at: '/sns/index/0?author=7' });
    expect(api.fetchAuthorPage).toHaveBeenCalledWith(7, 1, expect.any(AbortSignal));
    expect(title()).toBe('我的动态');
    expect(screen.queryByTestId('sns-author-name')).toBeNull();
    expect(screen.getByTestId('sns-author-feed-empty').textContent).toContain('你还没有发过动态');
  });

  it('is TA的动态 for a visitor even at a remembered id, and says TA wrote nothing', async () => {
    api.fetchAuthorPage.mockResolvedValue(feedPage([]));
    await open({ userId: 7, at: '/sns/index/0?author=7', loggedIn: false });
    expect(title()).toBe('TA的动态');
    expect(screen.queryByTestId('sns-author-name')).toBeNull();
    expect(screen.getByTestId('sns-author-feed-empty').textContent).toBe('TA还没有发过动态');
  });

  it('says why the list failed', async () => {
    api.fetchAuthorPage.mockRejectedValue(
      new ApiError('http', {
        path: '/api/sns/feed/0/1',
        status: 404,
        code: 'sns_member_not_found',
        message: '用户不存在',
      }),
    );
    await open({ at: '/sns/index/0?author=9' });
    expect(screen.getByTestId('sns-author-feed-error').textContent).toContain('用户不存在');
  });

  it.each(['/sns/index/0', '/sns/index/0?author=abc', '/sns/index/0?author=0'])(
    'takes %s for no circle, asking nothing',
    async (at) => {
      await open({ at });
      expect(screen.getByTestId('sns-circle-not-found').textContent).toBe('圈子不存在');
      expect(api.fetchAuthorPage).not.toHaveBeenCalled();
      expect(api.fetchCircle).not.toHaveBeenCalled();
    },
  );

  it('keeps a circle a circle whatever ?author says', async () => {
    api.fetchFeedPage.mockResolvedValue(feedPage([feedItem(2)]));
    await open({ at: '/sns/index/3?author=42' });
    expect(api.fetchFeedPage).toHaveBeenCalledWith(3, 1, 'new', expect.any(AbortSignal));
    expect(api.fetchAuthorPage).not.toHaveBeenCalled();
  });
});

describe('likes and polls', () => {
  it('shows a like at once and keeps the server’s count', async () => {
    api.fetchFeedPage.mockResolvedValue(feedPage([feedItem(2)]));
    let answer: (v: unknown) => void = () => undefined;
    api.sendLike.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await open();
    fireEvent.click(screen.getByTestId('sns-like'));
    expect(screen.getByTestId('sns-like-count').textContent).toBe('3');
    expect(screen.getByTestId('sns-like').getAttribute('aria-pressed')).toBe('true');
    expect(api.sendLike).toHaveBeenCalledWith(2, true);
    answer({ liked: true, likeCount: 5 });
    await settle();
    expect(screen.getByTestId('sns-like-count').textContent).toBe('5');
  });

  it('puts the like back when the server refuses it, in its words', async () => {
    api.fetchFeedPage.mockResolvedValue(feedPage([feedItem(2, { liked: true, likeCount: 4 })]));
    api.sendLike.mockRejectedValue(
      new ApiError('http', {
        path: '/api/user/sns/likeMsg',
        status: 403,
        code: 'sns_banned',
        message: '你已被封禁至 2026-11-29 12:00',
      }),
    );
    await open();
    fireEvent.click(screen.getByTestId('sns-like'));
    expect(screen.getByTestId('sns-like-count').textContent).toBe('3');
    await settle();
    expect(screen.getByTestId('sns-like-count').textContent).toBe('4');
    expect(screen.getByTestId('sns-like').getAttribute('aria-pressed')).toBe('true');
    expect(toastText()).toBe('你已被封禁至 2026-11-29 12:00');
  });

  it('sends a visitor’s like to login', async () => {
    api.fetchFeedPage.mockResolvedValue(feedPage([feedItem(2)]));
    const asked = vi.fn();
    const sub = loginRequired$.subscribe(asked);
    await open({ loggedIn: false });
    fireEvent.click(screen.getByTestId('sns-like'));
    sub.unsubscribe();
    expect(asked).toHaveBeenCalled();
    expect(api.sendLike).not.toHaveBeenCalled();
  });

  it('shows a poll’s options, then its results once voted', async () => {
    const poll = {
      options: [
        { id: 1, text: '主胜', votes: 3 },
        { id: 2, text: '客胜', votes: 1 },
      ],
      totalVotes: 4,
      myOptionId: null,
    };
    api.fetchFeedPage.mockResolvedValue(feedPage([feedItem(2, { poll })]));
    api.sendVote.mockResolvedValue({
      ...poll,
      options: [
        { id: 1, text: '主胜', votes: 4 },
        { id: 2, text: '客胜', votes: 1 },
      ],
      totalVotes: 5,
      myOptionId: 1,
    });
    await open();
    expect(screen.queryAllByTestId('sns-poll-result')).toHaveLength(0);
    fireEvent.click(screen.getAllByTestId('sns-poll-option')[0]!);
    await settle();
    expect(api.sendVote).toHaveBeenCalledWith(2, 1);
    expect(screen.getAllByTestId('sns-poll-result').map((r) => r.textContent)).toEqual([
      '主胜（已投）4票 80%',
      '客胜1票 20%',
    ]);
  });
});

describe('发帖', () => {
  const file = (name: string) => new File(['x'], name, { type: 'image/png' });

  it('asks a visitor to log in first', async () => {
    api.fetchFeedPage.mockResolvedValue(feedPage([]));
    const asked = vi.fn();
    const sub = loginRequired$.subscribe(asked);
    await open({ loggedIn: false });
    fireEvent.click(screen.getByTestId('sns-post-button'));
    sub.unsubscribe();
    expect(asked).toHaveBeenCalled();
    expect(screen.queryByTestId('sns-composer')).toBeNull();
  });

  it('tells a gagged fan until when, and opens no composer', async () => {
    api.fetchFeedPage.mockResolvedValue(feedPage([]));
    api.fetchMemberStatus.mockResolvedValue(
      status({
        status: 1,
        until: 1,
        untilText: '2026-11-29 12:00',
        message: '你已被禁言至 2026-11-29 12:00',
      }),
    );
    await open();
    fireEvent.click(screen.getByTestId('sns-post-button'));
    expect(toastText()).toBe('你已被禁言至 2026-11-29 12:00');
    expect(screen.queryByTestId('sns-composer')).toBeNull();
  });

  it('keeps six pictures, dropping the oldest with 只能上传6张图片, each with its progress bar', async () => {
    api.fetchFeedPage.mockResolvedValue(feedPage([]));
    upload.sendImage.mockImplementation(
      (_blob: Blob, _name: string, opts: { onProgress?: (f: number) => void }) => {
        opts.onProgress?.(0.4);
        return new Promise(() => undefined);
      },
    );
    await open();
    fireEvent.click(screen.getByTestId('sns-post-button'));
    fireEvent.change(screen.getByTestId('sns-composer-images-input'), {
      target: { files: Array.from({ length: 7 }, (_, i) => file(`p${i}.png`)) },
    });
    await settle();
    expect(toastText()).toBe('只能上传6张图片');
    expect(screen.getAllByTestId('picked-image')).toHaveLength(6);
    const bars = screen.getAllByTestId('picked-bar');
    expect(bars).toHaveLength(6);
    expect(bars[0]?.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.queryByTestId('sns-composer-images-input')).toBeNull();
  });

  it('says 图片url为空 while a picture is uploading, then posts text, pictures and poll', async () => {
    api.fetchFeedPage.mockResolvedValue(feedPage([]));
    let finish: (path: string) => void = () => undefined;
    upload.sendImage.mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = (path) =>
            resolve({ path, prefix: '', mime: 'image/png', size: 1, repeated: false });
        }),
    );
    api.publishPost.mockResolvedValue({ msgId: 99, createdAt: 0, repeated: false });
    await open();
    fireEvent.click(screen.getByTestId('sns-post-button'));
    fireEvent.change(screen.getByTestId('sns-composer-text'), {
      target: { value: '  今晚谁能赢？ ' },
    });
    fireEvent.change(screen.getByTestId('sns-composer-images-input'), {
      target: { files: [file('a.png')] },
    });
    fireEvent.click(screen.getByTestId('sns-composer-poll'));
    const [first, second] = screen.getAllByTestId('sns-composer-option');
    fireEvent.change(first!, { target: { value: '主胜' } });
    fireEvent.change(second!, { target: { value: '客胜' } });
    await settle();
    fireEvent.click(screen.getByTestId('sns-composer-submit'));
    await settle();
    expect(toastText()).toBe('图片url为空');
    expect(api.publishPost).not.toHaveBeenCalled();
    finish('/api/upload/img/4-0a1b2c3d');
    await settle();
    fireEvent.click(screen.getByTestId('sns-composer-submit'));
    await settle();
    expect(api.publishPost).toHaveBeenCalledWith({
      circleId: 3,
      content: '今晚谁能赢？',
      picturePath: '/api/upload/img/4-0a1b2c3d',
      poll: { options: ['主胜', '客胜'] },
      requestId: expect.any(String) as unknown,
    });
    expect(screen.queryByTestId('sns-composer')).toBeNull();
    expect(toastText()).toBe('发布成功');
  });

  it('says what is wrong with the text, and the server’s refusal in its words', async () => {
    api.fetchFeedPage.mockResolvedValue(feedPage([]));
    api.publishPost.mockRejectedValue(
      new ApiError('http', {
        path: '/api/user/sns/publish',
        status: 429,
        code: 'sns_post_limit',
        message: '发帖太频繁，请稍后再试',
      }),
    );
    await open();
    fireEvent.click(screen.getByTestId('sns-post-button'));
    fireEvent.click(screen.getByTestId('sns-composer-submit'));
    await settle();
    expect(screen.getByTestId('sns-composer-error').textContent).toBe('请输入内容');
    fireEvent.change(screen.getByTestId('sns-composer-text'), {
      target: { value: '<script>x</script>' },
    });
    fireEvent.click(screen.getByTestId('sns-composer-submit'));
    await settle();
    expect(screen.getByTestId('sns-composer-error').textContent).toContain('不能包含 HTML');
    fireEvent.change(screen.getByTestId('sns-composer-text'), { target: { value: '好比赛' } });
    fireEvent.click(screen.getByTestId('sns-composer-submit'));
    await settle();
    expect(screen.getByTestId('sns-composer-error').textContent).toBe('发帖太频繁，请稍后再试');
  });
});

describe('channels (product-spec §6)', () => {
  it.each([
    ['the shopping app', '2335301'],
    ['the football info site', '2335615'],
  ])('on %s, says the circles are not offered and asks nothing', async (_name, agentId) => {
    await open({ agentId });
    expect(screen.getByTestId('sns-hidden-notice').textContent).toBe('当前渠道暂不提供圈子功能');
    expect(api.fetchCircle).not.toHaveBeenCalled();
    expect(api.fetchFeedPage).not.toHaveBeenCalled();
  });
});
