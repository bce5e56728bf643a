// Pins issue 38 §2's dark mode in the running app (Debian's Chromium, the run's shared server): with
// nothing chosen the app follows the system; 设置 › 深色模式 › 深色 paints every screen in the dark
// palette of src/app/theme.css at once (checked by computed colours against the tokens) and the
// browser bar follows; the choice survives a reload, painted before the app's code has run (the
// server's first screen included); a chart drawn on a canvas takes the theme's colours and draws
// again when the system switches.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appTookOver, launchBrowser, type BrowserSession } from '../kit/browser';
import { fetchGateway } from '../kit/gateway';
import { sharedServer, type SharedServer } from '../kit/sharedServer';
import { themeTokens } from '../kit/themeTokens';

let server: SharedServer;
let browser: BrowserSession;

beforeAll(async () => {
  // Reads only: the run's shared server (tests/kit/sharedServer.ts).
  server = await sharedServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.release();
});

const light = themeTokens('light');
const dark = themeTokens('dark');

/** A token's hex colour as the browser computes it: `rgb(r, g, b)`. */
function rgb(hex: string | undefined): string {
  const long = (hex ?? '').replace(/^#(\w)(\w)(\w)$/, '#$1$1$2$2$3$3');
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(long.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Computed style properties of the first element matching `selector`. */
function styleOf(page: Page, selector: string, ...props: string[]) {
  return page
    .locator(selector)
    .first()
    .evaluate(
      (el, names) => names.map((name) => getComputedStyle(el).getPropertyValue(name)),
      props,
    );
}

const themeOf = (page: Page) =>
  page.evaluate(() => ({
    choice: document.documentElement.getAttribute('data-theme'),
    bar: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
    stored: localStorage.getItem('theme'),
  }));

describe('dark mode in the running app', () => {
  it(
    'follows the system, is chosen in the settings, paints every screen and survives a reload',
    { timeout: 90_000 },
    async () => {
      const { page } = await browser.newPhone();
      // What the page shows before any of the app's code: recorded as soon as the body is parsed.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { firstPaint: unknown }).firstPaint = {
            theme: document.documentElement.getAttribute('data-theme'),
            background: getComputedStyle(document.body).backgroundColor,
          };
        });
      });
      const firstPaint = () =>
        page.evaluate(() => (window as unknown as { firstPaint: unknown }).firstPaint);

      // Nothing chosen: the system's light, then its dark.
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${server.url}/#/user/settings`);
      await page.getByTestId('settings-theme').waitFor();
      await appTookOver(page);
      expect(await themeOf(page)).toEqual({
        choice: 'system',
        bar: light.get('--header'),
        stored: null,
      });
      expect(await styleOf(page, '.page-header', 'background-color')).toEqual([
        rgb(light.get('--header')),
      ]);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await styleOf(page, '.page-header', 'background-color')).toEqual([
        rgb(dark.get('--header')),
      ]);
      await expect.poll(async () => (await themeOf(page)).bar).toBe(dark.get('--header'));

      // 深色 chosen with the system light: dark at once, stored, the bar too.
      await page.emulateMedia({ colorScheme: 'light' });
      await page.getByTestId('settings-theme-dark').check({ force: true });
      expect(await themeOf(page)).toEqual({
        choice: 'dark',
        bar: dark.get('--header'),
        stored: 'dark',
      });
      expect(await styleOf(page, '.uc-page', 'background-color')).toEqual([rgb(dark.get('--bg'))]);
      expect(await styleOf(page, '.uc-row__label', 'color')).toEqual([rgb(dark.get('--text'))]);

      // The home tab, rendered by the server: dark from the first paint, before the app's code.
      await page.goto(`${server.url}/#/tabs/home`);
      await page.reload();
      await page.locator('[data-testid="today-row"], [data-testid="live-card"]').first().waitFor();
      expect(await firstPaint()).toEqual({
        theme: 'dark',
        background: rgb(dark.get('--backdrop')),
      });
      expect(await styleOf(page, '.home', 'background-color')).toEqual([rgb(dark.get('--bg'))]);
      expect(await styleOf(page, '.tab-bar', 'background-color')).toEqual([
        rgb(dark.get('--card')),
      ]);
      expect(await styleOf(page, 'body', 'color')).toEqual([rgb(dark.get('--text'))]);

      // The match list.
      await page.goto(`${server.url}/#/tabs/match`);
      await page.locator('.ml-row').first().waitFor();
      expect(await styleOf(page, '.ml-row', 'background-color')).toEqual([rgb(dark.get('--card'))]);
      expect(await styleOf(page, '.ml-states__tab.is-active', 'color')).toEqual([
        rgb(dark.get('--brand-text')),
      ]);

      // The choice survives a reload: the settings say 深色, the page is dark before the app.
      await page.goto(`${server.url}/#/user/settings`);
      await page.reload();
      await page.getByTestId('settings-theme').waitFor();
      expect(await firstPaint()).toEqual({
        theme: 'dark',
        background: rgb(dark.get('--backdrop')),
      });
      expect(await page.getByTestId('settings-theme-dark').isChecked()).toBe(true);
      expect(await themeOf(page)).toEqual({
        choice: 'dark',
        bar: dark.get('--header'),
        stored: 'dark',
      });

      // Back to 跟随系统: the system's light again, nothing stored.
      await page.getByTestId('settings-theme-system').check({ force: true });
      expect(await themeOf(page)).toEqual({
        choice: 'system',
        bar: light.get('--header'),
        stored: null,
      });
      expect(await styleOf(page, '.uc-page', 'background-color')).toEqual([rgb(light.get('--bg'))]);
    },
  );

  it(
    'draws a chart in the theme’s colours and again when the system switches',
    { timeout: 60_000 },
    async () => {
      const kelly = await fetchGateway<{ list: Array<{ match: { matchId: number } }> }>(
        server.url,
        'getKellyMatchList',
        { pageNo: 1, pageSize: 50 },
      );
      const matchId = kelly.list[0]!.match.matchId;
      const { page } = await browser.newPhone();
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(`${server.url}/#/special/kelly-change?matchId=${matchId}`);
      // The legend's markers are drawn by uPlot with each line's stroke: the home line's colour.
      const homeMarker = page
        .locator('.u-legend .u-series', { hasText: '主胜' })
        .locator('.u-marker');
      await homeMarker.waitFor();
      const markerColour = () => homeMarker.evaluate((el) => getComputedStyle(el).borderColor);
      expect(await markerColour()).toBe(rgb(dark.get('--home')));
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(markerColour).toBe(rgb(light.get('--home')));
    },
  );
});
