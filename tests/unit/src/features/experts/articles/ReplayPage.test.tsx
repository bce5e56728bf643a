// Pins 专家复盘 (expert-replay/{id}, and expertReplayDetail?id= — the same screen): the expert card
// and the reviewed plan with its result, each opening its page; the text as text; 点赞 once per fan
// (named with its count, pressed when liked), shown at once, the server's count kept, rolled back with the refusal's word; comments with a link
// to each one's page; a new comment shown at once; 举报 a comment with a foul type and 删除 one's own
// or, for a moderator of the replay's circle, anyone's (confirmed, gone at once); a visitor asked to
// log in; not found, loading, failure.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReplayDetail } from '@contracts/expertReplays';
import { ApiError } from '@shared/http';
import { loginRequired$ } from '@shared/events';
import { installFakeClock } from '../../../../../kit/fakeClock';
import {
  answerConfirm,
  freshVisit,
  NOW,
  renderAt,
  reply,
  status,
  toastText,
} from '../../social/kit';

const api = vi.hoisted(() => ({
  fetchReplay: vi.fn(),
  fetchReplayComments: vi.fn(),
  sendReplayLike: vi.fn(),
}));
vi.mock('@features/experts/articles/api', () => api);
const social = vi.hoisted(() => ({
  sendReply: vi.fn(),
  fetchMemberStatus: vi.fn(),
  sendReport: vi.fn(),
  deleteItem: vi.fn(),
}));
vi.mock('@features/social/api', () => social);

const replay = (over: Partial<ReplayDetail> = {}): ReplayDetail => ({
  id: 5,
  circleId: 3,
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
  social.fetchMemberStatus.mockResolvedValue(status());
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

  it('names the button with the count it shows, its state in aria-pressed', async () => {
    api.sendReplayLike.mockResolvedValue({ liked: true, likeCount: 12_345 });
    await open();
    const button = screen.getByRole('button', { name: '点赞 3', pressed: false });
    fireEvent.click(button);
    await settle();
    expect(screen.getByRole('button', { name: '点赞 1.2万', pressed: true })).toBe(button);

    api.fetchReplay.mockResolvedValue(replay({ likeCount: 0 }));
    await open();
    expect(screen.getByRole('button', { name: '点赞', pressed: false }).textContent).toBe('♡赞');
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

describe('举报 and 删除 of a comment', () => {
  const comments = () => screen.getAllByTestId('replay-comment');
  const tool = (row: HTMLElement, testId: string) =>
    row.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`);

  it('reports another’s comment with the foul type picked', async () => {
    social.sendReport.mockResolvedValue({ reported: true, repeated: false });
    await open();
    expect(tool(comments()[0]!, 'comment-delete')).toBeNull();
    fireEvent.click(tool(comments()[0]!, 'comment-report')!);
    fireEvent.click(screen.getByTestId('sns-foul-3'));
    await settle();
    expect(social.sendReport).toHaveBeenCalledWith(5, 3, 31);
    expect(screen.queryByTestId('sns-report-sheet')).toBeNull();
    expect(toastText()).toBe('举报成功，我们会尽快处理');
  });

  it('deletes one’s own comment once confirmed, and offers no 举报 on it', async () => {
    api.fetchReplayComments.mockResolvedValue(
      page([reply(31, { msgId: 5 }), reply(32, { msgId: 5, own: true })]),
    );
    social.deleteItem.mockResolvedValue({ deleted: true });
    await open();
    const own = comments()[1]!;
    expect(tool(own, 'comment-report')).toBeNull();
    fireEvent.click(tool(own, 'comment-delete')!);
    await settle();
    expect(await answerConfirm('ok', clock.advance)).toBe('确定删除这条回复吗？删除后不可恢复');
    await settle();
    expect(social.deleteItem).toHaveBeenCalledWith(5, 32);
    expect(screen.getAllByTestId('replay-comment-content').map((c) => c.textContent)).toEqual([
      '回复31',
    ]);
  });

  it('lets a moderator of the replay’s circle delete anyone’s comment, nothing when declined', async () => {
    social.fetchMemberStatus.mockResolvedValue(status({ moderatorOf: [3] }));
    social.deleteItem.mockResolvedValue({ deleted: true });
    await open();
    expect(social.fetchMemberStatus).toHaveBeenCalledWith(3, expect.any(AbortSignal));
    fireEvent.click(tool(comments()[0]!, 'comment-delete')!);
    await settle();
    await answerConfirm('cancel', clock.advance);
    expect(social.deleteItem).not.toHaveBeenCalled();
    fireEvent.click(tool(comments()[0]!, 'comment-delete')!);
    await settle();
    await answerConfirm('ok', clock.advance);
    await settle();
    expect(social.deleteItem).toHaveBeenCalledWith(5, 31);
    expect(screen.queryAllByTestId('replay-comment')).toHaveLength(0);
  });

  it('offers a moderator of another circle no 删除, and keeps a comment the server would not delete', async () => {
    social.fetchMemberStatus.mockResolvedValue(status({ moderatorOf: [4] }));
    await open();
    expect(tool(comments()[0]!, 'comment-delete')).toBeNull();
    social.fetchMemberStatus.mockResolvedValue(status({ moderatorOf: [3] }));
    social.deleteItem.mockRejectedValue(
      new ApiError('http', {
        path: '/x',
        status: 403,
        code: 'sns_moderator_target',
        message: '不能对本圈版主进行此操作',
      }),
    );
    await open();
    fireEvent.click(tool(comments()[0]!, 'comment-delete')!);
    await settle();
    await answerConfirm('ok', clock.advance);
    await settle();
    expect(toastText()).toBe('不能对本圈版主进行此操作');
    expect(comments()).toHaveLength(1);
  });

  it('asks a visitor to log in to report, and offers them no 删除', async () => {
    const asked = vi.fn();
    const sub = loginRequired$.subscribe(asked);
    await open({ loggedIn: false });
    expect(tool(comments()[0]!, 'comment-delete')).toBeNull();
    fireEvent.click(tool(comments()[0]!, 'comment-report')!);
    sub.unsubscribe();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('sns-report-sheet')).toBeNull();
    expect(social.fetchMemberStatus).not.toHaveBeenCalled();
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
