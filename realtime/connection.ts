import {
  type Cancel,
  type Clock,
  type Environment,
  type EnvironmentState,
  type Random,
} from '@schedulers';
import { reconnectDelay } from './reconnect';
import type {
  Ack,
  ConnectFailure,
  ConnectInfo,
  DisconnectCause,
  SocketPort,
  Transport,
} from './transport';
import { RECONNECT_CAP_MS, SOCKET_HIDDEN_CLOSE_MS, SOCKET_IDLE_CLOSE_MS } from './timings';

/**
 * What the chat shows (issue 8 item 5). `idle` is a connection nothing needs now (no chat on
 * screen, or a page hidden for a while): the chat, when it comes back, shows it as connecting.
 */
export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

export interface ConnectionAuth {
  /** The login token to connect with now, or null for a visitor. */
  token(): string | null;
  /**
   * Called after the server closed the connection on purpose (its session ended, say): brings the
   * token up to date (a host app may have logged the fan in again) before the next attempt.
   */
  refresh(): Promise<void>;
  /** The server refused this token (token_invalid): the connection goes on as a visitor. */
  rejected?(token: string): void;
}

export interface ConnectionDeps {
  port: SocketPort;
  clock: Clock;
  environment: Environment;
  auth: ConnectionAuth;
  random?: Random;
  /** How long a hidden page keeps its socket (SOCKET_HIDDEN_CLOSE_MS; tests shorten it). */
  hiddenCloseMs?: number;
  /** How long the socket outlives its last holder (SOCKET_IDLE_CLOSE_MS). */
  idleCloseMs?: number;
  /** Each transition, for the logs of whoever wants them. */
  log?: (event: string, detail?: Record<string, unknown>) => void;
}

/**
 * One socket per origin, shared by every room (issue 8 items 1, 3 and 5): a plain class with an
 * explicit lifecycle. It opens while someone holds it, and closes when the last holder has been
 * gone SOCKET_IDLE_CLOSE_MS, when the page has been hidden SOCKET_HIDDEN_CLOSE_MS (a phone in a
 * pocket holds no socket), or when the network is down; it reopens when they come back. After a
 * drop it retries with a jittered backoff that stays jittered at its cap; after the server closed
 * it on purpose it refreshes the token first. Its listeners on the port are added once, here.
 */
export class SocketConnection implements Transport {
  private readonly deps: ConnectionDeps;
  private readonly random: Random;
  private current: ConnectionState = 'idle';
  private readonly stateListeners = new Set<(state: ConnectionState) => void>();
  private readonly disposers: Array<() => void> = [];
  private holders = 0;
  /** port.open was called and neither a close nor a drop has followed. */
  private socketOpen = false;
  /** Connected at least once since it last went idle: later attempts are reconnections. */
  private everConnected = false;
  /** Failed attempts since the last connection; the backoff's exponent. */
  private attempt = 0;
  private hiddenClosed = false;
  private idleClosed = false;
  private rejectedToken: string | null = null;
  /** Server closes in a row (each within RECONNECT_CAP_MS of the last), and when the last was. */
  private serverCloses = 0;
  private lastServerClose = Number.NEGATIVE_INFINITY;
  /** Bumped by every open and close: a token refresh that finishes after either is stale. */
  private generation = 0;
  private retryTimer: Cancel | null = null;
  private hiddenTimer: Cancel | null = null;
  private idleTimer: Cancel | null = null;
  private env: EnvironmentState;
  private disposed = false;

  constructor(deps: ConnectionDeps) {
    this.deps = deps;
    this.random = deps.random ?? Math.random;
    this.env = deps.environment.current();
    const { port } = deps;
    this.disposers.push(
      port.onConnect(() => this.onConnected()),
      port.onDisconnect((cause) => this.onDisconnected(cause)),
      port.onConnectError((failure) => this.onConnectError(failure)),
    );
    const subscription = deps.environment.state$.subscribe((env) => this.onEnvironment(env));
    this.disposers.push(() => subscription.unsubscribe());
    // A page that is already hidden when the chat starts counts from now.
    if (!this.env.visible) this.startHiddenTimer();
  }

