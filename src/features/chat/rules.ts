import { CHAT_MAX_LENGTH } from '@contracts/chat';
import type { ConnectionState } from '@realtime';
import { date2 } from '@shared/format';

/** The four states the chat shows (issue 8 item 5); an idle socket is about to connect. */
export type ChatStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export function chatStatusOf(state: ConnectionState): ChatStatus {
  return state === 'idle' ? 'connecting' : state;
}

export const CHAT_STATUS_LABELS: Readonly<Record<ChatStatus, string>> = {
  connecting: '连接中…',
  connected: '已连接',
  reconnecting: '重新连接中…',
  offline: '网络已断开',
};

/** "326人在线", "1.2万人在线"; nothing until the count is known. */
export function onlineLabel(count: number | null | undefined): string {
  if (count === null || count === undefined || count < 0) return '';
  if (count < 10_000) return `${count}人在线`;
  const wan = Math.floor(count / 1000) / 10;
  return `${wan}万人在线`;
}

/** The counter shows in the last 30 characters before the limit, and past it. */
export const COUNTER_FROM = CHAT_MAX_LENGTH - 30;

/** A message's length as the server counts it: characters (code points), not UTF-16 units. */
export const textLength = (text: string): number => [...text.trim()].length;

/** "11月30日 20:15": until when a fan is muted (server time, shown in Beijing time like every time). */
export function mutedUntilText(until: number | null): string {
  return until === null ? '' : date2(until, 'M月d日 HH:mm');
}

export function muteNotice(until: number | null): string {
  const when = mutedUntilText(until);
  return when ? `你已被管理员禁言，${when} 后可以发言` : '你已被管理员禁言';
}

/** A time line goes between two messages this far apart (and above the first one). */
export const TIME_DIVIDER_GAP_MS = 5 * 60_000;

export function needsTimeDivider(previousAt: number | null, at: number): boolean {
  return previousAt === null || at - previousAt >= TIME_DIVIDER_GAP_MS;
}

/** "20:15" on the day it was said, else "11月23日 20:15". */
export function messageTimeText(at: number, now: number): string {
  const sameDay = date2(at, 'yyyy-MM-dd') === date2(now, 'yyyy-MM-dd');
  return date2(at, sameDay ? 'HH:mm' : 'M月d日 HH:mm');
}

/** 16 random characters of [A-Za-z0-9_-] (96 bits): a message's client id (the server wants 8 to 64). */
export function newClientMessageId(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let out = '';
  for (const byte of random(new Uint8Array(16))) out += alphabet[byte & 63] ?? 'A';
  return out;
}
