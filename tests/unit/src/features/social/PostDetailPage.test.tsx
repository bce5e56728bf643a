// Pins 帖子详情 (sns/detail/{id}?reply=): the post whole as text, its replies paged, the reply box
// (to the post, to a reply), 举报 by foul type, 拉黑 with a confirm; the moderator-only tools —
// 置顶, 禁言 N 天 (default 7) — shown only when checkSnsMemberStatus says the fan moderates the
// circle, each confirmed and answered with the server's word; 删除 for the author; a gagged fan told
// until when instead of the box; a visitor asked to log in; a post that is gone.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/http';
import { loginRequired$ } from '@shared/events';
import { socialScreen } from '../../../../kit/socialScreens';
import { answerConfirm, detailOf, feedItem, reply, status, toastText } from './kit';

const api = vi.hoisted(() => ({
  fetchDetail: vi.fn(),
  fetchReplyPage: vi.fn(),
  fetchMemberStatus: vi.fn(),
  sendReply: vi.fn(),
  sendLike: vi.fn(),
  sendVote: vi.fn(),
  sendReport: vi.fn(),
  blockMember: vi.fn(),
  deleteItem: vi.fn(),
  setPinned: vi.fn(),
  gagMember: vi.fn(),
}));
vi.mock('@features/social/api', () => api);

const replyPage = (list: ReturnType<typeof reply>[], hasMore = false) => ({
  list,
  total: list.length,
  pageNo: 1,
  pageSize: 20,
  hasMore,
});

const { open, settle, advance } = socialScreen({
  load: () => import('@features/social/PostDetailPage'),
  pattern: '/sns/detail/:id',
  at: '/sns/detail/1',
  mocks: Object.values(api),
});
beforeEach(() => {
  api.fetchDetail.mockResolvedValue(detailOf(feedItem(1, { content: '第一行\n<i>第二行</i>' })));
  api.fetchReplyPage.mockResolvedValue(replyPage([reply(11), reply(12)]));
  api.fetchMemberStatus.mockResolvedValue(status());
});
const tool = (id: string) => screen.queryByTestId(id);

describe('the post and its replies', () => {
  it('shows the post as text and its replies', async () => {
    await open();
    expect(api.fetchDetail).toHaveBeenCalledWith(1, expect.any(AbortSignal));
    const text = within(screen.getByTestId('sns-post')).getByTestId('sns-text');
    expect(text.textContent).toBe('第一行\n<i>第二行</i>');
    expect(text.querySelector('i')).toBeNull();
    expect(screen.getAllByTestId('sns-reply-content').map((r) => r.textContent)).toEqual([
      '回复11',
      '回复12',
    ]);
  });

  it('links the author’s name to their posts (TA的动态)', async () => {
    await open();
    const name = within(screen.getByTestId('sns-post')).getByTestId('sns-author');
    expect(name.getAttribute('href')).toBe('/sns/index/0?author=101');
  });

  it('says when nobody replied yet, and when the post is gone', async () => {
    api.fetchReplyPage.mockResolvedValue(replyPage([]));
    await open();
    expect(screen.getByTestId('sns-replies-empty').textContent).toContain('还没有回复');
    api.fetchDetail.mockRejectedValue(
      new ApiError('http', {
        path: '/api/querySnsNoteDetail/2',
        status: 404,
        code: 'sns_not_found',
      }),
    );
    await open({ at: '/sns/detail/2' });
    expect(screen.getByTestId('sns-detail-not-found').textContent).toBe('帖子不存在或已被删除');
  });

  it('shows the skeleton while the post loads, and a failure with 重新加载', async () => {
    api.fetchDetail.mockReturnValueOnce(new Promise(() => undefined));
    await open();
    expect(screen.getByTestId('sns-detail-loading')).toBeTruthy();
    api.fetchDetail.mockRejectedValueOnce(
      new ApiError('network', { path: '/api/querySnsNoteDetail/3' }),
    );
    await open({ at: '/sns/detail/3' });
    expect(screen.getByTestId('sns-detail-error')).toBeTruthy();
  });
});

