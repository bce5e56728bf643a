// Pins a chat room on the shared connection (issue 8 item 4), over mock-socket with fake timers:
// each message shown once and in order; a send pending, then sent, or failed with a retry that keeps
// its client id (the server stores it once); nothing written offline flushed later; what was missed
// while away caught up over HTTP after a reconnect the server did not recover, and not after one it
// did; the online count; the mute; and bad payloads from the socket ignored, never thrown.
import { afterEach, describe, expect, it } from 'vitest';
import {
  CHAT_EVENTS,
  CHAT_MAX_LENGTH,
  type ChatWireMessage,
  type RoomRef,
} from '../../../contracts/chat';
import { MAX_CATCH_UP_PAGES } from '../../../realtime/catchUp';
import {
  ChatRoomClient,
  type ChatHistory,
  type ChatIdentity,
  type MessagePage,
} from '../../../realtime/chatRoom';
import { CHAT_ACK_TIMEOUT_MS } from '../../../schedulers';
import { realtimeHarness, type Harness } from './harness';

const room: RoomRef = { roomType: 1, roomTypeId: 7 };
const me: ChatIdentity = { userId: 5, nickName: '我', userIcon: null };

let h: Harness;
afterEach(() => h.dispose());

const message = (id: number, over: Partial<ChatWireMessage> = {}): ChatWireMessage => ({
  id,
  ...room,
  userId: 9,
  nickName: '球迷',
  userIcon: null,
  content: `第${id}条`,
  createdAt: 1_800_000_000_000 + id,
  ...over,
});

/** A history the test fills: what the server holds, served by id like the gateway. */
function fakeHistory(pageSize = 30) {
  const held: ChatWireMessage[] = [];
  const calls: string[] = [];
  let failing = false;
  /** While set, each page waits for the test to let it through (a slow network). */
  let gate: Array<() => void> | null = null;
  const page = async (list: ChatWireMessage[], hasMore: boolean): Promise<MessagePage> => {
    if (gate) await new Promise<void>((resolve) => gate?.push(resolve));
    if (failing) throw new Error('网络连接失败');
    return { messages: list, hasMore };
  };
  const history: ChatHistory = {
    latest: () => {
      calls.push('latest');
      return page(held.slice(-pageSize), held.length > pageSize);
    },
    after: (_room, afterId) => {
      calls.push(`after ${afterId}`);
      const rest = held.filter((m) => m.id > afterId);
      return page(rest.slice(0, pageSize), rest.length > pageSize);
    },
    before: (_room, beforeId) => {
      calls.push(`before ${beforeId}`);
      const older = held.filter((m) => m.id < beforeId);
      return page(older.slice(-pageSize), older.length > pageSize);
    },
  };
  return {
    history,
    held,
    calls,
    fail: (on: boolean) => (failing = on),
    /** Holds every page until `release`. */
    hold: () => (gate = []),
    /** Lets the held pages through, and stops holding. */
    release: () => {
      const waiting = gate ?? [];
      gate = null;
      for (const resolve of waiting) resolve();
    },
    /** Lets one held page through. */
    next: () => gate?.shift()?.(),
  };
}

async function openRoom(
  opts: { identity?: ChatIdentity | null; history?: ReturnType<typeof fakeHistory> } = {},
) {
  h = realtimeHarness({ token: 'token' });
  const store = opts.history ?? fakeHistory();
  let n = 0;
  const client = new ChatRoomClient(room, {
    transport: h.connection,
    rooms: h.rooms,
    history: store.history,
    identity: () => (opts.identity === undefined ? me : opts.identity),
    newId: () => `client-id-${++n}`,
    now: () => Date.now(),
  });
  h.connection.hold();
  const close = client.open();
  await h.settle();
  return { client, store, close };
}

