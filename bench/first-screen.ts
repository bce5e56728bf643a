/**
 * The first screen on a phone (issue 20 §3): the built app opened cold in Chromium under the
 * throttling of Lighthouse's mobile run — 4× CPU slowdown, 1.6 Mbps down, 750 kbps up, 150 ms round
 * trip — at #/tabs/home and #/tabs/match, RUNS times each (a fresh context every time: no cache).
 * Prints each run's first contentful paint, largest contentful paint and bytes transferred, and the
 * median of each. Targets: LCP ≤ 1.5 s, FCP ≤ 1 s. Asserts nothing.
 *
 *   npm run build && npx tsx bench/first-screen.ts
 *   RUNS=3 ROUTES=/tabs/home npx tsx bench/first-screen.ts
 *   DIST=/some/dist npx tsx bench/first-screen.ts    (another build, served by the same server)
 */
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

/** Lighthouse's "slow 4G" mobile profile (its default for mobile runs). */
const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

interface Run {
  fcp: number;
  lcp: number;
  lcpElement: string;
  bytes: number;
  requests: number;
}

/**
 * The paints so far, read in the page: FCP from the paint timeline, LCP as the last candidate the
 * browser buffered (a new observer with `buffered` is handed every one so far, at once).
 */
function readPaints(): Promise<{ fcp?: number; lcp?: number; lcpElement?: string }> {
  const fcp = performance
    .getEntriesByType('paint')
    .find((entry) => entry.name === 'first-contentful-paint')?.startTime;
  return new Promise((done) => {
    const observer = new PerformanceObserver((list) => {
      observer.disconnect();
      const entries = list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>;
      const last = entries[entries.length - 1];
      const el = last?.element;
      const name = el
        ? `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(' ')[0] : ''} "${(el.textContent ?? '').trim().slice(0, 16)}"`
        : '(removed)';
      done({ fcp, lcp: last?.startTime, lcpElement: name });
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
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
  // The rows, then quiet: the largest paint is final once the first screen has all it asked for.
  await page.locator(content).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const paints = await page.evaluate(readPaints);
  await cdp.detach();
  return {
    fcp: paints.fcp ?? NaN,
    lcp: paints.lcp ?? NaN,
    lcpElement: paints.lcpElement ?? '(none)',
    bytes,
    requests,
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
      const warm = await browser.newPhone();
      await warm.page.goto(`${server.url}/#${route}`, { waitUntil: 'networkidle' });
      await warm.context.close();

      const runs: Run[] = [];
      console.log(`\n#${route}`);
      for (let i = 0; i < RUNS; i += 1) {
        const { context, page } = await browser.newPhone();
        const run = await measure(page, `${server.url}/#${route}`, CONTENT[route] ?? 'main');
        await context.close();
        runs.push(run);
        console.log(
          `  run ${i + 1}: FCP ${ms(run.fcp)}  LCP ${ms(run.lcp)}  ${kb(run.bytes)} in ${run.requests} requests  LCP element ${run.lcpElement}`,
        );
      }
      const fcp = median(runs.map((r) => r.fcp));
      const lcp = median(runs.map((r) => r.lcp));
      console.log(
        `  median: FCP ${ms(fcp)}  LCP ${ms(lcp)}  ${kb(median(runs.map((r) => r.bytes)))}  ${fcp <= FCP_TARGET_MS && lcp <= LCP_TARGET_MS ? 'within targets' : 'OVER TARGET'}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
