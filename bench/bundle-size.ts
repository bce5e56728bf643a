/**
 * How much JavaScript the home route loads for its first screen, gzipped (goal: at most 150 KB),
 * and what it loads after.
 *
 * Reads dist/ (run `npm run build` first; `npm run bench` does), opens the built app at #/tabs/home in
 * Chromium, waits for its rows and then for the network to go quiet, and sorts every script the page
 * asked for by when it was asked: before the first screen was painted (its largest contentful paint,
 * the rows) — the entry, the first-screen chunk, the app and the home screen — or after it (the
 * live pushes' socket, the block of plans further down, which load once the rows are drawn). Each
 * file is gzipped at level 9 here, as a server would send it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/kit/browser';
import { startServerProcess } from '../tests/kit/serverProcess';

const BUDGET_KB = 150;
/** The build to measure: dist/ by default, or DIST=/some/dir (also served by the server). */
const DIST = process.env.DIST ?? 'dist';

interface Asked {
  path: string;
  startTime: number;
}

const server = await startServerProcess({ env: { DIST_DIR: DIST } });
const session = await launchBrowser();
try {
  const { page } = await session.newPhone();
  await page.goto(`${server.url}/#/tabs/home`);
  await page.locator('[data-testid="today-row"], [data-testid="live-card"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  const { scripts, lcp } = await page.evaluate(
    () =>
      new Promise<{ scripts: Asked[]; lcp: number }>((done) => {
        const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }));
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          done({ scripts, lcp: entries[entries.length - 1]?.startTime ?? Infinity });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

  const sizeOf = (path: string) => {
    const bytes = readFileSync(join(DIST, path));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(8)} KB`;
  const report = (title: string, list: Asked[]) => {
    let raw = 0;
    let gzip = 0;
    console.log(`${title} (${list.length} files):`);
    for (const { path } of [...list].sort((a, b) => a.path.localeCompare(b.path))) {
      const size = sizeOf(path);
      raw += size.raw;
      gzip += size.gzip;
      console.log(`  ${path.padEnd(48)} ${kb(size.raw)} ${kb(size.gzip)} gz`);
    }
    console.log(`  total: ${kb(raw)} raw, ${kb(gzip)} gzipped`);
    return gzip;
  };

  const first = scripts.filter((s) => s.startTime < lcp);
  const later = scripts.filter((s) => s.startTime >= lcp);
  const firstGzip = report(
    `JavaScript #/tabs/home asked for before its first screen was painted (${Math.round(lcp)} ms)`,
    first,
  );
  const laterGzip = report('JavaScript it asked for after, until the network went quiet', later);
  console.log(
    `first screen: ${(firstGzip / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB) — ${firstGzip / 1024 <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}; everything by quiet: ${((firstGzip + laterGzip) / 1024).toFixed(1)} KB`,
  );
} finally {
  await session.close();
  await server.stop();
}
