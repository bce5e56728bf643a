/**
 * Benchmarks of the companion server (issue 3, issue 20 §1): getMatchListLiveScore for 200 ids at 50
 * concurrent clients (requests per second, p50 and p99 latency), then the same asked conditionally
 * with the answer's ETag (304), and start-up time on an empty and on an
 * existing data directory. Runs on PGlite, or on PostgreSQL when DATABASE_URL is set
 * (`npm run bench:server` does both). Prints figures; asserts nothing.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServerProcess } from '../tests/kit/serverProcess';

const SECRET = 'matchday-dev-secret';
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

function signed(apiName: string, args: Record<string, unknown>): string {
  const timestamp = Date.now();
  const verifyStr = createHash('md5').update(`${apiName}${timestamp}${SECRET}`).digest('hex');
  return JSON.stringify({ ...args, apiName, timestamp, verifyStr });
}

async function timedStart(dataDir: string) {
  const started = performance.now();
  const server = await startServerProcess({
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    timeoutMs: 180_000,
  });
  return { server, ms: Math.round(performance.now() - started) };
}

async function matchIds(url: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let day = -3; day <= 3 && ids.length < count; day++) {
    const date = new Date(Date.now() + day * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const res = await fetch(`${url}/sportdata/f`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: signed('getMatchListByDate', { date, pageSize: 100, simple: 1 }),
    });
    const body = (await res.json()) as { data: { list: Array<{ matchId: number }> } };
    ids.push(...body.data.list.map((m) => m.matchId));
  }
  return ids.slice(0, count);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'matchday-bench-'));
  try {
    const empty = await timedStart(dataDir);
    const ids = await matchIds(empty.server.url, 200);
    const result = await autocannon({
      url: `${empty.server.url}/sportdata/f`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: signed('getMatchListLiveScore', { matchIdList: ids }),
      connections: 50,
      duration: 10,
    });
    // The same polls from fans who hold the last answer's tag (the app sends it): 304, no body.
    const first = await fetch(`${empty.server.url}/sportdata/f`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: signed('getMatchListLiveScore', { matchIdList: ids }),
    });
    const etag = first.headers.get('etag');
    const bytes = (await first.text()).length;
    const conditional = etag
      ? await autocannon({
          url: `${empty.server.url}/sportdata/f`,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'if-none-match': etag },
          body: signed('getMatchListLiveScore', { matchIdList: ids }),
          connections: 50,
          duration: 10,
        })
      : null;
    await empty.server.stop();
    const existing = await timedStart(dataDir);
    await existing.server.stop();
    console.log(`\nCompanion server on ${engine}`);
    console.log(`  getMatchListLiveScore, ${ids.length} ids, 50 concurrent, 10 s:`);
    console.log(
      `    ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `${result.errors} errors, ${result.non2xx} non-2xx`,
    );
    console.log(`    (answer ${bytes} bytes, ${etag ? 'tagged' : 'untagged'})`);
    if (conditional)
      console.log(
        `  the same with If-None-Match (nothing changed, 304): ${Math.round(conditional.requests.average)} req/s, ` +
          `p50 ${conditional.latency.p50} ms, p99 ${conditional.latency.p99} ms, ${conditional.errors} errors`,
      );
    console.log(
      `  start-up (spawn → ready line): empty data ${empty.ms} ms, existing data ${existing.ms} ms`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
