/**
 * How much JavaScript the home route loads first, gzipped (goal: at most 150 KB).
 *
 * Reads dist/ (run `npm run build` first; `npm run bench` does), opens the built app at #/tabs/home in
 * Chromium, and adds up every script the page requested before the network went quiet — the entry,
 * its preloaded chunks, and any lazy chunk the home route pulls in. Each file is gzipped at level 9
 * here, as a server would send it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/kit/browser';
import { startServerProcess } from '../tests/kit/serverProcess';

const BUDGET_KB = 150;
/** The build to measure: dist/ by default, or DIST=/some/dir (also served by the server). */
const DIST = process.env.DIST ?? 'dist';

const server = await startServerProcess({ env: { DIST_DIR: DIST } });
const session = await launchBrowser();
try {
  const { page } = await session.newPhone();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(`${server.url}/#/tabs/home`, { waitUntil: 'networkidle' });

  let raw = 0;
  let gzip = 0;
  const rows: string[] = [];
  for (const path of [...scripts].sort()) {
    const bytes = readFileSync(join(DIST, path));
    const zipped = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += zipped;
    rows.push(
      `  ${path.padEnd(48)} ${(bytes.length / 1024).toFixed(1).padStart(8)} KB ${(zipped / 1024).toFixed(1).padStart(8)} KB gz`,
    );
  }
  console.log(`JavaScript loaded by #/tabs/home (${scripts.size} files):`);
  console.log(rows.join('\n'));
  console.log(
    `  total: ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`,
  );
  console.log(gzip / 1024 <= BUDGET_KB ? 'within budget' : 'OVER BUDGET');
} finally {
  await session.close();
  await server.stop();
}
