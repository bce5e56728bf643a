import { Server, WebSocket, type Client } from 'mock-socket';
import { after, type Cancel } from '../../schedulers/timers';
import type {
  Ack,
  ConnectFailure,
  ConnectInfo,
  DisconnectCause,
  SocketPort,
} from '../../realtime/transport';

/**
 * mock-socket behind the realtime port, for unit tests. mock-socket speaks WebSocket, not
 * socket.io's protocol, so both ends here talk in small JSON frames of our own: what a unit test of
 * rooms, sends and reconnects needs (events, acknowledgements, a handshake that may be refused, a
 * server that kicks, drops or recovers), and nothing of socket.io's internals. Acknowledgement
 * timeouts run on schedulers/ timers, so a test's fake clock drives them. Install fake timers
 * before creating either end: mock-socket delays its open events with setTimeout.
 */

type Frame =
  | { t: 'hello'; auth: { token: string | null } }
  | { t: 'emit'; event: string; payload: unknown; ackId?: number }
  | { t: 'connect'; recovered: boolean }
  | { t: 'refuse'; code: string; message: string }
  | { t: 'event'; event: string; payload: unknown }
  | { t: 'ack'; ackId: number; payload: unknown }
  | { t: 'kick' };

const encode = (frame: Frame) => JSON.stringify(frame);

function decode(data: unknown): Frame | null {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data) as Frame;
  } catch {
    return null;
  }
}

export interface MockSocketPort extends SocketPort {
  /** Handlers registered on the port, over all events: reconnects must not add any. */
  listenerCount(): number;
  /** How many times open() made a new WebSocket. */
  readonly opens: number;
}

export function mockSocketPort(url: string): MockSocketPort {
  let ws: WebSocket | null = null;
  let connected = false;
  let kicked = false;
  let closing = false;
  let nextAckId = 1;
  let opens = 0;
  const pending = new Map<number, { ack: Ack; cancel: Cancel }>();
  const events = new Map<string, Set<(payload: unknown) => void>>();
  const connects = new Set<(info: ConnectInfo) => void>();
  const disconnects = new Set<(cause: DisconnectCause) => void>();
  const errors = new Set<(failure: ConnectFailure) => void>();

  const failPending = () => {
    for (const [id, { ack, cancel }] of pending) {
      pending.delete(id);
      cancel();
      ack(new Error('socket has been disconnected'));
    }
  };

  const onFrame = (frame: Frame) => {
    switch (frame.t) {
      case 'connect':
        connected = true;
        for (const handler of [...connects]) handler({ recovered: frame.recovered });
        break;
      case 'refuse':
        for (const handler of [...errors]) handler({ code: frame.code, message: frame.message });
        break;
      case 'event':
        for (const handler of [...(events.get(frame.event) ?? [])]) handler(frame.payload);
        break;
      case 'ack': {
        const waiting = pending.get(frame.ackId);
        if (!waiting) break;
        pending.delete(frame.ackId);
        waiting.cancel();
        waiting.ack(null, frame.payload);
        break;
      }
      case 'kick':
        kicked = true;
        break;
      default:
        break;
    }
  };

  const close = () => {
    const socket = ws;
    if (!socket) return;
    closing = true;
    ws = null;
    const was = connected;
    connected = false;
    failPending();
    socket.close();
    if (was) for (const handler of [...disconnects]) handler('client');
  };

  const add = <T>(set: Set<T>, handler: T) => {
    set.add(handler);
    return () => void set.delete(handler);
  };

  return {
    get connected() {
      return connected;
    },
    get opens() {
      return opens;
    },
    open(auth) {
      if (ws) return;
      opens += 1;
      kicked = false;
      closing = false;
      const socket = new WebSocket(url);
      ws = socket;
      socket.onopen = () => socket.send(encode({ t: 'hello', auth }));
      socket.onmessage = (event) => {
        const frame = decode(event.data);
        if (frame) onFrame(frame);
      };
      socket.onclose = () => {
        if (ws !== socket) return;
        ws = null;
        const was = connected;
        connected = false;
        failPending();
        if (closing) return;
        if (was) for (const handler of [...disconnects]) handler(kicked ? 'server' : 'transport');
        else
          for (const handler of [...errors]) handler({ code: null, message: 'connection failed' });
      };
    },
    close,
    // mock-socket keeps no sessions: the test says whether the next connection recovers.
    suspend: close,
    emit(event, payload, ack, timeoutMs = 8000) {
      if (!connected || !ws) {
        ack?.(new Error('not connected'));
        return;
      }
      if (!ack) {
        ws.send(encode({ t: 'emit', event, payload }));
        return;
      }
      const ackId = nextAckId++;
      const cancel = after(timeoutMs, () => {
        pending.delete(ackId);
        ack(new Error('operation has timed out'));
      });
      pending.set(ackId, { ack, cancel });
      ws.send(encode({ t: 'emit', event, payload, ackId }));
    },
    on(event, handler) {
      const set = events.get(event) ?? new Set();
      events.set(event, set);
      return add(set, handler);
    },
    onConnect: (handler) => add(connects, handler),
    onDisconnect: (handler) => add(disconnects, handler),
    onConnectError: (handler) => add(errors, handler),
    listenerCount: () =>
      [...events.values()].reduce((n, set) => n + set.size, 0) +
      connects.size +
      disconnects.size +
      errors.size,
  };
}

export interface ReceivedEmit {
  socket: number;
  event: string;
  payload: unknown;
}

