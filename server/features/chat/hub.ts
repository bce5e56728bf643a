import type { IncomingMessage, Server as HttpServer } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Namespace, type ServerOptions, type Socket } from 'socket.io';
import {
  CHAT_CONNECT_REFUSALS,
  CHAT_EVENTS,
  CHAT_NAMESPACE,
  CHAT_RATE_LIMIT,
  CHAT_RATE_WINDOW_MS,
  CHAT_REFUSALS,
  type ChatConnectRefusal,
  type ChatSendAck,
  type ChatUserStatus,
  type JoinAck,
  type RoomRef,
  roomName,
} from '../../../contracts/chat';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { instanceEngineId } from '../../platform/engineId';
import { limiter, type Limiter } from '../../platform/limiter';
import { oneMatchOrNull } from '../matches';
import { AddressCounter, handshakeUser, originAllowed, type ChatUser } from './handshake';
import { storeMessage, type StoredMessage } from './messages';
import { muteStatus } from './mutes';
import {
  CHAT_RECOVERY_MS,
  MAX_PACKET_BYTES,
  ONLINE_BROADCAST_MS,
  SOCKET_EVENT_LIMIT,
  SOCKET_EVENT_WINDOW_MS,
  refusal,
  type ChatSocket,
  type ChatSocketData,
} from './settings';
import { SharedRoomCounts } from './sharedCounts';
import { handleJoin, handleLeave, handleSend } from './socketEvents';

export interface ChatHubDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Origins besides the server's own that may open the chat (CHAT_ORIGINS). */
  allowedOrigins: readonly string[];
  /** Per-user send limit; tests and the load benchmark may loosen it. */
  rateLimit?: { limit: number; windowMs: number };
  /** Chat sockets one remote address may hold at once (CHAT_MAX_PER_ADDRESS). */
  maxPerAddress: number;
  /**
   * How rooms reach the sockets of other instances (socket.io's Redis Streams adapter, REDIS_URL);
   * unset, the rooms are this instance's alone (socket.io's in-memory adapter).
   */
  adapter?: ServerOptions['adapter'];
  /**
   * This instance's name (INSTANCE_ID), written at the head of each connection's engine id so the
   * balancer in front of several instances can send a session's later requests back to it.
   */
  instanceId?: string;
  /** Proxies whose X-Forwarded-For names the client (TRUST_PROXY): the cluster's balancer. */
  trustProxy?: readonly string[];
}

function connectRefusal(code: ChatConnectRefusal): Error {
  const msg = CHAT_CONNECT_REFUSALS[code];
  return Object.assign(new Error(msg), { data: { code, msg } });
}

/**
 * Engine connections (a chat socket's transport, or one that never asked for the chat) an address
 * may hold: the chat sockets' cap with room for the moment between a refusal and the client
 * closing its transport. Beyond it the handshake itself is refused, before any memory is spent.
 */
const ENGINE_SLACK = 2;
/** How often refused connections are logged while they go on. */
const REFUSAL_LOG_MS = 10_000;

/**
 * The chat rooms of every match on socket.io (issue 8 item 6): the `/chat` namespace with the Origin
 * and token checked in its handshake middleware, rooms per match, sends checked and stored before
 * they are broadcast, online counts per room, mutes told to the muted at once, and connection-state
 * recovery so a phone that drops for a moment gets what it missed without asking.
 */
export class ChatHub {
  readonly io: Server;
  readonly nsp: Namespace;
  readonly sendLimiter: Limiter;
  /** Joins and sends per socket, refused or not (SOCKET_EVENT_LIMIT). */
  private readonly eventLimiter: Limiter;
  private readonly deps: ChatHubDeps;
  /** Simulated fans present per room (the crowd), added to the sockets in it. */
  private readonly audience = new Map<string, number>();
  private readonly onlineTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly lastOnline = new Map<string, number>();
  /** Rooms known to exist (a match of that sport), and known not to; bounded, rebuilt as asked. */
  private readonly knownRooms = new Set<string>();
  private readonly unknownRooms = new Set<string>();
  /** Chat sockets per remote address, a place taken in the handshake before anything is asked. */
  private readonly sockets: AddressCounter;
  /** Engine connections per remote address (see ENGINE_SLACK). */
  private readonly transports: AddressCounter;
  /** Other instances' head-counts of each room, when there are others (an adapter is set). */
  private readonly shared: SharedRoomCounts | null;
  /** The client's address of a request: the TCP peer, or what a trusted proxy says it is. */
  private readonly addressOf: (req: IncomingMessage) => string;
  /** Set by close(): from then on every handshake is refused. */
  private closing: Promise<void> | null = null;
  /** Refusals for too many connections since the last warning, and when that was. */
  private refusals = { since: 0, loggedAt: -Infinity };

