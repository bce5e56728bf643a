/**
 * An instance killed with SIGKILL behind the cluster's balancer (issue 20 §4): two instances on
 * one PostgreSQL and one Redis, as `npm run start:cluster` runs them, FANS chat sockets through the
 * balancer in one room (socket.io-client reconnecting as the app does, at once then backing off).
 * The instance holding the simulator's lease is killed; the bench prints, from the kill: when the
 * last of its fans was connected again (on the survivor), when the survivor held the lease, and
 * when its simulator wrote its first match change. Prints figures; asserts nothing.
 *
 *   sh scripts/with-postgres.sh sh scripts/with-redis.sh npx tsx bench/failover.ts
 *   FANS=500 RUNS=3 sh scripts/with-postgres.sh sh scripts/with-redis.sh npx tsx bench/failover.ts
 */
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { CHAT_EVENTS, CHAT_NAMESPACE } from '../contracts/chat';
import { startCluster } from '../server/cluster/cluster';
import { busyEvening } from '../tests/kit/serverProcess';

const FANS = Number(process.env.FANS ?? 200);
const RUNS = Number(process.env.RUNS ?? 3);
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
if (!DATABASE_URL || !REDIS_URL)
  throw new Error('run it under scripts/with-postgres.sh and scripts/with-redis.sh');

const cluster = await startCluster({
  names: ['a', 'b'],
  host: '127.0.0.1',
  port: 0,
  env: {
    DATABASE_URL,
    REDIS_URL,
    LOG_LEVEL: 'warn',
    SIM_START: busyEvening(),
    // Every fan comes from loopback here.
    CHAT_MAX_PER_ADDRESS: String(FANS * 2),
  },
  // The bench starts the killed instance again itself, once the survivor has taken over.
  restart: false,
  print: process.env.VERBOSE ? (line) => console.log(line) : undefined,
});
const sql = new pg.Client({ connectionString: DATABASE_URL });
await sql.connect();
const query = async <T extends pg.QueryResultRow>(text: string) => (await sql.query<T>(text)).rows;

const [room] = await query<{ id: number }>('select id from matches where sport = 1 limit 1');
if (!room) throw new Error('no match');

/** Resolves when `probe` answers true, asking every 20 ms; the time it took from `since`. */
async function timeUntil(probe: () => Promise<boolean> | boolean, since: number, limitMs = 60_000) {
  for (;;) {
    if (await probe()) return performance.now() - since;
    if (performance.now() - since > limitMs) return Number.NaN;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const instanceOf = (socket: Socket) => socket.io.engine?.id?.split('.')[0] ?? null;
const rows: string[] = [];

for (let run = 1; run <= RUNS; run += 1) {
  await timeUntil(() => cluster.balancer.up.length === 2, performance.now());
  const fans: Socket[] = [];
  for (let i = 0; i < FANS; i += 1) {
    const socket = io(`${cluster.url}${CHAT_NAMESPACE}`, {
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 200,
      reconnectionDelayMax: 2_000,
    });
    socket.on('connect', () => socket.emit(CHAT_EVENTS.join, { roomType: 1, roomTypeId: room.id }));
    fans.push(socket);
  }
  const connected = await timeUntil(() => fans.every((s) => s.connected), performance.now());
  if (Number.isNaN(connected)) throw new Error('not every fan could connect');
  const [lease] = await query<{ holder: string }>(`select holder from leases where name = 'world'`);
  const leader = cluster.instances.find((i) => i.name === lease?.holder);
  if (!leader) throw new Error('no lease holder');
  const survivor = cluster.instances.find((i) => i !== leader)!;
  const onLeader = fans.filter((s) => instanceOf(s) === leader.name);
  // Every write of a match moves its version: their sum moves with any write at all.
  const writes = async () =>
    Number((await query<{ n: string }>('select sum(version) as n from matches'))[0]?.n ?? 0);

  const killedAt = performance.now();
  await leader.kill('SIGKILL');
  const reconnected = await timeUntil(
    () => onLeader.every((s) => s.connected && instanceOf(s) === survivor.name),
    killedAt,
  );
  const leaseTaken = await timeUntil(
    async () =>
      (await query<{ holder: string }>(`select holder from leases where name = 'world'`))[0]
        ?.holder === survivor.name,
    killedAt,
  );
  const writtenAtTakeover = await writes();
  const simulating = await timeUntil(async () => (await writes()) > writtenAtTakeover, killedAt);
  rows.push(
    `| ${run} | ${FANS} | ${onLeader.length} | ${Math.round(reconnected)} | ${Math.round(leaseTaken)} | ${Math.round(simulating)} |`,
  );
  for (const socket of fans) socket.close();
  // The killed instance comes back as a follower; the next run kills the survivor, which leads.
  await leader.start();
}

console.log(
  `\nSIGKILL of the lease holder, two instances behind the balancer (ms from the kill)\n`,
);
console.log('| run | fans | on the killed | all of them back | lease taken | simulator writing |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
await sql.end();
await cluster.stop();
