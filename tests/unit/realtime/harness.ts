import { vi } from 'vitest';
import { SocketConnection, type ConnectionState } from '../../../realtime/connection';
import { RoomRegistry } from '../../../realtime/rooms';
import { installSchedulerKit, type SchedulerKit } from '../../kit/schedulerKit';
import { MockChatServer, mockSocketPort, type MockSocketPort } from '../../kit/mockSocketPort';
import { systemClock, type Random } from '../../../schedulers';

let serial = 0;

export interface Harness {
  kit: SchedulerKit;
  server: MockChatServer;
  port: MockSocketPort;
  connection: SocketConnection;
  rooms: RoomRegistry;
  /** Every state the connection went through. */
  states: ConnectionState[];
  auth: { token: string | null; refreshes: number; rejected: string[] };
  /** Lets mock-socket's delayed events and the promises after them settle. */
  settle(): Promise<void>;
  dispose(): void;
}

/**
 * The socket layer on mock-socket with fake timers: a mock chat server, the port, the connection
 * (jitter off unless `random` says otherwise) and a room registry on it. Fake timers go in first,
 * as mock-socket delays its open events with setTimeout.
 */
export function realtimeHarness(opts: { random?: Random; token?: string | null } = {}): Harness {
  const kit = installSchedulerKit();
  const url = `ws://chat.test/${++serial}`;
  const server = new MockChatServer(url);
  const port = mockSocketPort(url);
  const auth = { token: opts.token ?? null, refreshes: 0, rejected: [] as string[] };
  const connection = new SocketConnection({
    port,
    clock: systemClock,
    environment: kit.environment,
    random: opts.random ?? (() => 0),
    auth: {
      token: () => auth.token,
      refresh: () => {
        auth.refreshes += 1;
        return Promise.resolve();
      },
      rejected: (token) => auth.rejected.push(token),
    },
  });
  const states: ConnectionState[] = [];
  connection.onState((state) => states.push(state));
  const rooms = new RoomRegistry(connection);
  return {
    kit,
    server,
    port,
    connection,
    rooms,
    states,
    auth,
    settle: () => kit.advance(100),
    dispose() {
      rooms.dispose();
      connection.dispose();
      server.stop();
      kit.restore();
      vi.useRealTimers();
    },
  };
}
