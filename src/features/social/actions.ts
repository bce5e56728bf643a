import type { FoulType } from '@contracts/socialActions';
import { failureText } from '@shared/http';
import { showConfirm, showToast } from '@shared/overlays';
import { handleNeedsLogin, isLoggedIn, requireLogin } from '@shared/session';
import { blockMember, deleteItem, gagMember, sendReport, setPinned } from './api';

/**
 * What a fan or a moderator does to an item from its page, each behind login and a confirm where it
 * cannot be taken back, each answered with the server's word: true when it was done.
 */

const FAILED = '操作失败，请稍后重试';

async function attempt(task: () => Promise<string>): Promise<boolean> {
  try {
    const said = await task();
    void showToast(said);
    return true;
  } catch (error) {
    if (!handleNeedsLogin(error)) void showToast(failureText(error, FAILED));
    return false;
  }
}

const confirmed = async (message: string, okText: string) =>
  (await showConfirm({ message, okText })) === 'ok';

/** The login gate of every action: a visitor goes to login and nothing else happens. */
export function loggedInOrAsk(): boolean {
  if (isLoggedIn()) return true;
  requireLogin();
  return false;
}

export const report = (msgId: number, foulType: FoulType, replyId?: number) =>
  attempt(async () => {
    const answer = await sendReport(msgId, foulType, replyId);
    return answer.repeated ? '你已举报过，我们会尽快处理' : '举报成功，我们会尽快处理';
  });

export async function block(memberId: number, nickName: string): Promise<boolean> {
  if (!(await confirmed(`拉黑后将不再看到「${nickName}」的帖子和回复，确定拉黑吗？`, '拉黑')))
    return false;
  return attempt(async () => {
    await blockMember(memberId);
    return `已拉黑「${nickName}」`;
  });
}

export async function remove(msgId: number, replyId?: number): Promise<boolean> {
  const what = replyId === undefined ? '这条帖子' : '这条回复';
  if (!(await confirmed(`确定删除${what}吗？删除后不可恢复`, '删除'))) return false;
  return attempt(async () => {
    await deleteItem(msgId, replyId);
    return '已删除';
  });
}

export async function pin(msgId: number, pinned: boolean): Promise<boolean> {
  const message = pinned ? '确定将这条帖子置顶吗？' : '确定取消置顶吗？';
  if (!(await confirmed(message, pinned ? '置顶' : '取消置顶'))) return false;
  return attempt(async () => {
    const answer = await setPinned(msgId, pinned);
    return answer.pinned ? '已置顶' : '已取消置顶';
  });
}

export async function gag(
  member: { userId: number; nickName: string },
  circleId: number,
  days: number,
): Promise<boolean> {
  if (!(await confirmed(`确定禁言「${member.nickName}」${days}天吗？`, '禁言'))) return false;
  return attempt(async () => {
    const answer = await gagMember(member.userId, circleId, days);
    return answer.untilText
      ? `已禁言「${member.nickName}」至 ${answer.untilText}`
      : `已禁言「${member.nickName}」`;
  });
}
