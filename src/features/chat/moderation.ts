import { CHAT_MUTE_MS } from '@contracts/chat';
import { failureText } from '@shared/http';
import { showAlert, showToast } from '@shared/overlays';
import { fetchMuteStatus, setMute } from './api';
import { mutedUntilText } from './rules';

const MUTE_DAYS = Math.round(CHAT_MUTE_MS / 86_400_000);

const ACTION_FAILED_TEXT = '操作失败，请稍后重试';

/**
 * An administrator's tap on a fan's avatar (product-spec §6): their current status, then mute
 * (CHAT_MUTE_MS, the spec's ban default) or lift the mute. The server decides who may; its refusal is shown as it says.
 */
export async function moderateFan(
  target: { userId: number; nickName: string },
  adminId: number,
): Promise<void> {
  let muted: boolean;
  let until: number | null;
  try {
    const status = await fetchMuteStatus(target.userId);
    muted = status.status === 1;
    until = status.mutedUntil;
  } catch (error) {
    await showToast(failureText(error, ACTION_FAILED_TEXT));
    return;
  }
  const choice = await showAlert({
    title: target.nickName,
    message: muted
      ? `已禁言至 ${mutedUntilText(until)}`
      : `禁言后，该用户 ${MUTE_DAYS} 天内不能在聊天室发言`,
    buttons: [
      { text: '取消', choice: 'cancel' },
      muted
        ? { text: '解除禁言', choice: 'unmute', primary: true }
        : { text: '禁言', choice: 'mute', primary: true },
    ],
  });
  if (choice !== 'mute' && choice !== 'unmute') return;
  try {
    await setMute(target.userId, choice === 'mute' ? 1 : 0, adminId);
    await showToast(
      choice === 'mute' ? `已禁言 ${target.nickName}` : `已解除 ${target.nickName} 的禁言`,
    );
  } catch (error) {
    await showToast(failureText(error, ACTION_FAILED_TEXT));
  }
}
