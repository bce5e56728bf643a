/**
 * A plain start against a bare Fastify, in one run on one machine (issue 30 §5). Goals: the 200-id
 * live-score call at ≥ 9% of a bare Fastify's tiny-JSON rate with p99 ≤ 50 ms, and the static files
 * at ≥ 50% of a bare @fastify/static serving the same files, on the README's own start (no
 * NODE_ENV, no MATCHDAY_* flags, LOG_LEVEL at its default). NODE_ENV=production on the same data
 * follows for comparison.
 *
 * The machine is shared (tests, other benchmarks), so one long load each would compare moments,
 * not servers: the bare Fastify stays up beside the server, and each figure is taken in ROUNDS
 * short loads alternating bare / server; a ratio is the median of the rounds' ratios. 50
 * connections, all to 127.0.0.1, DURATION s per load after a 1 s warm-up. Prints figures and
 * whether each goal is met; asserts nothing.
 *
 *   npm run build && npx tsx bench/plain-start.ts
 *   ROUNDS=1 DURATION=3 CONFIGS=plain npx tsx bench/plain-start.ts    (a quick look)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { hasBuiltApp } from '../server/config';
import { PRODUCTION_ENV, startServerProcess } from '../tests/kit/serverProcess';
import { startBareFastify } from './bareFastify';
import { matchIds, signer } from './gatewayIds';

const DURATION = Number(process.env.DURATION ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CONFIGS = (process.env.CONFIGS ?? 'plain,production').split(',');
const CONNECTIONS = 50;
const DIST = resolve('dist');
/** What Chromium sends: the static files answer with their brotli copies, as to a fan. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** The gateway secret a plain start uses (its default). */
const signed = signer('matchday-dev-secret');

interface Figure {
  rate: number;
  p99: number;
  bad: number;
}

async function measure(opts: autocannon.Options): Promise<Figure> {
  await autocannon({ ...opts, connections: CONNECTIONS, duration: 1 });
  const r = await autocannon({ ...opts, connections: CONNECTIONS, duration: DURATION });
  return { rate: Math.round(r.requests.average), p99: r.latency.p99, bad: r.errors + r.non2xx };
}

const get = (url: string): autocannon.Options => ({
  url,
  headers: { 'accept-encoding': BROWSER_ENCODINGS },
});

/** Signed when its load starts: the gateway refuses a timestamp older than five minutes. */
const liveScore = (url: string, ids: number[]): autocannon.Options => ({
  url: `${url}/sportdata/f`,
  method: 'POST',
  headers: { 'content-type': 'application/json', 'accept-encoding': BROWSER_ENCODINGS },
  body: signed('getMatchListLiveScore', { matchIdList: ids }),
});

/** What the server is asked, and what the bare Fastify is asked beside it. */
interface Target {
  label: string;
  bareLabel: string;
  /** The share of the bare rate the goal asks for (none: shown for information). */
  goal?: number;
  bare(url: string): autocannon.Options;
  server(url: string, ids: number[]): autocannon.Options;
}

/** The favicon (public/, no compressed copy) and the page's first hashed script (a .br copy). */
function targets(): Target[] {
  const page = readFileSync(join(DIST, 'index.html'), 'utf8');
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
  if (!asset) throw new Error('no script in dist/index.html');
  return [
    {
      label: 'live score, 200 ids',
      bareLabel: 'tiny JSON',
      goal: 0.09,
      bare: (url) => get(`${url}/tiny`),
      server: liveScore,
    },
    ...[
      ['favicon.svg', '/favicon.svg'],
      [`entry script ${asset} (.br)`, asset],
    ].map(([label, path]) => ({
      label: label!,
      bareLabel: 'the same file',
      goal: 0.5,
      bare: (url: string) => get(url + path),
      server: (url: string) => get(url + path),
    })),
    {
      label: 'page / (first screen rendered)',
      bareLabel: 'index.html as a file',
      bare: (url) => get(`${url}/index.html`),
      server: (url) => get(`${url}/`),
    },
  ];
}

/** The README's `npm start`: nothing set but where it listens and keeps its data. */
const plainEnv = (dataDir: string): NodeJS.ProcessEnv => ({
  DATA_DIR: dataDir,
  // undefined unsets what the kit or this shell would pass on (spawn skips undefined values).
  NODE_ENV: undefined,
  LOG_LEVEL: undefined,
  MATCHDAY_DEV_API: undefined,
  MATCHDAY_CHECK_ANSWERS: undefined,
  SPORTDATA_SECRET: undefined,
  PAY_NOTIFY_SECRET: undefined,
  PARTNER_SECRET: undefined,
});

