import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The whole stop, from the signal to the exit, stays under this (issue 17 §4 item 3);
 * close-with-grace's own timeout is only the backstop behind it.
 */
export const STOP_BUDGET_MS = 5_000;
/** How long the simulator's tick in flight and the crowd may take to finish. */
const WORKERS_MS = 1_500;
/** How long requests in flight may take before every connection left is cut. */
const DRAIN_MS = 1_500;

/** Every TCP connection the server accepts, so a stop can cut the ones that will not end. */
export function trackConnections(server: Server): { destroyAll(): number } {
  const open = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return {
    destroyAll() {
      const count = open.size;
      for (const socket of open) socket.destroy();
      open.clear();
      return count;
    },
  };
}

/** Resolves with true when `work` ends within `ms`, false when the time ran out first. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

export interface StoppableServer {
  app: FastifyInstance;
  connections: { destroyAll(): number };
  /** Work of the server's own that writes (the simulator, the crowd): stopped before the database. */
  workers: Array<{ stop(): Promise<void> }>;
  database: { close(): Promise<void> };
  /** The chat's Redis connection, when there is one: let go once the chat has closed. */
  redis?: { close(): Promise<void> };
}

/**
 * Stops in the order that loses nothing and waits for no client: no new connections first (the
 * listening socket closes, the chat refuses handshakes still arriving on open connections), then
 * every chat transport is closed while the simulator's tick in flight finishes, then HTTP
 * (requests in flight may finish; whatever is left after DRAIN_MS is cut), and last the database.
 * Each wait is bounded, so clients that reconnect at once, or never answer a close, cannot hold
 * the process past STOP_BUDGET_MS. "database closed" is the last line logged.
 */
export async function stopServer(server: StoppableServer): Promise<void> {
  const { app, connections, workers, database, redis } = server;
  const log = app.log;
  const started = performance.now();
  // Stops accepting at once; Fastify's close below waits for the connections this leaves open.
  app.server.close();
  const workersDone = Promise.all(workers.map((worker) => worker.stop()));
  await app.chat.close();
  if (!(await within(workersDone, WORKERS_MS)))
    log.warn(
      { ms: WORKERS_MS },
      'stopping: background work still running; its transaction rolls back',
    );
  const closing = app.close();
  if (!(await within(closing, DRAIN_MS))) {
    const cut = connections.destroyAll();
    log.warn({ connections: cut }, 'stopping: cut connections still open');
    await closing;
  }
  await redis?.close().catch((err: unknown) => log.warn({ err }, 'stopping: redis close failed'));
  await database.close();
  log.info({ ms: Math.round(performance.now() - started) }, 'database closed');
}
