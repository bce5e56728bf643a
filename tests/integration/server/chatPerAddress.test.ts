// Pins issue 17 §4 item 9: chat connections per remote address are capped (CHAT_MAX_PER_ADDRESS,
// 20 by default), the excess refused with a reason the client can show, and a place freed when a
// socket leaves. Real socket.io clients on loopback, all from 127.0.0.1.
import { Manager, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config';
import { CHAT_CONNECT_REFUSALS as HANDSHAKE_REFUSALS } from '../../../contracts/chat';
import { connected, rawChatSocket, startChatServer, type ChatServer } from '../../kit/chatServer';

const DEFAULT_CAP = readConfig({}).chatMaxPerAddress;
const LOOPBACK = '127.0.0.1';

let server: ChatServer;
const opened: Socket[] = [];
const managers: Manager[] = [];

/** The server's side of every transport open now, to wait for them all to close. */
interface Transport {
  once(event: 'close', listener: () => void): void;
}
const transports = new Set<Transport>();

beforeAll(async () => {
  server = await startChatServer({ config: { chatMaxPerAddress: DEFAULT_CAP } });
  server.app.chat.io.engine.on('connection', (conn: Transport) => {
    transports.add(conn);
    conn.once('close', () => transports.delete(conn));
  });
});
// Each test starts with no transport left on the server: every one still open is waited for.
afterEach(async () => {
  const closed = Promise.all(
    [...transports].map((t) => new Promise<void>((resolve) => t.once('close', () => resolve()))),
  );
  for (const socket of opened.splice(0)) socket.disconnect();
  for (const manager of managers.splice(0)) manager.engine?.close();
  await closed;
});
afterAll(() => server.close());

const socketOf = (token?: string) => {
  const socket = rawChatSocket(server.url, { token });
  opened.push(socket);
  return socket;
};

/** Resolves with the connect_error of a socket that must be refused. */
const refusal = (socket: Socket) =>
  connected(socket).then(
    () => {
      throw new Error('the socket was let in');
    },
    (err: Error & { data?: unknown }) => ({ message: err.message, data: err.data }),
  );

/** Resolves once the server has let go of the socket (its place is free again). */
function leftServer(socket: Socket): Promise<void> {
  const serverSide = server.app.chat.nsp.sockets.get(socket.id ?? '');
  if (!serverSide) throw new Error('no such socket on the server');
  const gone = new Promise<void>((resolve) => serverSide.once('disconnect', () => resolve()));
  socket.disconnect();
  return gone;
}

describe('chat sockets per address', () => {
  it('caps one address at 20 by default, refusing the rest with a reason the client can show', async () => {
    expect(DEFAULT_CAP).toBe(20);
    const attempts = Array.from({ length: DEFAULT_CAP + 5 }, (_, i) =>
      socketOf(i % 2 === 0 ? server.fan.token : undefined),
    );
    const outcomes = await Promise.all(
      attempts.map((socket) =>
        connected(socket).then(
          () => 'in' as const,
          (err: Error & { data?: unknown }) => ({ message: err.message, data: err.data }),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'in')).toHaveLength(DEFAULT_CAP);
    const refused = outcomes.filter((o) => o !== 'in');
    expect(refused).toHaveLength(5);
    for (const r of refused)
      expect(r).toEqual({
        message: HANDSHAKE_REFUSALS.too_many_connections,
        data: { code: 'too_many_connections', msg: HANDSHAKE_REFUSALS.too_many_connections },
      });
    expect(server.app.chat.socketsOf(LOOPBACK)).toBe(DEFAULT_CAP);
  });

  it('frees a place when a socket leaves, and counts refused handshakes for nothing', async () => {
    const first = socketOf();
    await connected(first);
    const rest = Array.from({ length: DEFAULT_CAP - 1 }, () => socketOf());
    await Promise.all(rest.map(connected));
    expect(await refusal(socketOf())).toMatchObject({ data: { code: 'too_many_connections' } });
    // A refused token gives its place back as well.
    await leftServer(first);
    expect(server.app.chat.socketsOf(LOOPBACK)).toBe(DEFAULT_CAP - 1);
    expect(await refusal(socketOf('x'.repeat(43)))).toMatchObject({
      data: { code: 'token_invalid' },
    });
    expect(server.app.chat.socketsOf(LOOPBACK)).toBe(DEFAULT_CAP - 1);
    await connected(socketOf(server.other.token));
    expect(server.app.chat.socketsOf(LOOPBACK)).toBe(DEFAULT_CAP);
  });

  it('refuses transports beyond twice the cap, when a client opens them without the chat', async () => {
    const open = () =>
      new Promise<Error | null>((resolve) => {
        const manager = new Manager(server.url, {
          transports: ['websocket'],
          reconnection: false,
          autoConnect: false,
          forceNew: true,
        });
        managers.push(manager);
        manager.open((err) => resolve(err ?? null));
      });
    const held = [];
    for (let i = 0; i < DEFAULT_CAP * 2; i++) held.push(await open());
    expect(held.every((err) => err === null)).toBe(true);
    expect(await open()).toBeInstanceOf(Error);
    expect(await refusal(socketOf())).toMatchObject({ message: 'websocket error' });
  });
});