describe('replying', () => {
  it('sends a reply to the post, then to a reply, and shows each at once', async () => {
    api.sendReply
      .mockResolvedValueOnce(reply(13, { content: '同意', own: true }))
      .mockResolvedValueOnce(
        reply(14, { content: '你说得对', own: true, replyTo: { id: 11, nickName: '球迷211' } }),
      );
    await open({ at: '/sns/detail/1?reply=1' });
    expect(document.activeElement).toBe(screen.getByTestId('sns-reply-text'));
    fireEvent.change(screen.getByTestId('sns-reply-text'), { target: { value: ' 同意 ' } });
    fireEvent.click(screen.getByTestId('sns-reply-send'));
    await settle();
    expect(api.sendReply).toHaveBeenLastCalledWith({
      msgId: 1,
      content: '同意',
      requestId: expect.any(String) as unknown,
    });
    fireEvent.click(screen.getAllByTestId('sns-reply-reply')[0]!);
    expect(screen.getByTestId('sns-reply-to').textContent).toContain('回复 @球迷211');
    fireEvent.change(screen.getByTestId('sns-reply-text'), { target: { value: '你说得对' } });
    fireEvent.click(screen.getByTestId('sns-reply-send'));
    await settle();
    expect(api.sendReply).toHaveBeenLastCalledWith(
      expect.objectContaining({ replyId: 11, content: '你说得对' }),
    );
    expect(screen.getAllByTestId('sns-reply-content').map((r) => r.textContent)).toEqual([
      '回复11',
      '回复12',
      '同意',
      '回复 @球迷211：你说得对',
    ]);
  });

  it('says an empty reply is not sent, and the server’s refusal', async () => {
    api.sendReply.mockRejectedValue(
      new ApiError('http', {
        path: '/api/user/sns/reply',
        status: 429,
        code: 'sns_reply_limit',
        message: '回复太频繁，请稍后再试',
      }),
    );
    await open();
    fireEvent.click(screen.getByTestId('sns-reply-send'));
    await settle();
    expect(screen.getByTestId('sns-reply-error').textContent).toBe('请输入回复内容');
    fireEvent.change(screen.getByTestId('sns-reply-text'), { target: { value: '好' } });
    fireEvent.click(screen.getByTestId('sns-reply-send'));
    await settle();
    expect(screen.getByTestId('sns-reply-error').textContent).toBe('回复太频繁，请稍后再试');
  });

  it('shows a gagged fan until when instead of the box', async () => {
    api.fetchMemberStatus.mockResolvedValue(
      status({
        status: 1,
        until: 1,
        untilText: '2026-11-29 12:00',
        message: '你已被禁言至 2026-11-29 12:00',
      }),
    );
    await open();
    expect(screen.getByTestId('sns-reply-blocked').textContent).toBe(
      '你已被禁言至 2026-11-29 12:00',
    );
    expect(screen.queryByTestId('sns-reply-text')).toBeNull();
  });

  it('asks a visitor to log in to reply or report', async () => {
    const asked = vi.fn();
    const sub = loginRequired$.subscribe(asked);
    await open({ loggedIn: false });
    fireEvent.click(screen.getByTestId('sns-reply-login'));
    fireEvent.click(screen.getByTestId('sns-report'));
    sub.unsubscribe();
    expect(asked).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('sns-report-sheet')).toBeNull();
    expect(api.fetchMemberStatus).not.toHaveBeenCalled();
  });
});