/** What the mock server answers an acknowledged event with; undefined leaves it unanswered. */
export type MockHandler = (
  payload: unknown,
  from: { socket: number; token: string | null },
) => unknown;

/**
 * The other end: a mock-socket Server speaking the same frames. By default it accepts everyone,
 * answers joins with {ok, onlineCount} and sends with the stored message (ids counting up), and
 * records every emit. Tests replace handlers, refuse handshakes, recover sessions, kick, drop.
 */
export class MockChatServer {
  readonly received: ReceivedEmit[] = [];
  readonly handlers = new Map<string, MockHandler>();
  /** Refuse handshakes with this code (e.g. token_invalid) while set; only `token`'s if given. */
  refuseWith: { code: string; message: string; token?: string | null } | null = null;
  /** The next connection is reported as recovered (socket.io's connection-state recovery). */
  recoverNext = false;
  readonly url: string;
  private server: Server | null = null;
  private readonly sockets = new Map<number, { client: Client; token: string | null }>();
  private nextSocket = 1;
  private nextMessageId = 1;

  constructor(url: string) {
    this.url = url;
    this.handlers.set('room:join', () => ({ ok: true, onlineCount: this.sockets.size }));
    this.handlers.set('chat:send', (payload) => this.stored(payload));
    this.start();
  }

  /** Messages stored by client id: a retry gets the first copy back, as the real server does. */
  private readonly byClientId = new Map<
    string,
    { ok: true; message: ReturnType<MockChatServer['makeMessage']> }
  >();

  /** A message as the server would store it (once per client id) for an acknowledged send. */
  stored(payload: unknown) {
    const p = payload as { clientMsgId?: string };
    const known = p.clientMsgId ? this.byClientId.get(p.clientMsgId) : undefined;
    if (known) return known;
    const answer = { ok: true as const, message: this.makeMessage(payload) };
    if (p.clientMsgId) this.byClientId.set(p.clientMsgId, answer);
    return answer;
  }

  /** How many distinct messages were stored through sends. */
  storedCount(): number {
    return this.byClientId.size;
  }

  /** A message with the next id, as said in the room by someone (7, 球迷 unless given). */
  makeMessage(payload: unknown, author: { userId?: number; nickName?: string } = {}) {
    const p = payload as {
      roomType: number;
      roomTypeId: number;
      clientMsgId?: string;
      content: string;
    };
    const id = this.nextMessageId++;
    return {
      id,
      roomType: p.roomType,
      roomTypeId: p.roomTypeId,
      userId: author.userId ?? 7,
      nickName: author.nickName ?? '球迷',
      userIcon: null,
      content: p.content,
      createdAt: 1_800_000_000_000 + id,
      clientMsgId: p.clientMsgId,
    };
  }

  start(): void {
    if (this.server) return;
    const server = new Server(this.url);
    this.server = server;
    server.on('connection', (client) => {
      const id = this.nextSocket++;
      client.on('message', (data) => {
        const frame = decode(data);
        if (!frame) return;
        if (frame.t === 'hello') {
          const refuse = this.refuseWith;
          if (refuse && (refuse.token === undefined || refuse.token === frame.auth.token)) {
            client.send(encode({ t: 'refuse', code: refuse.code, message: refuse.message }));
            return;
          }
          this.sockets.set(id, { client, token: frame.auth.token });
          const recovered = this.recoverNext;
          this.recoverNext = false;
          client.send(encode({ t: 'connect', recovered }));
          return;
        }
        if (frame.t !== 'emit' || !this.sockets.has(id)) return;
        this.received.push({ socket: id, event: frame.event, payload: frame.payload });
        if (frame.ackId === undefined) return;
        const handler = this.handlers.get(frame.event);
        const token = this.sockets.get(id)?.token ?? null;
        const answer = handler?.(frame.payload, { socket: id, token });
        if (answer !== undefined)
          client.send(encode({ t: 'ack', ackId: frame.ackId, payload: answer }));
      });
    });
  }

  /** Sends an event to every connected socket. */
  broadcast(event: string, payload: unknown): void {
    this.prune();
    for (const { client } of this.sockets.values())
      client.send(encode({ t: 'event', event, payload }));
  }

  /** The server closes every socket on purpose (socket.io's "io server disconnect"). */
  kick(): void {
    for (const { client } of this.sockets.values()) {
      client.send(encode({ t: 'kick' }));
      client.close();
    }
    this.sockets.clear();
  }

  /** The network drops every socket. */
  drop(): void {
    for (const { client } of this.sockets.values())
      client.close({ code: 1006, reason: 'gone', wasClean: false });
    this.sockets.clear();
  }

  /** The server goes away: sockets drop and new connections fail until start(). */
  stop(): void {
    this.drop();
    this.server?.stop();
    this.server = null;
  }

  connections(): number {
    this.prune();
    return this.sockets.size;
  }

  /** Forgets sockets their clients closed (mock-socket tells the server, not the socket). */
  private prune(): void {
    const open = new Set<unknown>(this.server?.clients() ?? []);
    for (const [id, { client }] of this.sockets) if (!open.has(client)) this.sockets.delete(id);
  }

  /** What one event received, payloads only. */
  emitsOf(event: string): unknown[] {
    return this.received.filter((r) => r.event === event).map((r) => r.payload);
  }

  tokens(): (string | null)[] {
    this.prune();
    return [...this.sockets.values()].map((s) => s.token);
  }
}
