/**
 * Live data for many fans on one server (issue 20 §2), on PostgreSQL (run it through
 * `sh scripts/with-postgres.sh`: the goals are written to the database as a feed would, and the
 * change feed carries them). FANS simulated fans, SOCKET_SHARE of them on socket.io (live pushes)
 * and the rest polling every 10 s as the app does without a socket (with the last answer's tag),
 * each watching 20–50 of today's matches. At each step of STEPS fans: a goal every 2 s for
 * SECONDS, then the server's CPU (share of one core) and memory, and the delivery of the goals:
 * push latency (commit to arrival, p50/p95/p99/max, and how many of the expected arrived) and the
 * pollers' (commit to the poll that saw it). Prints figures; asserts nothing.
 *
 *   sh scripts/with-postgres.sh npx tsx bench/live-load.ts
 *   STEPS=1000,2000 SECONDS=20 sh scripts/with-postgres.sh npx tsx bench/live-load.ts
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { CHAT_NAMESPACE } from '../contracts/chat';
import { LIVE_EVENTS } from '../contracts/live';
import { PRODUCTION_ENV, spawnServerProcess } from '../tests/kit/serverProcess';
import { matchIds, signer } from './gatewayIds';

const STEPS = (process.env.STEPS ?? '2500,5000,10000').split(',').map(Number);
const SOCKET_SHARE = Number(process.env.SOCKET_SHARE ?? 0.7);
const SECONDS = Number(process.env.SECONDS ?? 30);
const POLL_MS = 10_000;
const SECRET = 'bench-live-load-secret';
const DATABASE_URL = process.env.DATABASE_URL;

interface Goal {
  matchId: number;
  version: number;
  at: number;
}

/** The goals written, by match, oldest first. */
const goals = new Map<number, Goal[]>();
const pushLatency: number[] = [];
const pollLatency: number[] = [];
let expected = 0;

const signed = signer(SECRET);

function pick<T>(from: readonly T[], n: number): T[] {
  const copy = [...from];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

const watchSize = () => 20 + Math.floor(Math.random() * 31);

/**
 * A fan sees a match at `version`: each goal of it up to that version it had not seen yet counts
 * once (pushes and polls alike; a later change may carry an earlier goal).
 */
function heard(seen: Map<number, number>, matchId: number, version: number, into: number[]) {
  const was = seen.get(matchId) ?? 0;
  if (version <= was) return;
  seen.set(matchId, version);
  const now = Date.now();
  for (const goal of goals.get(matchId) ?? [])
    if (goal.version > was && goal.version <= version) into.push(now - goal.at);
}

class SocketFan {
  readonly ids: Set<number>;
  private readonly seen = new Map<number, number>();
  readonly socket: Socket;
  constructor(url: string, ids: number[]) {
    this.ids = new Set(ids);
    this.socket = io(`${url}${CHAT_NAMESPACE}`, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    this.socket.on(LIVE_EVENTS.score, (score: { matchId: number; version: number }) =>
      heard(this.seen, score.matchId, score.version, pushLatency),
    );
  }
  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket.once('connect_error', reject);
      this.socket.once('connect', () => {
        this.socket
          .timeout(30_000)
          .emitWithAck(LIVE_EVENTS.watch, { matchIds: [...this.ids] })
          .then(() => resolve(), reject);
      });
    });
  }
}