  // Transport, for rooms and chat rooms ---------------------------------------------------------

  get connected(): boolean {
    return this.deps.port.connected;
  }

  emit(event: string, payload: unknown, ack?: Ack, timeoutMs?: number): void {
    this.deps.port.emit(event, payload, ack, timeoutMs);
  }

  on(event: string, handler: (payload: unknown) => void): () => void {
    return this.deps.port.on(event, handler);
  }

  onConnect(handler: (info: ConnectInfo) => void): () => void {
    return this.deps.port.onConnect(handler);
  }

  // State ------------------------------------------------------------------------------------------

  get state(): ConnectionState {
    return this.current;
  }

  /** Listens to state changes; returns the removal. */
  onState(listener: (state: ConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => void this.stateListeners.delete(listener);
  }

  // Demand -----------------------------------------------------------------------------------------

  /** Keeps the connection open until the returned release (a second call does nothing). */
  hold(): () => void {
    if (this.disposed) return () => undefined;
    this.holders += 1;
    this.cancel('idleTimer');
    this.idleClosed = false;
    this.ensureOpen();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      if (this.holders === 0 && !this.disposed)
        this.idleTimer = this.deps.clock.after(
          this.deps.idleCloseMs ?? SOCKET_IDLE_CLOSE_MS,
          () => {
            this.idleTimer = null;
            this.idleClosed = true;
            this.shutDown('idle', 'close');
          },
        );
    };
  }

  /** The fan logged in or out: the next handshake must carry the new identity. */
  reconnect(): void {
    this.rejectedToken = null;
    this.attempt = 0;
    this.generation += 1;
    this.cancel('retryTimer');
    // A full close, also of a connection that dropped: nothing of the old identity may be recovered.
    this.socketOpen = false;
    this.deps.port.close();
    this.ensureOpen();
  }

  dispose(): void {
    this.disposed = true;
    this.holders = 0;
    this.shutDown('idle', 'close');
    this.cancel('idleTimer');
    this.cancel('hiddenTimer');
    for (const dispose of this.disposers.splice(0)) dispose();
    this.stateListeners.clear();
  }

  // The machine --------------------------------------------------------------------------------

  private get wanted(): boolean {
    return this.holders > 0 && !this.hiddenClosed && !this.idleClosed && !this.disposed;
  }

  private ensureOpen(): void {
    if (!this.wanted || this.socketOpen || this.retryTimer) return;
    if (!this.env.online) {
      this.setState('offline');
      return;
    }
    this.openNow();
  }

  private openNow(): void {
    this.cancel('retryTimer');
    this.generation += 1;
    this.socketOpen = true;
    this.setState(this.everConnected ? 'reconnecting' : 'connecting');
    const token = this.deps.auth.token();
    this.deps.port.open({ token: token !== null && token === this.rejectedToken ? null : token });
  }

  /**
   * Closes for now. `suspend` (hidden, offline) closes as a network drop would, so the server keeps
   * the session and the return is recovered; `close` (nothing needs it) ends it.
   */
  private shutDown(to: 'idle' | 'offline', how: 'close' | 'suspend'): void {
    this.cancel('retryTimer');
    this.generation += 1;
    if (this.socketOpen) {
      this.socketOpen = false;
      if (how === 'suspend') this.deps.port.suspend();
      else this.deps.port.close();
    }
    if (to === 'idle' && how === 'close') this.everConnected = false;
    this.setState(to);
  }

  private onConnected(): void {
    this.attempt = 0;
    this.everConnected = true;
    this.setState('connected');
  }

