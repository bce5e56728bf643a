/**
 * The live match list under load (issue 6, "Measured"). Prints figures; asserts nothing.
 *
 * Part 1 — rendering. Builds the bench-only harness (bench/match-list/) with Vite to a temp dir: the
 * real football `MatchList` (Virtuoso + FootballRow) and `LiveTipHost` over 2,000 synthetic live
 * matches in the real store, fed through the real live path (`startLivePipeline` → `queueLiveScores`
 * → one store write per frame). In headless Chromium it sends 200 score changes a second for 20 s, at
 * 1× and at 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate), and reports long tasks (> 50 ms,
 * PerformanceObserver), scripting time per frame (a Chrome trace: the union of script and GC events
 * on the page's main thread, cut at each animation frame), and rows rendered per store write against
 * the changed rows that were mounted (FootballRow's `useMatch` is counted, see countingStore.ts).
 * A 5 s CPU profile at 4× then names the functions the time goes to.
 *
 * Part 2 — network. Builds the real app to a temp dir, starts the real server (SIM_SPEED=60, its own
 * DATA_DIR), opens #/tabs/match and counts `/sportdata/f` calls for 60 s visible, then 60 s with the
 * page hidden as the app's browser environment adapter sees it (document.visibilityState 'hidden' +
 * a visibilitychange event).
 *
 * `BENCH_SECONDS` shortens the 20 s runs; `BENCH_SKIP_NETWORK=1` skips part 2.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { CDPSession, Page } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { aliases } from '../aliases';
import { launchBrowser, type BrowserSession } from '../tests/kit/browser';
import { startServerProcess } from '../tests/kit/serverProcess';
import type { RunOptions, RunResult } from './match-list/harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const RUN: RunOptions = { durationMs: SECONDS * 1000, changesPerSecond: 200, emitsPerSecond: 20 };
const HARNESS_DIR = resolve('bench/match-list');

// ---------------------------------------------------------------------------------------------
// Part 1: rendering

/** Hands FootballRow the counting store (bench/match-list/countingStore.ts) instead of `../store`. */
function countRowRenders(): Plugin {
  return {
    name: 'bench-count-row-renders',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../store' && importer?.replace(/\\/g, '/').endsWith('list/FootballRow.tsx'))
        return join(HARNESS_DIR, 'countingStore.ts');
      return null;
    },
  };
}

async function buildHarness(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: HARNESS_DIR,
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), countRowRenders()],
    resolve: { alias: aliases },
    // Readable names in the CPU profile; the production React build all the same.
    build: { outDir, emptyOutDir: true, minify: false, sourcemap: false },
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

function serveDir(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      done({ server, url: `http://127.0.0.1:${port}/` });
    }),
  );
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

// What DevTools calls "Scripting" (script entry points, microtasks, compile and GC).
const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'RunMicrotasks',
  'V8.Execute',
  'v8.compile',
  'v8.compileModule',
  'MinorGC',
  'MajorGC',
  'V8.GCScavenger',
  'V8.GCFinalizeMC',
]);
// What DevTools calls "Rendering" and "Painting", for context.
const RENDER_EVENTS = new Set([
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'UpdateLayer',
  'CompositeLayers',
  'Commit',
]);

type Interval = [number, number];

