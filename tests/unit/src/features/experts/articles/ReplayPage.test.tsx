// Pins 专家复盘 (expert-replay/{id}, and expertReplayDetail?id= — the same screen): the expert card
// and the reviewed plan with its result, each opening its page; the text as text; 点赞 once per fan,
// shown at once, the server's count kept, rolled back with the refusal's word; comments with a link
// to each one's page; a new comment shown at once; a visitor asked to log in; not found, loading,
// failure.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReplayDetail } from '@contracts/expertReplays';
import { ApiError } from '@shared/http';
import { loginRequired$ } from '@shared/events';
import { installFakeClock } from '../../../../../kit/fakeClock';
import { freshVisit, NOW, renderAt, reply, toastText } from '../../social/kit';

const api = vi.hoisted(() => ({
  fetchReplay: vi.fn(),
  fetchReplayComments: vi.fn(),
  sendReplayLike: vi.fn(),
}));
vi.mock('@features/experts/articles/api', () => api);
const social = vi.hoisted(() => ({ sendReply: vi.fn() }));
vi.mock('@features/social/api', () => social);

const replay = (over: Partial<ReplayDetail> = {}): ReplayDetail => ({
  id: 5,
  expert: { id: 42, nickname: '老张说球', icon: null },
  plan: { id: 88, title: '曼城让一球', result: 1, matchName: '曼城 vs 阿森纳', settledAt: NOW },
  title: '复盘：曼城让一球',
  content: '思路<i>得到</i>验证',
  likeCount: 3,
  liked: false,
  commentCount: 1,
  createdAt: NOW - 3_600_000,
  ...over,
});
const page = (list: ReturnType<typeof reply>[]) => ({
  list,
  total: list.length,
  pageNo: 1,
  pageSize: 20,
  hasMore: false,
});

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  for (const fn of [...Object.values(api), ...Object.values(social)]) fn.mockReset();
  api.fetchReplay.mockResolvedValue(replay());
  api.fetchReplayComments.mockResolvedValue(page([reply(31, { msgId: 5 })]));
});
afterEach(() => clock.restore());

const settle = () => act(() => clock.advance(0));
async function open({
  loggedIn = true,
  at = '/expert-replay/5',
  pattern = '/expert-replay/:id',
} = {}) {
  cleanup(); // one screen at a time: a test may open it again
  freshVisit({ loggedIn });
  const { default: ReplayPage } = await import('@features/experts/articles/ReplayPage');
  await renderAt(<ReplayPage />, { pattern, at }, clock.advance);
  await settle();
}
const where = () => screen.getByTestId('where').dataset.path;

describe('the replay', () => {
  it('shows the expert, the plan with its result, the text as text and the comments', async () => {
    await open();
    expect(api.fetchReplay).toHaveBeenCalledWith(5, expect.any(AbortSignal));
    expect(screen.getByTestId('replay-expert').textContent).toContain('老张说球');
    expect(screen.getByTestId('replay-plan').textContent).toContain('曼城 vs 阿森纳');
    expect(screen.getByTestId('replay-plan-result').textContent).toBe('红');
    const text = screen.getByTestId('replay-text');
    expect(text.textContent).toBe('思路<i>得到</i>验证');
    expect(text.querySelector('i')).toBeNull();
    expect(screen.getAllByTestId('replay-comment-content').map((c) => c.textContent)).toEqual([
      '回复31',
    ]);
    expect(screen.getByTestId('replay-comment-count').textContent).toContain('1');
  });

  it('opens the plan, the expert and a comment', async () => {
    await open();
    fireEvent.click(screen.getByTestId('replay-plan'));
    expect(where()).toBe('/plan-detail/88');
    await open();
    fireEvent.click(screen.getByTestId('replay-expert'));
    expect(where()).toBe('/public/expertHome/42');
    await open();
    fireEvent.click(screen.getByTestId('replay-comment-open'));
    expect(where()).toBe('/expert-replay/comment-detail/31');
  });

  it('is the same screen as expertReplayDetail?id=', async () => {
    await open({ at: '/expertReplayDetail?id=5', pattern: '/expertReplayDetail' });
    expect(api.fetchReplay).toHaveBeenCalledWith(5, expect.any(AbortSignal));
    expect(screen.getByTestId('replay-text')).toBeTruthy();
  });

  it('shows the results a lost, void and pending plan has', async () => {
    for (const [result, text] of [
      [2, '黑'],
      [3, '走水'],
      [0, '待开奖'],
    ] as const) {
      api.fetchReplay.mockResolvedValue(replay({ plan: { ...replay().plan, result } }));
      await open();
      expect(screen.getByTestId('replay-plan-result').textContent).toBe(text);
    }
  });
});

