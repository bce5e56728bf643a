/**
 * Lighthouse on a phone (issue 38 §4): Lighthouse's mobile preset (its default config: a Moto G
 * Power's screen, simulated slow 4G and 4× CPU) in Debian's Chromium, against the production build
 * served by the companion server on the run's seeded world, at #/tabs/home, #/tabs/match and the page
 * of a match in play. Prints the four category scores per route, the failing audits of each category,
 * and for performance its metrics, the largest paint's element and the top opportunities. Each route
 * runs RUNS times; the run of median performance is the one printed (Lighthouse's own advice: its
 * performance score moves from run to run). Asserts nothing.
 *
 *   npm run build && npm run bench:lighthouse
 *   RUNS=1 ROUTES=/tabs/home npx tsx bench/lighthouse.ts
 *   DIST=/some/dist npx tsx bench/lighthouse.ts       (another build, with its renderer in /some/dist-ssr)
 *   REPORTS=/tmp/lh npx tsx bench/lighthouse.ts       (also writes each printed run's JSON report there)
 *
 * Lighthouse treats the part after '#' as the same document: each route is its full URL with the hash,
 * and every run starts from a fresh load (Lighthouse clears the origin's cache and storage first).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CATEGORIES, medianRun, printRun, printSummary, scoresOf } from './lighthouse/readReport';
import { chromiumPath } from '../tests/kit/browser';
import { gatewayEnvelope } from '../tests/kit/gateway';
import { busyEvening, PRODUCTION_ENV, startServerProcess } from '../tests/kit/serverProcess';

const RUNS = Number(process.env.RUNS ?? 3);
const DIST = process.env.DIST ?? 'dist';
/** '/live-match' stands for the page of the first football match in play on the server. */
const ROUTES = (process.env.ROUTES ?? '/tabs/home,/tabs/match,/live-match').split(',');
const REPORTS = process.env.REPORTS;

/**
 * Debian's Chromium, headless, with no dialling out (the flags of tests/kit/browser.ts: without the
 * background-networking ones Chromium keeps calling Google's hosts on a closed network).
 */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--lang=zh-CN',
];

interface Listed {
  matchId: number;
}

/** The page of a football match in play now (matchStatus 1), found in the server's list. */
async function liveMatchRoute(url: string): Promise<string> {
  const { data } = await gatewayEnvelope<{ list: Listed[] }>(url, 'getMatchListByDate', {
    sportType: 1,
    matchStatus: 1,
    pageSize: 100,
  });
  const match = data.list[0];
  if (!match) throw new Error('no football match in play on the server: no match page to audit');
  return `/match-detail?matchId=${match.matchId}`;
}

async function audit(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError)
    throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

async function main(): Promise<void> {
  const server = await startServerProcess({
    env: { ...PRODUCTION_ENV, DIST_DIR: DIST, SIM_START: busyEvening() },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    // The fans' zone, as the browser tests run (tests/kit/browser.ts).
    envVars: { ...process.env, TZ: 'Asia/Shanghai' },
  });
  const summary: Array<[string, number[]]> = [];
  try {
    console.log(
      `Lighthouse's mobile preset, ${RUNS} run(s) per route, the median performance run shown`,
    );
    for (const name of ROUTES) {
      const route = name === '/live-match' ? await liveMatchRoute(server.url) : name;
      const url = `${server.url}/#${route}`;
      // One run not counted: the server's first answers read the database.
      const warm = await audit(url, chrome.port);
      if (summary.length === 0)
        console.log(`Lighthouse ${warm.lighthouseVersion}, ${warm.environment.hostUserAgent}`);
      const runs: Result[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await audit(url, chrome.port));
      const shown = medianRun(runs);
      printRun(route, shown, runs);
      summary.push([route, scoresOf(shown)]);
      if (REPORTS) {
        mkdirSync(REPORTS, { recursive: true });
        const file = join(REPORTS, `${route.replace(/[^A-Za-z0-9]+/g, '_')}.json`);
        writeFileSync(file, JSON.stringify(shown, null, 1));
      }
    }
    printSummary(summary);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
