/**
 * Looks at the running app: `tsx scripts/screenshot.ts <url> <out.png> [width]`. Opens the page in the
 * system Chromium as a phone, waits for the network to settle, and writes a screenshot.
 */
import { launchBrowser } from '../tests/kit/browser';

const [url, out, width] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: tsx scripts/screenshot.ts <url> <out.png> [width]');
  process.exit(2);
}
const session = await launchBrowser();
try {
  const { page } = await session.newPhone({ width: width ? Number(width) : 375 });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.screenshot({ path: out });
  console.log(`${page.url()} → ${out}`);
} finally {
  await session.close();
}
