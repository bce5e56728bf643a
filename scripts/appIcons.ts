/**
 * Draws the installable app's icons from the one drawing of the icon, public/favicon.svg
 * (docs/decisions/app-icons.md, pwa.md): `tsx scripts/appIcons.ts`. The PNGs are committed, so a
 * build needs no image tool; change the SVG, run this again.
 *
 * - icon-192.png, icon-512.png: the drawing as it is (rounded corners, transparent outside them),
 *   what a launcher shows as it is ("any").
 * - icon-maskable-512.png: the same drawing full-bleed (the red square without its rounded corners),
 *   for launchers that cut their own shape ("maskable"): the ball is 59% of the width, inside the
 *   80% circle every mask keeps.
 * - apple-touch-icon.png (180): full-bleed too; iOS rounds the corners itself and would fill
 *   transparent ones with black.
 *
 * Rendered by the system Chromium through playwright-core, both already the project's (the browser
 * tests use them): no image library, no binary of unknown origin.
 */
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../tests/kit/browser';

const PUBLIC = fileURLToPath(new URL('../public/', import.meta.url));
const OUT = `${PUBLIC}icons/`;

/** The drawing with its background square's rounded corners removed. */
export function fullBleed(svg: string): string {
  const squared = svg.replace(/(<rect\b[^>]*?)\s+rx="[^"]*"/, '$1');
  if (squared === svg) throw new Error('favicon.svg has no rounded <rect> to square off');
  return squared;
}

const drawing = readFileSync(`${PUBLIC}favicon.svg`, 'utf8');
const icons = [
  { file: 'icon-192.png', size: 192, svg: drawing },
  { file: 'icon-512.png', size: 512, svg: drawing },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(drawing) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(drawing) },
];

await mkdir(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<body style="margin:0"><img src="${src}" width="${size}" height="${size}" style="display:block"></body>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: `${OUT}${file}`, omitBackground: true });
    await page.close();
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