function union(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const out: Interval[] = [];
  for (const [s, e] of sorted) {
    const last = out.at(-1);
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/** Time (ms) of `intervals` (sorted, disjoint) inside each [frames[i], frames[i+1]). */
function perFrame(intervals: Interval[], frames: number[]): number[] {
  const out: number[] = [];
  let j = 0;
  for (let i = 0; i + 1 < frames.length; i += 1) {
    const a = frames[i]!;
    const b = frames[i + 1]!;
    while (j < intervals.length && intervals[j]![1] <= a) j += 1;
    let sum = 0;
    for (let k = j; k < intervals.length && intervals[k]![0] < b; k += 1)
      sum += Math.min(b, intervals[k]![1]) - Math.max(a, intervals[k]![0]);
    out.push(sum);
  }
  return out;
}

function pct(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Cuts the trace's script and render time at the page's animation frames (ms, page clock). */
function analyseTrace(trace: { traceEvents: TraceEvent[] }, result: RunResult, markAt: number) {
  const events = trace.traceEvents;
  const mark = events.find((e) => e.name === 'bench:start' && (e.ph === 'R' || e.ph === 'I'));
  if (!mark) throw new Error('the trace has no bench:start mark');
  const main = events.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.pid === mark.pid &&
      e.args?.name === 'CrRendererMain',
  );
  const tid = main?.tid ?? mark.tid;
  // Trace µs → page ms.
  const toPage = (ts: number) => ts / 1000 - mark.ts / 1000 + markAt;
  const script: Interval[] = [];
  const render: Interval[] = [];
  for (const e of events) {
    if (e.pid !== mark.pid || e.tid !== tid || e.ph !== 'X' || e.dur === undefined) continue;
    const iv: Interval = [toPage(e.ts), toPage(e.ts + e.dur)];
    if (SCRIPT_EVENTS.has(e.name)) script.push(iv);
    else if (RENDER_EVENTS.has(e.name)) render.push(iv);
  }
  const frames = result.frames.filter((t) => t >= result.startedAt && t <= result.endedAt);
  return {
    frames: frames.length,
    scripting: perFrame(union(script), frames),
    rendering: perFrame(union(render), frames),
    intervals: frames.slice(1).map((t, i) => t - frames[i]!),
  };
}

async function measure(session: BrowserSession, url: string, rate: number): Promise<void> {
  const { context, page } = await session.newPhone();
  try {
    await page.goto(url);
    await page.waitForFunction(() => window.__bench?.ready === true);
    await page.waitForSelector('[data-testid="match-row"]');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.waitForTimeout(1000);
    await session.browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'v8',
        'toplevel',
      ],
    });
    const result = await page.evaluate((opts) => window.__bench!.run(opts), RUN);
    const markAt = await page.evaluate(
      () => performance.getEntriesByName('bench:start').at(-1)?.startTime ?? 0,
    );
    const buffer = await session.browser.stopTracing();
    const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    report(rate, result, analyseTrace(trace, result, markAt));
    await cdp.detach();
  } finally {
    await context.close();
  }
}

function report(rate: number, r: RunResult, t: ReturnType<typeof analyseTrace>): void {
  const seconds = (r.endedAt - r.startedAt) / 1000;
  const w = r.writes;
  const longest = Math.max(0, ...r.longTasks.map((l) => l.duration));
  console.log(`\n${rate}× CPU — ${r.sent} score changes in ${seconds.toFixed(1)} s`);
  console.log(
    `  long tasks > 50 ms: ${r.longTasks.length}` +
      (r.longTasks.length > 0
        ? ` (longest ${ms(longest)}, total ${ms(r.longTasks.reduce((s, l) => s + l.duration, 0))})`
        : ''),
  );
  console.log(
    `  frames: ${t.frames} (${(t.frames / seconds).toFixed(1)}/s), frame interval p50 ${ms(pct(t.intervals, 50))}, p95 ${ms(pct(t.intervals, 95))}, max ${ms(Math.max(0, ...t.intervals))}`,
  );
  console.log(
    `  scripting per frame: p50 ${ms(pct(t.scripting, 50))}, p95 ${ms(pct(t.scripting, 95))}, p99 ${ms(pct(t.scripting, 99))}, max ${ms(Math.max(0, ...t.scripting))} (goal p95 < 10 ms)`,
  );
  console.log(
    `  style/layout/paint per frame: p50 ${ms(pct(t.rendering, 50))}, p95 ${ms(pct(t.rendering, 95))}, max ${ms(Math.max(0, ...t.rendering))}`,
  );
  console.log(
    `  store writes: ${w.count} (${(w.count / seconds).toFixed(1)}/s), ${(w.changed / Math.max(1, w.count)).toFixed(1)} changed matches each; rows mounted ${r.mountedAtStart} (${r.visibleAtStart} in the viewport, the rest Virtuoso's overscan)`,
  );
  console.log(
    `  rows rendered: ${w.rendered} = ${w.renderedChanged} changed & mounted + ${w.renderedUnchanged} unchanged; changed & mounted rows not rendered: ${w.missed}`,
  );
  console.log(
    `  rows rendered per write: mean ${(w.rendered / Math.max(1, w.count)).toFixed(2)}, max ${Math.max(0, ...w.renderedPerWrite)}; changed & mounted per write: mean ${(w.changedMounted / Math.max(1, w.count)).toFixed(2)}, max ${Math.max(0, ...w.changedMountedPerWrite)}`,
  );
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  positionTicks?: { line: number; ticks: number }[];
}