  constructor(httpServer: HttpServer, deps: ChatHubDeps) {
    this.deps = deps;
    const trusted = deps.trustProxy?.length ? proxyAddr.compile([...deps.trustProxy]) : null;
    this.addressOf = (req) =>
      trusted ? proxyAddr(req, trusted) : (req.socket.remoteAddress ?? '');
    const rate = deps.rateLimit ?? { limit: CHAT_RATE_LIMIT, windowMs: CHAT_RATE_WINDOW_MS };
    // Real time, not the simulated clock: at SIM_SPEED=60 a simulated window would let a fan flood.
    this.sendLimiter = limiter({
      limit: rate.limit,
      windowMs: rate.windowMs,
      lockMs: rate.windowMs,
    });
    this.eventLimiter = limiter({
      limit: SOCKET_EVENT_LIMIT,
      windowMs: SOCKET_EVENT_WINDOW_MS,
      lockMs: SOCKET_EVENT_WINDOW_MS,
    });
    this.sockets = new AddressCounter(deps.maxPerAddress);
    this.transports = new AddressCounter(deps.maxPerAddress * ENGINE_SLACK);
    this.io = new Server(httpServer, {
      serveClient: false,
      // Runs at each engine handshake, before a connection is made. Its refusal is a bare 403
      // with no reason a client can read, but the app never meets it: the namespace below refuses
      // with a message at half this cap, and the app closes its transport when refused.
      allowRequest: (req, answer) => {
        const refused = this.refuseTransport(req);
        answer(refused, refused === null);
      },
      maxHttpBufferSize: MAX_PACKET_BYTES,
      ...(deps.adapter ? { adapter: deps.adapter } : {}),
      connectionStateRecovery: {
        maxDisconnectionDuration: CHAT_RECOVERY_MS,
        // The token and Origin are checked again on a recovered connection too.
        skipMiddlewares: false,
      },
      cors:
        deps.allowedOrigins.length > 0
          ? { origin: [...deps.allowedOrigins], credentials: false }
          : undefined,
    });
    if (deps.instanceId) {
      const engine = this.io.engine;
      const generated = engine.generateId.bind(engine);
      const name = deps.instanceId;
      engine.generateId = async (req) => instanceEngineId(name, await generated(req));
    }
    this.io.engine.on(
      'connection',
      (conn: { request: IncomingMessage; once(e: 'close', f: () => void): void }) => {
        const address = this.addressOf(conn.request);
        this.transports.take(address);
        conn.once('close', () => this.transports.give(address));
      },
    );
    this.nsp = this.io.of(CHAT_NAMESPACE);
    this.nsp.use((socket, next) => {
      if (this.closing) return refuseAndClose(socket, next, 'server_shutting_down');
      const address = this.addressOf(socket.request);
      // The place is taken before the first await, so a thousand handshakes at once cannot all
      // pass the check; it is given back once, whichever ends first: the socket or its transport.
      if (!this.sockets.take(address)) {
        this.noteRefusal(address);
        return refuseAndClose(socket, next, 'too_many_connections');
      }
      let held = true;
      const release = () => {
        if (held) this.sockets.give(address);
        held = false;
      };
      socket.conn.once('close', release);
      socket.once('disconnect', release);
      if (!originAllowed(socket.handshake.headers, deps.allowedOrigins)) {
        deps.log.warn({ origin: socket.handshake.headers.origin }, 'chat origin refused');
        release();
        return next(connectRefusal('origin_not_allowed'));
      }
      handshakeUser(deps.db, socket.handshake.auth).then(
        (user) => {
          if (user === 'invalid') {
            release();
            return next(connectRefusal('token_invalid'));
          }
          const auth = socket.handshake.auth as { token?: unknown };
          const data = socket.data as ChatSocketData;
          data.user = user;
          data.token = user && typeof auth.token === 'string' ? auth.token : null;
          next();
        },
        (err: unknown) => {
          deps.log.error({ err }, 'chat handshake failed');
          release();
          next(new Error(CHAT_REFUSALS.system_error));
        },
      );
    });
    this.nsp.on('connection', (socket: ChatSocket) => this.onConnection(socket));
    this.shared = deps.adapter
      ? new SharedRoomCounts({
          nsp: this.nsp,
          localCount: (key) => this.localCount(key),
          localRooms: () => this.localRooms(),
          onPeerChange: (key) => this.scheduleOnline(key),
          log: deps.log,
        })
      : null;
    this.shared?.start();
  }

