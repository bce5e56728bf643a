/**
 * The port the socket layer talks through (issue 8 item 1): socket.io-client implements it in the
 * app, a fake in unit tests. Small on purpose: what rooms and the chat client need, nothing more.
 */

export interface ConnectInfo {
  /**
   * The server restored this session's rooms and missed packets (socket.io connection-state
   * recovery): nothing needs rejoining or catching up.
   */
  recovered: boolean;
}

/** An acknowledgement's answer, or the transport's own failure (a timeout, say). */
export type Ack = (error: Error | null, response?: unknown) => void;

export interface Transport {
  readonly connected: boolean;
  /** Sends an event; with `ack`, waits for the server's answer up to `timeoutMs`. */
  emit(event: string, payload: unknown, ack?: Ack, timeoutMs?: number): void;
  /** Listens to a server event; returns the removal. */
  on(event: string, handler: (payload: unknown) => void): () => void;
  /** Every (re)connection, with whether the server recovered the session. */
  onConnect(handler: (info: ConnectInfo) => void): () => void;
}
