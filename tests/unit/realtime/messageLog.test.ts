// Pins the chat's message list: every message once however often it arrives (ack, broadcast,
// catch-up), in server order, the fan's own message pending then sent (matched by its client id),
// failed with a retry that keeps its id, a long-open room trimmed from the top with the absolute
// index moving so the list stays put, and older pages put on top without trimming.
import { describe, expect, it } from 'vitest';
import type { ChatWireMessage } from '../../../contracts/chat';
import { FIRST_INDEX_BASE, MessageLog } from '../../../realtime/messageLog';

const msg = (id: number, over: Partial<ChatWireMessage> = {}): ChatWireMessage => ({
  id,
  roomType: 1,
  roomTypeId: 7,
  userId: 9,
  nickName: '球迷',
  userIcon: null,
  content: `第${id}条`,
  createdAt: 1_800_000_000_000 + id,
  ...over,
});
const me = { userId: 5, nickName: '我', userIcon: null };
const keys = (log: MessageLog) => log.list().map((e) => e.key);

describe('MessageLog', () => {
  it('shows each message once, in server order, whatever order and how often it arrives', () => {
    const log = new MessageLog();
    expect(log.receive(msg(3))).toBe(true);
    log.receive(msg(1));
    expect(log.receive(msg(3))).toBe(false);
    log.receive(msg(2));
    log.receive(msg(1));
    expect(keys(log)).toEqual(['s:1', 's:2', 's:3']);
    expect(log.lastServerId()).toBe(3);
    expect(log.firstServerId()).toBe(1);
  });

  it('orders by the server’s id even when the clocks disagree', () => {
    const log = new MessageLog();
    log.receive(msg(2, { createdAt: 100 }));
    log.receive(msg(1, { createdAt: 900 }));
    expect(keys(log)).toEqual(['s:1', 's:2']);
  });

  it('shows the fan’s message pending, then sent in its place when the server has it', () => {
    const log = new MessageLog();
    log.receive(msg(1));
    log.addPending('c-1', me, '进球了！', 150);
    expect(log.list().map((e) => [e.key, e.state])).toEqual([
      ['s:1', null],
      ['c:c-1', 'pending'],
    ]);
    const confirmed = msg(2, { clientMsgId: 'c-1', userId: 5, content: '进球了！' });
    log.receive(confirmed);
    log.receive(confirmed);
    expect(log.list().map((e) => [e.key, e.state])).toEqual([
      ['s:1', null],
      ['s:2', 'sent'],
    ]);
  });

  it('marks a message failed, and a retry puts it back to pending under the same id', () => {
    const log = new MessageLog();
    log.addPending('c-9', me, '好球', 100);
    log.fail('c-9', '发送失败', true);
    expect(log.list()[0]).toMatchObject({ state: 'failed', error: '发送失败', retryable: true });
    expect(log.retry('c-9')?.clientId).toBe('c-9');
    expect(log.list().map((e) => [e.key, e.state])).toEqual([['c:c-9', 'pending']]);
    expect(log.retry('c-9')).toBeUndefined();
    log.addPending('c-9', me, '好球', 100);
    expect(log.list()).toHaveLength(1);
    log.fail('c-9', '发送失败', true);
    log.discard('c-9');
    expect(log.list()).toEqual([]);
  });

  it('keeps messages on their way after the confirmed ones', () => {
    const log = new MessageLog();
    log.addPending('c-1', me, '先写的', 100);
    log.receive(msg(7));
    expect(keys(log)).toEqual(['s:7', 'c:c-1']);
  });

  it('returns the same list until something changes', () => {
    const log = new MessageLog();
    log.receive(msg(1));
    const first = log.list();
    expect(log.list()).toBe(first);
    log.receive(msg(1));
    expect(log.list()).toBe(first);
    log.receive(msg(2));
    expect(log.list()).not.toBe(first);
  });

  it('drops the oldest as new ones arrive past the limit; the absolute index follows', () => {
    const log = new MessageLog(3);
    for (let id = 1; id <= 5; id++) log.receive(msg(id));
    expect(keys(log)).toEqual(['s:3', 's:4', 's:5']);
    expect(log.firstIndex).toBe(FIRST_INDEX_BASE + 2);
    expect(log.trimmed).toBe(true);
    // A dropped message seen again (a catch-up overlap) comes back on top, once.
    log.receive(msg(2));
    expect(keys(log)).toEqual(['s:2', 's:3', 's:4', 's:5']);
    expect(log.firstIndex).toBe(FIRST_INDEX_BASE + 1);
  });

  it('puts older pages on top, never trimming them away under the reader', () => {
    const log = new MessageLog(3);
    for (let id = 10; id <= 12; id++) log.receive(msg(id));
    for (let id = 9; id >= 5; id--) log.receive(msg(id));
    expect(keys(log)).toHaveLength(8);
    expect(log.firstIndex).toBe(FIRST_INDEX_BASE - 5);
  });

  it('forgets what it held for a fresh start, keeping the fan’s unsent messages', () => {
    const log = new MessageLog();
    log.receive(msg(1));
    log.receive(msg(2));
    log.addPending('c-1', me, '还没发出', 100);
    log.resetConfirmed();
    expect(keys(log)).toEqual(['c:c-1']);
    expect(log.lastServerId()).toBeNull();
    log.receive(msg(2));
    expect(keys(log)).toEqual(['s:2', 'c:c-1']);
  });
});
