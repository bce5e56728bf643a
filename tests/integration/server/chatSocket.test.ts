// Pins the chat server (issue 8 item 6) from the wire: socket.io-client against the companion server
// on loopback. What a socket may do (visitors read, fans send, muted fans cannot), what the server
// refuses (origin, token, bad payloads, HTML, oversize, floods) and that a refusal stores nothing.
import { count, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_EVENTS,
  CHAT_MAX_LENGTH,
  CHAT_MUTE_MS,
  CHAT_RATE_LIMIT,
  chatSendAckSchema,
  chatUserStatusSchema,
  joinAckSchema,
  onlineUpdateSchema,
  type RoomRef,
} from '../../../contracts/chat';
import { chatMessageSchema } from '../../../contracts/sportdata/matches';
import { chatMessages, matches } from '../../../server/db/schema';
import { MAX_ROOMS_PER_SOCKET, SOCKET_EVENT_LIMIT } from '../../../server/features/chat/settings';
import { closeSession } from '../../../server/features/accounts/sessions';
import {
  ask,
  connected,
  nextEvents,
  rawChatSocket,
  startChatServer,
  type ChatServer,
} from '../../kit/chatServer';

let server: ChatServer;
const sockets: Socket[] = [];
let seq = 0;

beforeAll(async () => {
  server = await startChatServer();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => server.close());

async function open(opts: { token?: string | null; origin?: string } = {}): Promise<Socket> {
  const socket = rawChatSocket(server.url, opts);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

async function joined(socket: Socket, room: RoomRef = server.football) {
  return joinAckSchema.parse(await ask(socket, CHAT_EVENTS.join, room));
}

const send = async (socket: Socket, content: unknown, room: RoomRef = server.football) =>
  chatSendAckSchema.parse(
    await ask(socket, CHAT_EVENTS.send, {
      ...room,
      clientMsgId: `test-msg-${++seq}-${Date.now()}`,
      content,
    }),
  );

const stored = async () =>
  (await server.database.db.select({ n: count() }).from(chatMessages))[0]?.n ?? 0;

describe('the handshake', () => {
  it('lets a visitor in to read, and tells them sending needs login', async () => {
    const visitor = await open();
    expect(await joined(visitor)).toMatchObject({ ok: true });
    const before = await stored();
    expect(await send(visitor, '你好')).toMatchObject({ ok: false, code: 'login_required' });
    expect(await stored()).toBe(before);
  });

  it('refuses a token that names no session, with a code the app can act on', async () => {
    const socket = rawChatSocket(server.url, { token: 'x'.repeat(43) });
    sockets.push(socket);
    const error = await connected(socket).catch((e: unknown) => e);
    expect(error).toMatchObject({ data: { code: 'token_invalid' } });
  });

  it('refuses a page of another origin, and lets the same origin in', async () => {
    const foreign = rawChatSocket(server.url, { origin: 'https://evil.example' });
    sockets.push(foreign);
    const error = await connected(foreign).catch((e: unknown) => e);
    expect(error).toMatchObject({ data: { code: 'origin_not_allowed' } });
    await expect(open({ origin: server.url, token: server.fan.token })).resolves.toBeDefined();
  });

  it('refuses a room that is not a match of that sport', async () => {
    const socket = await open();
    expect(
      await joined(socket, { roomType: 2, roomTypeId: server.football.roomTypeId }),
    ).toMatchObject({ ok: false, code: 'room_not_found' });
    expect(await ask(socket, CHAT_EVENTS.join, { roomType: 'x' })).toMatchObject({
      ok: false,
      code: 'bad_payload',
    });
  });
});

describe('sending', () => {
  it('stores a fan’s message once and broadcasts it to the room, the sender included', async () => {
    const fan = await open({ token: server.fan.token });
    const reader = await open();
    await joined(fan);
    await joined(reader);
    const heard = nextEvents(reader, CHAT_EVENTS.message);
    const echoed = nextEvents(fan, CHAT_EVENTS.message);
    const clientMsgId = `once-${Date.now()}`;
    const payload = { ...server.football, clientMsgId, content: '  主队加油！ ' };
    const ack = chatSendAckSchema.parse(await ask(fan, CHAT_EVENTS.send, payload));
    expect(ack).toMatchObject({
      ok: true,
      message: { content: '主队加油！', userId: server.fan.id, nickName: '球迷甲', clientMsgId },
    });
    const [message] = await heard;
    expect(chatMessageSchema.parse(message)).toEqual(ack.ok ? ack.message : null);
    await echoed;
    // A retry with the same client id (its ack was lost) answers the first copy; nothing new.
    const before = await stored();
    const retry = chatSendAckSchema.parse(await ask(fan, CHAT_EVENTS.send, payload));
    expect(retry).toEqual(ack);
    expect(await stored()).toBe(before);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['好'.repeat(CHAT_MAX_LENGTH + 1), 'too_long'],
    ['<b>粗体</b>', 'html_not_allowed'],
    ['看这个 <img src=x onerror=alert(1)>', 'html_not_allowed'],
    [42, 'bad_payload'],
    [{ text: 'hi' }, 'bad_payload'],
  ])('refuses %j with %s and stores nothing', async (content, code) => {
    const fan = await open({ token: server.other.token });
    await joined(fan);
    const before = await stored();
    const ack = await send(fan, content);
    expect(ack).toMatchObject({ ok: false, code });
    expect(ack.ok ? '' : ack.msg).toMatch(/\S/);
    expect(await stored()).toBe(before);
  });

  it('keeps text that merely has angle brackets, and the longest message', async () => {
    const fan = await open({ token: server.other.token });
    await joined(fan);
    expect(await send(fan, '主队 <3 客队，2>1')).toMatchObject({ ok: true });
    expect(await send(fan, '球'.repeat(CHAT_MAX_LENGTH))).toMatchObject({ ok: true });
  });

  it('refuses malformed sends: wrong client id, wrong room types, a missing ack', async () => {
    const fan = await open({ token: server.fan.token });
    await joined(fan);
    const before = await stored();
    const bad = [
      { ...server.football, clientMsgId: 'short', content: 'x' },
      { ...server.football, clientMsgId: 'has spaces in it', content: 'x' },
      {
        roomType: '1',
        roomTypeId: server.football.roomTypeId,
        clientMsgId: 'abcdefgh1',
        content: 'x',
      },
      null,
      'text',
    ];
    for (const payload of bad)
      expect(await ask(fan, CHAT_EVENTS.send, payload)).toMatchObject({ code: 'bad_payload' });
    // Without an ack function the server answers no one and still stores nothing.
    fan.emit(CHAT_EVENTS.send, { ...server.football, clientMsgId: 'noack12345', content: '<i>' });
    expect(await joined(fan)).toMatchObject({ ok: true });
    expect(await stored()).toBe(before);
  });

  it('refuses a room the socket has not joined', async () => {
    const fan = await open({ token: server.fan.token });
    expect(await send(fan, '有人吗', server.basketball)).toMatchObject({
      ok: false,
      code: 'not_in_room',
    });
  });

  it(`lets a fan send ${CHAT_RATE_LIMIT} messages in a burst, then asks them to slow down`, async () => {
    const rapid = await startChatServer();
    try {
      const socket = rawChatSocket(rapid.url, { token: rapid.fan.token });
      sockets.push(socket);
      await connected(socket);
      await joined(socket, rapid.football);
      const acks = [];
      for (let i = 0; i < CHAT_RATE_LIMIT + 1; i++)
        acks.push(await send(socket, `第${i}条`, rapid.football));
      expect(acks.slice(0, CHAT_RATE_LIMIT).every((a) => a.ok)).toBe(true);
      expect(acks.at(-1)).toMatchObject({ ok: false, code: 'rate_limited' });
    } finally {
      await rapid.close();
    }
  });

  it('closes the socket of a session that ended, after telling it to log in', async () => {
    const token = (await import('../../../server/features/accounts/sessions')).openSession;
    const fresh = await token(server.database.db, server.other.id);
    const socket = await open({ token: fresh });
    await joined(socket);
    await closeSession(server.database.db, fresh);
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect(await send(socket, '还在吗')).toMatchObject({ ok: false, code: 'login_required' });
    expect(await dropped).toBe('io server disconnect');
  });
});

describe('online counts', () => {
  it('counts the sockets in a room and tells the room when it changes', async () => {
    const room = server.basketball;
    const first = await open();
    expect((await joined(first, room)).ok).toBe(true);
    const update = nextEvents(first, CHAT_EVENTS.online);
    const second = await open();
    const ack = await joined(second, room);
    expect(ack).toEqual({ ok: true, onlineCount: 2 });
    expect(onlineUpdateSchema.parse((await update)[0])).toEqual({ ...room, onlineCount: 2 });
    const gateway = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(gateway.statusCode).toBe(200);
    const dropped = nextEvents(first, CHAT_EVENTS.online);
    second.disconnect();
    expect(onlineUpdateSchema.parse((await dropped)[0]).onlineCount).toBe(1);
  });
});

describe('mute', () => {
  const mute = (
    token: string | null,
    body: { userId: number; status: number; operateUserId: number },
  ) =>
    server.app.inject({
      method: 'POST',
      url: '/api/char/chatOperateForbiddenWords',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body,
    });
  const status = (token: string, userId: number) =>
    server.app.inject({
      method: 'GET',
      url: `/api/char/userStatus/${userId}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('refuses a fan who is not an administrator, and a visitor', async () => {
    const { fan, other } = server;
    const refused = await mute(fan.token, { userId: other.id, status: 1, operateUserId: fan.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ isSuccess: false, code: 'no_permission' });
    expect((await mute(null, { userId: other.id, status: 1, operateUserId: 1 })).statusCode).toBe(
      401,
    );
    const own = await status(other.token, other.id);
    expect(chatUserStatusSchema.parse(own.json<{ data: unknown }>().data).status).toBe(0);
  });

  it('refuses an administrator acting under another id, or muting themselves', async () => {
    const { admin, fan, other } = server;
    const spoofed = await mute(admin.token, { userId: other.id, status: 1, operateUserId: fan.id });
    expect(spoofed.json()).toMatchObject({ code: 'operator_mismatch' });
    const self = await mute(admin.token, { userId: admin.id, status: 1, operateUserId: admin.id });
    expect(self.json()).toMatchObject({ code: 'cannot_mute_self' });
    const nobody = await mute(admin.token, { userId: 999_999, status: 1, operateUserId: admin.id });
    expect(nobody.statusCode).toBe(404);
  });

  it('tells the muted fan at once, refuses their messages until lifted, and stores nothing', async () => {
    const { admin, other } = server;
    const socket = await open({ token: other.token });
    await joined(socket);
    const told = nextEvents(socket, CHAT_EVENTS.muted);
    const res = await mute(admin.token, { userId: other.id, status: 1, operateUserId: admin.id });
    expect(res.statusCode).toBe(200);
    const until = server.clock.now() + CHAT_MUTE_MS;
    expect(res.json<{ data: unknown }>().data).toEqual({
      userId: other.id,
      status: 1,
      mutedUntil: until,
    });
    expect(chatUserStatusSchema.parse((await told)[0])).toMatchObject({ status: 1 });
    const before = await stored();
    const ack = await send(socket, '凭什么禁言我');
    expect(ack).toMatchObject({ ok: false, code: 'muted', mutedUntil: until });
    expect(ack.ok ? '' : ack.msg).toContain('后可以发言');
    expect(await stored()).toBe(before);
    // Others still see it; the fan sees their own; a third fan may not look.
    const seen = await status(admin.token, other.id);
    expect(seen.json<{ data: unknown }>().data).toMatchObject({ status: 1, mutedUntil: until });
    expect((await status(server.fan.token, other.id)).statusCode).toBe(403);
    const lifted = nextEvents(socket, CHAT_EVENTS.muted);
    await mute(admin.token, { userId: other.id, status: 0, operateUserId: admin.id });
    expect(chatUserStatusSchema.parse((await lifted)[0])).toMatchObject({ status: 0 });
    expect(await send(socket, '谢谢管理员')).toMatchObject({ ok: true });
  });

  it('ends a mute on its own when its time has passed', async () => {
    const { admin, fan } = server;
    await mute(admin.token, { userId: fan.id, status: 1, operateUserId: admin.id });
    const socket = await open({ token: fan.token });
    await joined(socket);
    expect(await send(socket, '还禁着吗')).toMatchObject({ code: 'muted' });
    server.clock.advance(CHAT_MUTE_MS + 1);
    expect(await send(socket, '解禁了')).toMatchObject({ ok: true });
  });

  it('answers bad arguments with 400', async () => {
    const { admin } = server;
    const res = await mute(admin.token, { userId: -1, status: 3, operateUserId: admin.id });
    expect(res.statusCode).toBe(400);
    const bad = await server.app.inject({
      method: 'GET',
      url: '/api/char/userStatus/abc',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the gateway calls', () => {
  it('pages a room backwards and forwards by id', async () => {
    const room = server.basketball;
    const fan = await open({ token: server.fan.token });
    await joined(fan, room);
    // The per-user limit: these come from the database directly.
    const rows = Array.from({ length: 7 }, (_, i) => ({
      ...room,
      userId: server.admin.id,
      clientMsgId: `page-${i}-${Date.now()}`,
      content: `第${i}条`,
      createdAt: new Date(server.clock.now() + i),
    }));
    const ids = (
      await server.database.db.insert(chatMessages).values(rows).returning({ id: chatMessages.id })
    ).map((r) => r.id);
    const gateway = async (args: Record<string, unknown>) => {
      const { signGateway } = await import('../../kit/testApp');
      const timestamp = Date.now();
      const res = await server.app.inject({
        method: 'POST',
        url: '/sportdata/f',
        payload: {
          apiName: 'getChatroomUserContentApi',
          timestamp,
          verifyStr: signGateway('getChatroomUserContentApi', timestamp),
          ...room,
          ...args,
        },
      });
      return res.json<{ data: { list: { id: number }[]; hasMore: boolean } }>().data;
    };
    const latest = await gateway({ pageSize: 3 });
    expect(latest.list.map((m) => m.id)).toEqual(ids.slice(-3));
    expect(latest.hasMore).toBe(true);
    const older = await gateway({ pageSize: 3, beforeId: ids[4] });
    expect(older.list.map((m) => m.id)).toEqual(ids.slice(1, 4));
    const after = await gateway({ pageSize: 3, afterId: ids[1] });
    expect(after.list.map((m) => m.id)).toEqual(ids.slice(2, 5));
    expect(after.hasMore).toBe(true);
    const end = await gateway({ pageSize: 3, afterId: ids[4] });
    expect(end).toMatchObject({ hasMore: false });
    expect(end.list.map((m) => m.id)).toEqual(ids.slice(5));
    await server.database.db.delete(chatMessages).where(eq(chatMessages.userId, server.admin.id));
  });
});

describe('limits per socket', () => {
  it('holds a socket to 10 rooms, even when it asks for many at once', async () => {
    const rows = await server.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.sport, 1))
      .limit(15);
    const socket = await open();
    const answers = await Promise.all(
      rows.map((r) => ask(socket, CHAT_EVENTS.join, { roomType: 1, roomTypeId: r.id })),
    );
    const ok = answers.filter((a) => (a as { ok: boolean }).ok);
    expect(ok).toHaveLength(MAX_ROOMS_PER_SOCKET);
    expect(answers.filter((a) => (a as { code?: string }).code === 'too_many_rooms')).toHaveLength(
      rows.length - MAX_ROOMS_PER_SOCKET,
    );
  });

  it(`refuses a socket's events past ${SOCKET_EVENT_LIMIT} in the window, before the database`, async () => {
    const socket = await open();
    const answers = [];
    for (let i = 0; i < SOCKET_EVENT_LIMIT + 2; i++)
      answers.push(await ask(socket, CHAT_EVENTS.join, { roomType: 2, roomTypeId: 999_000 + i }));
    expect(
      answers
        .slice(0, SOCKET_EVENT_LIMIT)
        .every((a) => (a as { code: string }).code === 'room_not_found'),
    ).toBe(true);
    expect(answers.at(-1)).toMatchObject({ ok: false, code: 'rate_limited' });
  });

  it('answers the retry of a stored message even when the fan is at the rate limit', async () => {
    const rapid = await startChatServer();
    try {
      const socket = rawChatSocket(rapid.url, { token: rapid.fan.token });
      sockets.push(socket);
      await connected(socket);
      await joined(socket, rapid.football);
      const first = { ...rapid.football, clientMsgId: `retry-${Date.now()}`, content: '第一条' };
      const stored = chatSendAckSchema.parse(await ask(socket, CHAT_EVENTS.send, first));
      for (let i = 1; i < CHAT_RATE_LIMIT; i++) await send(socket, `第${i}条`, rapid.football);
      expect(await send(socket, '再来', rapid.football)).toMatchObject({ code: 'rate_limited' });
      expect(chatSendAckSchema.parse(await ask(socket, CHAT_EVENTS.send, first))).toEqual(stored);
    } finally {
      await rapid.close();
    }
  });
});
