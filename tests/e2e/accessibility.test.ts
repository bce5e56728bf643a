// Issue 38 §4: axe-core on every built route of the registry (src/app/routes), in the light and the
// dark theme, in Debian's Chromium on the run's shared server: no serious or critical violation. The
// routes' parameters are the seeded world's (tests/kit/routeVisits.ts); pages behind login are seen
// as demo_fan. Each theme is one browser context, walked by changing the hash (as a fan's taps do)
// in one page load for the visitor's routes and one for demo_fan's; both themes side by side. The walk reads demo_fan's message lists, which marks
// them read, as any visit does; no file on the shared server counts them.
// test-budget: 180 s — axe on 161 routes in two themes (about 50 s on a quiet machine), and the shared server's start when this file comes first
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { StorageKeys } from '@shared/storage';
import { axeViolations, BLOCKING, type AxeViolation } from '../kit/axe';
import { appTookOver, launchBrowser, type BrowserSession } from '../kit/browser';
import { demoLoginToken, storeToken } from '../kit/demoLogin';
import { routeVisits, worldIds, type RouteVisit } from '../kit/routeVisits';
import { sharedServer, type SharedServer } from '../kit/sharedServer';

let server: SharedServer;
let browser: BrowserSession;
let visits: RouteVisit[];

beforeAll(async () => {
  // Reads only (demo_fan's pages are looked at, nothing is bought): the run's shared server.
  server = await sharedServer();
  browser = await launchBrowser();
  visits = routeVisits(await worldIds(server.url));
});
afterAll(async () => {
  await browser?.close();
  await server?.release();
});

/** The themes the app paints (src/shared/theme): the fan's stored choice, set before the page loads. */
const THEMES = ['light', 'dark'] as const;
type ThemeName = (typeof THEMES)[number];

/** What a route breaks, one line per rule: the report of a failure. */
interface Finding {
  route: string;
  rule: string;
  impact: string | null;
  targets: string[];
  why: string;
}

/**
 * Waits until the route's screen is drawn: the screen that was there has gone (marked before the
 * hash changed) — or, where the next route shows the same screen (React keeps its nodes), three
 * frames have passed, time for the router to commit — and nothing is loading (the boot spinner and
 * skeletons say aria-busy). A screen that keeps loading past the wait is checked as it is.
 */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        (!document.querySelector('[data-axe-left]') ||
          (window as unknown as { axeFrames: number }).axeFrames >= 3) &&
        !document.querySelector('[aria-busy="true"]'),
      null,
      { timeout: 8_000 },
    )
    .catch(() => undefined);
  // Two frames: what the last answer drew is laid out before axe reads colours and sizes.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    for (const screen of document.querySelectorAll('#root main > *'))
      screen.setAttribute('data-axe-left', '');
    // Frames since the hash changed, counted by the page.
    const frames = window as unknown as { axeFrames: number };
    frames.axeFrames = 0;
    const tick = () => {
      frames.axeFrames += 1;
      if (frames.axeFrames < 3) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    location.hash = hash;
  }, path);
  await settle(page);
}

/** Every route in one theme: the visitor's routes, then demo_fan's, in one page load each. */
async function walk(theme: ThemeName): Promise<{ findings: Finding[]; checked: number }> {
  const { context, page } = await browser.newPhone();
  // Less motion: every transition at its end, so colours are read as they stay.
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    StorageKeys.theme,
    theme,
  ] as const);
  const findings: Finding[] = [];
  const check = async (route: RouteVisit) => {
    await visit(page, route.path);
    const found: AxeViolation[] = await axeViolations(page);
    for (const v of found.filter((f) => BLOCKING.has(f.impact)))
      findings.push({ route: `${theme} ${route.path}`, ...v });
  };
  await page.goto(`${server.url}/#/tabs/home`);
  await appTookOver(page);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
  for (const route of visits.filter((v) => !v.needsLogin)) await check(route);
  // demo_fan from here: the token where a login leaves it, then the app starts again with it.
  await storeToken(context, server.url, await demoLoginToken(server.url));
  await page.reload();
  await appTookOver(page);
  for (const route of visits.filter((v) => v.needsLogin)) await check(route);
  await context.close();
  return { findings, checked: visits.length };
}

const report = (findings: Finding[]) =>
  findings
    .map((f) => `${f.route}  ${f.rule} (${f.impact})  ${f.targets.join(' | ')}\n    ${f.why}`)
    .join('\n');

describe('axe-core on every built route', () => {
  it('finds no serious or critical violation in the light and the dark theme', async () => {
    expect(visits.length).toBeGreaterThan(150);
    const walks = await Promise.all(THEMES.map((theme) => walk(theme)));
    for (const w of walks) expect(w.checked).toBe(visits.length);
    const findings = walks.flatMap((w) => w.findings);
    expect(findings, `serious or critical axe violations:\n${report(findings)}`).toEqual([]);
  }, 300_000);
});
