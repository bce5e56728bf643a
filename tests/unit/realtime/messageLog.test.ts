// Pins the chat's message list: every message once however often it arrives (ack, broadcast,
// catch-up), in server order, the fan's own message pending then sent (matched by its client id),
// failed with a retry that keeps its id, and the newest server id for catching up.
import { describe, expect, it } from 'vitest';
import { MessageLog, type ServerMessage } from '../../../realtime/messageLog';

const msg = (id: number, at: number, over: Partial<ServerMessage> = {}): ServerMessage => ({
  id,
  userId: 9,
  nickname: '球迷',
  text: `第${id}条`,
  at,
  ...over,
});

const keys = (log: MessageLog) => log.list().map((e) => e.key);

describe('MessageLog', () => {
  it('shows each message once, in server order, whatever order and how often it arrives', () => {
    const log = new MessageLog();
    log.receive(msg(3, 300));
    log.receive(msg(1, 100));
    log.receive(msg(3, 300));
    log.receive(msg(2, 200));
    log.receive(msg(1, 100));
    expect(keys(log)).toEqual(['s:1', 's:2', 's:3']);
    expect(log.lastServerId()).toBe(3);
  });

  it('shows the fan’s message pending, then sent in its place when the server has it', () => {
    const log = new MessageLog();
    log.receive(msg(1, 100));
    log.addPending('c-1', 5, '我', '进球了！', 150);
    expect(log.list().map((e) => [e.key, e.state])).toEqual([
      ['s:1', null],
      ['c:c-1', 'pending'],
    ]);
    log.receive(msg(2, 120, { clientId: 'c-1', userId: 5, text: '进球了！' }));
    log.receive(msg(2, 120, { clientId: 'c-1', userId: 5, text: '进球了！' }));
    expect(log.list().map((e) => [e.key, e.state])).toEqual([
      ['s:1', null],
      ['s:2', 'sent'],
    ]);
  });

  it('marks a message failed, and a retry puts it back to pending under the same id', () => {
    const log = new MessageLog();
    log.addPending('c-9', 5, '我', '好球', 100);
    log.fail('c-9');
    expect(log.list()[0]?.state).toBe('failed');
    expect(log.retry('c-9')?.clientId).toBe('c-9');
    expect(log.list().map((e) => [e.key, e.state])).toEqual([['c:c-9', 'pending']]);
    expect(log.retry('c-9')).toBeUndefined();
    log.addPending('c-9', 5, '我', '好球', 100);
    expect(log.list()).toHaveLength(1);
  });

  it('keeps messages on their way after the confirmed ones', () => {
    const log = new MessageLog();
    log.addPending('c-1', 5, '我', '先写的', 100);
    log.receive(msg(7, 500));
    expect(keys(log)).toEqual(['s:7', 'c:c-1']);
  });
});