const STARTS: Record<string, { title: string; env(dataDir: string): NodeJS.ProcessEnv }> = {
  plain: { title: 'plain start (npm start: no NODE_ENV, no MATCHDAY_*)', env: plainEnv },
  // The same data, seeded by the plain start; production demands its own guarding secrets.
  production: {
    title: 'NODE_ENV=production',
    env: (dataDir) => ({ ...plainEnv(dataDir), ...PRODUCTION_ENV }),
  },
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

interface Result {
  target: Target;
  server: Figure[];
  bare: Figure[];
}

/** Each target in ROUNDS loads, alternating the bare Fastify and the server. */
async function alternate(bareUrl: string, serverUrl: string, ids: number[]): Promise<Result[]> {
  const results = targets().map((target) => ({
    target,
    server: [] as Figure[],
    bare: [] as Figure[],
  }));
  for (let round = 0; round < ROUNDS; round++)
    for (const result of results) {
      result.bare.push(await measure(result.target.bare(bareUrl)));
      result.server.push(await measure(result.target.server(serverUrl, ids)));
    }
  return results;
}

/** How many lines the server logged, by message, most frequent first. */
function logSummary(lines: string[]): string {
  const counts = new Map<string, number>();
  for (const line of lines) {
    let msg = line.slice(0, 40);
    try {
      msg = (JSON.parse(line) as { msg?: string }).msg ?? msg;
    } catch {
      // a plain line (console.log)
    }
    counts.set(msg, (counts.get(msg) ?? 0) + 1);
  }
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 3);
  return `${lines.length} log lines during its loads${top.length ? ` (${top.map(([m, n]) => `${n} × "${m}"`).join(', ')})` : ''}`;
}

function report(title: string, results: Result[], log: string[]): void {
  console.log(`\nCompanion server, ${title}: ${logSummary(log)}`);
  let met = true;
  for (const { target, server, bare } of results) {
    const share = median(server.map((f, i) => f.rate / bare[i]!.rate));
    const p99 = median(server.map((f) => f.p99));
    const bad = server.reduce((sum, f) => sum + f.bad, 0);
    const goal = target.goal === undefined ? '' : ` (goal ≥ ${target.goal * 100}%)`;
    if (target.goal !== undefined && share < target.goal) met = false;
    if (target.goal === 0.09 && p99 > 50) met = false;
    console.log(
      `  ${target.label}: ${median(server.map((f) => f.rate))} req/s, p99 ${p99} ms` +
        `${bad ? `, ${bad} errors/non-2xx` : ''}; bare ${target.bareLabel}: ` +
        `${median(bare.map((f) => f.rate))} req/s, p99 ${median(bare.map((f) => f.p99))} ms; ` +
        `${(100 * share).toFixed(1)}% of bare${goal}`,
    );
  }
  console.log(`  goals (live score also p99 ≤ 50 ms): ${met ? 'met' : 'NOT met'}`);
}

async function main(): Promise<void> {
  if (!hasBuiltApp(DIST)) throw new Error('no dist/: run `npm run build` first');
  const bare = await startBareFastify(DIST);
  const dataDir = mkdtempSync(join(tmpdir(), 'matchday-bench-'));
  console.log(
    `Bare Fastify (own process, no logger) beside each server; ${CONNECTIONS} connections, ` +
      `${ROUNDS} rounds of ${DURATION} s per figure, medians:`,
  );
  try {
    for (const name of CONFIGS) {
      const start = STARTS[name];
      if (!start) throw new Error(`CONFIGS: no start named ${name}`);
      const server = await startServerProcess({ env: start.env(dataDir), timeoutMs: 180_000 });
      try {
        const ids = await matchIds(server.url, 200, signed);
        if (ids.length < 200) console.warn(`  only ${ids.length} match ids`);
        const logBefore = server.output().length;
        const results = await alternate(bare.url, server.url, ids);
        report(start.title, results, server.output().slice(logBefore).split('\n').filter(Boolean));
      } finally {
        await server.stop();
      }
    }
  } finally {
    await bare.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
