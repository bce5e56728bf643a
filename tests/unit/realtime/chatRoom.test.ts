// Pins a chat room on the shared connection (issue 8 item 4), over mock-socket with fake timers:
// each message shown once and in order; a send pending, then sent, or failed with a retry that keeps
// its client id (the server stores it once); nothing written offline flushed later; the first load
// and older pages; the online count; the mute; and bad payloads from the socket ignored, never
// thrown. Catching up after a reconnect is pinned in chatRoomCatchUp.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_EVENTS, CHAT_MAX_LENGTH } from '../../../contracts/chat';
import { realtimeHarness, type Harness } from './harness';
import { fakeHistory, me, message, openChatRoom, room, roomClient, shown } from './roomHarness';
import { CHAT_ACK_TIMEOUT_MS } from '../../../realtime/timings';

let h: Harness;
afterEach(() => h.dispose());

/** Opens the room on a fresh harness, which the test then drives as `h`. */
async function openRoom(opts?: Parameters<typeof openChatRoom>[0]) {
  const opened = await openChatRoom(opts);
  h = opened.h;
  return opened;
}

describe('ChatRoomClient', () => {
  it('joins, shows the latest messages and the online count from the join', async () => {
    const store = fakeHistory();
    store.held.push(message(1), message(2));
    const { client } = await openRoom({ history: store });
    expect(h.server.emitsOf(CHAT_EVENTS.join)).toEqual([room]);
    expect(shown(client)).toEqual([1, 2]);
    expect(client.getState()).toMatchObject({ history: 'ready', onlineCount: 1, hasOlder: false });
  });

  it('shows a sent message pending, then sent once, though the broadcast echoes it too', async () => {
    const { client } = await openRoom();
    h.server.handlers.set(CHAT_EVENTS.send, (payload) => {
      const answer = h.server.stored(payload);
      h.server.broadcast(CHAT_EVENTS.message, answer.message);
      return answer;
    });
    expect(client.send('  好球！ ')).toEqual({ ok: true });
    expect(shown(client)).toEqual(['pending:好球！']);
    await h.settle();
    const entries = client.getState().entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ state: 'sent', content: '好球！', clientId: 'client-id-1' });
    expect(h.server.emitsOf(CHAT_EVENTS.send)).toEqual([
      { ...room, clientMsgId: 'client-id-1', content: '好球！' },
    ]);
  });

  it('fails a send the server does not answer in time; a retry keeps the id and is stored once', async () => {
    const { client } = await openRoom();
    const answers: unknown[] = [];
    h.server.handlers.set(CHAT_EVENTS.send, (payload) => {
      const answer = h.server.stored(payload);
      answers.push(answer);
      // The first answer is lost on the way back.
      return answers.length === 1 ? undefined : answer;
    });
    client.send('绝杀！');
    await h.kit.advance(CHAT_ACK_TIMEOUT_MS - 100);
    expect(client.getState().entries[0]?.state).toBe('pending');
    await h.kit.advance(200);
    expect(client.getState().entries[0]).toMatchObject({ state: 'failed', retryable: true });
    client.retry('client-id-1');
    expect(client.getState().entries[0]?.state).toBe('pending');
    await h.settle();
    expect(client.getState().entries).toEqual([
      expect.objectContaining({ state: 'sent', clientId: 'client-id-1', content: '绝杀！' }),
    ]);
    const sends = h.server.emitsOf(CHAT_EVENTS.send) as { clientMsgId: string }[];
    expect(sends.map((s) => s.clientMsgId)).toEqual(['client-id-1', 'client-id-1']);
    expect(h.server.storedCount()).toBe(1);
  });

  it('fails a message written offline at once, and sends nothing when the network returns', async () => {
    const { client } = await openRoom();
    h.kit.offline();
    client.send('断网了？');
    client.send('还在吗');
    await h.settle();
    expect(client.getState().entries.map((e) => e.state)).toEqual(['failed', 'failed']);
    expect(client.getState().entries[0]?.error).toMatch(/网络已断开/);
    h.kit.online();
    await h.kit.advance(5000);
    expect(h.connection.state).toBe('connected');
    expect(h.server.emitsOf(CHAT_EVENTS.send)).toEqual([]);
    client.retry('client-id-2');
    await h.settle();
    expect(h.server.emitsOf(CHAT_EVENTS.send)).toHaveLength(1);
  });

  it('shows broadcasts once and in server order, however they arrive', async () => {
    const { client } = await openRoom();
    for (const id of [3, 1, 2, 3, 1]) h.server.broadcast(CHAT_EVENTS.message, message(id));
    h.server.broadcast(CHAT_EVENTS.message, message(4, { roomTypeId: 8 }));
    await h.settle();
    expect(shown(client)).toEqual([1, 2, 3]);
  });

  it('ignores payloads that break the contract, and keeps working', async () => {
    const { client } = await openRoom();
    h.server.broadcast(CHAT_EVENTS.message, { id: 'x' });
    h.server.broadcast(CHAT_EVENTS.message, null);
    h.server.broadcast(CHAT_EVENTS.online, { onlineCount: -1 });
    h.server.broadcast(CHAT_EVENTS.muted, 'muted!');
    h.server.broadcast(CHAT_EVENTS.message, message(1, { content: '<script>alert(1)</script>' }));
    await h.settle();
    expect(client.droppedPayloads).toBe(4);
    // Text is kept as text: rendering it safely is the screen's job.
    expect(client.getState().entries[0]?.content).toBe('<script>alert(1)</script>');
  });

  it('reads older pages when asked, and stops when there are none', async () => {
    const store = fakeHistory(2);
    for (let id = 1; id <= 5; id++) store.held.push(message(id));
    const { client } = await openRoom({ history: store });
    expect(shown(client)).toEqual([4, 5]);
    const before = client.getState().firstIndex;
    await client.loadOlder();
    expect(shown(client)).toEqual([2, 3, 4, 5]);
    expect(client.getState().firstIndex).toBe(before - 2);
    await client.loadOlder();
    expect(shown(client)).toEqual([1, 2, 3, 4, 5]);
    expect(client.getState().hasOlder).toBe(false);
    await client.loadOlder();
    expect(store.calls.filter((c) => c.startsWith('before'))).toHaveLength(2);
  });

  it('shows a failed first load with the reason, and loads on retry', async () => {
    const store = fakeHistory();
    store.fail(true);
    store.held.push(message(1));
    const { client } = await openRoom({ history: store });
    expect(client.getState()).toMatchObject({ history: 'error', historyError: '网络连接失败' });
    store.fail(false);
    await client.reload();
    expect(shown(client)).toEqual([1]);
  });

  it('follows the online count the server sends for this room only', async () => {
    const { client } = await openRoom();
    h.server.broadcast(CHAT_EVENTS.online, { ...room, onlineCount: 1234 });
    h.server.broadcast(CHAT_EVENTS.online, { roomType: 1, roomTypeId: 8, onlineCount: 5 });
    await h.settle();
    expect(client.getState().onlineCount).toBe(1234);
  });

  it('refuses at once what the server would: a visitor, empty, too long, HTML', async () => {
    const visitor = await openRoom({ identity: null });
    expect(visitor.client.send('你好')).toMatchObject({ ok: false, code: 'login_required' });
    h.dispose();
    const { client } = await openRoom();
    expect(client.send('   ')).toMatchObject({ ok: false, code: 'empty' });
    expect(client.send('长'.repeat(CHAT_MAX_LENGTH + 1))).toMatchObject({ code: 'too_long' });
    expect(client.send('<b>加粗</b>')).toMatchObject({ code: 'html_not_allowed' });
    await h.settle();
    expect(h.server.emitsOf(CHAT_EVENTS.send)).toEqual([]);
    expect(client.getState().entries).toEqual([]);
  });

  it('learns of a mute at once, refuses to send while it lasts, and lets go when it ends', async () => {
    const { client } = await openRoom();
    const until = Date.now() + 60_000;
    h.server.broadcast(CHAT_EVENTS.muted, { userId: 99, status: 1, mutedUntil: until });
    await h.settle();
    expect(client.getState().muted).toBe(false);
    h.server.broadcast(CHAT_EVENTS.muted, { userId: me.userId, status: 1, mutedUntil: until });
    await h.settle();
    expect(client.getState()).toMatchObject({ muted: true, mutedUntil: until });
    expect(client.send('放我出来')).toMatchObject({ ok: false, code: 'muted' });
    await h.kit.advance(60_000);
    expect(client.send('解禁了')).toEqual({ ok: true });
    expect(client.getState().muted).toBe(false);
  });

  it('marks a refused message failed: retryable when waiting helps, final when it cannot', async () => {
    const { client } = await openRoom();
    h.server.handlers.set(CHAT_EVENTS.send, () => ({
      ok: false,
      code: 'rate_limited',
      msg: '发言太快了，请稍后再发',
    }));
    client.send('一');
    await h.settle();
    expect(client.getState().entries[0]).toMatchObject({
      state: 'failed',
      error: '发言太快了，请稍后再发',
      retryable: true,
    });
    const until = Date.now() + 3_600_000;
    h.server.handlers.set(CHAT_EVENTS.send, () => ({
      ok: false,
      code: 'muted',
      msg: '你已被管理员禁言',
      mutedUntil: until,
    }));
    client.send('二');
    await h.settle();
    expect(client.getState().entries[1]).toMatchObject({ state: 'failed', retryable: false });
    expect(client.getState()).toMatchObject({ muted: true, mutedUntil: until });
  });

  it('shows a room the server refuses', async () => {
    h = realtimeHarness();
    h.server.handlers.set(CHAT_EVENTS.join, () => ({
      ok: false,
      code: 'room_not_found',
      msg: '聊天室不存在',
    }));
    const client = roomClient(h, fakeHistory());
    client.open();
    await h.settle();
    expect(client.getState().roomError).toBe('聊天室不存在');
  });

  it('stops listening when closed: leaves the room and hears nothing more', async () => {
    const { client, close } = await openRoom();
    const listeners = h.port.listenerCount();
    close();
    await h.settle();
    expect(h.server.emitsOf(CHAT_EVENTS.leave)).toEqual([room]);
    expect(h.port.listenerCount()).toBe(listeners - 4);
    h.server.broadcast(CHAT_EVENTS.message, message(1));
    await h.settle();
    expect(client.getState().entries).toEqual([]);
  });

  describe('regressions', () => {
    it('puts a first page that comes after live messages on top, moving the index by its size', async () => {
      const store = fakeHistory();
      for (let id = 1; id <= 30; id++) store.held.push(message(id));
      store.hold();
      h = realtimeHarness({ token: 'token' });
      const client = roomClient(h, store);
      client.open();
      await h.settle();
      h.server.broadcast(CHAT_EVENTS.message, message(31));
      h.server.broadcast(CHAT_EVENTS.message, message(32));
      await h.settle();
      const before = client.getState().firstIndex;
      store.release();
      await h.settle();
      expect(shown(client)).toHaveLength(32);
      expect(client.getState().firstIndex).toBe(before - 30);
    });

    it('keeps the older page a reader scrolled up to, however many new messages arrive', async () => {
      const store = fakeHistory(2);
      for (let id = 1; id <= 4; id++) store.held.push(message(id));
      const { client } = await openRoom({ history: store });
      client.setFollowing(false);
      await client.loadOlder();
      expect(shown(client)).toEqual([1, 2, 3, 4]);
      for (let id = 5; id <= 1200; id++) h.server.broadcast(CHAT_EVENTS.message, message(id));
      await h.settle();
      expect(shown(client)[0]).toBe(1);
      // Back at the bottom, the oldest go as the next ones arrive.
      client.setFollowing(true);
      h.server.broadcast(CHAT_EVENTS.message, message(1201));
      await h.settle();
      expect(shown(client)).toHaveLength(1000);
    });

    it('says when an older page fails, and reads it on retry', async () => {
      const store = fakeHistory(2);
      for (let id = 1; id <= 4; id++) store.held.push(message(id));
      const { client } = await openRoom({ history: store });
      store.fail(true);
      await client.loadOlder();
      expect(client.getState()).toMatchObject({ loadingOlder: false, olderError: '网络连接失败' });
      store.fail(false);
      await client.loadOlder();
      expect(client.getState().olderError).toBeNull();
      expect(shown(client)).toEqual([1, 2, 3, 4]);
    });

    it('says a send with no answer may have arrived, and offers no delete for it', async () => {
      const { client } = await openRoom();
      h.server.handlers.set(CHAT_EVENTS.send, () => undefined);
      client.send('到了吗');
      await h.kit.advance(CHAT_ACK_TIMEOUT_MS + 100);
      expect(client.getState().entries[0]).toMatchObject({
        state: 'failed',
        retryable: true,
        maybeSent: true,
      });
      client.discard('client-id-1');
      expect(client.getState().entries).toHaveLength(1);
    });

    it('lifts a mute in the composer when it runs out, without a reload', async () => {
      const { client } = await openRoom();
      const until = Date.now() + 90_000;
      client.setMuteStatus({ userId: me.userId, status: 1, mutedUntil: until });
      expect(client.getState().muted).toBe(true);
      await h.kit.advance(89_000);
      expect(client.getState().muted).toBe(true);
      await h.kit.advance(1000);
      expect(client.getState()).toMatchObject({ muted: false, mutedUntil: null });
    });

    it('lets a mute told over the socket win over an older answer of the status call', async () => {
      const { client } = await openRoom();
      const askedAt = Date.now();
      await h.kit.advance(100);
      h.server.broadcast(CHAT_EVENTS.muted, { userId: me.userId, status: 1, mutedUntil: null });
      await h.settle();
      client.setMuteStatus({ userId: me.userId, status: 0, mutedUntil: null }, askedAt);
      expect(client.getState().muted).toBe(true);
    });
  });
});
