/**
 * The first screen on a phone (issue 20 §3): the built app opened cold in Chromium under the
 * throttling of Lighthouse's mobile run — 4× CPU slowdown, 1.6 Mbps down, 750 kbps up, 150 ms round
 * trip — at #/tabs/home and #/tabs/match, RUNS times each (a fresh context every time: no cache).
 * Prints each run's first contentful paint, largest contentful paint — the browser's last candidate,
 * read once it has been quiet for a few seconds, as Lighthouse and field data report it (issue 31) —,
 * the JavaScript asked for within 2 s of the load event (gzipped) and the bytes transferred, and the
 * median of each. Targets: LCP ≤ 1.5 s, FCP ≤ 1 s, home's JavaScript ≤ 150 KB. Asserts nothing.
 *
 *   npm run build && npx tsx bench/first-screen.ts
 *   RUNS=3 ROUTES=/tabs/home npx tsx bench/first-screen.ts
 *   DIST=/some/dist npx tsx bench/first-screen.ts    (another build, served by the same server)
 *   SCRIPTS=1 npx tsx bench/first-screen.ts          (also lists each run's scripts: when, how big)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/kit/browser';
import { busyEvening, PRODUCTION_ENV, startServerProcess } from '../tests/kit/serverProcess';

const RUNS = Number(process.env.RUNS ?? 5);
const ROUTES = (process.env.ROUTES ?? '/tabs/home,/tabs/match').split(',');

/** What shows a route's first screen is there: its first row of matches. */
const CONTENT: Readonly<Record<string, string>> = {
  '/tabs/home': '[data-testid="today-row"], [data-testid="live-card"]',
  '/tabs/match': '[data-testid="match-row"]',
};
const DIST = process.env.DIST ?? 'dist';

const LCP_TARGET_MS = 1500;
const FCP_TARGET_MS = 1000;

/** The width of Lighthouse's mobile screen (a Moto G Power): the rows' text wraps as it measures. */
const LIGHTHOUSE_WIDTH = 412;

/** Lighthouse's "slow 4G" mobile profile (its default for mobile runs). */
const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

interface Run {
  fcp: number;
  /** When taps start to work: the app has taken over the first screen. */
  ready: number;
  lcp: number;
  lcpElement: string;
  /** How many LCP candidates the browser reported: a repaint of the same rows adds one. */
  candidates: number;
  /** JavaScript asked for within JS_WINDOW_MS of the load event, gzipped. */
  jsGzip: number;
  bytes: number;
  requests: number;
  /** Each script asked for, ms after the load event, gzipped: where the JavaScript budget goes. */
  scripts: Array<{ path: string; afterLoad: number; gzip: number }>;
}

/** How long the largest paint must stay unchanged before it is taken as final. */
const LCP_QUIET_MS = 3_000;
/** The earliest the largest paint is read, after navigation: the app takes over within it. */
const LCP_EARLIEST_MS = 5_000;
/** What a cold visit's JavaScript is counted within, from the load event (the measure). */
const JS_WINDOW_MS = 2_000;

interface Paints {
  fcp?: number;
  /** When the app owned its first screen (its user-timing mark): taps work from then on. */
  ready?: number;
  /** Every LCP candidate so far, in order: the last is the LCP, as Lighthouse and the field report. */
  candidates: Array<{ startTime: number; element: string }>;
  loadEnd: number;
  scripts: Array<{ path: string; startTime: number }>;
}

/**
 * The paints so far, read in the page: FCP from the paint timeline, every LCP candidate the browser
 * buffered (a new observer with `buffered` is handed every one so far, at once), and the scripts
 * asked for with when. Reading LCP at network idle missed the candidate of the app's own render,
 * which can come seconds later: the caller reads again until the last candidate has been quiet.
 */
