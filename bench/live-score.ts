/**
 * Benchmarks of the companion server (issue 3, issue 20 §1): getMatchListLiveScore for 200 ids at 50
 * concurrent clients (requests per second, p50 and p99 latency), then the same asked conditionally
 * with the answer's ETag (304), and start-up time on an empty and on an
 * existing data directory. Runs on PGlite, or on PostgreSQL when DATABASE_URL is set
 * (`npm run bench:server` does both). Prints figures; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { PRODUCTION_ENV, startServerProcess } from '../tests/kit/serverProcess';
import { matchIds, signer } from './gatewayIds';

const SECRET = 'matchday-dev-secret';
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const signed = signer(SECRET);

async function timedStart(dataDir: string) {
  const started = performance.now();
  const server = await startServerProcess({
    // Production as deployed (it demands its guarding secrets); a plain start beside a bare
    // Fastify is bench/plain-start.ts.
    env: {
      ...PRODUCTION_ENV,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SPORTDATA_SECRET: SECRET,
      MATCHDAY_DEV_API: '',
      MATCHDAY_CHECK_ANSWERS: '',
    },
    timeoutMs: 180_000,
  });
  return { server, ms: Math.round(performance.now() - started) };
}

type Load = Awaited<ReturnType<typeof autocannon>>;

/** What Chromium sends, as the app's polls do. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** 50 fans polling one call as fast as the server answers, for 10 s. */
function load(url: string, body: string, opts: { etag?: string; plain?: boolean } = {}) {
  return autocannon({
    url: `${url}/sportdata/f`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(opts.plain ? {} : { 'accept-encoding': BROWSER_ENCODINGS }),
      ...(opts.etag ? { 'if-none-match': opts.etag } : {}),
    },
    body,
    connections: 50,
    duration: 10,
  });
}

function line(label: string, r: Load): string {
  return (
    `  ${label}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, ` +
    `p99 ${r.latency.p99} ms, ${r.errors} errors, ${r.non2xx} non-2xx`
  );
}

/**
 * A call as the app asks it (compressed), the same without compression, and asked again holding
 * the last answer's tag (304).
 */
async function threeWays(url: string, body: string) {
  const full = await load(url, body);
  const plain = await load(url, body, { plain: true });
  const first = await fetch(`${url}/sportdata/f`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
    body,
  });
  const etag = first.headers.get('etag') ?? undefined;
  const bytes = (await first.text()).length;
  const conditional = etag ? await load(url, body, { etag }) : null;
  return { full, plain, conditional, bytes };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'matchday-bench-'));
  try {
    const empty = await timedStart(dataDir);
    const url = empty.server.url;
    const ids = await matchIds(url, 200, signed);
    const scores = await threeWays(url, signed('getMatchListLiveScore', { matchIdList: ids }));
    const events = await threeWays(
      url,
      signed('getMatchEventByMatchIdList', { matchIdList: ids, second: 30 }),
    );
    await empty.server.stop();
    const existing = await timedStart(dataDir);
    await existing.server.stop();
    console.log(
      `\nCompanion server on ${engine} (NODE_ENV=production), ${ids.length} ids, 50 concurrent, 10 s each:`,
    );
    for (const [name, r] of [
      ['getMatchListLiveScore', scores],
      ['getMatchEventByMatchIdList (second 30)', events],
    ] as const) {
      console.log(line(`${name}, as the app asks (compressed; ${r.bytes} bytes plain)`, r.full));
      console.log(line(`${name}, uncompressed`, r.plain));
      if (r.conditional) console.log(line(`${name}, If-None-Match (304)`, r.conditional));
    }
    console.log(
      `  start-up (spawn → ready line): empty data ${empty.ms} ms, existing data ${existing.ms} ms`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
