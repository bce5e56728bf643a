import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import {
  CHAT_EVENTS,
  CHAT_NAMESPACE,
  chatSendAckSchema,
  joinAckSchema,
  type RoomRef,
} from '../../contracts/chat';
import { buildServer } from '../../server/app';
import type { ChatHubDeps } from '../../server/features/chat';
import { manualClock } from '../../server/clock';
import { readConfig, type ServerConfig } from '../../server/config';
import type { OpenedDatabase } from '../../server/db/database';
import { markWorldWhole } from '../../server/db/world';
import { chatMessages, matches, users } from '../../server/db/schema';
import { openSession } from '../../server/platform/auth/sessions';
import { seedSport } from '../../server/seed/sport/seedSport';
import { buildWorld } from '../../server/domain/sport/world';
import { TEST_PARTNER_SECRET, TEST_PAY_NOTIFY_SECRET, TEST_SECRET } from './testApp';
import { testDatabase } from './testDatabase';

const SEED = 2026;

export interface ChatTestUser {
  id: number;
  token: string;
  nickName: string;
}

export interface ChatServer {
  /** http://127.0.0.1:PORT */
  url: string;
  app: FastifyInstance;
  database: OpenedDatabase;
  clock: ReturnType<typeof manualClock>;
  /** A football and a basketball match's rooms. */
  football: RoomRef;
  basketball: RoomRef;
  fan: ChatTestUser;
  other: ChatTestUser;
  admin: ChatTestUser;
  /**
   * Another instance of the server on the same database, clock and users (several servers behind
   * one address, issue 20 §4), listening on a port of its own.
   */
  another(opts: { chatAdapter?: ChatHubDeps['adapter']; config?: Partial<ServerConfig> }): Promise<{
    url: string;
    app: FastifyInstance;
    close(): Promise<void>;
  }>;
  /** Stops the server (its sockets drop) and starts a new one on the same port and database. */
  restart(): Promise<void>;
  /** Stops the server; `restart` brings it back. */
  stop(): Promise<void>;
  readonly running: boolean;
  close(): Promise<void>;
}

/**
 * The companion server listening on loopback for socket tests: the generated world (its matches
 * give the rooms), two fans and a chat administrator with live sessions, and a clock the test moves.
 */
export async function startChatServer(
  opts: {
    config?: Partial<ServerConfig>;
    chatRateLimit?: { limit: number; windowMs: number };
    /** The chat's rooms across instances (a Redis Streams adapter). */
    chatAdapter?: ChatHubDeps['adapter'];
  } = {},
): Promise<ChatServer> {
  const database = await testDatabase();
  const now = Date.parse('2026-11-22T21:10:00+08:00');
  const clock = manualClock(now);
  await seedSport(database.db, buildWorld(SEED), { seed: SEED, now });
  // The rooms need only the sport; /healthz, which some tests ask, wants the world marked whole.
  await markWorldWhole(database.db, SEED, now);
  const config: ServerConfig = {
    // Every test socket comes from loopback: the per-address cap is lifted unless a test sets it.
    ...readConfig({
      SPORTDATA_SECRET: TEST_SECRET,
      PAY_NOTIFY_SECRET: TEST_PAY_NOTIFY_SECRET,
      PARTNER_SECRET: TEST_PARTNER_SECRET,
      CHAT_MAX_PER_ADDRESS: '1000',
      MATCHDAY_DEV_API: '1',
      MATCHDAY_CHECK_ANSWERS: '1',
    }),
    distDir: '/nonexistent',
    port: 0,
    ...opts.config,
  };
  const pick = async (sport: number): Promise<RoomRef> => {
    const [row] = await database.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.sport, sport)))
      .limit(1);
    if (!row) throw new Error(`no match of sport ${sport}`);
    return { roomType: sport, roomTypeId: row.id };
  };
  const makeUser = async (account: string, nickName: string, isChatAdmin = false) => {
    const [row] = await database.db
      .insert(users)
      .values({ account, nickName, isChatAdmin })
      .returning({ id: users.id });
    if (!row) throw new Error('no user');
    return { id: row.id, nickName, token: await openSession(database.db, row.id) };
  };
  const fan = await makeUser('chat_fan_a', '球迷甲');
  const other = await makeUser('chat_fan_b', '球迷乙');
  const admin = await makeUser('chat_admin', '管理员', true);
  let port = 0;
  let app: FastifyInstance | null = null;
  const start = async () => {
    app = await buildServer(config, {
      db: database.db,
      clock,
      logger: false,
      chatRateLimit: opts.chatRateLimit,
      chatAdapter: opts.chatAdapter,
      listen: database.listen,
    });
    await app.listen({ host: '127.0.0.1', port });
    const address = app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('not listening');
    port = address.port;
  };
  await start();
  const server: ChatServer = {
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    get app() {
      if (!app) throw new Error('server stopped');
      return app;
    },
    get running() {
      return app !== null;
    },
    database,
    clock,
    football: await pick(1),
    basketball: await pick(2),
    fan,
    other,
    admin,
    another: async ({ chatAdapter, config: own }) => {
      const twin = await buildServer(
        { ...config, ...own },
        {
          db: database.db,
          clock,
          logger: false,
          chatRateLimit: opts.chatRateLimit,
          chatAdapter,
          listen: database.listen,
        },
      );
      await twin.listen({ host: '127.0.0.1', port: 0 });
      const address = twin.server.address();
      if (typeof address !== 'object' || !address) throw new Error('not listening');
      return { url: `http://127.0.0.1:${address.port}`, app: twin, close: () => twin.close() };
    },
    stop: async () => {
      await app?.close();
      app = null;
    },
    restart: async () => {
      await app?.close();
      await start();
    },
    close: async () => {
      await app?.close();
      await database.close();
    },
  };
  return server;
}

