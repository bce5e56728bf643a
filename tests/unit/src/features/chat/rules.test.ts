// Pins the chat screen's rules: the four states it shows, the online count's words, lengths counted
// as the server counts them, the mute notice, where time lines go (the 5-minute edge), message times
// and the shape of client message ids.
import { describe, expect, it } from 'vitest';
import { CHAT_MAX_LENGTH, CLIENT_MSG_ID } from '@contracts/chat';
import {
  CHAT_STATUS_LABELS,
  COUNTER_FROM,
  TIME_DIVIDER_GAP_MS,
  chatStatusOf,
  messageTimeText,
  muteNotice,
  needsTimeDivider,
  newClientMessageId,
  onlineLabel,
  textLength,
} from '@features/chat/rules';

describe('chat rules', () => {
  it('shows an idle socket as connecting, and every other state as it is', () => {
    expect(chatStatusOf('idle')).toBe('connecting');
    for (const state of ['connecting', 'connected', 'reconnecting', 'offline'] as const)
      expect(chatStatusOf(state)).toBe(state);
    expect(CHAT_STATUS_LABELS.offline).toBe('网络已断开');
  });

  it('words the online count, in 万 from ten thousand', () => {
    expect(onlineLabel(null)).toBe('');
    expect(onlineLabel(0)).toBe('0人在线');
    expect(onlineLabel(9999)).toBe('9999人在线');
    expect(onlineLabel(12_345)).toBe('1.2万人在线');
    expect(onlineLabel(100_000)).toBe('10万人在线');
  });

  it('counts characters as the server does: code points, trimmed', () => {
    expect(textLength('  好球  ')).toBe(2);
    expect(textLength('😀😀')).toBe(2);
    expect(COUNTER_FROM).toBe(CHAT_MAX_LENGTH - 30);
  });

  it('tells a muted fan until when', () => {
    const until = Date.parse('2026-12-01T20:30:00+08:00');
    expect(muteNotice(until)).toBe('你已被管理员禁言，12月1日 20:30 后可以发言');
    expect(muteNotice(null)).toBe('你已被管理员禁言');
  });

  it('puts a time line above the first message and after a pause of five minutes', () => {
    expect(needsTimeDivider(null, 1000)).toBe(true);
    expect(needsTimeDivider(0, TIME_DIVIDER_GAP_MS - 1)).toBe(false);
    expect(needsTimeDivider(0, TIME_DIVIDER_GAP_MS)).toBe(true);
  });

  it('shows the time of today’s messages, and the date of older ones', () => {
    const now = Date.parse('2026-11-24T21:00:00+08:00');
    expect(messageTimeText(Date.parse('2026-11-24T20:05:00+08:00'), now)).toBe('20:05');
    expect(messageTimeText(Date.parse('2026-11-23T23:59:00+08:00'), now)).toBe('11月23日 23:59');
  });

  it('makes client message ids the server accepts', () => {
    let n = 0;
    const fake = (bytes: Uint8Array<ArrayBuffer>) => bytes.map(() => n++ * 7);
    const id = newClientMessageId(fake);
    expect(id).toMatch(CLIENT_MSG_ID);
    expect(id).toHaveLength(16);
    expect(newClientMessageId((b) => crypto.getRandomValues(b))).not.toBe(
      newClientMessageId((b) => crypto.getRandomValues(b)),
    );
  });
});
