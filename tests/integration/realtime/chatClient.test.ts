// Pins the socket layer against the real thing (issue 8 "Done when"): realtime/ over socket.io-client
// talking to the companion server on loopback. The server restarts mid-conversation and the client
// comes back, rejoins once, and loses and duplicates nothing; a dropped transport is recovered by
// socket.io's connection-state recovery without rejoining or asking over HTTP; reconnects add no
// listeners. Waits here are for events with a deadline, not sleeps.
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENTS, type RoomRef } from '../../../contracts/chat';
import type { ChatRoomClient } from '../../../realtime/chatRoom';
import { chatMessages } from '../../../server/db/schema';
import type { ChatSocketData } from '../../../server/features/chat/settings';
import { startChatServer, type ChatServer, type ChatTestUser } from '../../kit/chatServer';
import { fanChatApp, inState, until } from '../../kit/fanChatApp';

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

/** A fan's app on the test server; closed after the test. */
function fanApp(
  user: ChatTestUser,
  room: RoomRef,
  opts: { hiddenCloseMs?: number; startOffline?: boolean } = {},
) {
  const app = fanChatApp(server.url, user, room, opts);
  cleanups.push(app.close);
  return app;
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

  // Issue 31 item 7: a room opened without network (the fan switched the match page's tab away and
  // back offline) could not read its history and never read it again: back online, only what was
  // said from then on showed, under 没有更早的消息了, the fan's own earlier message gone.
  it('reads the history of a room opened offline once the network is back, each message once', async () => {
    const room = server.football;
    const b = fanApp(server.other, room);
    await connected(b);
    const before = `离线前说的${Date.now()}`;
    b.client.send(before);
    await until(b.client, (s) => s.entries.some((e) => e.state === 'sent'), 'b is heard');

    const a = fanApp(server.fan, room, { startOffline: true });
    await until(a.client, (s) => s.history === 'error', 'the offline history fails');
    // Said while the fan was offline.
    const during = `你不在时说的${Date.now()}`;
    await server.database.db.insert(chatMessages).values({
      ...room,
      userId: server.admin.id,
      clientMsgId: `while-offline-${Date.now()}`,
      content: during,
      createdAt: new Date(server.clock.now()),
    });

    a.environment.setOnline(true);
    await connected(a);
    await until(
      a.client,
      (s) => s.history === 'ready' && s.entries.some((e) => e.content === during),
      'the history read after the return',
    );
    const c = fanApp(server.admin, room);
    await connected(c);
    const after = `回来以后说的${Date.now()}`;
    c.client.send(after);
    await until(a.client, (s) => s.entries.some((e) => e.content === after), 'a hears c live');
    for (const text of [before, during, after])
      expect(contents(a.client).filter((content) => content === text)).toHaveLength(1);
    expect(new Set(serverIds(a.client)).size).toBe(serverIds(a.client).length);
  });
});
