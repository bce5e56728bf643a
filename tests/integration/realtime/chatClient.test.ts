// Pins the socket layer against the real thing (issue 8 "Done when"): realtime/ over socket.io-client
// talking to the companion server on loopback. The server restarts mid-conversation and the client
// comes back, rejoins once, and loses and duplicates nothing; a dropped transport is recovered by
// socket.io's connection-state recovery without rejoining or asking over HTTP; reconnects add no
// listeners. Waits here are for events with a deadline, not sleeps.
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_EVENTS,
  CHAT_NAMESPACE,
  CHAT_NEAR_MESSAGES,
  type RoomRef,
} from '../../../contracts/chat';
import { chatContentSchema, chatRoomInfoSchema } from '../../../contracts/sportdata/matches';
import { ChatRoomClient, type ChatHistory, type ChatRoomState } from '../../../realtime/chatRoom';
import { SocketConnection } from '../../../realtime/connection';
import { RoomRegistry } from '../../../realtime/rooms';
import { socketIoPort } from '../../../realtime/socketIoPort';
import { after, createEnvironment, systemClock } from '../../../schedulers';
import { chatMessages } from '../../../server/db/schema';
import type { ChatSocketData } from '../../../server/features/chat/settings';
import { startChatServer, type ChatServer, type ChatTestUser } from '../../kit/chatServer';
import { fetchGateway } from '../../kit/gateway';
import { TEST_SECRET } from '../../kit/testApp';

let server: ChatServer;
const cleanups: Array<() => void> = [];

beforeAll(async () => {
  server = await startChatServer();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  if (!server.running) await server.restart();
});
afterAll(() => server.close());

/** The gateway's chat calls over real HTTP, as the app's history port makes them. */
function httpHistory(): ChatHistory {
  const call = (apiName: string, args: Record<string, unknown>) =>
    fetchGateway(server.url, apiName, args, TEST_SECRET);
  return {
    latest: async (room) => {
      const info = chatRoomInfoSchema.parse(
        await call('getChatroomInfoApi', { ...room, needNearMsgList: 1 }),
      );
      return { messages: info.nearMsgList, hasMore: info.nearMsgList.length >= CHAT_NEAR_MESSAGES };
    },
    after: async (room, afterId) => {
      const page = chatContentSchema.parse(
        await call('getChatroomUserContentApi', { ...room, afterId }),
      );
      return { messages: page.list, hasMore: page.hasMore };
    },
    before: async (room, beforeId) => {
      const page = chatContentSchema.parse(
        await call('getChatroomUserContentApi', { ...room, beforeId }),
      );
      return { messages: page.list, hasMore: page.hasMore };
    },
  };
}

/** A fan's app: port, connection, rooms and one chat room, as src/features/chatRoom wires them. */
function fanApp(user: ChatTestUser, room: RoomRef, opts: { hiddenCloseMs?: number } = {}) {
  const port = socketIoPort(`${server.url}${CHAT_NAMESPACE}`, { transports: ['websocket'] });
  const environment = createEnvironment();
  const connection = new SocketConnection({
    port,
    clock: systemClock,
    environment,
    hiddenCloseMs: opts.hiddenCloseMs,
    // Retry at once: the restart below should not wait on the backoff's first second.
    random: () => 0.999,
    auth: { token: () => user.token, refresh: () => Promise.resolve() },
  });
  const rooms = new RoomRegistry(connection);
  let n = 0;
  const client = new ChatRoomClient(room, {
    transport: connection,
    rooms,
    history: httpHistory(),
    identity: () => ({ userId: user.id, nickName: user.nickName, userIcon: null }),
    newId: () => `it-${user.id}-${Date.now().toString(36)}-${++n}`,
    now: () => Date.now(),
  });
  const release = connection.hold();
  const close = client.open();
  cleanups.push(() => {
    close();
    release();
    connection.dispose();
    port.close();
  });
  return { port, connection, rooms, client, environment };
}

/** Resolves when `test` holds for the client's state (checked on every change), or fails at 10 s. */
function until(client: ChatRoomClient, test: (state: ChatRoomState) => boolean, what: string) {
  return new Promise<void>((resolve, reject) => {
    if (test(client.getState())) return resolve();
    const cancel = after(10_000, () => {
      stop();
      reject(new Error(`timed out waiting for ${what}`));
    });
    const stop = client.subscribe((state) => {
      if (!test(state)) return;
      cancel();
      stop();
      resolve();
    });
  });
}

/** Resolves when the app's connection is in `state` (now or later), or fails at 10 s. */
function inState(app: ReturnType<typeof fanApp>, test: (state: string) => boolean, what: string) {
  return new Promise<void>((resolve, reject) => {
    if (test(app.connection.state)) return resolve();
    const cancel = after(10_000, () => {
      stop();
      reject(new Error(`timed out waiting for ${what}`));
    });
    const stop = app.connection.onState((state) => {
      if (!test(state)) return;
      cancel();
      stop();
      resolve();
    });
  });
}

const connected = (app: ReturnType<typeof fanApp>) =>
  inState(app, (state) => state === 'connected', 'the connection');
const dropped = (app: ReturnType<typeof fanApp>) =>
  inState(app, (state) => state !== 'connected', 'the drop');

const contents = (client: ChatRoomClient) => client.getState().entries.map((e) => e.content);
const serverIds = (client: ChatRoomClient) => client.getState().entries.map((e) => e.serverId);

/** Counts room:join packets the server receives from now on. */
function countJoins() {
  const joins: number[] = [];
  const listen = () =>
    server.app.chat.nsp.on('connection', (socket) =>
      socket.onAny((event) => {
        if (event === CHAT_EVENTS.join) joins.push(Date.now());
      }),
    );
  listen();
  return { joins, listen };
}