const shown = (client: ChatRoomClient) =>
  client
    .getState()
    .entries.map((e) => (e.serverId === null ? `${e.state}:${e.content}` : e.serverId));

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

  it('catches up over HTTP after a reconnect the server did not recover, each message once', async () => {
    const store = fakeHistory();
    store.held.push(message(1), message(2));
    const { client } = await openRoom({ history: store });
    store.calls.length = 0;
    h.server.drop();
    // Said while the fan was away; one of them also arrives over the socket after the rejoin.
    store.held.push(message(3), message(4), message(5));
    await h.kit.advance(2000);
    h.server.broadcast(CHAT_EVENTS.message, message(4));
    await h.settle();
    // From a little before the last message known in sync: a late commit is asked for again.
    expect(store.calls).toEqual(['after 1']);
    expect(shown(client)).toEqual([1, 2, 3, 4, 5]);
    expect(h.server.emitsOf(CHAT_EVENTS.join)).toHaveLength(2);
  });

  it('asks nothing over HTTP after a recovered reconnect: the server replays what was missed', async () => {
    const store = fakeHistory();
    store.held.push(message(1));
    const { client } = await openRoom({ history: store });
    store.calls.length = 0;
    h.server.recoverNext = true;
    h.server.drop();
    await h.kit.advance(2000);
    h.server.broadcast(CHAT_EVENTS.message, message(2));
    await h.settle();
    expect(store.calls).toEqual([]);
    expect(h.server.emitsOf(CHAT_EVENTS.join)).toHaveLength(1);
    expect(shown(client)).toEqual([1, 2]);
  });

  it('pages through a long gap, and starts from the latest when the gap is too long', async () => {
    const store = fakeHistory(2);
    store.held.push(message(1), message(2));
    const { client } = await openRoom({ history: store });
    store.calls.length = 0;
    h.server.drop();
    for (let id = 3; id <= 8; id++) store.held.push(message(id));
    await h.kit.advance(2000);
    await h.settle();
    // Each page's own last id is the next cursor.
    expect(store.calls).toEqual(['after 1', 'after 3', 'after 5', 'after 7']);
    expect(shown(client)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    store.calls.length = 0;
    h.server.drop();
    for (let id = 9; id <= 9 + 2 * MAX_CATCH_UP_PAGES + 5; id++) store.held.push(message(id));
    await h.kit.advance(2000);
    await h.settle();
    expect(store.calls).toHaveLength(MAX_CATCH_UP_PAGES + 1);
    expect(store.calls.at(-1)).toBe('latest');
    const last = store.held.at(-1)?.id ?? 0;
    expect(shown(client)).toEqual([last - 1, last]);
    expect(client.getState().hasOlder).toBe(true);
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
    const client = new ChatRoomClient(room, {
      transport: h.connection,
      rooms: h.rooms,
      history: fakeHistory().history,
      identity: () => me,
      newId: () => 'client-id-x',
      now: () => Date.now(),
    });
    h.connection.hold();
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
    it('does not skip a gap when a live message arrives in the middle of a catch-up', async () => {
      const store = fakeHistory(2);
      store.held.push(message(1), message(2));
      const { client } = await openRoom({ history: store });
      h.server.drop();
      for (let id = 3; id <= 8; id++) store.held.push(message(id));
      store.hold();
      await h.kit.advance(2000);
      store.next(); // the first catch-up page
      await h.settle();
      // Said now, live over the socket, while the catch-up is still paging.
      store.held.push(message(9));
      h.server.broadcast(CHAT_EVENTS.message, message(9));
      await h.settle();
      store.release();
      await h.settle();
      expect(shown(client)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    });

    it('catches up from the first page, not from live messages that beat it', async () => {
      const store = fakeHistory();
      store.held.push(message(1), message(2));
      store.hold();
      h = realtimeHarness({ token: 'token' });
      const client = new ChatRoomClient(room, {
        transport: h.connection,
        rooms: h.rooms,
        history: store.history,
        identity: () => me,
        newId: () => 'client-id-1',
        now: () => Date.now(),
      });
      h.connection.hold();
      client.open();
      await h.settle();
      // Stored after the first page was read, before the join: only the catch-up can bring it.
      store.held.push(message(3));
      // Live after the join.
      store.held.push(message(4));
      h.server.broadcast(CHAT_EVENTS.message, message(4));
      await h.settle();
      store.release();
      await h.settle();
      expect(shown(client)).toEqual([1, 2, 3, 4]);
    });

    it('tries a failed catch-up again on a backoff', async () => {
      const store = fakeHistory();
      store.held.push(message(1));
      const { client } = await openRoom({ history: store });
      store.fail(true);
      h.server.drop();
      store.held.push(message(2));
      await h.kit.advance(2000);
      expect(shown(client)).toEqual([1]);
      store.fail(false);
      await h.kit.advance(5000);
      expect(shown(client)).toEqual([1, 2]);
    });

    it('puts a first page that comes after live messages on top, moving the index by its size', async () => {
      const store = fakeHistory();
      for (let id = 1; id <= 30; id++) store.held.push(message(id));
      store.hold();
      h = realtimeHarness({ token: 'token' });
      const client = new ChatRoomClient(room, {
        transport: h.connection,
        rooms: h.rooms,
        history: store.history,
        identity: () => me,
        newId: () => 'client-id-1',
        now: () => Date.now(),
      });
      h.connection.hold();
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