  private onConnection(socket: ChatSocket): void {
    const user = socket.data.user;
    // A room of the fan's own, so a mute reaches every device they chat on. A recovered session
    // comes back with the rooms it had: one of another identity (a logout while away) goes.
    for (const room of socket.rooms)
      if (room.startsWith('user:') && (!user || room !== userRoom(user.id)))
        void socket.leave(room);
    if (user) void socket.join(userRoom(user.id));
    // Listeners live on this socket object only: a reconnect is a new socket with its own.
    socket.on(CHAT_EVENTS.join, (payload: unknown, ack: unknown) =>
      this.guard(socket, 'join', ack, () => handleJoin(this, socket, payload)),
    );
    socket.on(CHAT_EVENTS.leave, (payload: unknown) => handleLeave(this, socket, payload));
    socket.on(CHAT_EVENTS.send, (payload: unknown, ack: unknown) =>
      this.guard(socket, 'send', ack, () => handleSend(this, socket, payload)),
    );
    socket.on('disconnecting', () => {
      for (const room of socket.rooms) if (room.startsWith('match:')) this.scheduleOnline(room);
    });
    // A recovered socket is back in its rooms without joining: their counts changed too.
    if (socket.recovered)
      for (const room of socket.rooms) if (room.startsWith('match:')) this.scheduleOnline(room);
  }

  /** Runs a handler and answers its ack; a failure answers system_error and never escapes. */
  private guard(
    socket: ChatSocket,
    what: string,
    ack: unknown,
    run: () => Promise<ChatSendAck | JoinAck>,
  ): void {
    const answer = typeof ack === 'function' ? (ack as (value: unknown) => void) : () => undefined;
    run().then(answer, (err: unknown) => {
      this.deps.log.error({ err, what, userId: socket.data.user?.id }, 'chat handler failed');
      answer(refusal('system_error'));
    });
  }

  get db(): Database {
    return this.deps.db;
  }

  get now(): number {
    return this.deps.clock.now();
  }

  get log(): FastifyBaseLogger {
    return this.deps.log;
  }

  /**
   * Counts a join or send of the socket; false once it has made SOCKET_EVENT_LIMIT of them in the
   * window (the event is then refused before anything asks the database).
   */
  countEvent(socket: Pick<ChatSocket, 'id'>): boolean {
    if (this.eventLimiter.lockedFor(socket.id) > 0) return false;
    this.eventLimiter.hit(socket.id);
    return true;
  }

  /**
   * Whether the room is a match's of that sport. Both answers are cached (a match never changes
   * sport; a room asked for that did not exist is asked again after the cache is cleared), so ids
   * made up by the thousand cost one lookup each at most.
   */
  async roomExists(room: RoomRef): Promise<boolean> {
    const key = roomName(room);
    if (this.knownRooms.has(key)) return true;
    if (this.unknownRooms.has(key)) return false;
    const match = await oneMatchOrNull(this.deps.db, room.roomTypeId);
    const exists = match?.sportType === room.roomType;
    const cache = exists ? this.knownRooms : this.unknownRooms;
    if (cache.size > 50_000) cache.clear();
    cache.add(key);
    return exists;
  }

  /** Sockets in the room plus the simulated fans watching it, on every instance. */
  onlineCount(room: RoomRef): number {
    const key = roomName(room);
    return this.localCount(key) + (this.shared?.peersCount(key) ?? 0);
  }

  /** This instance's sockets in the room (the adapter's rooms are local) and its crowd there. */
  private localCount(key: string): number {
    return (this.nsp.adapter.rooms.get(key)?.size ?? 0) + (this.audience.get(key) ?? 0);
  }

  private *localRooms(): Iterable<string> {
    for (const key of this.nsp.adapter.rooms.keys()) if (key.startsWith('match:')) yield key;
    for (const key of this.audience.keys()) if (!this.nsp.adapter.rooms.has(key)) yield key;
  }

  /** The crowd's fans present in a room (0 removes them). */
  setAudience(room: RoomRef, count: number): void {
    const key = roomName(room);
    if (count > 0) this.audience.set(key, count);
    else this.audience.delete(key);
    this.scheduleOnline(key);
  }