/** A short CPU profile at 4×: self time by function, to say where the time goes. */
async function profile(session: BrowserSession, url: string, outDir: string): Promise<void> {
  const { context, page } = await session.newPhone();
  try {
    await page.goto(url);
    await page.waitForFunction(() => window.__bench?.ready === true);
    await page.waitForSelector('[data-testid="match-row"]');
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.waitForTimeout(500);
    await cdp.send('Profiler.start');
    await page.evaluate((opts) => window.__bench!.run(opts), { ...RUN, durationMs: 5000 });
    const { profile: p } = (await cdp.send('Profiler.stop')) as unknown as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
    };
    const byNode = new Map(p.nodes.map((n) => [n.id, n]));
    const self = new Map<string, number>();
    // Line-level ticks of each function, to point at the statement.
    const lines = new Map<string, Map<number, number>>();
    let total = 0;
    p.samples.forEach((id, i) => {
      const node = byNode.get(id);
      const dt = (p.timeDeltas[i] ?? 0) / 1000;
      if (!node) return;
      const f = node.callFrame;
      const file = f.url.split('/').pop() || '';
      const name = `${f.functionName || '(anonymous)'} ${file}${file ? `:${f.lineNumber + 1}` : ''}`;
      self.set(name, (self.get(name) ?? 0) + dt);
      total += dt;
    });
    for (const node of p.nodes) {
      const f = node.callFrame;
      const file = f.url.split('/').pop() || '';
      const name = `${f.functionName || '(anonymous)'} ${file}${file ? `:${f.lineNumber + 1}` : ''}`;
      const byLine = lines.get(name) ?? new Map<number, number>();
      for (const t of node.positionTicks ?? [])
        byLine.set(t.line, (byLine.get(t.line) ?? 0) + t.ticks);
      lines.set(name, byLine);
    }
    const notJs = (name: string) => /^\((idle|program)\) /.test(name);
    const busy = [...self].filter(([name]) => !notJs(name)).reduce((a, [, t]) => a + t, 0);
    console.log(
      `\nCPU profile, 5 s at 4× (sampled): ${ms(busy)} in JS and GC of ${ms(total)}; top self time:`,
    );
    const top = [...self].filter(([name]) => !notJs(name)).sort((a, b) => b[1] - a[1]);
    top.slice(0, 12).forEach(([name, t]) => console.log(`  ${ms(t).padStart(10)}  ${name}`));
    // The hottest lines of the three hottest bundle functions, with their source text.
    for (const [name] of top.filter(([n]) => /\.js:\d+$/.test(n)).slice(0, 3)) {
      const file = /(\S+\.js):\d+$/.exec(name)?.[1];
      const text = file ? readFileSync(join(outDir, 'assets', file), 'utf8').split('\n') : [];
      const byLine = [...(lines.get(name) ?? [])].sort((a, b) => b[1] - a[1]).slice(0, 3);
      const sum = [...(lines.get(name) ?? [])].reduce((a, [, n]) => a + n, 0);
      console.log(`  in ${name}:`);
      for (const [ln, n] of byLine)
        console.log(
          `    ${((100 * n) / Math.max(1, sum)).toFixed(0).padStart(3)}%  line ${ln}: ${(text[ln - 1] ?? '').trim().slice(0, 90)}`,
        );
    }
  } finally {
    await context.close();
  }
}

