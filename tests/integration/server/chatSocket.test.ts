// Pins the chat server's socket (issue 8 item 6) from the wire: socket.io-client against the companion
// server on loopback. What a socket may do (visitors read, fans send), what the server refuses
// (origin, token, bad payloads, HTML, oversize, floods, too many rooms) and that a refusal stores
// nothing. Mutes are in chatMute.test.ts.
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_EVENTS,
  CHAT_MAX_LENGTH,
  CHAT_RATE_LIMIT,
  chatSendAckSchema,
  onlineUpdateSchema,
  type RoomRef,
} from '../../../contracts/chat';
import { chatMessageSchema } from '../../../contracts/sportdata/matches';
import { matches } from '../../../server/db/schema';
import { closeSession } from '../../../server/platform/auth/sessions';
import { MAX_ROOMS_PER_SOCKET, SOCKET_EVENT_LIMIT } from '../../../server/features/chat/settings';
import {
  ask,
  chatSockets,
  connected,
  nextEvents,
  startChatServer,
  type ChatServer,
} from '../../kit/chatServer';

let server: ChatServer;
let chat: ReturnType<typeof chatSockets>;

beforeAll(async () => {
  server = await startChatServer();
  chat = chatSockets(server);
});
afterEach(() => chat.closeAll());
afterAll(() => server.close());

const open = (opts?: { token?: string | null; origin?: string }) => chat.open(opts);
const joined = (socket: Socket, room?: RoomRef) => chat.joined(socket, room);
const send = (socket: Socket, content: unknown, room?: RoomRef) => chat.send(socket, content, room);
const stored = () => chat.stored();

describe('the handshake', () => {
  it('lets a visitor in to read, and tells them sending needs login', async () => {
    const visitor = await open();
    expect(await joined(visitor)).toMatchObject({ ok: true });
    const before = await stored();
    expect(await send(visitor, '你好')).toMatchObject({ ok: false, code: 'login_required' });
    expect(await stored()).toBe(before);
  });

  it('refuses a token that names no session, with a code the app can act on', async () => {
    const socket = chat.refused({ token: 'x'.repeat(43) });
    const error = await connected(socket).catch((e: unknown) => e);
    expect(error).toMatchObject({ data: { code: 'token_invalid' } });
  });

  it('refuses a page of another origin, and lets the same origin in', async () => {
    const foreign = chat.refused({ origin: 'https://evil.example' });
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

  it('closes the socket of a session that ended, after telling it to log in', async () => {
    const token = (await import('../../../server/platform/auth/sessions')).openSession;
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
});

describe('the rate of a fan', () => {
  // A server of its own: the fans' limits here must not leak into the other tests.
  let rapid: ChatServer;
  let fresh: ReturnType<typeof chatSockets>;
  beforeAll(async () => {
    rapid = await startChatServer();
    fresh = chatSockets(rapid);
  });
  afterEach(() => fresh.closeAll());
  afterAll(() => rapid.close());

  it(`lets a fan send ${CHAT_RATE_LIMIT} messages in a burst, then asks them to slow down`, async () => {
    const socket = await fresh.open({ token: rapid.fan.token });
    await fresh.joined(socket);
    const acks = [];
    for (let i = 0; i < CHAT_RATE_LIMIT + 1; i++) acks.push(await fresh.send(socket, `第${i}条`));
    expect(acks.slice(0, CHAT_RATE_LIMIT).every((a) => a.ok)).toBe(true);
    expect(acks.at(-1)).toMatchObject({ ok: false, code: 'rate_limited' });
  });

  it('answers the retry of a stored message even when the fan is at the rate limit', async () => {
    const socket = await fresh.open({ token: rapid.other.token });
    await fresh.joined(socket);
    const first = { ...rapid.football, clientMsgId: `retry-${Date.now()}`, content: '第一条' };
    const stored = chatSendAckSchema.parse(await ask(socket, CHAT_EVENTS.send, first));
    for (let i = 1; i < CHAT_RATE_LIMIT; i++) await fresh.send(socket, `第${i}条`);
    expect(await fresh.send(socket, '再来')).toMatchObject({ code: 'rate_limited' });
    expect(chatSendAckSchema.parse(await ask(socket, CHAT_EVENTS.send, first))).toEqual(stored);
  });
});