  private onDisconnected(cause: DisconnectCause): void {
    // Our own close: whoever closed has already set the state.
    if (cause === 'client') return;
    this.socketOpen = false;
    if (!this.wanted) return;
    this.setState('reconnecting');
    if (cause === 'server') {
      // The server closed it on purpose: bring the token up to date, then try again at once. A
      // server that keeps closing it must not make a tight loop: closes close together count up
      // the backoff, even across the connections in between.
      const now = this.deps.clock.now();
      this.serverCloses = now - this.lastServerClose < RECONNECT_CAP_MS ? this.serverCloses + 1 : 1;
      this.lastServerClose = now;
      const closes = this.serverCloses;
      const generation = this.generation;
      const next = () => {
        // Opened or closed meanwhile (a login, a hidden page): this refresh is old news.
        if (generation !== this.generation) return;
        this.retryAfter(closes === 1 ? 0 : reconnectDelay(closes, this.random));
      };
      this.deps.auth.refresh().then(next, next);
      return;
    }
    this.scheduleRetry();
  }

  private onConnectError(failure: ConnectFailure): void {
    this.socketOpen = false;
    // Leave nothing half-open behind (a refused namespace keeps its engine otherwise).
    this.deps.port.close();
    if (!this.wanted) return;
    const token = this.deps.auth.token();
    if (failure.code === 'token_invalid' && token !== null && token !== this.rejectedToken) {
      // A token the server does not know: go on as a visitor now rather than retry it forever.
      this.rejectedToken = token;
      this.deps.auth.rejected?.(token);
      this.deps.log?.('token rejected');
      this.openNow();
      return;
    }
    this.deps.log?.('connect failed', { code: failure.code, attempt: this.attempt + 1 });
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    this.attempt += 1;
    this.retryAfter(reconnectDelay(this.attempt, this.random));
  }

  private retryAfter(ms: number): void {
    this.cancel('retryTimer');
    if (!this.wanted || this.socketOpen) return;
    if (!this.env.online) {
      this.setState('offline');
      return;
    }
    this.setState(this.everConnected ? 'reconnecting' : 'connecting');
    this.deps.log?.('retry scheduled', { ms, attempt: this.attempt });
    this.retryTimer = this.deps.clock.after(ms, () => {
      this.retryTimer = null;
      if (this.wanted && !this.socketOpen) this.openNow();
    });
  }

  private onEnvironment(env: EnvironmentState): void {
    const before = this.env;
    this.env = env;
    if (before.online && !env.online) {
      // Closed whether or not a chat holds it: a chat opened offline must not find it "connected".
      if (this.socketOpen || this.retryTimer) this.shutDown('offline', 'suspend');
      else if (this.holders > 0) this.setState('offline');
    } else if (!before.online && env.online) {
      this.attempt = 0;
      if (this.holders === 0 && this.current === 'offline') this.setState('idle');
      this.ensureOpen();
    }
    if (before.visible && !env.visible) this.startHiddenTimer();
    else if (!before.visible && env.visible) {
      this.cancel('hiddenTimer');
      if (this.hiddenClosed) {
        this.hiddenClosed = false;
        this.attempt = 0;
        this.ensureOpen();
      }
    }
  }

  private startHiddenTimer(): void {
    this.cancel('hiddenTimer');
    this.hiddenTimer = this.deps.clock.after(
      this.deps.hiddenCloseMs ?? SOCKET_HIDDEN_CLOSE_MS,
      () => {
        this.hiddenTimer = null;
        this.hiddenClosed = true;
        if (this.holders > 0) this.shutDown('idle', 'suspend');
      },
    );
  }

  private cancel(timer: 'retryTimer' | 'hiddenTimer' | 'idleTimer'): void {
    this[timer]?.();
    this[timer] = null;
  }

  private setState(next: ConnectionState): void {
    if (next === this.current) return;
    this.deps.log?.('state', { from: this.current, to: next });
    this.current = next;
    for (const listener of [...this.stateListeners]) listener(next);
  }
}