  /** Stores a message and, the first time, broadcasts it to the room (its sender included). */
  async post(
    user: ChatUser,
    room: RoomRef,
    clientMsgId: string,
    content: string,
  ): Promise<StoredMessage> {
    const stored = await storeMessage(this.deps.db, {
      room,
      user,
      clientMsgId,
      content,
      at: this.deps.clock.now(),
    });
    if (stored.created) this.nsp.to(roomName(room)).emit(CHAT_EVENTS.message, stored.message);
    return stored;
  }

  muteStatus(userId: number): Promise<ChatUserStatus> {
    return muteStatus(this.deps.db, userId, this.deps.clock.now());
  }

  /** Tells every socket of the user that they were muted or unmuted. */
  notifyStatus(status: ChatUserStatus): void {
    this.nsp.to(userRoom(status.userId)).emit(CHAT_EVENTS.muted, status);
  }

  /** Broadcasts the room's count within ONLINE_BROADCAST_MS, once however many joined meanwhile. */
  scheduleOnline(key: string): void {
    if (this.onlineTimers.has(key)) return;
    this.onlineTimers.set(
      key,
      setTimeout(() => {
        this.onlineTimers.delete(key);
        this.shared?.reportRoom(key);
        const [, type, id] = key.split(':');
        const room = { roomType: Number(type), roomTypeId: Number(id) };
        const count = this.onlineCount(room);
        if (this.lastOnline.get(key) === count) return;
        if (count === 0) this.lastOnline.delete(key);
        else this.lastOnline.set(key, count);
        // Each instance tells its own sockets the sum it knows: broadcast, fans would hear it twice.
        this.nsp.local.to(key).emit(CHAT_EVENTS.online, { ...room, onlineCount: count });
      }, ONLINE_BROADCAST_MS),
    );
  }

  /** Why an engine handshake is refused, or null to let it through. */
  private refuseTransport(req: IncomingMessage): string | null {
    if (this.closing) return CHAT_CONNECT_REFUSALS.server_shutting_down;
    const address = this.addressOf(req);
    if (this.transports.count(address) >= this.transports.limit)
      return CHAT_CONNECT_REFUSALS.too_many_connections;
    return null;
  }

  /**
   * Tells the operator about refused connections at most every REFUSAL_LOG_MS, with their count: a
   * client that retries in a loop must not turn into a line a refusal.
   */
  private noteRefusal(address: string): void {
    this.refusals.since += 1;
    const now = Date.now();
    if (now - this.refusals.loggedAt < REFUSAL_LOG_MS) return;
    this.deps.log.warn(
      { address, refused: this.refusals.since, limit: this.deps.maxPerAddress },
      'chat connections refused: too many from one address (CHAT_MAX_PER_ADDRESS)',
    );
    this.refusals = { since: 0, loggedAt: now };
  }

  /** Chat sockets the address holds now (tests). */
  socketsOf(address: string): number {
    return this.sockets.count(address);
  }

  /**
   * Refuses every handshake from now on and closes every transport, those without a chat socket
   * included. Clients see their transport close, as in any network drop, and come back on their
   * own jittered schedule to whichever server is up (a server disconnect would instead make each
   * of them refresh its token at once: a stampede on every restart). It does not wait for the HTTP
   * server, unlike socket.io's own close: that waits for every kept-alive connection, inside
   * Fastify's preClose, and for reconnects that slipped in meanwhile. The HTTP server is its
   * owner's to close (server/shutdown.ts). Idempotent: the stop calls it, and Fastify's preClose.
   */
  close(): Promise<void> {
    this.closing ??= (async () => {
      for (const timer of this.onlineTimers.values()) clearTimeout(timer);
      this.onlineTimers.clear();
      this.shared?.stop();
      this.io.engine.close();
      await this.nsp.adapter.close();
    })();
    return this.closing;
  }
}

/**
 * Refuses a handshake with its reason, then closes the transport once the refusal is written, so
 * a refused client holds nothing on the server while it waits to try again.
 */
function refuseAndClose(
  socket: Socket,
  next: (err?: Error) => void,
  code: ChatConnectRefusal,
): void {
  next(connectRefusal(code));
  // socket.io writes the refusal on the next tick; closing after it lets the packet go first.
  setImmediate(() => socket.conn.close());
}

export const userRoom = (userId: number): string => `user:${userId}`;