function readPaints(): Promise<Paints> {
  const fcp = performance
    .getEntriesByType('paint')
    .find((entry) => entry.name === 'first-contentful-paint')?.startTime;
  const navigation = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
    .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }));
  const ready = performance.getEntriesByName('matchday:first-screen-ready')[0]?.startTime;
  return new Promise((done) => {
    const observer = new PerformanceObserver((list) => {
      observer.disconnect();
      const entries = list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>;
      const candidates = entries.map((entry) => {
        const el = entry.element;
        const element = el
          ? `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(' ')[0] : ''} "${(el.textContent ?? '').trim().slice(0, 16)}"`
          : '(removed)';
        return { startTime: entry.startTime, element };
      });
      done({ fcp, ready, candidates, loadEnd: navigation?.loadEventEnd ?? NaN, scripts });
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** Reads the paints until the last LCP candidate has been the last for LCP_QUIET_MS. */
async function finalPaints(page: Page): Promise<Paints> {
  const started = Date.now();
  let paints = await page.evaluate(readPaints);
  let count = paints.candidates.length;
  let quietSince = Date.now();
  for (;;) {
    await page.waitForTimeout(250);
    paints = await page.evaluate(readPaints);
    if (paints.candidates.length !== count) {
      count = paints.candidates.length;
      quietSince = Date.now();
    }
    const now = Date.now();
    if (now - started >= LCP_EARLIEST_MS && now - quietSince >= LCP_QUIET_MS) return paints;
  }
}

/** Each built script the page asked for, when (after the load event) and gzipped as a server sends it. */
function scriptsOf(paints: Paints): Run['scripts'] {
  return paints.scripts
    .filter(({ path }) => existsSync(join(DIST, path)))
    .map(({ path, startTime }) => ({
      path,
      afterLoad: startTime - paints.loadEnd,
      gzip: gzipSync(readFileSync(join(DIST, path)), { level: 9 }).length,
    }));
}

/** The JavaScript asked for within `windowMs` of the load event. */
function scriptsGzipWithin(scripts: Run['scripts'], windowMs: number): number {
  return scripts
    .filter(({ afterLoad }) => afterLoad <= windowMs)
    .reduce((total, { gzip }) => total + gzip, 0);
}

async function measure(page: Page, url: string, content: string): Promise<Run> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerSecond,
    uploadThroughput: THROTTLING.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  await page.goto(url, { timeout: 60_000 });
  await page.locator(content).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  // The browser's LCP is its last candidate (the app's own render of the rows can be one, seconds
  // after the server's paint): read until it has been quiet, as Lighthouse does at the trace's end.
  const paints = await finalPaints(page);
  await cdp.detach();
  const last = paints.candidates[paints.candidates.length - 1];
  const scripts = scriptsOf(paints);
  return {
    fcp: paints.fcp ?? NaN,
    ready: paints.ready ?? NaN,
    lcp: last?.startTime ?? NaN,
    lcpElement: last?.element ?? '(none)',
    candidates: paints.candidates.length,
    jsGzip: scriptsGzipWithin(scripts, JS_WINDOW_MS),
    bytes,
    requests,
    scripts,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`.padStart(10);

async function main(): Promise<void> {
  const server = await startServerProcess({
    env: { ...PRODUCTION_ENV, DIST_DIR: DIST, SIM_START: busyEvening() },
  });
  const browser = await launchBrowser();
  try {
    console.log(
      `First screen, cold, ${THROTTLING.cpuSlowdown}× CPU, 1.6 Mbps, ${THROTTLING.latencyMs} ms RTT (targets: FCP ≤ ${FCP_TARGET_MS} ms, LCP ≤ ${LCP_TARGET_MS} ms)`,
    );
    for (const route of ROUTES) {
      // One warm-up load, not counted: the server's first answers read the database.
      const warm = await browser.newPhone({ width: LIGHTHOUSE_WIDTH });
      await warm.page.goto(`${server.url}/#${route}`, { waitUntil: 'networkidle' });
      await warm.context.close();

      const runs: Run[] = [];
      console.log(`\n#${route}`);
      for (let i = 0; i < RUNS; i += 1) {
        const { context, page } = await browser.newPhone({ width: LIGHTHOUSE_WIDTH });
        const run = await measure(page, `${server.url}/#${route}`, CONTENT[route] ?? 'main');
        await context.close();
        runs.push(run);
        console.log(
          `  run ${i + 1}: FCP ${ms(run.fcp)}  ready ${ms(run.ready)}  LCP ${ms(run.lcp)} (${run.candidates} candidates)  JS ${kb(run.jsGzip)} gz by load + ${JS_WINDOW_MS / 1000} s  ${kb(run.bytes)} in ${run.requests} requests  LCP element ${run.lcpElement}`,
        );
        if (process.env.SCRIPTS)
          for (const script of run.scripts)
            console.log(
              `      ${ms(script.afterLoad)} after load ${kb(script.gzip)}  ${script.path}`,
            );
      }
      const fcp = median(runs.map((r) => r.fcp));
      const lcp = median(runs.map((r) => r.lcp));
      console.log(
        `  median: FCP ${ms(fcp)}  ready ${ms(median(runs.map((r) => r.ready)))}  LCP ${ms(lcp)}  JS ${kb(median(runs.map((r) => r.jsGzip)))} gz  ${kb(median(runs.map((r) => r.bytes)))}  ${fcp <= FCP_TARGET_MS && lcp <= LCP_TARGET_MS ? 'within targets' : 'OVER TARGET'}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
