// Pins 评论详情 (expert-replay/comment-detail/{id}): the comment as text, the replies answering it, a
// link back to its replay; the box answers the comment (a new reply shown at once) or, cleared,
// comments on the replay; 举报 and 删除 on the comment and its replies (the writer's own, a
// moderator of the replay's circle anyone's; the comment deleted leaves 评论已删除); a visitor asked
// to log in; not found, empty, loading, failure.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/http';
import { loginRequired$ } from '@shared/events';
import { installFakeClock } from '../../../../../kit/fakeClock';
import { answerConfirm, freshVisit, renderAt, reply, status, toastText } from '../../social/kit';

const api = vi.hoisted(() => ({ fetchReplayComment: vi.fn() }));
vi.mock('@features/experts/articles/api', () => api);
const social = vi.hoisted(() => ({
  sendReply: vi.fn(),
  fetchMemberStatus: vi.fn(),
  sendReport: vi.fn(),
  deleteItem: vi.fn(),
}));
vi.mock('@features/social/api', () => social);

const root = reply(31, { msgId: 5, content: '这篇<b>复盘</b>很到位' });
const answer = (id: number, content: string) =>
  reply(id, { msgId: 5, content, replyTo: { id: 31, nickName: root.author.nickName } });
const thread = (list: ReturnType<typeof reply>[]) => ({
  replay: { id: 5, title: '复盘：曼城让一球', circleId: 3 },
  comment: root,
  replies: { list, total: list.length, pageNo: 1, pageSize: 20, hasMore: false },
});

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  api.fetchReplayComment.mockReset();
  for (const fn of Object.values(social)) fn.mockReset();
  api.fetchReplayComment.mockResolvedValue(thread([answer(40, '同意')]));
  social.fetchMemberStatus.mockResolvedValue(status());
});
afterEach(() => clock.restore());

const settle = () => act(() => clock.advance(0));
async function open({ loggedIn = true, at = '/expert-replay/comment-detail/31' } = {}) {
  cleanup();
  freshVisit({ loggedIn });
  const { default: Page } = await import('@features/experts/articles/CommentDetailPage');
  await renderAt(<Page />, { pattern: '/expert-replay/comment-detail/:id', at }, clock.advance);
  await settle();
}