/**
 * A raw socket.io-client socket on the chat namespace (websocket only, no reconnection), for tests
 * of the server's side. `origin` lets a test play a browser of another origin; `headers` a proxy.
 */
export function rawChatSocket(
  url: string,
  opts: { token?: string | null; origin?: string; headers?: Record<string, string> } = {},
): Socket {
  return io(`${url}${CHAT_NAMESPACE}`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: opts.token ? { token: opts.token } : {},
    extraHeaders: { ...(opts.origin ? { origin: opts.origin } : {}), ...opts.headers },
  });
}

/** Resolves on connect, rejects with the connect_error (its `data` carries the server's code). */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
}

/** Emits and resolves with the server's acknowledgement (or the timeout's error). */
export function ask(socket: Socket, event: string, payload: unknown, timeoutMs = 5000) {
  return socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<unknown>;
}

/** The next `count` payloads of an event. */
export function nextEvents(socket: Socket, event: string, count = 1): Promise<unknown[]> {
  return new Promise((resolve) => {
    const got: unknown[] = [];
    const on = (payload: unknown) => {
      got.push(payload);
      if (got.length < count) return;
      socket.off(event, on);
      resolve(got);
    };
    socket.on(event, on);
  });
}

/**
 * Raw sockets on a chat server for a test file: opened, joined and sent through with the
 * contracts' answers parsed, and all closed by `closeAll` (afterEach).
 */
export function chatSockets(server: Pick<ChatServer, 'url' | 'football' | 'database'>) {
  const sockets: Socket[] = [];
  let seq = 0;
  return {
    async open(opts: { token?: string | null; origin?: string } = {}): Promise<Socket> {
      const socket = rawChatSocket(server.url, opts);
      sockets.push(socket);
      await connected(socket);
      return socket;
    },
    /** A socket that is not expected to connect (its connect_error is the test's). */
    refused(opts: { token?: string | null; origin?: string }): Socket {
      const socket = rawChatSocket(server.url, opts);
      sockets.push(socket);
      return socket;
    },
    async joined(socket: Socket, room: RoomRef = server.football) {
      return joinAckSchema.parse(await ask(socket, CHAT_EVENTS.join, room));
    },
    async send(socket: Socket, content: unknown, room: RoomRef = server.football) {
      return chatSendAckSchema.parse(
        await ask(socket, CHAT_EVENTS.send, {
          ...room,
          clientMsgId: `test-msg-${++seq}-${Date.now()}`,
          content,
        }),
      );
    },
    /** Messages stored, over every room. */
    async stored(): Promise<number> {
      return (await server.database.db.select({ n: count() }).from(chatMessages))[0]?.n ?? 0;
    },
    closeAll() {
      for (const socket of sockets.splice(0)) socket.disconnect();
    },
  };
}