describe('a chat conversation on the real server', () => {
  it('survives a server restart: back, rejoined once, nothing lost or shown twice', async () => {
    const room = server.football;
    const a = fanApp(server.fan, room);
    const b = fanApp(server.other, room);
    await Promise.all([connected(a), connected(b)]);
    await until(a.client, (s) => s.onlineCount === 2 || s.onlineCount !== null, 'online count');
    const listeners = a.port.listenerCount();
    const joins = countJoins();

    expect(a.client.send('开场了')).toEqual({ ok: true });
    await until(b.client, (s) => s.entries.some((e) => e.content === '开场了'), 'b hears a');
    b.client.send('主队先发');
    await until(a.client, (s) => s.entries.some((e) => e.content === '主队先发'), 'a hears b');

    await server.stop();
    await dropped(a);
    // Said while the server was down, by someone on another server of the same database.
    await server.database.db.insert(chatMessages).values({
      ...room,
      userId: server.admin.id,
      clientMsgId: `while-down-${Date.now()}`,
      content: '断线期间的消息',
      createdAt: new Date(server.clock.now()),
    });
    // Written while offline: fails at once, never sent later in a burst.
    a.client.send('服务器挂了？');
    await until(a.client, (s) => s.entries.at(-1)?.state === 'failed', 'the offline send fails');
    expect(a.client.getState().entries.at(-1)).toMatchObject({ retryable: true });

    await server.restart();
    joins.listen();
    await Promise.all([connected(a), connected(b)]);
    await until(a.client, (s) => s.entries.some((e) => e.content === '断线期间的消息'), 'catch-up');
    b.client.send('回来了');
    await until(a.client, (s) => s.entries.some((e) => e.content === '回来了'), 'a hears b again');

    // One join per fan per reconnect.
    expect(joins.joins).toHaveLength(2);
    const stored = await server.database.db
      .select({ id: chatMessages.id, content: chatMessages.content })
      .from(chatMessages)
      .where(eq(chatMessages.roomTypeId, room.roomTypeId))
      .orderBy(asc(chatMessages.id));
    const shown = a.client.getState().entries.filter((e) => e.serverId !== null);
    expect(shown.map((e) => e.serverId)).toEqual(stored.map((r) => r.id));
    expect(new Set(serverIds(a.client)).size).toBe(serverIds(a.client).length);
    expect(contents(a.client).filter((c) => c === '服务器挂了？')).toHaveLength(1);
    expect(stored.some((r) => r.content === '服务器挂了？')).toBe(false);
    expect(a.port.listenerCount()).toBe(listeners);

    // Retried by hand after the restart, it is stored once and shown once.
    const failed = a.client.getState().entries.find((e) => e.state === 'failed');
    a.client.retry(failed?.clientId ?? '');
    await until(
      a.client,
      (s) => s.entries.some((e) => e.content === '服务器挂了？' && e.state === 'sent'),
      'retry',
    );
    expect(contents(a.client).filter((c) => c === '服务器挂了？')).toHaveLength(1);
  });

  it('recovers a dropped transport through connection-state recovery: no rejoin, no HTTP, nothing missed', async () => {
    const room = server.basketball;
    const a = fanApp(server.fan, room);
    const b = fanApp(server.other, room);
    await Promise.all([connected(a), connected(b)]);
    a.client.send('第一节开始');
    await until(b.client, (s) => s.entries.some((e) => e.content === '第一节开始'), 'b hears a');
    const joins = countJoins();
    let recovered: boolean | null = null;
    a.connection.onConnect((info) => (recovered = info.recovered));

    // The network drops a's socket (the server sees a transport close, not a goodbye).
    const sockets = await server.app.chat.nsp.fetchSockets();
    const aSocket = server.app.chat.nsp.sockets.get(
      sockets.find((s) => (s.data as ChatSocketData).user?.id === server.fan.id)?.id ?? '',
    );
    aSocket?.conn.close();
    await dropped(a);
    b.client.send('a 不在的时候');
    await until(
      b.client,
      (s) => s.entries.some((e) => e.content === 'a 不在的时候' && e.state === 'sent'),
      'b sent',
    );
    await connected(a);
    await until(a.client, (s) => s.entries.some((e) => e.content === 'a 不在的时候'), 'replayed');
    expect(recovered).toBe(true);
    expect(joins.joins).toHaveLength(0);
    expect(new Set(serverIds(a.client)).size).toBe(serverIds(a.client).length);
  });

  it('closes the socket of a hidden page so that the server keeps its session: the return recovers it', async () => {
    const room = server.football;
    const a = fanApp(server.fan, room, { hiddenCloseMs: 200 });
    const b = fanApp(server.other, room);
    await Promise.all([connected(a), connected(b)]);
    // socket.io recovers a session from the last broadcast it delivered: one is needed first.
    b.client.send('开球了');
    await until(a.client, (s) => s.entries.some((e) => e.content === '开球了'), 'a hears b');
    const joins = countJoins();
    let recovered: boolean | null = null;
    a.connection.onConnect((info) => (recovered = info.recovered));
    a.environment.setVisible(false);
    await inState(a, (state) => state === 'idle', 'the hidden close');
    b.client.send('你不在的时候进球了');
    await until(
      b.client,
      (s) => s.entries.some((e) => e.content === '你不在的时候进球了' && e.state === 'sent'),
      'b sent',
    );
    a.environment.setVisible(true);
    await connected(a);
    await until(
      a.client,
      (s) => s.entries.some((e) => e.content === '你不在的时候进球了'),
      'replayed',
    );
    expect(recovered).toBe(true);
    expect(joins.joins).toHaveLength(0);
  });
});