class PollingFan {
  readonly ids: number[];
  private readonly seen = new Map<number, number>();
  private etag: string | null = null;
  private stopped = false;
  private readonly url: string;
  constructor(url: string, ids: number[]) {
    this.url = url;
    this.ids = ids;
  }
  async run(): Promise<void> {
    // Spread over the interval, as fans open the app at any moment.
    await sleep(Math.random() * POLL_MS);
    while (!this.stopped) {
      const started = Date.now();
      try {
        const res = await fetch(`${this.url}/sportdata/f`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(this.etag ? { 'if-none-match': this.etag } : {}),
          },
          body: signed('getMatchListLiveScore', { matchIdList: this.ids }),
        });
        if (res.status === 200) {
          this.etag = res.headers.get('etag');
          const body = (await res.json()) as {
            data: { list: Array<{ matchId: number; version: number }> };
          };
          for (const s of body.data.list) heard(this.seen, s.matchId, s.version, pollLatency);
        } else await res.arrayBuffer();
      } catch {
        // counted by nothing: a failed poll is retried at the next tick, as the app does
      }
      await sleep(Math.max(0, POLL_MS - (Date.now() - started)));
    }
  }
  stop(): void {
    this.stopped = true;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** CPU seconds the process used so far (user + system), and its resident memory in MB. */
function usage(pid: number): { cpu: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return { cpu: ticks / 100, rssMb: Math.round(Number(rss) / 1024) };
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

async function main(): Promise<void> {
  if (!DATABASE_URL) throw new Error('run through sh scripts/with-postgres.sh (DATABASE_URL)');
  const server = spawnServerProcess({
    env: {
      ...PRODUCTION_ENV,
      SPORTDATA_SECRET: SECRET,
      CHAT_MAX_PER_ADDRESS: '1000000',
      LOG_LEVEL: 'warn',
    },
  });
  const [, url] = (await server.waitFor(/^Matchday is ready at (http:\/\/\S+)$/m)) as string[];
  const pid = server.child.pid;
  if (!url || !pid) throw new Error('server did not start');
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const sockets: SocketFan[] = [];
  const pollers: PollingFan[] = [];
  try {
    const ids = await matchIds(url, 200, signed);
    console.log(`\nLive load on PostgreSQL, ${ids.length} football matches, a goal every 2 s:`);
    for (const fans of STEPS) {
      const wantSockets = Math.round(fans * SOCKET_SHARE);
      const connectStarted = Date.now();
      while (sockets.length < wantSockets) {
        const batch = Array.from({ length: Math.min(200, wantSockets - sockets.length) }, () => {
          const fan = new SocketFan(url, pick(ids, watchSize()));
          sockets.push(fan);
          return fan.start();
        });
        await Promise.all(batch);
      }
      const connectMs = Date.now() - connectStarted;
      while (sockets.length + pollers.length < fans) {
        const fan = new PollingFan(url, pick(ids, watchSize()));
        pollers.push(fan);
        void fan.run();
      }
      await sleep(POLL_MS); // every poller has started
      // Only this step's goals count: a fan who joined now must not count earlier ones.
      goals.clear();
      pushLatency.length = 0;
      pollLatency.length = 0;
      expected = 0;
      const before = usage(pid);
      const started = Date.now();
      while (Date.now() - started < SECONDS * 1000) {
        const matchId = pick(ids, 1)[0] as number;
        const { rows } = await db.query<{ version: number }>(
          'update matches set home_score = home_score + 1, version = version + 1 where id = $1 returning version',
          [matchId],
        );
        const version = rows[0]?.version;
        if (version !== undefined) {
          goals.set(matchId, [...(goals.get(matchId) ?? []), { matchId, version, at: Date.now() }]);
          expected += sockets.filter((s) => s.ids.has(matchId)).length;
        }
        await sleep(2_000);
      }
      await sleep(POLL_MS + 2_000); // the last goal's polls and pushes
      const after = usage(pid);
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `  ${fans} fans (${wantSockets} sockets connected in ${connectMs} ms, ${pollers.length} pollers): ` +
          `server CPU ${Math.round((100 * (after.cpu - before.cpu)) / seconds)}% of a core, RSS ${after.rssMb} MB`,
      );
      console.log(
        `    push: ${pushLatency.length} of ${expected} expected, p50 ${quantile(pushLatency, 0.5)} ms, ` +
          `p95 ${quantile(pushLatency, 0.95)} ms, p99 ${quantile(pushLatency, 0.99)} ms, max ${Math.max(...pushLatency)} ms`,
      );
      console.log(
        `    polls: ${pollLatency.length} goals seen, p50 ${quantile(pollLatency, 0.5)} ms, ` +
          `p99 ${quantile(pollLatency, 0.99)} ms`,
      );
    }
  } finally {
    for (const fan of pollers) fan.stop();
    for (const fan of sockets) fan.socket.disconnect();
    await db.end();
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

await main();
