/**
 * The port the socket layer talks through (issue 8 item 1): socket.io-client implements it in the
 * app (socketIoPort.ts), mock-socket in unit tests (tests/kit/mockSocketPort.ts). Small on purpose:
 * what the connection, rooms and chat rooms need, nothing more.
 */

export interface ConnectInfo {
  /**
   * The server restored this session's rooms and missed packets (socket.io connection-state
   * recovery): nothing needs rejoining or catching up.
   */
  recovered: boolean;
}

/** Who ended a connection: the server on purpose, this client on purpose, or the network. */
export type DisconnectCause = 'server' | 'client' | 'transport';

/** A connection the server refused (its `code`, e.g. token_invalid) or that never got through. */
export interface ConnectFailure {
  code: string | null;
  message: string;
}

/** An acknowledgement's answer, or the transport's own failure (a timeout, a dropped socket). */
export type Ack = (error: Error | null, response?: unknown) => void;

/** What rooms and chat rooms use: a connection that may come and go. */
export interface Transport {
  readonly connected: boolean;
  /**
   * Sends an event now; with `ack`, waits for the server's answer up to `timeoutMs`. Nothing is
   * queued while disconnected: an ack then fails at once, and an event without one is dropped (rooms
   * are reconciled on every connection instead).
   */
  emit(event: string, payload: unknown, ack?: Ack, timeoutMs?: number): void;
  /** Listens to a server event; returns the removal. */
  on(event: string, handler: (payload: unknown) => void): () => void;
  /** Every (re)connection, with whether the server recovered the session. */
  onConnect(handler: (info: ConnectInfo) => void): () => void;
}

/** The socket itself, opened and closed by the connection's policy (connection.ts), never by itself. */
export interface SocketPort extends Transport {
  /** Starts connecting with these credentials; it does not reconnect on its own. */
  open(auth: { token: string | null }): void;
  /** Closes the connection and ends the session on the server (a no-op when closed). */
  close(): void;
  /**
   * Closes the connection as a network drop would: the server keeps the session a while (socket.io's
   * connection-state recovery), so the next `open` may get the rooms and missed messages back.
   */
  suspend(): void;
  onDisconnect(handler: (cause: DisconnectCause) => void): () => void;
  onConnectError(handler: (failure: ConnectFailure) => void): () => void;
}