describe('a fan’s tools', () => {
  it('shows a fan no moderator tools', async () => {
    await open();
    expect(tool('sns-report')).toBeTruthy();
    expect(tool('sns-block')).toBeTruthy();
    expect(tool('sns-pin')).toBeNull();
    expect(tool('sns-gag')).toBeNull();
    expect(tool('sns-delete')).toBeNull();
  });

  it('reports by foul type', async () => {
    api.sendReport.mockResolvedValue({ reported: true, repeated: false });
    await open();
    fireEvent.click(screen.getByTestId('sns-report'));
    expect(
      within(screen.getByTestId('sns-report-sheet'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['广告', '色情', '辱骂', '政治', '其他']));
    fireEvent.click(screen.getByTestId('sns-foul-3'));
    await settle();
    expect(api.sendReport).toHaveBeenCalledWith(1, 3, undefined);
    expect(toastText()).toBe('举报成功，我们会尽快处理');
    expect(screen.queryByTestId('sns-report-sheet')).toBeNull();
  });

  it('blacklists the author after a confirm, then leaves the post', async () => {
    api.blockMember.mockResolvedValue({ blocked: true });
    await open();
    fireEvent.click(screen.getByTestId('sns-block'));
    const asked = await answerConfirm('ok', advance);
    expect(asked).toContain('拉黑后将不再看到「球迷101」');
    await settle();
    expect(api.blockMember).toHaveBeenCalledWith(101);
    expect(toastText()).toBe('已拉黑「球迷101」');
    expect(screen.getByTestId('where').dataset.path).toBe('/before');
  });

  it('lets the author delete their own post after a confirm', async () => {
    api.fetchDetail.mockResolvedValue(detailOf(feedItem(1, { own: true })));
    api.deleteItem.mockResolvedValue({ deleted: true });
    await open();
    expect(tool('sns-block')).toBeNull();
    fireEvent.click(screen.getByTestId('sns-delete'));
    await answerConfirm('ok', advance);
    await settle();
    expect(api.deleteItem).toHaveBeenCalledWith(1, undefined);
    expect(screen.getByTestId('sns-detail-deleted').textContent).toBe('帖子已删除');
  });
});

describe('a moderator’s tools', () => {
  beforeEach(() => api.fetchMemberStatus.mockResolvedValue(status({ moderatorOf: [3] })));

  it('are shown only in the circles the fan moderates', async () => {
    api.fetchDetail.mockResolvedValue(detailOf(feedItem(1, { circleId: 4 })));
    await open();
    expect(api.fetchMemberStatus).toHaveBeenCalledWith(4, expect.any(AbortSignal));
    expect(tool('sns-pin')).toBeNull();
    expect(tool('sns-gag')).toBeNull();
  });

  it('pins after a confirm and says the server’s answer; a cancel sends nothing', async () => {
    api.setPinned.mockResolvedValue({ pinned: true });
    await open();
    fireEvent.click(screen.getByTestId('sns-pin'));
    await answerConfirm('cancel', advance);
    expect(api.setPinned).not.toHaveBeenCalled();
    const asked = api.fetchDetail.mock.calls.length;
    fireEvent.click(screen.getByTestId('sns-pin'));
    expect(await answerConfirm('ok', advance)).toBe('确定将这条帖子置顶吗？');
    await settle();
    expect(api.setPinned).toHaveBeenCalledWith(1, true);
    expect(toastText()).toBe('已置顶');
    // The post is asked again, so its 置顶 mark follows the server.
    expect(api.fetchDetail.mock.calls.length).toBeGreaterThan(asked);
  });

  it('gags the author for 7 days by default, then for the days chosen, told until when', async () => {
    api.gagMember.mockResolvedValue({
      forbidId: 101,
      forbidType: 1,
      until: 1,
      untilText: '2026-11-29 12:00',
    });
    await open();
    fireEvent.click(screen.getByTestId('sns-gag'));
    expect(screen.getByTestId<HTMLInputElement>('sns-gag-days').value).toBe('7');
    fireEvent.click(screen.getByTestId('sns-gag-confirm'));
    expect(await answerConfirm('ok', advance)).toBe('确定禁言「球迷101」7天吗？');
    await settle();
    expect(api.gagMember).toHaveBeenCalledWith(101, 3, 7);
    expect(toastText()).toBe('已禁言「球迷101」至 2026-11-29 12:00');
    fireEvent.click(screen.getByTestId('sns-gag'));
    fireEvent.change(screen.getByTestId('sns-gag-days'), { target: { value: '0' } });
    expect(screen.getByTestId<HTMLButtonElement>('sns-gag-confirm').disabled).toBe(true);
    fireEvent.change(screen.getByTestId('sns-gag-days'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('sns-gag-confirm'));
    await answerConfirm('ok', advance);
    await settle();
    expect(api.gagMember).toHaveBeenLastCalledWith(101, 3, 30);
  });

  it('says the server’s refusal in its words', async () => {
    api.gagMember.mockRejectedValue(
      new ApiError('http', {
        path: '/api/user/sns/gagUser',
        status: 403,
        code: 'sns_not_moderator',
        message: '你不是该圈子的版主',
      }),
    );
    await open();
    fireEvent.click(screen.getByTestId('sns-gag'));
    fireEvent.click(screen.getByTestId('sns-gag-confirm'));
    await answerConfirm('ok', advance);
    await settle();
    expect(toastText()).toBe('你不是该圈子的版主');
  });

  it('may delete any reply', async () => {
    api.deleteItem.mockResolvedValue({ deleted: true });
    await open();
    fireEvent.click(screen.getAllByTestId('sns-reply-delete')[0]!);
    await answerConfirm('ok', advance);
    await settle();
    expect(api.deleteItem).toHaveBeenCalledWith(1, 11);
    expect(screen.getAllByTestId('sns-reply-content').map((r) => r.textContent)).toEqual([
      '回复12',
    ]);
  });
});
