import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Namespace } from 'socket.io';
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
import { limiter, type Limiter } from '../../platform/limiter';
import { oneMatchOrNull } from '../matches/rows';
import { handshakeUser, originAllowed, type ChatUser } from './handshake';
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
import { handleJoin, handleLeave, handleSend } from './socketEvents';

export interface ChatHubDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Origins besides the server's own that may open the chat (CHAT_ORIGINS). */
  allowedOrigins: readonly string[];
  /** Per-user send limit; tests and the load benchmark may loosen it. */
  rateLimit?: { limit: number; windowMs: number };
}

function connectRefusal(code: ChatConnectRefusal): Error {
  const msg = CHAT_CONNECT_REFUSALS[code];
  return Object.assign(new Error(msg), { data: { code, msg } });
}

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

  constructor(httpServer: HttpServer, deps: ChatHubDeps) {
    this.deps = deps;
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
    this.io = new Server(httpServer, {
      serveClient: false,
      maxHttpBufferSize: MAX_PACKET_BYTES,
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
    this.nsp = this.io.of(CHAT_NAMESPACE);
    this.nsp.use((socket, next) => {
      if (!originAllowed(socket.handshake.headers, deps.allowedOrigins)) {
        deps.log.warn({ origin: socket.handshake.headers.origin }, 'chat origin refused');
        return next(connectRefusal('origin_not_allowed'));
      }
      handshakeUser(deps.db, socket.handshake.auth).then(
        (user) => {
          if (user === 'invalid') return next(connectRefusal('token_invalid'));
          const auth = socket.handshake.auth as { token?: unknown };
          const data = socket.data as ChatSocketData;
          data.user = user;
          data.token = user && typeof auth.token === 'string' ? auth.token : null;
          next();
        },
        (err: unknown) => {
          deps.log.error({ err }, 'chat handshake failed');
          next(new Error(CHAT_REFUSALS.system_error));
        },
      );
    });
    this.nsp.on('connection', (socket: ChatSocket) => this.onConnection(socket));
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
  countEvent(socket: ChatSocket): boolean {
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

  /** Sockets in the room plus the simulated fans watching it. */
  onlineCount(room: RoomRef): number {
    const key = roomName(room);
    return (this.nsp.adapter.rooms.get(key)?.size ?? 0) + (this.audience.get(key) ?? 0);
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
        const [, type, id] = key.split(':');
        const room = { roomType: Number(type), roomTypeId: Number(id) };
        const count = this.onlineCount(room);
        if (this.lastOnline.get(key) === count) return;
        if (count === 0) this.lastOnline.delete(key);
        else this.lastOnline.set(key, count);
        this.nsp.to(key).emit(CHAT_EVENTS.online, { ...room, onlineCount: count });
      }, ONLINE_BROADCAST_MS),
    );
  }

  /** Closes every socket (clients see the transport close and reconnect elsewhere or later). */
  async close(): Promise<void> {
    for (const timer of this.onlineTimers.values()) clearTimeout(timer);
    this.onlineTimers.clear();
    await this.io.close();
  }
}

export const userRoom = (userId: number): string => `user:${userId}`;
