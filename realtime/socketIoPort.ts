import { io, type Socket } from 'socket.io-client';
import { systemClock, type Clock } from '@schedulers';
import type { ConnectFailure, DisconnectCause, SocketPort } from './transport';
import { CHAT_ACK_TIMEOUT_MS } from './timings';

/** The server said goodbye on purpose; anything else but our own close is the network's doing. */
function causeOf(reason: string): DisconnectCause {
  if (reason === 'io server disconnect') return 'server';
  if (reason === 'io client disconnect') return 'client';
  return 'transport';
}

function failureOf(error: Error & { data?: unknown }): ConnectFailure {
  const data = error.data;
  const code =
    data && typeof data === 'object' && 'code' in data && typeof data.code === 'string'
      ? data.code
      : null;
  return { code, message: error.message };
}

export class OfflineAckError extends Error {
  constructor() {
    super('not connected');
    this.name = 'OfflineAckError';
  }
}

export class AckTimeoutError extends Error {
  constructor() {
    super('operation has timed out');
    this.name = 'AckTimeoutError';
  }
}

/**
 * The port over socket.io-client. Its own reconnection is off: connection.ts decides when to try
 * again (its backoff stays jittered at the cap, and it knows about hidden pages and tokens). One
 * Socket object lives as long as the port, so the listeners below are added once however many
 * times it reconnects. The token is read at each handshake and sent in `auth`, never in the URL.
 */
export function socketIoPort(
  url: string,
  options: {
    path?: string;
    transports?: ('websocket' | 'polling')[];
    /** Times acknowledgements (socket.io's own `timeout()` would use a host timer). */
    clock?: Clock;
  } = {},
): SocketPort & { listenerCount(): number; engineId(): string | null } {
  const clock = options.clock ?? systemClock;
  let token: string | null = null;
  /** We closed the transport ourselves (suspend): the drop that follows is ours, not the network's. */
  let suspended = false;
  const events = new Set<string>(['connect', 'disconnect', 'connect_error']);
  const socket: Socket = io(url, {
    path: options.path,
    autoConnect: false,
    reconnection: false,
    // WebSocket first (one round trip fewer on a phone); long-polling if a network blocks it.
    transports: options.transports ?? ['websocket', 'polling'],
    tryAllTransports: true,
    auth: (send) => send(token ? { token } : {}),
  });
  return {
    get connected() {
      return socket.connected;
    },
    open(auth) {
      token = auth.token;
      suspended = false;
      if (socket.connected) return;
      // Whatever an earlier attempt left (a half-open engine, stale subscriptions) goes first.
      socket.disconnect();
      socket.connect();
    },
    close() {
      socket.disconnect();
    },
    suspend() {
      if (!socket.connected) return;
      suspended = true;
      // The engine's close, not the socket's disconnect: no goodbye packet, so the server keeps
      // the session for recovery, as after a dropped network.
      socket.io.engine.close();
    },
    emit(event, payload, ack, timeoutMs = CHAT_ACK_TIMEOUT_MS) {
      // socket.io-client would buffer emits made while disconnected and flush them in one burst on
      // reconnect; nothing here may outlive the moment it was meant for.
      if (!socket.connected) {
        ack?.(new OfflineAckError());
        return;
      }
      if (!ack) {
        socket.emit(event, payload);
        return;
      }
      // The answer or the timeout, whichever comes first, settles the ack once; the timer is the
      // scheduler's, so fake clocks and teardown reach it.
      let settled = false;
      const cancelTimer = clock.after(timeoutMs, () => {
        if (settled) return;
        settled = true;
        ack(new AckTimeoutError());
      });
      socket.emit(event, payload, (response: unknown) => {
        if (settled) return;
        settled = true;
        cancelTimer();
        ack(null, response);
      });
    },
    on(event, handler) {
      events.add(event);
      socket.on(event, handler);
      return () => void socket.off(event, handler);
    },
    onConnect(handler) {
      const listener = () => handler({ recovered: socket.recovered });
      socket.on('connect', listener);
      return () => void socket.off('connect', listener);
    },
    onDisconnect(handler) {
      const listener = (reason: string) => handler(suspended ? 'client' : causeOf(reason));
      socket.on('disconnect', listener);
      return () => void socket.off('disconnect', listener);
    },
    onConnectError(handler) {
      const listener = (error: Error) => handler(failureOf(error));
      socket.on('connect_error', listener);
      return () => void socket.off('connect_error', listener);
    },
    /** The engine session's id while connected: behind the cluster's balancer it names the instance. */
    engineId() {
      return socket.connected ? (socket.io.engine?.id ?? null) : null;
    },
    /** Listeners on the Socket, over every event the port listens to (reconnects add none). */
    listenerCount() {
      return [...events].reduce((n, event) => n + socket.listeners(event).length, 0);
    },
  };
}