describe('评论详情', () => {
  it('shows the comment as text, its replies and the way back to the replay', async () => {
    await open();
    expect(api.fetchReplayComment).toHaveBeenCalledWith(31, 1, expect.any(AbortSignal));
    const text = screen.getByTestId('comment-root-content');
    expect(text.textContent).toBe('这篇<b>复盘</b>很到位');
    expect(text.querySelector('b')).toBeNull();
    expect(screen.getAllByTestId('comment-reply-content').map((r) => r.textContent)).toEqual([
      '同意',
    ]);
    fireEvent.click(screen.getByTestId('comment-replay'));
    expect(screen.getByTestId('where').dataset.path).toBe('/expert-replay/5');
  });

  it('answers the comment and shows the reply at once', async () => {
    social.sendReply.mockResolvedValue(answer(41, '谢谢'));
    await open();
    expect(screen.getByTestId('sns-reply-to').textContent).toContain(root.author.nickName);
    fireEvent.change(screen.getByTestId('sns-reply-text'), { target: { value: '谢谢' } });
    fireEvent.click(screen.getByTestId('sns-reply-send'));
    await settle();
    expect(social.sendReply).toHaveBeenCalledWith(
      expect.objectContaining({ msgId: 5, replyId: 31, content: '谢谢' }),
    );
    expect(screen.getAllByTestId('comment-reply-content').map((r) => r.textContent)).toEqual([
      '同意',
      '谢谢',
    ]);
  });

  it('comments on the replay once the answer is cleared', async () => {
    social.sendReply.mockResolvedValue(reply(42, { msgId: 5, content: '新评论' }));
    await open();
    fireEvent.click(screen.getByLabelText('取消回复该用户'));
    fireEvent.change(screen.getByTestId('sns-reply-text'), { target: { value: '新评论' } });
    fireEvent.click(screen.getByTestId('sns-reply-send'));
    await settle();
    expect(social.sendReply.mock.calls[0]![0]).not.toHaveProperty('replyId');
    expect(toastText()).toBe('评论已发布');
    expect(screen.getAllByTestId('comment-reply-content')).toHaveLength(1);
  });

  it('asks a visitor to log in to reply', async () => {
    const asked = vi.fn();
    const sub = loginRequired$.subscribe(asked);
    await open({ loggedIn: false });
    fireEvent.click(screen.getByTestId('sns-reply-login'));
    sub.unsubscribe();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('says when nobody replied yet', async () => {
    api.fetchReplayComment.mockResolvedValue(thread([]));
    await open();
    expect(screen.getByTestId('comment-replies-empty').textContent).toContain('还没有回复');
  });

  it('is not found when the comment is gone', async () => {
    api.fetchReplayComment.mockRejectedValue(
      new ApiError('http', { path: '/x', status: 404, code: 'sns_reply_not_found' }),
    );
    await open();
    expect(screen.getByTestId('comment-not-found').textContent).toBe('评论不存在或已被删除');
  });

  it('calls nothing for a bad id', async () => {
    await open({ at: '/expert-replay/comment-detail/x' });
    expect(screen.getByTestId('comment-not-found')).toBeTruthy();
    expect(api.fetchReplayComment).not.toHaveBeenCalled();
  });

  it('shows the skeleton while loading, and a failure with a retry that loads again', async () => {
    api.fetchReplayComment.mockReturnValueOnce(new Promise(() => undefined));
    await open();
    expect(screen.getByLabelText('加载中')).toBeTruthy();
    api.fetchReplayComment.mockRejectedValueOnce(new ApiError('network', { path: '/x' }));
    await open();
    const failure = screen.getByTestId('comment-detail-error');
    fireEvent.click(failure.querySelector('button')!);
    await settle();
    expect(screen.getByTestId('comment-root-content')).toBeTruthy();
  });
});

describe('举报 and 删除', () => {
  const rootTool = (testId: string) =>
    screen
      .getByTestId('comment-root')
      .querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`);
  const replyTool = (testId: string) =>
    screen
      .getAllByTestId('comment-reply')[0]!
      .querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`);

  it('reports a reply with the foul type picked, and the comment itself', async () => {
    social.sendReport.mockResolvedValue({ reported: true, repeated: false });
    await open();
    fireEvent.click(replyTool('comment-report')!);
    fireEvent.click(screen.getByTestId('sns-foul-1'));
    await settle();
    expect(social.sendReport).toHaveBeenCalledWith(5, 1, 40);
    social.sendReport.mockResolvedValue({ reported: true, repeated: true });
    fireEvent.click(rootTool('comment-report')!);
    fireEvent.click(screen.getByTestId('sns-foul-5'));
    await settle();
    expect(social.sendReport).toHaveBeenLastCalledWith(5, 5, 31);
    expect(toastText()).toBe('你已举报过，我们会尽快处理');
  });

  it('deletes the fan’s own reply; offers no 删除 on another’s', async () => {
    api.fetchReplayComment.mockResolvedValue(
      thread([answer(40, '同意'), { ...answer(41, '我的回复'), own: true }]),
    );
    social.deleteItem.mockResolvedValue({ deleted: true });
    await open();
    expect(rootTool('comment-delete')).toBeNull();
    expect(replyTool('comment-delete')).toBeNull();
    const mine = screen.getAllByTestId('comment-reply')[1]!;
    fireEvent.click(mine.querySelector('[data-testid="comment-delete"]')!);
    await settle();
    await answerConfirm('ok', clock.advance);
    await settle();
    expect(social.deleteItem).toHaveBeenCalledWith(5, 41);
    expect(screen.getAllByTestId('comment-reply-content').map((r) => r.textContent)).toEqual([
      '同意',
    ]);
  });

  it('lets a moderator of the replay’s circle delete the comment itself, leaving 评论已删除', async () => {
    social.fetchMemberStatus.mockResolvedValue(status({ moderatorOf: [3] }));
    social.deleteItem.mockResolvedValue({ deleted: true });
    await open();
    expect(replyTool('comment-delete')).toBeTruthy();
    fireEvent.click(rootTool('comment-delete')!);
    await settle();
    await answerConfirm('ok', clock.advance);
    await settle();
    expect(social.deleteItem).toHaveBeenCalledWith(5, 31);
    expect(screen.getByTestId('comment-deleted').textContent).toBe('评论已删除');
  });
});
