/**
 * Load of one chat room (issue 8): CLIENTS socket.io-client sockets on loopback in one match's room,
 * SENDERS of them logged in and together sending RATE messages a second for SECONDS. Prints the
 * delivery latency (send to arrival at every socket in the room: p50, p95, p99, max), what was lost
 * or duplicated, the acknowledgement latency, and the server's memory per connection (heap and RSS
 * after GC, measured in the server's own process). Prints figures; asserts nothing.
 *
 *   npx tsx bench/chat-load.ts            (1,000 clients, 20 messages/s, 30 s)
 *   CLIENTS=200 SECONDS=10 npx tsx bench/chat-load.ts
 */
import { fork } from 'node:child_process';
import { io, type Socket } from 'socket.io-client';
import { CHAT_EVENTS, CHAT_NAMESPACE, type RoomRef } from '../contracts/chat';

const CLIENTS = Number(process.env.CLIENTS ?? 1000);
const SENDERS = Number(process.env.SENDERS ?? 100);
const RATE = Number(process.env.RATE ?? 20);
const SECONDS = Number(process.env.SECONDS ?? 30);

interface Ready {
  type: 'ready';
  url: string;
  tokens: string[];
  room: RoomRef;
}
interface Memory {
  type: 'memory';
  rss: number;
  heapUsed: number;
  external: number;
  gc: boolean;
}

const server = fork('bench/chat-server.ts', [], {
  execArgv: ['--expose-gc', '--import', 'tsx'],
  env: { ...process.env, SENDERS: String(SENDERS) },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const nextMessage = <T>(type: string) =>
  new Promise<T>((resolve) => {
    const on = (message: { type: string }) => {
      if (message.type !== type) return;
      server.off('message', on);
      resolve(message as T);
    };
    server.on('message', on);
  });
const memory = () => {
  const answer = nextMessage<Memory>('memory');
  server.send({ type: 'memory' });
  return answer;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
const ms = (n: number) => `${n.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function connect(url: string, token: string | undefined, room: RoomRef): Promise<Socket> {
  const socket = io(`${url}${CHAT_NAMESPACE}`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: token ? { token } : {},
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = (await socket.timeout(30_000).emitWithAck(CHAT_EVENTS.join, room)) as { ok: boolean };
  if (!ack.ok) throw new Error('join refused');
  return socket;
}

async function main(): Promise<void> {
  const ready = await nextMessage<Ready>('ready');
  const before = await memory();
  const started = performance.now();
  const sockets: Socket[] = [];
  for (let i = 0; i < CLIENTS; i += 50) {
    const batch = Array.from({ length: Math.min(50, CLIENTS - i) }, (_, j) =>
      connect(ready.url, ready.tokens[i + j], ready.room),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  const connectMs = performance.now() - started;
  await sleep(2000);
  const after = await memory();

  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  const seen = sockets.map(() => new Set<number>());
  let duplicates = 0;
  sockets.forEach((socket, index) =>
    socket.on(CHAT_EVENTS.message, (message: { content: string }) => {
      const at = performance.now();
      const seq = Number(/^压测 (\d+)$/.exec(message.content)?.[1]);
      const sent = sentAt.get(seq);
      if (sent === undefined) return;
      const mine = seen[index];
      if (!mine) return;
      if (mine.has(seq)) duplicates += 1;
      mine.add(seq);
      latencies.push(at - sent);
    }),
  );
  const senders = sockets.slice(0, Math.min(SENDERS, ready.tokens.length));
  const acks: number[] = [];
  let refused = 0;
  const total = RATE * SECONDS;
  const sends: Promise<void>[] = [];
  const loopStart = performance.now();
  for (let seq = 0; seq < total; seq++) {
    const due = loopStart + (seq * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const sender = senders[seq % senders.length];
    if (!sender) break;
    const at = performance.now();
    sentAt.set(seq, at);
    sends.push(
      sender
        .timeout(30_000)
        .emitWithAck(CHAT_EVENTS.send, {
          ...ready.room,
          clientMsgId: `bench-${seq}-${Date.now().toString(36)}`,
          content: `压测 ${seq}`,
        })
        .then((answer: { ok: boolean }) => {
          acks.push(performance.now() - at);
          if (!answer.ok) refused += 1;
        }),
    );
  }
  await Promise.all(sends);
  await sleep(3000);

  latencies.sort((a, b) => a - b);
  acks.sort((a, b) => a - b);
  const expected = (total - refused) * CLIENTS;
  console.log(
    `\nChat load: one room, ${CLIENTS} clients (${senders.length} sending), ${RATE} messages/s for ${SECONDS} s`,
  );
  console.log(`  connect + join ${CLIENTS} sockets: ${(connectMs / 1000).toFixed(1)} s`);
  console.log(
    `  messages sent ${total}, refused ${refused}; deliveries ${latencies.length} of ${expected} expected, duplicates ${duplicates}`,
  );
  console.log(
    `  delivery latency  p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  p99 ${ms(percentile(latencies, 99))}  max ${ms(latencies.at(-1) ?? NaN)}`,
  );
  console.log(
    `  ack latency       p50 ${ms(percentile(acks, 50))}  p99 ${ms(percentile(acks, 99))}`,
  );
  const per = (field: 'heapUsed' | 'external' | 'rss') =>
    kb((after[field] - before[field]) / CLIENTS);
  console.log(
    `  server memory per connection: heap ${per('heapUsed')}, external ${per('external')}` +
      ` (heap ${kb(before.heapUsed)} → ${kb(after.heapUsed)} after GC${after.gc ? '' : ' — run without --expose-gc'});` +
      ` RSS ${per('rss')} (RSS moves with PGlite's pages; heap and external are the sockets')`,
  );
  for (const socket of sockets) socket.disconnect();
  server.send({ type: 'stop' });
  await new Promise((resolve) => server.once('exit', resolve));
}

main().catch((error: unknown) => {
  console.error(error);
  server.kill();
  process.exit(1);
});
