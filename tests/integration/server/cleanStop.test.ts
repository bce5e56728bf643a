// Pins issue 17 §4 item 3, the clean stop: on SIGTERM the server process stops taking connections,
// closes its sockets, HTTP and the database, and exits 0 within 5 s, whatever its clients do —
// here chat clients that reconnect the moment they are dropped (over WebSocket, and over
// long-polling on kept-alive connections as browsers do), an idle keep-alive HTTP connection, and
// a WebSocket that never answers the server's close.
import { rmSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { connect } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_NAMESPACE } from '../../../contracts/chat';
import {
  runWorldEnv,
  startServerProcess,
  within,
  type RunningServer,
} from '../../kit/serverProcess';

/** The bound, on purpose not server/shutdown.ts's constant: the test pins the promise. */
const STOP_BUDGET_MS = 5_000;

let server: RunningServer;
const clients: Socket[] = [];
const agent = new Agent({ keepAlive: true });
const silent: Array<{ destroy(): void }> = [];

beforeAll(async () => {
  server = await startServerProcess({ env: { LOG_LEVEL: 'info', ...runWorldEnv() } });
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  agent.destroy();
  for (const socket of silent) socket.destroy();
  await server.stop('SIGKILL');
  rmSync(server.dataDir, { recursive: true, force: true });
});

/**
 * A chat client at its most stubborn: socket.io-client's reconnection with no delay, and a
 * reconnect of its own even after the server said goodbye (socket.io-client would not).
 */
function stubbornClient(transport: 'websocket' | 'polling'): Socket {
  const socket = io(`${server.url}${CHAT_NAMESPACE}`, {
    transports: [transport],
    // Like a browser: polling requests reuse kept-alive connections. (engine.io-client types the
    // option as string | boolean; in Node it hands the value to http.request as its agent.)
    agent: transport === 'polling' ? (agent as unknown as string) : undefined,
    forceNew: true,
    reconnection: true,
    reconnectionDelay: 0,
    reconnectionDelayMax: 0,
    randomizationFactor: 0,
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') socket.connect();
  });
  clients.push(socket);
  return socket;
}

/**
 * A WebSocket on the chat's engine that goes silent once upgraded: it never answers the server's
 * close frame, so a server that waits for a clean close waits for ws's 30 s timeout.
 */
function silentWebSocket(): Promise<void> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(
        [
          'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1',
          `Host: ${hostname}:${port}`,
          'Upgrade: websocket',
          'Connection: Upgrade',
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
          'Sec-WebSocket-Version: 13',
          '',
          '',
        ].join('\r\n'),
      ),
    );
    socket.once('data', (chunk: Buffer) =>
      chunk.toString().startsWith('HTTP/1.1 101') ? resolve() : reject(new Error(String(chunk))),
    );
    socket.on('error', () => undefined);
    silent.push(socket);
  });
}

/** One request over the keep-alive agent, which then keeps its connection open and idle. */
function keepAliveGet(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('SIGTERM with clients that reconnect at once', () => {
  it('exits 0 within 5 s, having closed the database', async () => {
    const sockets = [
      ...Array.from({ length: 5 }, () => stubbornClient('websocket')),
      ...Array.from({ length: 3 }, () => stubbornClient('polling')),
    ];
    const allIn = Promise.all(
      sockets.map((s) => new Promise<void>((resolve) => s.once('connect', () => resolve()))),
    );
    await silentWebSocket();
    await allIn;
    expect(await keepAliveGet('/healthz')).toBe(200);
    const dropped = Promise.all(
      sockets.map((s) => new Promise<void>((resolve) => s.once('disconnect', () => resolve()))),
    );

    const started = performance.now();
    const code = await within(server.stop('SIGTERM'), 3 * STOP_BUDGET_MS);
    const ms = performance.now() - started;
    console.log(`stopped in ${Math.round(ms)} ms`);
    const output = server.output();
    expect(code, output.slice(-3000)).toBe(0);
    expect(ms).toBeLessThan(STOP_BUDGET_MS);
    await dropped;
    expect(output).not.toContain('killed by timeout');
    expect(output).toMatch(/"msg":"database closed"/);
  });
});