describe('点赞', () => {
  it('shows the like at once, then the server’s count', async () => {
    let answer!: (v: { liked: boolean; likeCount: number }) => void;
    api.sendReplayLike.mockReturnValue(new Promise((r) => (answer = r)));
    await open();
    fireEvent.click(screen.getByTestId('replay-like'));
    expect(screen.getByTestId('replay-like-count').textContent).toBe('4');
    expect(screen.getByTestId('replay-like').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId<HTMLButtonElement>('replay-like').disabled).toBe(true);
    expect(api.sendReplayLike).toHaveBeenCalledWith(5, true);
    await act(() => {
      answer({ liked: true, likeCount: 6 });
      return clock.advance(0);
    });
    expect(screen.getByTestId('replay-like-count').textContent).toBe('6');
  });

  it('takes a like back with type 2', async () => {
    api.fetchReplay.mockResolvedValue(replay({ liked: true, likeCount: 1 }));
    api.sendReplayLike.mockResolvedValue({ liked: false, likeCount: 0 });
    await open();
    fireEvent.click(screen.getByTestId('replay-like'));
    await settle();
    expect(api.sendReplayLike).toHaveBeenCalledWith(5, false);
    expect(screen.getByTestId('replay-like-count').textContent).toBe('赞');
  });

  it('puts the like back and says why when the server refuses', async () => {
    api.sendReplayLike.mockRejectedValue(
      new ApiError('http', { path: '/x', status: 403, code: 'sns_banned', message: '你已被封禁' }),
    );
    await open();
    fireEvent.click(screen.getByTestId('replay-like'));
    await settle();
    expect(screen.getByTestId('replay-like-count').textContent).toBe('3');
    expect(screen.getByTestId('replay-like').getAttribute('aria-pressed')).toBe('false');
    expect(toastText()).toBe('你已被封禁');
  });

  it('asks a visitor to log in to like or comment', async () => {
    const asked = vi.fn();
    const sub = loginRequired$.subscribe(asked);
    await open({ loggedIn: false });
    fireEvent.click(screen.getByTestId('replay-like'));
    fireEvent.click(screen.getByTestId('sns-reply-login'));
    sub.unsubscribe();
    expect(asked).toHaveBeenCalledTimes(2);
    expect(api.sendReplayLike).not.toHaveBeenCalled();
  });
});

describe('comments', () => {
  it('sends a comment on the replay and shows it at once', async () => {
    social.sendReply.mockResolvedValue(reply(32, { msgId: 5, content: '学到了', own: true }));
    await open();
    fireEvent.change(screen.getByTestId('sns-reply-text'), { target: { value: ' 学到了 ' } });
    fireEvent.click(screen.getByTestId('sns-reply-send'));
    await settle();
    expect(social.sendReply).toHaveBeenCalledWith(
      expect.objectContaining({ msgId: 5, content: '学到了' }),
    );
    expect(social.sendReply.mock.calls[0]![0]).not.toHaveProperty('replyId');
    expect(screen.getAllByTestId('replay-comment-content').map((c) => c.textContent)).toEqual([
      '回复31',
      '学到了',
    ]);
    expect(screen.getByTestId('replay-comment-count').textContent).toContain('2');
  });

  it('says when there is no comment yet', async () => {
    api.fetchReplayComments.mockResolvedValue(page([]));
    await open();
    expect(screen.getByTestId('replay-comments-empty').textContent).toContain('还没有评论');
  });
});

describe('states', () => {
  it('is not found when gone', async () => {
    api.fetchReplay.mockRejectedValue(
      new ApiError('http', { path: '/x', status: 404, code: 'sns_not_found' }),
    );
    await open();
    expect(screen.getByTestId('replay-not-found').textContent).toBe('复盘不存在或已被删除');
  });

  it('calls nothing for a bad id', async () => {
    await open({ at: '/expert-replay/0' });
    expect(screen.getByTestId('replay-not-found')).toBeTruthy();
    expect(api.fetchReplay).not.toHaveBeenCalled();
  });

  it('shows the skeleton while loading', async () => {
    api.fetchReplay.mockReturnValue(new Promise(() => undefined));
    await open();
    expect(screen.getByTestId('replay-detail-loading')).toBeTruthy();
  });

  it('shows a failure', async () => {
    api.fetchReplay.mockRejectedValueOnce(new ApiError('network', { path: '/x' }));
    await open();
    expect(screen.getByTestId('replay-detail-error')).toBeTruthy();
  });
});