async function renderingBench(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'matchday-bench-list-'));
  const session = await launchBrowser();
  let http: Server | undefined;
  try {
    await buildHarness(outDir);
    const served = await serveDir(outDir);
    http = served.server;
    console.log(
      `Match list under live load: 2,000 football matches, ${RUN.changesPerSecond} score changes/s in ${RUN.emitsPerSecond} poll answers/s for ${SECONDS} s, phone viewport 375×740`,
    );
    await measure(session, served.url, 1);
    await measure(session, served.url, 4);
    await profile(session, served.url, outDir);
  } finally {
    await session.close();
    http?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Part 2: network

function countCalls(page: Page): { calls: Map<string, number>; failed: Map<string, number> } {
  const calls = new Map<string, number>();
  const failed = new Map<string, number>();
  page.on('response', (response) => {
    const request = response.request();
    if (!new URL(request.url()).pathname.startsWith('/sportdata/f')) return;
    let api = '?';
    try {
      api = (JSON.parse(request.postData() ?? '{}') as { apiName?: string }).apiName ?? '?';
    } catch {
      // Not JSON: counted as '?'.
    }
    calls.set(api, (calls.get(api) ?? 0) + 1);
    void response
      .json()
      .then((body: { isSuccess?: boolean; code?: string }) => {
        if (body.isSuccess === false) {
          const key = `${api} ${body.code ?? ''}`;
          failed.set(key, (failed.get(key) ?? 0) + 1);
        }
      })
      .catch(() => {});
  });
  return { calls, failed };
}

function line(label: string, c: ReturnType<typeof countCalls>, since: Map<string, number>) {
  const delta = new Map<string, number>();
  for (const [api, n] of c.calls) {
    const d = n - (since.get(api) ?? 0);
    if (d > 0) delta.set(api, d);
  }
  const sum = [...delta.values()].reduce((a, b) => a + b, 0);
  const parts = [...delta].map(([api, n]) => `${api} ${n}`).join(', ');
  console.log(`  ${label}: ${sum} requests${parts ? ` (${parts})` : ''}`);
}

async function networkBench(): Promise<void> {
  const dist = mkdtempSync(join(tmpdir(), 'matchday-bench-dist-'));
  await build({ logLevel: 'warn', build: { outDir: dist, emptyOutDir: true, sourcemap: false } });
  const server = await startServerProcess({ env: { SIM_SPEED: '60', DIST_DIR: dist } });
  const session = await launchBrowser();
  try {
    const { page } = await session.newPhone();
    const counter = countCalls(page);
    await page.goto(`${server.url}/#/tabs/match`);
    await page.waitForSelector('[data-testid="match-row"]', { timeout: 30_000 });
    const loaded = new Map(counter.calls);
    console.log(`\nRequests of #/tabs/match (server SIM_SPEED=60), /sportdata/f only:`);
    line('loading the list', counter, new Map());
    await page.waitForTimeout(60_000);
    const visible = new Map(counter.calls);
    line('next 60 s, visible', counter, loaded);
    // A string, not a function: tsx's name helpers do not exist in the page.
    await page.evaluate(`
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    `);
    await page.waitForTimeout(60_000);
    line('next 60 s, hidden', counter, visible);
    const failures = [...counter.failed].map(([k, n]) => `${k} ×${n}`).join(', ');
    console.log(`  failed answers over the whole run: ${failures || 'none'}`);
  } finally {
    await session.close();
    await server.stop();
    rmSync(dist, { recursive: true, force: true });
  }
}

await renderingBench();
if (process.env.BENCH_SKIP_NETWORK !== '1') await networkBench();
