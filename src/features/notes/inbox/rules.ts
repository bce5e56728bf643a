/**
 * Pure rules of 专家笔记 (`expert-note`, docs/decisions/expert-notes.md): the reply's checks before
 * sending (the server's own rule, from contracts/), the badge's words, and the not-expert refusal.
 */
import { NOTE_REFUSAL_CODES, NOTE_REPLY_CHARS } from '@contracts/notes';
import { breaksTextRule, charCount } from '@contracts/userText';
import { isApiError } from '@shared/http';

export const InboxTexts = {
  empty: '暂无留言',
  notExpert: '专家笔记是球友给专家方案的留言。您还不是专家，成为专家后可以在这里查看并回复留言。',
  replyFailed: '回复失败，请稍后重试',
  displayFailed: '操作失败，请稍后重试',
  replied: '回复成功',
} as const;

export const replyLength = (text: string) => charCount(text.trim());

export const replySendable = (text: string) => !breaksTextRule(text.trim(), NOTE_REPLY_CHARS, true);

/** What is wrong with a typed reply, said before sending; null when fine or still empty. */
export function replyProblem(text: string): string | null {
  if (text.trim() === '' || replySendable(text)) return null;
  if (replyLength(text) > NOTE_REPLY_CHARS.max) return `最多${NOTE_REPLY_CHARS.max}个字`;
  return '不能包含链接标签或特殊字符';
}

/** The inbox of a fan who is no expert: explained, not shown as a failure. */
export const isNotExpert = (error: unknown) =>
  isApiError(error) && error.code === NOTE_REFUSAL_CODES.notExpert;

/** A badge's number: up to 99, then 99+. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * Whether the reply box starts with 展示给所有人 ticked: a first reply is usually meant for everyone
 * (the expert unticks it otherwise); an edit keeps what the note is now.
 */
export const displayByDefault = (note: { reply: string | null; display: boolean }) =>
  note.reply === null || note.display;
