/**
 * Pure rules of a plan's or an interpretation's 留言 section (docs/decisions/expert-notes.md): the counter, what the box says
 * before anything is sent (the server's own rule, read from contracts/), and which refusals end
 * writing under it.
 */
import { NOTE_CHARS, NOTE_REFUSAL_CODES } from '@contracts/notes';
import { breaksTextRule, charCount } from '@contracts/userText';

export const NoteTexts = {
  placeholder: '写留言，专家回复后会通知你',
  sendFailed: '留言失败，请稍后重试',
  sent: '留言成功，专家展示后其他球友可见',
  onlyMe: '仅自己可见',
  login: '登录后可以给专家留言',
  empty: '还没有留言',
} as const;

/** Characters as the counter shows them: of the text as it will be stored (trimmed). */
export const noteLength = (text: string) => charCount(text.trim());

/** Whether the text can be sent as it is (the server checks again). */
export const noteSendable = (text: string) => !breaksTextRule(text.trim(), NOTE_CHARS, true);

/** What is wrong with a typed note, said before sending; null when fine or still empty. */
export function noteProblem(text: string): string | null {
  if (text.trim() === '' || noteSendable(text)) return null;
  const n = noteLength(text);
  if (n < NOTE_CHARS.min) return `至少${NOTE_CHARS.min}个字`;
  if (n > NOTE_CHARS.max) return `最多${NOTE_CHARS.max}个字`;
  return '不能包含链接标签或特殊字符';
}

const BLOCKING: readonly string[] = [
  NOTE_REFUSAL_CODES.limit,
  NOTE_REFUSAL_CODES.locked,
  NOTE_REFUSAL_CODES.own,
];

/** A refusal after which this fan cannot write under it any more (the box gives way to it). */
export const isBlockingRefusal = (code: string | undefined) =>
  code !== undefined && BLOCKING.includes(code);

/** Why the viewer cannot write under it: the refusal a note would get. */
export interface NoteBlock {
  code: string;
  msg: string;
}

/** What the first page says of the viewer: may they write, and how many they wrote of how many. */
export interface NoteMeta {
  blocked: NoteBlock | null;
  mine: number;
  limit: number;
}

/** The viewer's counts after one more note: at the limit, the box gives way to the limit's words. */
export function afterSent(meta: NoteMeta): NoteMeta {
  const mine = meta.mine + 1;
  return mine < meta.limit
    ? { ...meta, mine }
    : { ...meta, mine, blocked: { code: NOTE_REFUSAL_CODES.limit, msg: limitText(meta.limit) } };
}

export const limitText = (limit: number) => `每个方案最多留言${limit}条`;
