// Pins the chat administrator's mute (issue 8 item 6; calls-errors-spec §7.5): only an
// administrator acting under their own id may mute, the muted fan is told at once on their socket,
// their messages are refused (nothing stored) until the mute is lifted or runs out, and who may
// read a fan's status.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENTS, CHAT_MUTE_MS, chatUserStatusSchema } from '../../../contracts/chat';
import { chatSockets, nextEvents, startChatServer, type ChatServer } from '../../kit/chatServer';

let server: ChatServer;
let chat: ReturnType<typeof chatSockets>;

beforeAll(async () => {
  server = await startChatServer();
  chat = chatSockets(server);
});
afterEach(() => chat.closeAll());
afterAll(() => server.close());

const open = (opts?: { token?: string | null }) => chat.open(opts);
const joined = (socket: Parameters<typeof chat.joined>[0]) => chat.joined(socket);
const send = (socket: Parameters<typeof chat.send>[0], content: string) =>
  chat.send(socket, content);
const stored = () => chat.stored();

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

  it('answers ids the database cannot hold with 400, not 500', async () => {
    const { admin } = server;
    for (const userId of ['2147483648', '99999999999']) {
      const res = await server.app.inject({
        method: 'GET',
        url: `/api/char/userStatus/${userId}`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(res.statusCode, userId).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, code: 'bad_request' });
    }
    const huge = await mute(admin.token, {
      userId: 2_147_483_648,
      status: 1,
      operateUserId: admin.id,
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ code: 'bad_request' });
  });

  it('takes a mute only with the token in a header, and reads a status with the cookie', async () => {
    const { admin, other } = server;
    const byCookie = await server.app.inject({
      method: 'POST',
      url: '/api/char/chatOperateForbiddenWords',
      headers: { cookie: `jcob_token=${admin.token}` },
      payload: { userId: other.id, status: 1, operateUserId: admin.id },
    });
    expect(byCookie.statusCode).toBe(401);
    expect(byCookie.json()).toMatchObject({ code: 'no_login' });
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/char/userStatus/${other.id}`,
      headers: { cookie: `jcob_token=${other.token}` },
    });
    expect(chatUserStatusSchema.parse(read.json<{ data: unknown }>().data)).toMatchObject({
      userId: other.id,
      status: 0,
    });
  });
});
